ALTER TABLE "businesses" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "max_session_timeout_in_minutes" integer;