CREATE TABLE "addons" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_ngn" bigint NOT NULL,
	"monthly_usd" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_addons" (
	"business_id" text NOT NULL,
	"addon_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_by" text,
	CONSTRAINT "business_addons_business_id_addon_id_pk" PRIMARY KEY("business_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "plans_product_unique" UNIQUE("product")
);
--> statement-breakpoint
CREATE TABLE "subplans" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"name" text NOT NULL,
	"tier" integer NOT NULL,
	"enterprise" boolean DEFAULT false NOT NULL,
	"included_checks" integer,
	"monthly_ngn" bigint,
	"overage_ngn" bigint,
	"monthly_usd" bigint,
	"overage_usd" bigint,
	"features" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"subplan_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"scheduled_subplan_id" text,
	"cancel_at" timestamp with time zone,
	"custom_monthly" bigint,
	"custom_included_checks" integer,
	"custom_overage" bigint,
	"enterprise_request" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_addons" ADD CONSTRAINT "business_addons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_addons" ADD CONSTRAINT "business_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subplans" ADD CONSTRAINT "subplans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subplan_id_subplans_id_fk" FOREIGN KEY ("subplan_id") REFERENCES "public"."subplans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_subplan_id_subplans_id_fk" FOREIGN KEY ("scheduled_subplan_id") REFERENCES "public"."subplans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subplans_plan_tier_idx" ON "subplans" USING btree ("plan_id","tier");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_business_plan_idx" ON "subscriptions" USING btree ("business_id","plan_id");
--> statement-breakpoint
-- The plan catalogue: one plan per product, tiers with included checks and overage prices (minor units).
INSERT INTO "plans" ("id", "product", "name", "description", "sort") VALUES
  ('plan_customer_verification', 'customer-verification', 'Customer Verification', 'Verify identity numbers, documents and faces across Nigeria, Ghana, Kenya and South Africa.', 1),
  ('plan_business_verification', 'business-verification', 'Business Verification', 'Look up companies in registries and check their details.', 2),
  ('plan_credit_report', 'credit-report', 'Credit Report', 'Individual and business credit reports from the bureaus.', 3),
  ('plan_sanction_pep', 'sanction-pep-screening', 'Sanction & PEP Screening', 'Screen people and companies against sanction and PEP lists.', 4);
--> statement-breakpoint
INSERT INTO "subplans" ("id", "plan_id", "name", "tier", "enterprise", "included_checks", "monthly_ngn", "overage_ngn", "monthly_usd", "overage_usd", "features") VALUES
  ('sub_cv_starter', 'plan_customer_verification', 'Starter', 1, false, 500, 5000000, 12000, 10000, 25, ARRAY['500 identity checks a month', 'Every country and ID type', 'Verification history and exports']::text[]),
  ('sub_cv_growth', 'plan_customer_verification', 'Growth', 2, false, 2500, 20000000, 10000, 40000, 20, ARRAY['2,500 identity checks a month', 'Lower price per extra check', 'Webhooks and API keys']::text[]),
  ('sub_cv_enterprise', 'plan_customer_verification', 'Enterprise', 3, true, NULL, NULL, NULL, NULL, NULL, ARRAY['Volume pricing', 'Dedicated support', 'Custom terms']::text[]),
  ('sub_bv_starter', 'plan_business_verification', 'Starter', 1, false, 100, 6000000, 70000, 12000, 150, ARRAY['100 company checks a month', 'Registry and TIN lookups']::text[]),
  ('sub_bv_growth', 'plan_business_verification', 'Growth', 2, false, 500, 25000000, 55000, 50000, 120, ARRAY['500 company checks a month', 'Premium company reports']::text[]),
  ('sub_bv_enterprise', 'plan_business_verification', 'Enterprise', 3, true, NULL, NULL, NULL, NULL, NULL, ARRAY['Volume pricing', 'Custom terms']::text[]),
  ('sub_cr_starter', 'plan_credit_report', 'Starter', 1, false, 100, 4000000, 45000, 8000, 100, ARRAY['100 credit reports a month']::text[]),
  ('sub_cr_growth', 'plan_credit_report', 'Growth', 2, false, 500, 17500000, 38000, 35000, 80, ARRAY['500 credit reports a month']::text[]),
  ('sub_cr_enterprise', 'plan_credit_report', 'Enterprise', 3, true, NULL, NULL, NULL, NULL, NULL, ARRAY['Volume pricing', 'Custom terms']::text[]),
  ('sub_aml_starter', 'plan_sanction_pep', 'Starter', 1, false, 1000, 3500000, 4000, 7000, 10, ARRAY['1,000 screenings a month']::text[]),
  ('sub_aml_growth', 'plan_sanction_pep', 'Growth', 2, false, 5000, 15000000, 3000, 30000, 8, ARRAY['5,000 screenings a month', 'Ongoing monitoring']::text[]),
  ('sub_aml_enterprise', 'plan_sanction_pep', 'Enterprise', 3, true, NULL, NULL, NULL, NULL, NULL, ARRAY['Volume pricing', 'Custom terms']::text[]);
--> statement-breakpoint
INSERT INTO "addons" ("id", "plan_id", "name", "description", "monthly_ngn", "monthly_usd") VALUES
  ('addon_cv_capture', 'plan_customer_verification', 'Document capture and liveness', 'Hosted document capture and selfie liveness for your customers.', 2500000, 5000),
  ('addon_cv_support', 'plan_customer_verification', 'Priority support', 'A named contact and answers within two business hours.', 1500000, 3000),
  ('addon_bv_monitoring', 'plan_business_verification', 'Ongoing company monitoring', 'Be told when a verified company changes in the registry.', 3000000, 6000),
  ('addon_aml_adverse_media', 'plan_sanction_pep', 'Adverse media screening', 'Screen names against news and adverse media as well.', 2000000, 4000);
