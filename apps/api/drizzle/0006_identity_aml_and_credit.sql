CREATE TABLE "aml_screenings" (
	"id" text PRIMARY KEY NOT NULL,
	"check_id" text NOT NULL,
	"business_id" text NOT NULL,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"risk_level" text NOT NULL,
	"screened_name" text NOT NULL,
	"matches" jsonb NOT NULL,
	"lists" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"cost_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD CONSTRAINT "aml_screenings_check_id_identity_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."identity_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_screenings_check_idx" ON "aml_screenings" USING btree ("check_id","id");--> statement-breakpoint
-- Live prices (NGN kobo) of the individual credit report and of a sanction/PEP screening of a found person.
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('ng:credit-report-individual', 50000, 'NGN'), ('aml:identity', 10000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
