CREATE TABLE "aml_settings" (
	"business_id" text PRIMARY KEY NOT NULL,
	"default_threshold" double precision NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
