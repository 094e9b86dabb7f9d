CREATE TABLE "business_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"credit_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"amount_received" bigint,
	"dispute_amount" bigint,
	"issued_by" text,
	"issued_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "business_credits_amount" CHECK ("business_credits"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "business_prices" (
	"business_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_prices_business_id_key_pk" PRIMARY KEY("business_id","key"),
	CONSTRAINT "business_prices_amount" CHECK ("business_prices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "amount_received" bigint;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "reconciled_by" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "reconciled_by_name" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "floor_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_credits" ADD CONSTRAINT "business_credits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_prices" ADD CONSTRAINT "business_prices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_credits_business_idx" ON "business_credits" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_credits_open_idx" ON "business_credits" USING btree ("business_id") WHERE "business_credits"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "billing_transactions_mode_idx" ON "billing_transactions" USING btree ("payment_mode","id");