CREATE TABLE "billing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"business_id" text NOT NULL,
	"organization_id" text,
	"item_type" text NOT NULL,
	"payment_mode" text NOT NULL,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"card_id" text,
	"card_brand" text,
	"card_last4" text,
	"stripe_payment_intent_id" text,
	"failure_reason" text,
	"initiated_by" text,
	"initiated_by_name" text,
	"ledger_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "billing_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "billing_transactions_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "billing_transactions_amount" CHECK ("billing_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"card_label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_cards_stripe_payment_method_id_unique" UNIQUE("stripe_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_transactions_business_idx" ON "billing_transactions" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "billing_transactions_organization_idx" ON "billing_transactions" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "payment_cards_business_idx" ON "payment_cards" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_label_idx" ON "payment_cards" USING btree ("business_id",lower("card_label")) WHERE "payment_cards"."removed_at" is null and "payment_cards"."card_label" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_default_idx" ON "payment_cards" USING btree ("business_id") WHERE "payment_cards"."is_default" and "payment_cards"."removed_at" is null;