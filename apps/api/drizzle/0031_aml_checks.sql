CREATE TABLE "aml_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"environment" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"search_text" text NOT NULL,
	"subject" jsonb NOT NULL,
	"risk_level" text NOT NULL,
	"threshold" double precision NOT NULL,
	"lists" jsonb NOT NULL,
	"hits" jsonb NOT NULL,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"cost_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_watchlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"environment" text NOT NULL,
	"entity_type" text NOT NULL,
	"name" text,
	"aliases" jsonb NOT NULL,
	"birth_date" text,
	"country" text,
	"identifiers" jsonb NOT NULL,
	"chain" text,
	"address" text,
	"reason" text,
	"search_text" text NOT NULL,
	"revision" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "aml_checks_scope_idx" ON "aml_checks" USING btree ("business_id","environment","id");--> statement-breakpoint
CREATE INDEX "aml_checks_status_idx" ON "aml_checks" USING btree ("business_id","environment","status","id");--> statement-breakpoint
CREATE INDEX "aml_checks_type_idx" ON "aml_checks" USING btree ("business_id","environment","type","id");--> statement-breakpoint
CREATE INDEX "aml_checks_org_idx" ON "aml_checks" USING btree ("organization_id","environment","id");--> statement-breakpoint
CREATE INDEX "aml_watchlist_scope_idx" ON "aml_watchlist_entries" USING btree ("business_id","environment","id");--> statement-breakpoint
-- Sanction and PEP checks are priced by type (the identity screening keeps its aml:identity price).
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('aml:name', 10000, 'NGN'), ('aml:crypto', 10000, 'NGN'), ('aml:individual', 15000, 'NGN'),
  ('aml:business', 15000, 'NGN'), ('aml:domestic_pep', 10000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
