CREATE TABLE "capture_uploads" (
	"session_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"observation" jsonb NOT NULL,
	"embedding" jsonb,
	"text" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capture_uploads_session_id_attempt_kind_key_pk" PRIMARY KEY("session_id","attempt","kind","key")
);
--> statement-breakpoint
ALTER TABLE "capture_sessions" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "capture_sessions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capture_uploads" ADD CONSTRAINT "capture_uploads_session_id_capture_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."capture_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Live prices (NGN kobo) of a decided capture: a document capture and a liveness check (both for a session of both).
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('capture:document', 15000, 'NGN'), ('capture:liveness', 10000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
