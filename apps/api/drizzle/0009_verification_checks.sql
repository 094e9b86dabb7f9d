CREATE TABLE "verification_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"environment" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"search_name" text,
	"result" jsonb,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"cost_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "verification_checks_scope_idx" ON "verification_checks" USING btree ("business_id","environment","module","id");--> statement-breakpoint
CREATE INDEX "verification_checks_status_idx" ON "verification_checks" USING btree ("business_id","environment","module","status","id");--> statement-breakpoint
CREATE INDEX "verification_checks_type_idx" ON "verification_checks" USING btree ("business_id","environment","module","type","id");--> statement-breakpoint
CREATE INDEX "verification_checks_org_idx" ON "verification_checks" USING btree ("organization_id","environment","module","id");--> statement-breakpoint
-- Live prices (NGN kobo: wallets are in the business's currency) of the Business verification checks.
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('company:ng:company', 30000, 'NGN'), ('company:ng:company-premium', 60000, 'NGN'),
  ('company:ng:company_basic', 15000, 'NGN'), ('company:ng:tin', 10000, 'NGN'),
  ('company:za:business_address', 40000, 'NGN'), ('company:za:business_account', 50000, 'NGN'),
  ('company:global:advance_company_check', 90000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
