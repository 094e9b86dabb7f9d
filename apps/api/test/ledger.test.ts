/**
 * The double-entry ledger (features/billing/ledger.ts, migration 0021): the rules the database
 * keeps whatever the code does (balanced transactions, wallets above their floor, append-only entries,
 * balances that only entries move), a posting made once per external id, the floor under concurrent
 * charges, a property test over random sequences of money movements, and the migration that moved the
 * old wallets and their history onto the ledger.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTransactions,
  businesses,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../src/db/schema.js';
import {
  InsufficientFundsError,
  type LedgerAccount,
  ledgerAccount,
  postTransaction,
  UnbalancedPostingError,
} from '../src/features/billing/ledger.js';
import { WalletRecordError } from '../src/features/billing/wallet-records.js';
import { newId } from '../src/lib/ids.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
/** Whose transactions list these postings: the ledger's rules do not depend on whose wallet it is. */
let businessId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await db().select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  businessId = acme?.id ?? '';
});
afterAll(() => t.close());

const now = () => new Date();
const db = () => t.app.ctx.db;

/** A fresh wallet of its own business, and the platform's accounts to move money against. */
async function accounts() {
  const owner = newId();
  return {
    wallet: await ledgerAccount(db(), 'business_wallet', owner, 'NGN'),
    organization: await ledgerAccount(db(), 'organization_wallet', newId(), 'NGN'),
    card: await ledgerAccount(db(), 'card_clearing', null, 'NGN'),
    revenue: await ledgerAccount(db(), 'platform_revenue', null, 'NGN'),
    owner,
  };
}

const post = (lines: Array<[LedgerAccount, number]>, extra: { externalId?: string; kind?: 'funding' } = {}) =>
  db().transaction((tx) =>
    postTransaction(tx, {
      kind: extra.kind ?? 'charge',
      businessId,
      description: 'Test posting',
      externalId: extra.externalId ?? null,
      currency: 'NGN',
      lines: lines.map(([account, amount]) => ({ accountId: account.id, amount })),
      createdAt: now(),
      record: { itemType: 'adjustment', paymentMode: 'admin' },
    }),
  );

const balanceOf = async (account: LedgerAccount) =>
  (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account.id)))[0]?.balance;

