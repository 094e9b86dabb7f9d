-- Issue #16: the new user:manage permission for every Owner role, and the default roles (as
-- features/accounts/default-roles.ts had them when this was written) for businesses made before them.
UPDATE "roles" SET "permissions" = array_append("permissions", 'user:manage')
WHERE "name" = 'Owner' AND NOT ('user:manage' = ANY("permissions"));--> statement-breakpoint
INSERT INTO "roles" ("id", "business_id", "name", "description", "permissions")
SELECT gen_random_uuid()::text, b."id", d.name, d.description, d.permissions
FROM "businesses" b CROSS JOIN (VALUES
  ('Administrator', 'Runs the business day to day: every module, the team and the settings', ARRAY['identity:view', 'identity:metric:view', 'company:view', 'credit:view', 'address:view', 'address:metric:view', 'aml:view', 'adverse-media:view', 'risk-intelligence:view', 'vform:view', 'organization:view', 'wallet:view', 'user:view', 'user:invite', 'user:manage', 'auditlog:view', 'business:settings:manage']::text[]),
  ('Analyst', 'Runs checks and reads their results and vForm responses', ARRAY['identity:view', 'identity:metric:view', 'company:view', 'credit:view', 'address:view', 'address:metric:view', 'aml:view', 'adverse-media:view', 'risk-intelligence:view', 'vform:view', 'organization:view']::text[]),
  ('Developer', 'Connects systems: API keys, webhooks and sandbox checks', ARRAY['identity:view', 'company:view', 'vform:view', 'business:settings:manage', 'auditlog:view']::text[]),
  ('Finance', 'Looks after the wallet, the plan and invoices', ARRAY['wallet:view', 'wallet:fund', 'billing:subscription:card:invoice:manage', 'identity:metric:view', 'address:metric:view', 'auditlog:view']::text[])
) AS d(name, description, permissions)
WHERE b."type" = 'business'
  AND NOT EXISTS (SELECT 1 FROM "roles" r WHERE r."business_id" = b."id" AND lower(r."name") = lower(d.name));
