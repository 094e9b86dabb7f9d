/**
 * The wallet's balance over HTTP (features/billing/wallet-routes.ts): read from the ledger,
 * with unitBalance (negative while the wallet holds money), the credit line and what can be spent;
 * a business's own, and any business's for platform staff.
 */
import type { TWalletBalance } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, ledgerAccounts } from '../src/db/schema.js';
import { walletOf } from '../src/features/billing/ledger.js';
import { ACME_WALLET_KOBO } from '../src/seed/seed.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';
import { expectTransactionsAddUp } from './wallet.js';

const billing = (path: string) => `/api/billing/v1${path}`;

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  acmeId = acme?.id ?? '';
});
afterAll(() => t.close());
afterEach(async () => {
  for (const email of [ACME_OWNER, GLOBEX_OWNER])
    await expectTransactionsAddUp(t.app, await tokenFor(t.app, email));
});

const balances = async (email: string, path = '/wallets/balances') =>
  call<TWalletBalance>(t.app, 'GET', billing(path), { token: await tokenFor(t.app, email) });

describe('the wallet balance', () => {
  it('shows what the wallet holds, as a credit to the next invoice', async () => {
    const answer = await balances(ACME_OWNER);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      unitBalance: -ACME_WALLET_KOBO,
      balance: { amount: ACME_WALLET_KOBO, currency: 'NGN' },
      creditLimit: { amount: 0, currency: 'NGN' },
      available: { amount: ACME_WALLET_KOBO, currency: 'NGN' },
    });
  });

  it('counts a credit line in what can be spent', async () => {
    const wallet = await walletOf(t.app.ctx.db, acmeId);
    await t.app.ctx.db
      .update(ledgerAccounts)
      .set({ floor: 50_000 })
      .where(eq(ledgerAccounts.id, wallet?.id ?? ''));
    try {
      const answer = await balances(ACME_OWNER);
      expect(answer.body.data.creditLimit.amount).toBe(50_000);
      expect(answer.body.data.available.amount).toBe(ACME_WALLET_KOBO + 50_000);
    } finally {
      await t.app.ctx.db
        .update(ledgerAccounts)
        .set({ floor: 0 })
        .where(eq(ledgerAccounts.id, wallet?.id ?? ''));
    }
  });

  it('is empty for a business never funded, and kept from a role without wallet:view', async () => {
    expect((await balances(GLOBEX_OWNER)).body.data).toMatchObject({
      unitBalance: 0,
      balance: { amount: 0 },
    });
    expect((await balances(ACME_ANALYST)).status).toBe(403);
  });

  it('shows platform staff any business’s wallet, and nobody else', async () => {
    const path = `/wallets/business/${acmeId}/balances`;
    const admin = await balances('admin@verity.local', path);
    expect(admin.status).toBe(200);
    expect(admin.body.data.balance.amount).toBe(ACME_WALLET_KOBO);
    expect((await balances('admin@verity.local', '/wallets/business/no-such-business/balances')).status).toBe(
      404,
    );
    expect((await balances(ACME_OWNER, path)).status).toBe(403);
  });
});
