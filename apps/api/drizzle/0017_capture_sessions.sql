CREATE TABLE "capture_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"document_type" text,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"attempts_used" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"challenge" jsonb,
	"reference" text,
	"supplied" jsonb,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capture_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "liveness_settings" (
	"business_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_sessions" ADD CONSTRAINT "capture_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liveness_settings" ADD CONSTRAINT "liveness_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_sessions_scope_idx" ON "capture_sessions" USING btree ("business_id","environment","id");