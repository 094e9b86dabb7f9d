-- Live prices (NGN kobo: wallets are in the business's currency) of the Credit report module's checks
-- (features/credit-report), keyed `credit-report:<country>:<type>`.
INSERT INTO "check_prices" ("key", "amount", "currency") VALUES
  ('credit-report:ng:individualCreditReport', 50000, 'NGN'),
  ('credit-report:ng:businessCreditReport', 100000, 'NGN'),
  ('credit-report:ke:keIndividualCreditReport', 80000, 'NGN'),
  ('credit-report:ke:keCreditReport', 150000, 'NGN'),
  ('credit-report:gb:gbCreditReport', 250000, 'NGN')
ON CONFLICT ("key") DO NOTHING;
