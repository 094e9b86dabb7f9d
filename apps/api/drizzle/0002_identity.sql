CREATE TABLE "check_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"resource" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text NOT NULL,
	"row_count" integer,
	"report_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"business_id" text NOT NULL,
	"key" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"environment" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"type_value" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"search_name" text,
	"result" jsonb,
	"match" jsonb NOT NULL,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"cost_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"business_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_requests_business_idx" ON "export_requests" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("business_id","key");--> statement-breakpoint
CREATE INDEX "identity_checks_scope_idx" ON "identity_checks" USING btree ("business_id","environment","id");--> statement-breakpoint
CREATE INDEX "identity_checks_status_idx" ON "identity_checks" USING btree ("business_id","environment","status","id");--> statement-breakpoint
CREATE INDEX "identity_checks_type_idx" ON "identity_checks" USING btree ("business_id","environment","type","id");--> statement-breakpoint
CREATE INDEX "identity_checks_org_idx" ON "identity_checks" USING btree ("organization_id","environment","id");--> statement-breakpoint
CREATE INDEX "organizations_business_idx" ON "organizations" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_business_idx" ON "wallet_ledger" USING btree ("business_id","created_at");--> statement-breakpoint
-- Default prices of live checks (NGN kobo). Products change them; a migration sets the starting point.
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('ng:bvn', 10000, 'NGN'), ('ng:nin', 10000, 'NGN'), ('ng:vnin', 10000, 'NGN'), ('ng:drivers-license', 15000, 'NGN'),
  ('ng:passport', 15000, 'NGN'), ('ng:pvc', 15000, 'NGN'), ('ng:bav', 5000, 'NGN'), ('ng:premium-bav', 10000, 'NGN'),
  ('ng:phone', 10000, 'NGN'), ('gh:new_voter_card', 20000, 'NGN'), ('gh:old_voter_card', 20000, 'NGN'),
  ('gh:passport', 25000, 'NGN'), ('ke:passport', 25000, 'NGN'), ('ke:id-scrub', 20000, 'NGN'),
  ('ke:national-id', 20000, 'NGN'), ('ke:alien-id', 20000, 'NGN'), ('ke:drivers-license', 20000, 'NGN'),
  ('ke:bav', 15000, 'NGN'), ('ke:pin-check', 15000, 'NGN'), ('ke:address', 20000, 'NGN'), ('ke:phone', 15000, 'NGN'),
  ('ke:employment', 25000, 'NGN'), ('ke:plate-number', 20000, 'NGN'), ('ke:vehicle-collateral', 25000, 'NGN'),
  ('za:said', 25000, 'NGN'), ('za:bav', 20000, 'NGN'), ('za:poa', 30000, 'NGN'), ('global:phone', 15000, 'NGN'),
  ('global:compare-image', 5000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
