ALTER TABLE "businesses" ADD COLUMN "status" text DEFAULT 'not_activated' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "billing_type" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "has_payment_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "has_subscription" boolean DEFAULT false NOT NULL;