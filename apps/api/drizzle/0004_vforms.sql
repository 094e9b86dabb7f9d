CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vform_access_points" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"business_id" text NOT NULL,
	"country" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vform_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vform_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"preset_id" text,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"respondent_email" text,
	"ip_hash" text,
	"country" text,
	"access_id" text,
	"duration_ms" integer,
	"tracking" jsonb,
	"cost_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"check_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vform_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"organization_id" text,
	"created_by" text,
	"kind" text NOT NULL,
	"environment" text NOT NULL,
	"preset_id" text,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"search_title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"allowed_entries" integer,
	"shared" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vform_themes" (
	"business_id" text PRIMARY KEY NOT NULL,
	"theme" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vform_access_points" ADD CONSTRAINT "vform_access_points_template_id_vform_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."vform_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vform_fields" ADD CONSTRAINT "vform_fields_template_id_vform_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."vform_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vform_responses" ADD CONSTRAINT "vform_responses_template_id_vform_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."vform_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vform_templates" ADD CONSTRAINT "vform_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vform_themes" ADD CONSTRAINT "vform_themes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vform_access_points_template_idx" ON "vform_access_points" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "vform_fields_template_idx" ON "vform_fields" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "vform_responses_business_idx" ON "vform_responses" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "vform_responses_template_idx" ON "vform_responses" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "vform_responses_ip_idx" ON "vform_responses" USING btree ("template_id","ip_hash");--> statement-breakpoint
CREATE INDEX "vform_templates_business_idx" ON "vform_templates" USING btree ("business_id","status","id");--> statement-breakpoint
CREATE INDEX "vform_templates_kind_idx" ON "vform_templates" USING btree ("kind","status");