/** The database's own refusal, whatever driver wraps it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
      messages.push(String((e as Error).message));
    return messages.join(' | ');
  }
  throw new Error('expected the database to refuse');
}

describe('the ledger’s rules', () => {
  it('moves balances by entries, recording the balance after each, and keeps a wallet above its floor', async () => {
    const { wallet, card, revenue } = await accounts();
    const funded = await post(
      [
        [card, -5000],
        [wallet, 5000],
      ],
      { kind: 'funding' },
    );
    expect(funded.lines).toEqual([
      { accountId: card.id, amount: -5000, balanceAfter: expect.any(Number) },
      { accountId: wallet.id, amount: 5000, balanceAfter: 5000 },
    ]);
    await post([
      [wallet, -3000],
      [revenue, 3000],
    ]);
    expect(await balanceOf(wallet)).toBe(2000);
    await expect(
      post([
        [wallet, -2001],
        [revenue, 2001],
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(wallet)).toBe(2000);

    // A credit line lets it go that far below zero, and no further.
    await db().update(ledgerAccounts).set({ floor: 1000 }).where(eq(ledgerAccounts.id, wallet.id));
    await post([
      [wallet, -3000],
      [revenue, 3000],
    ]);
    expect(await balanceOf(wallet)).toBe(-1000);
    await expect(
      post([
        [wallet, -1],
        [revenue, 1],
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('refuses a posting that does not balance, in the code and in the database', async () => {
    const { wallet, revenue } = await accounts();
    await expect(
      post([
        [wallet, 100],
        [revenue, -99],
      ]),
    ).rejects.toBeInstanceOf(UnbalancedPostingError);
    await expect(post([[wallet, 100]])).rejects.toBeInstanceOf(UnbalancedPostingError);
    // Written by hand past the code: the commit fails and nothing stays.
    const transactionId = newId();
    const message = await refusal(() =>
      db().transaction(async (tx) => {
        await tx
          .insert(ledgerTransactions)
          .values({ id: transactionId, kind: 'adjustment', description: 'Hand-made', createdAt: now() });
        await tx.insert(ledgerEntries).values({
          id: newId(),
          transactionId,
          accountId: revenue.id,
          amount: 500,
          currency: 'NGN',
          createdAt: now(),
        });
      }),
    );
    expect(message).toContain('does not balance');
    expect(
      await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId)),
    ).toEqual([]);
  });

  it('lists every wallet posting in the wallet’s transactions, and refuses one that would go unlisted', async () => {
    const { wallet, card, revenue } = await accounts();
    const funded = await post(
      [
        [card, -900],
        [wallet, 900],
      ],
      { kind: 'funding' },
    );
    expect(funded.record).toMatchObject({
      ledgerTransactionId: funded.transactionId,
      status: 'successful',
      paymentType: 'credit',
      amount: 900,
    });
    const unlisted = (lines: Array<[LedgerAccount, number]>) =>
      db().transaction((tx) =>
        postTransaction(tx, {
          kind: 'charge',
          businessId,
          description: 'A charge that forgot its record',
          currency: 'NGN',
          lines: lines.map(([account, amount]) => ({ accountId: account.id, amount })),
          createdAt: now(),
        }),
      );
    await expect(
      unlisted([
        [wallet, -400],
        [revenue, 400],
      ]),
    ).rejects.toBeInstanceOf(WalletRecordError);
    expect(await balanceOf(wallet)).toBe(900);
    // The platform's own accounts move without a listing; naming one there is a mistake too.
    await unlisted([
      [card, 50],
      [revenue, -50],
    ]);
    await expect(
      db().transaction((tx) =>
        postTransaction(tx, {
          kind: 'adjustment',
          businessId,
          description: 'Platform only',
          currency: 'NGN',
          lines: [
            { accountId: card.id, amount: 50 },
            { accountId: revenue.id, amount: -50 },
          ],
          createdAt: now(),
          record: { itemType: 'adjustment', paymentMode: 'admin' },
        }),
      ),
    ).rejects.toBeInstanceOf(WalletRecordError);
    const listed = await db()
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.ledgerTransactionId, funded.transactionId));
    expect(listed).toHaveLength(1);
  });

  it('keeps what is posted: no entry or transaction changes, and no balance moves but by an entry', async () => {
    const { wallet, card } = await accounts();
    const posted = await post(
      [
        [card, -700],
        [wallet, 700],
      ],
      { kind: 'funding' },
    );
    expect(
      await refusal(() =>
        db()
          .update(ledgerEntries)
          .set({ amount: 7000 })
          .where(eq(ledgerEntries.transactionId, posted.transactionId)),
      ),
    ).toContain('append-only');
    expect(
      await refusal(() =>
        db().delete(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId)),
      ),
    ).toContain('append-only');
    expect(
      await refusal(() =>
        db()
          .update(ledgerTransactions)
          .set({ description: 'x' })
          .where(eq(ledgerTransactions.id, posted.transactionId)),
      ),
    ).toContain('append-only');
    expect(
      await refusal(() =>
        db().update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.id, wallet.id)),
      ),
    ).toContain('moves only by entries');
    expect(
      await refusal(() =>
        db()
          .insert(ledgerAccounts)
          .values({ id: newId(), kind: 'credit', ownerId: newId(), currency: 'NGN', balance: 5 }),
      ),
    ).toContain('opens at zero');
    expect(await balanceOf(wallet)).toBe(700);
  });

  it('posts a payment once, however many times it is delivered', async () => {
    const { wallet, card } = await accounts();
    const externalId = `pi_${newId()}`;
    const first = await post(
      [
        [card, -2500],
        [wallet, 2500],
      ],
      { kind: 'funding', externalId },
    );
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        post(
          [
            [card, -2500],
            [wallet, 2500],
          ],
          { kind: 'funding', externalId },
        ),
      ),
    );
    expect(first.replayed).toBe(false);
    for (const replay of again)
      expect(replay).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(await balanceOf(wallet)).toBe(2500);
  });

  it('lets exactly as many concurrent charges through as the wallet can pay', async () => {
    const { wallet, card, revenue } = await accounts();
    await post(
      [
        [card, -600],
        [wallet, 600],
      ],
      { kind: 'funding' },
    );
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        post([
          [wallet, -100],
          [revenue, 100],
        ]),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(6);
    expect(
      results.every(
        (result) => result.status === 'fulfilled' || result.reason instanceof InsufficientFundsError,
      ),
    ).toBe(true);
    expect(await balanceOf(wallet)).toBe(0);
  });
});

describe('random sequences of money movements', () => {
  type Step =
    | { op: 'fund'; wallet: number; amount: number; payment: number }
    | { op: 'charge'; wallet: number; amount: number }
    | { op: 'refund'; wallet: number; amount: number }
    | { op: 'transfer'; wallet: number; amount: number }
    | { op: 'creditLine'; wallet: number; line: number }
    | { op: 'burst'; wallet: number; amounts: number[] };
  const amount = fc.integer({ min: 1, max: 5000 });
  const wallet = fc.integer({ min: 0, max: 1 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('fund' as const), wallet, amount, payment: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ op: fc.constant('charge' as const), wallet, amount }),
    fc.record({ op: fc.constant('refund' as const), wallet, amount }),
    fc.record({ op: fc.constant('transfer' as const), wallet, amount }),
    fc.record({ op: fc.constant('creditLine' as const), wallet, line: fc.integer({ min: 0, max: 3000 }) }),
    // Charges racing for one wallet (checks answered at the same moment).
    fc.record({
      op: fc.constant('burst' as const),
      wallet,
      amounts: fc.array(amount, { minLength: 2, maxLength: 4 }),
    }),
  );
  // 1,000 in every `npm test` (about 12 s on PGlite); CI's PostgreSQL pass (.ci/run) runs the full 10,000
  // (LEDGER_PROPERTY_RUNS=10000, about 80 s).
  const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 1_000);

  it(`hold every rule over ${RUNS.toLocaleString('en')} sequences: balanced, above every floor, balances = entries`, async () => {
    const card = await ledgerAccount(db(), 'card_clearing', null, 'NGN');
    const revenue = await ledgerAccount(db(), 'platform_revenue', null, 'NGN');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        // Each sequence has accounts of its own; the model says what each should hold.
        const opened = await db()
          .insert(ledgerAccounts)
          .values(
            (['business_wallet', 'business_wallet', 'organization_wallet'] as const).map((kind) => ({
              id: newId(),
              kind,
              ownerId: newId(),
              currency: 'NGN',
              floor: 0,
            })),
          )
          .returning();
        const [first, second, organization] = opened as [LedgerAccount, LedgerAccount, LedgerAccount];
        const wallets = [first, second];
        const model = { balances: [0, 0], floors: [0, 0], organization: 0, payments: new Set<number>() };
        const payments = [newId(), newId(), newId(), newId()];
        for (const s of steps) {
          const account = wallets[s.wallet] as LedgerAccount;
          const canPay = (n: number) => (model.balances[s.wallet] ?? 0) + (model.floors[s.wallet] ?? 0) >= n;
          if (s.op === 'burst') {
            const available = (model.balances[s.wallet] ?? 0) + (model.floors[s.wallet] ?? 0);
            const results = await Promise.allSettled(
              s.amounts.map((n) =>
                post([
                  [account, -n],
                  [revenue, n],
                ]),
              ),
            );
            const taken = s.amounts.filter((_, index) => results[index]?.status === 'fulfilled');
            const spent = taken.reduce((sum, n) => sum + n, 0);
            for (const [index, result] of results.entries())
              if (result.status === 'rejected') {
                expect(result.reason).toBeInstanceOf(InsufficientFundsError);
                // Refused when what was left was at least what is left now: it cannot have fitted.
                expect(s.amounts[index]).toBeGreaterThan(available - spent);
              }
            expect(spent).toBeLessThanOrEqual(available);
            model.balances[s.wallet] = (model.balances[s.wallet] ?? 0) - spent;
            continue;
          }
          if (s.op === 'creditLine') {
            // Lowering a line below what is already owed is refused by the database.
            const allowed = (model.balances[s.wallet] ?? 0) >= -s.line;
            const result = await db()
              .update(ledgerAccounts)
              .set({ floor: s.line })
              .where(eq(ledgerAccounts.id, account.id))
              .then(
                () => true,
                () => false,
              );
            expect(result).toBe(allowed);
            if (allowed) model.floors[s.wallet] = s.line;
            continue;
          }
          const lines: Array<[LedgerAccount, number]> =
            s.op === 'fund'
              ? [
                  [card, -s.amount],
                  [account, s.amount],
                ]
              : s.op === 'charge'
                ? [
                    [account, -s.amount],
                    [revenue, s.amount],
                  ]
                : s.op === 'refund'
                  ? [
                      [revenue, -s.amount],
                      [account, s.amount],
                    ]
                  : [
                      [account, -s.amount],
                      [organization, s.amount],
                    ];
          const externalId = s.op === 'fund' ? `${payments[s.payment]}` : undefined;
          const spends = s.op === 'charge' || s.op === 'transfer';
          const outcome = await post(lines, { ...(externalId ? { externalId } : {}) }).then(
            (posted) => (posted.replayed ? 'replayed' : 'posted'),
            (error: unknown) => {
              if (error instanceof InsufficientFundsError) return 'refused';
              throw error;
            },
          );
          if (s.op === 'fund' && model.payments.has(s.payment)) {
            expect(outcome).toBe('replayed');
            continue;
          }
          expect(outcome).toBe(spends && !canPay(s.amount) ? 'refused' : 'posted');
          if (outcome !== 'posted') continue;
          if (s.op === 'fund') model.payments.add(s.payment);
          model.balances[s.wallet] = (model.balances[s.wallet] ?? 0) + (spends ? -s.amount : s.amount);
          if (s.op === 'transfer') model.organization += s.amount;
        }
        const ids = [...wallets.map((w) => w.id), organization.id];
        const rows = await db()
          .select({
            id: ledgerAccounts.id,
            balance: ledgerAccounts.balance,
            floor: ledgerAccounts.floor,
            // Qualified by hand: in a subquery Drizzle writes bare column names.
            entries: sql<string>`coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ledger_accounts.id), 0)`,
          })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [index, w] of wallets.entries()) {
          const row = byId.get(w.id);
          expect(row?.balance).toBe(model.balances[index]);
          expect(Number(row?.entries)).toBe(row?.balance);
          expect((row?.balance ?? 0) >= -(row?.floor ?? 0)).toBe(true);
        }
        expect(byId.get(organization.id)?.balance).toBe(model.organization);
      }),
      { numRuns: RUNS },
    );
    // Across everything posted in this file: every transaction balances, and so does the whole ledger.
    const unbalanced = await db()
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const [total] = await db()
      .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts);
    expect(Number(total?.sum)).toBe(0);
  }, 600_000);
});

describe('the migration onto the ledger', () => {
  it('carries each wallet’s balance and its history, and the platform’s side of it', async () => {
    const source = join(import.meta.dirname, '..', 'drizzle');
    const folder = mkdtempSync(join(tmpdir(), 'verity-migrations-'));
    try {
      // The migrations up to the one before the ledger, as a database that had wallets would have run.
      cpSync(source, folder, { recursive: true });
      const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
        entries: Array<{ tag: string }>;
      };
      const all = journal.entries;
      const before = all.findIndex((entry) => entry.tag.endsWith('_ledger'));
      writeFileSync(
        join(folder, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: all.slice(0, before) }),
      );
      const client = new PGlite();
      const old = drizzle(client);
      await migrate(old, { migrationsFolder: folder });
      await client.exec(`
        insert into businesses (id, name, type, country_code, currency) values ('b1', 'One', 'business', 'NG', 'NGN'), ('b2', 'Two', 'business', 'NG', 'NGN');
        insert into wallets (business_id, balance, currency) values ('b1', 7000, 'NGN'), ('b2', 0, 'NGN');
        insert into wallet_ledger (id, business_id, amount, balance_after, currency, description, reference, created_at) values
          ('l1', 'b1', -2000, 8000, 'NGN', 'NIN check', 'chk1', '2026-01-01T10:00:00Z'),
          ('l2', 'b1', -1000, 7000, 'NGN', 'BVN check', 'chk2', '2026-01-02T10:00:00Z');
      `);
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      await migrate(old, { migrationsFolder: folder });

      const accounts = (
        await client.query<{ id: string; kind: string; owner_id: string | null; balance: number }>(
          'select id, kind, owner_id, balance::int as balance from ledger_accounts order by id',
        )
      ).rows;
      expect(accounts).toEqual([
        { id: 'acct_adjustments_ngn', kind: 'adjustments', owner_id: null, balance: -10000 },
        { id: 'acct_platform_revenue_ngn', kind: 'platform_revenue', owner_id: null, balance: 3000 },
        { id: 'acct_wallet_b1', kind: 'business_wallet', owner_id: 'b1', balance: 7000 },
        { id: 'acct_wallet_b2', kind: 'business_wallet', owner_id: 'b2', balance: 0 },
      ]);
      const wallet = (
        await client.query<{ kind: string; amount: number; balance_after: number; reference: string | null }>(
          `select t.kind, e.amount::int as amount, e.balance_after::int as balance_after, t.reference
         from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account_id = 'acct_wallet_b1' order by e.created_at`,
        )
      ).rows;
      expect(wallet).toEqual([
        { kind: 'opening', amount: 10000, balance_after: 10000, reference: null },
        { kind: 'charge', amount: -2000, balance_after: 8000, reference: 'chk1' },
        { kind: 'charge', amount: -1000, balance_after: 7000, reference: 'chk2' },
      ]);
      const tables = (
        await client.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_name in ('wallets', 'wallet_ledger')",
        )
      ).rows;
      expect(tables).toEqual([]);
      // The rules hold on the migrated rows too.
      expect(
        await refusal(() => client.exec("delete from ledger_entries where transaction_id = 'l1'")),
      ).toContain('append-only');
      await client.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
