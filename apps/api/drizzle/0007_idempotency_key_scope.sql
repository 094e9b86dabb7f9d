-- Stored keys had no caller or request to compare against; they expire within a day anyway, so start afresh.
DELETE FROM "idempotency_keys";--> statement-breakpoint
DROP INDEX "idempotency_keys_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "user_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "method" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "path" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_caller_key" ON "idempotency_keys" USING btree ("business_id","user_id","key");