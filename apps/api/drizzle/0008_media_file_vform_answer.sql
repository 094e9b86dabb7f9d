ALTER TABLE "media_files" ADD COLUMN "vform_template_id" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "vform_answer_path" text;