ALTER TABLE "capture_sessions" ADD COLUMN "vform_template_id" text;--> statement-breakpoint
ALTER TABLE "capture_sessions" ADD COLUMN "vform_field_id" text;--> statement-breakpoint
ALTER TABLE "capture_sessions" ADD COLUMN "vform_response_id" text;