CREATE TABLE "business_onboarding" (
	"business_id" text PRIMARY KEY NOT NULL,
	"information" jsonb,
	"contact" jsonb,
	"documents" jsonb,
	"settlement_account" jsonb,
	"subscription_and_pricing" jsonb,
	"sla_signee" jsonb,
	"business_check" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_signature_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"agreement_number" text NOT NULL,
	"status" text NOT NULL,
	"signee_name" text NOT NULL,
	"signee_email" text NOT NULL,
	"signee_title" text,
	"document_sha256" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"countersigned_at" timestamp with time zone,
	"countersigned_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "to_be_contacted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reasons_for_decline" text[];--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reasons_for_suspension" text[];--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "branch_address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "business_onboarding" ADD CONSTRAINT "business_onboarding_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_signature_requests" ADD CONSTRAINT "sla_signature_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_signature_requests_token_idx" ON "sla_signature_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sla_signature_requests_business_idx" ON "sla_signature_requests" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sla_signature_requests_open_idx" ON "sla_signature_requests" USING btree ("business_id") WHERE "sla_signature_requests"."status" in ('pending', 'signed', 'countersigned');--> statement-breakpoint
CREATE INDEX "businesses_status_idx" ON "businesses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "organizations_business_location_idx" ON "organizations" USING btree ("business_id","location");--> statement-breakpoint
-- Owners hold every business permission: give existing ones the new one.
UPDATE "roles" SET "permissions" = array_append("permissions", 'organization:manage') WHERE "name" = 'Owner' AND NOT ('organization:manage' = ANY("permissions"));
