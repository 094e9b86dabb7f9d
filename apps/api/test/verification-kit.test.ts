/**
 * The verification kit's promises, run once for every module declared on it (packages/client
 * modules/index.ts) with the module's documented sandbox examples: its routes are registered with their
 * permissions, scopes and audit; sandbox found / not found / registry down; live charging once for a
 * retried or concurrent request, 402 storing nothing, and a failed live call charging nothing. A new
 * module is covered the day it is declared.
 */
import {
  fillPath,
  type ModuleDeclaration,
  type ModuleRoute,
  moduleRecordSchemas,
  moduleRouteAccess,
  moduleRouteSchemas,
  verificationModules,
  ZWalletDebit,
} from '@verity/client';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amlChecks,
  auditLogs,
  identityChecks,
  users,
  verificationChecks,
  webhookMessages,
} from '../src/db/schema.js';
import { ACME_OWNER, call, type TestApp, tokenFor } from './harness.js';
import { appWithUpstream } from './upstream-double.js';
import { setWalletBalance, walletBalance, walletCharges } from './wallet.js';

let t: TestApp;
let close: () => Promise<void>;
let owner: string;
let acmeId: string;

beforeAll(async () => {
  ({ t, close } = await appWithUpstream());
  owner = await tokenFor(t.app, ACME_OWNER);
  const [acmeOwner] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
  acmeId = acmeOwner?.businessId ?? '';
  // An endpoint that wants wallet debits (nobody listens: the events written are what is checked).
  const saved = await call(t.app, 'POST', '/api/user/v1/settings/developer/webhook', {
    token: owner,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['wallet.debited'] },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => close());

type Module = ModuleDeclaration<ModuleRoute>;

/** A check's route as registered, `:params` and all. */
const checkPath = (module: Module, check: string) => {
  const declared = module.checks[check];
  if (!declared) throw new Error(`${module.key}: no check ${check}`);
  return `/api/${module.service}/v1${declared.path}`;
};

async function run(module: Module, example: keyof Module['sandbox'], key?: string) {
  const { check, params, body } = module.sandbox[example];
  return call<{ id: string; status: string; cost: { amount: number } }>(
    t.app,
    'POST',
    fillPath(checkPath(module, check), params ?? {}),
    {
      token: owner,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    },
  );
}

const balance = async () => (await walletBalance(t.app, acmeId)) ?? 0;
/** Customer verification and the screening keep their own records; every other module's are the kit's. */
const ownTables = { identity: identityChecks, aml: amlChecks } as const;
const ownTable = (module: Module) =>
  module.key === 'identity' || module.key === 'aml' ? ownTables[module.key] : undefined;
const records = (module: Module) => {
  const own = ownTable(module);
  return own
    ? t.app.ctx.db.$count(own)
    : t.app.ctx.db.$count(verificationChecks, eq(verificationChecks.module, module.key));
};
async function storedRecord(module: Module, id: string) {
  const table = ownTable(module) ?? verificationChecks;
  const [row] = await t.app.ctx.db.select().from(table).where(eq(table.id, id));
  return row;
}

async function switchTo(environment: 'sandbox' | 'live') {
  const answer = await call(t.app, 'POST', '/api/user/v1/users/settings/switch-environment', {
    token: owner,
    body: { environment },
  });
  expect(answer.status).toBe(200);
}

describe.each(verificationModules.map((module) => [module.key, module] as const))(
  'the %s module',
  (_, module) => {
    it('registers every declared route with its permission and scope, and each check with its audit', () => {
      const registered = new Map(t.app.routeList.map((route) => [`${route.method} ${route.url}`, route]));
      for (const [key, rule] of Object.entries(moduleRouteAccess(module))) {
        const route = registered.get(key);
        expect(route?.access, key).toEqual(rule);
        if (rule.tenancy !== 'public') expect(rule.permissions?.length, key).toBe(1);
      }
      for (const [name, check] of Object.entries(module.checks)) {
        const route = registered.get(`POST ${checkPath(module, name)}`);
        // Its work writes the row in the check's own statement, so the route opens no request transaction.
        expect(route?.audit, name).toEqual({
          event: 'create',
          resource: check.auditResource ?? module.auditResource,
          ownTransaction: true,
        });
      }
    });

    it('answers every read of its records in the shape its client schema gives them (contract)', async () => {
      const schema = moduleRecordSchemas[module.key]?.strict();
      expect(schema, `${module.key} has no record schema in moduleRecordSchemas`).toBeDefined();
      if (!schema) return;
      const created = await run(module, 'found');
      expect(() => schema.parse(created.body.data)).not.toThrow();
      const base = `/api/${module.service}/v1`;
      const [acme] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
      const admin = await tokenFor(t.app, 'admin@verity.local');
      const reads: Array<[string, string]> = [
        [owner, `${base}${module.history}`],
        [owner, `${base}${module.detail.replace(':id', created.body.data.id)}`],
        [admin, `${base}/admin/businesses/${acme?.businessId}${module.history}`],
      ];
      for (const [token, url] of reads) {
        const answer = await call<{ items?: unknown[] }>(t.app, 'GET', url, { token });
        expect(answer.status, url).toBe(200);
        const records = answer.body.data.items ?? [answer.body.data];
        expect(records.length, url).toBeGreaterThan(0);
        for (const record of records) expect(() => schema.parse(record), url).not.toThrow();
      }
    });

    it('answers each free read, and each action on a record, in its client schema’s shape (contract)', async () => {
      const base = `/api/${module.service}/v1`;
      const schemas = moduleRouteSchemas[module.key] ?? {};
      for (const [name, read] of Object.entries(module.reads)) {
        const schema = schemas[name]?.strict();
        expect(schema, `${module.key}.${name} has no schema in moduleRouteSchemas`).toBeDefined();
        const query = read.sandboxQuery ? `?${new URLSearchParams(read.sandboxQuery)}` : '';
        const answer = await call(t.app, 'GET', `${base}${read.path}${query}`, { token: owner });
        expect(answer.status, name).toBe(200);
        expect(() => schema?.parse(answer.body.data), name).not.toThrow();
      }
      // A charged route on a stored record (the screening of the person an identity check found).
      const found = await run(module, 'found');
      for (const [name, route] of Object.entries(module.checks).filter(([, r]) => r.path.includes(':id'))) {
        const schema = schemas[name]?.strict();
        expect(schema, `${module.key}.${name} has no schema in moduleRouteSchemas`).toBeDefined();
        const answer = await call(
          t.app,
          'POST',
          `${base}${fillPath(route.path, { id: found.body.data.id })}`,
          {
            token: owner,
          },
        );
        expect(answer.status, name).toBe(200);
        expect(() => schema?.parse(answer.body.data), name).not.toThrow();
      }
    });

    describe('in sandbox', () => {
      it('stores a found check, free, with its audit row in the same commit', async () => {
        const answer = await run(module, 'found');
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          status: module.sandbox.found.status ?? 'found',
          cost: { amount: 0 },
        });
        const [audit] = await t.app.ctx.db
          .select()
          .from(auditLogs)
          .where(
            and(eq(auditLogs.resource, module.auditResource), eq(auditLogs.resourceId, answer.body.data.id)),
          );
        expect(audit?.event).toBe('create');
      });

      it('stores a not-found check as such', async () => {
        const answer = await run(module, 'notFound');
        expect(answer.status).toBe(200);
        expect(answer.body.data.status).toBe(module.sandbox.notFound.status ?? 'not_found');
      });

      it('answers 503 when the registry is down and keeps a free failed record whose id it gives', async () => {
        const answer = await run(module, 'unavailable');
        expect(answer.status).toBe(503);
        const id = (answer.body.data as unknown as { id: string }).id;
        expect(await storedRecord(module, id)).toMatchObject({ status: 'failed', costAmount: 0 });
      });
    });

    describe('live', () => {
      beforeAll(() => switchTo('live'));
      afterAll(() => switchTo('sandbox'));

      it('charges a retried request once and answers it the same', async () => {
        const before = await balance();
        const first = await run(module, 'found', `${module.key}-kit-retry`);
        expect(first.status).toBe(200);
        const price = first.body.data.cost.amount;
        expect(price).toBeGreaterThan(0);
        const again = await run(module, 'found', `${module.key}-kit-retry`);
        expect(again.body).toEqual(first.body);
        expect(await balance()).toBe(before - price);
        // One wallet.debited event for the one debit, with the balance it left.
        const debitEvents = await t.app.ctx.db
          .select()
          .from(webhookMessages)
          .where(
            and(
              eq(webhookMessages.type, 'wallet.debited'),
              like(webhookMessages.body, `%${first.body.data.id}%`),
            ),
          );
        expect(debitEvents).toHaveLength(1);
        expect(ZWalletDebit.strict().parse(JSON.parse(debitEvents[0]?.body ?? '{}').data)).toMatchObject({
          amount: price,
          balanceAfter: before - price,
          reference: first.body.data.id,
        });
      });

      it('charges two concurrent requests with one key once, and both get the one record', async () => {
        const before = await balance();
        const countBefore = await records(module);
        const answers = await Promise.all([
          run(module, 'found', `${module.key}-kit-concurrent`),
          run(module, 'found', `${module.key}-kit-concurrent`),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
        expect(await records(module)).toBe(countBefore + 1);
        expect(await balance()).toBe(before - (answers[0]?.body.data.cost.amount ?? 0));
        const debits = await walletCharges(t.app, answers[0]?.body.data.id ?? '');
        expect(debits).toHaveLength(1);
      });

      it('answers 402 and stores nothing when the wallet cannot pay', async () => {
        const funds = await balance();
        await setWalletBalance(t.app, acmeId, 1);
        const countBefore = await records(module);
        const answer = await run(module, 'found');
        expect(answer.status).toBe(402);
        expect(await records(module)).toBe(countBefore);
        await setWalletBalance(t.app, acmeId, funds);
      });

      it('charges nothing when the live registry fails', async () => {
        const before = await balance();
        expect((await run(module, 'unavailable')).status).toBe(503);
        expect(await balance()).toBe(before);
      });
    });
  },
);
