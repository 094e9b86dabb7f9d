CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"floor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_floor" CHECK ("ledger_accounts"."floor" is null or "ledger_accounts"."balance" >= -"ledger_accounts"."floor")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_id" text,
	"description" text NOT NULL,
	"reference" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("kind",coalesce("owner_id", ''),"currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_business_idx" ON "ledger_transactions" USING btree ("business_id","created_at","id");--> statement-breakpoint
-- The wallets and their history move onto the ledger before the old tables go: each wallet becomes a
-- business_wallet account, each old ledger row a transaction against the platform's revenue (a debit)
-- or adjustments (anything else), and whatever balance the history does not explain an opening balance.
INSERT INTO "ledger_accounts" ("id", "kind", "owner_id", "currency", "balance", "floor")
SELECT 'acct_wallet_' || "business_id", 'business_wallet', "business_id", "currency", 0, 0 FROM "wallets";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "owner_id", "currency", "balance", "floor")
SELECT 'acct_' || kinds.kind || '_' || lower(c."currency"), kinds.kind, NULL, c."currency", 0, NULL
FROM (SELECT DISTINCT "currency" FROM "wallets") c
CROSS JOIN (VALUES ('platform_revenue'), ('adjustments')) AS kinds(kind);--> statement-breakpoint
INSERT INTO "ledger_transactions" ("id", "kind", "business_id", "description", "reference", "created_at")
SELECT 'opening_' || w."business_id", 'opening', w."business_id", 'Opening balance', NULL,
  coalesce((SELECT min(l."created_at") FROM "wallet_ledger" l WHERE l."business_id" = w."business_id") - interval '1 millisecond', w."updated_at")
FROM "wallets" w
WHERE w."balance" <> coalesce((SELECT sum(l."amount") FROM "wallet_ledger" l WHERE l."business_id" = w."business_id"), 0);--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transaction_id", "account_id", "amount", "currency", "created_at")
SELECT t."id" || ':' || side.name, t."id",
  CASE side.name WHEN 'wallet' THEN 'acct_wallet_' || w."business_id" ELSE 'acct_adjustments_' || lower(w."currency") END,
  CASE side.name WHEN 'wallet' THEN 1 ELSE -1 END
    * (w."balance" - coalesce((SELECT sum(l."amount") FROM "wallet_ledger" l WHERE l."business_id" = w."business_id"), 0)),
  w."currency", t."created_at"
FROM "ledger_transactions" t
JOIN "wallets" w ON t."id" = 'opening_' || w."business_id"
CROSS JOIN (VALUES ('wallet'), ('other')) AS side(name);--> statement-breakpoint
INSERT INTO "ledger_transactions" ("id", "kind", "business_id", "description", "reference", "created_at")
SELECT "id", CASE WHEN "amount" < 0 THEN 'charge' ELSE 'adjustment' END, "business_id", "description", "reference", "created_at"
FROM "wallet_ledger";--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transaction_id", "account_id", "amount", "currency", "created_at")
SELECT l."id" || ':' || side.name, l."id",
  CASE
    WHEN side.name = 'wallet' THEN 'acct_wallet_' || l."business_id"
    WHEN l."amount" < 0 THEN 'acct_platform_revenue_' || lower(l."currency")
    ELSE 'acct_adjustments_' || lower(l."currency")
  END,
  CASE side.name WHEN 'wallet' THEN l."amount" ELSE -l."amount" END,
  l."currency", l."created_at"
FROM "wallet_ledger" l
CROSS JOIN (VALUES ('wallet'), ('other')) AS side(name)
WHERE l."amount" <> 0;--> statement-breakpoint
UPDATE "ledger_entries" e SET "balance_after" = running.after
FROM (
  SELECT "id", sum("amount") OVER (PARTITION BY "account_id" ORDER BY "created_at", "id") AS after FROM "ledger_entries"
) running
WHERE running."id" = e."id";--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = coalesce((SELECT sum(e."amount") FROM "ledger_entries" e WHERE e."account_id" = a."id"), 0);--> statement-breakpoint
DROP TABLE "wallet_ledger" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;--> statement-breakpoint
-- From here the database keeps the ledger's rules. An entry moves its account's balance under the row's
-- lock and records the balance after it; the floor CHECK refuses a wallet going below its credit line.
CREATE FUNCTION "ledger_apply_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after_balance bigint;
  account_currency text;
BEGIN
  UPDATE "ledger_accounts" SET "balance" = "balance" + NEW."amount" WHERE "id" = NEW."account_id"
    RETURNING "balance", "currency" INTO after_balance, account_currency;
  IF account_currency IS DISTINCT FROM NEW."currency" THEN
    RAISE EXCEPTION 'ledger entry in % on an account in %', NEW."currency", account_currency USING ERRCODE = '23514';
  END IF;
  NEW."balance_after" := after_balance;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_apply_entry"();--> statement-breakpoint
-- Checked at commit, once every entry of the transaction is in: the entries sum to zero, in one currency.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum("amount") <> 0 OR count(DISTINCT "currency") > 1 FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id") THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id" USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
-- Posted is final: a correction is a new transaction.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- A balance is the sum of its entries: only an entry (the trigger above) may move it.
CREATE FUNCTION "ledger_guard_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."balance" <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens at zero' USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."balance" IS DISTINCT FROM OLD."balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance moves only by entries' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_balance_guard" BEFORE INSERT OR UPDATE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_guard_balance"();
