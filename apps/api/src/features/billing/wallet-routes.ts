/**
 * The wallet's balance, read from the ledger:
 * `GET /wallets/balances` for the caller (the business's wallet, or for organization staff their
 * organization's), `GET /wallets/business/{id}/balances` for platform staff, and an organization's wallet
 * and its transactions by id. A business that was never funded has an empty wallet in its own currency.
 */
import { type TWalletBalance, walletRoutes } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness, findScopeOrganization } from '../auth/history-scope.js';
import { requireTenant, tenantOf } from '../auth/tenant.js';
import { fundWalletByCard } from './card-funding.js';
import { idempotencyKeyOf } from './idempotent-answers.js';
import { floorAt, type LedgerAccount, spendable } from './ledger.js';
import { ledgerAccounts } from './ledger-tables.js';
import { listTransactions } from './transaction-routes.js';
import { adjustBalance, transferToOrganization } from './wallet-movements.js';

async function walletAccount(
  db: Db,
  owner: { kind: 'business_wallet' | 'organization_wallet'; id: string },
): Promise<LedgerAccount | undefined> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, owner.kind), eq(ledgerAccounts.ownerId, owner.id)))
    .limit(1);
  return account;
}

export function presentWalletBalance(
  account: Pick<LedgerAccount, 'balance' | 'floor' | 'floorExpiresAt'> | undefined,
  currency: string,
  now: Date,
): TWalletBalance {
  const balance = account?.balance ?? 0;
  const money = (amount: number) => ({ amount, currency });
  return {
    // An invoice's view: money held is a credit (negative), money owed a debt (positive).
    unitBalance: balance === 0 ? 0 : -balance,
    balance: money(balance),
    creditLimit: money(account ? floorAt(account, now) : 0),
    available: money(account ? spendable(account, now) : 0),
  };
}

export function registerWalletRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, walletRoutes, {
    balances: async (request) => {
      const tenant = requireTenant(request);
      const { business } = requireAuth(request);
      const owner = tenant.organizationId
        ? ({ kind: 'organization_wallet', id: tenant.organizationId } as const)
        : ({ kind: 'business_wallet', id: tenant.businessId } as const);
      const account = await walletAccount(ctx.db, owner);
      return ok(
        presentWalletBalance(account, account?.currency ?? business.currency, ctx.now()),
        'Wallet balance retrieved',
      );
    },

    businessBalances: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const account = await walletAccount(ctx.db, { kind: 'business_wallet', id: business.id });
      return ok(
        presentWalletBalance(account, account?.currency ?? business.currency, ctx.now()),
        'Wallet balance retrieved',
      );
    },

    // An organization's wallet, funded by transfers from its business's: its staff see their own; the
    // business's staff each of the business's.
    organizationBalances: async (request) => {
      const auth = requireAuth(request);
      const organization = await findScopeOrganization(ctx, auth, request.params.organizationId);
      const account = await walletAccount(ctx.db, { kind: 'organization_wallet', id: organization.id });
      return ok(
        presentWalletBalance(account, account?.currency ?? auth.business.currency, ctx.now()),
        'Wallet balance retrieved',
      );
    },

    organizationTransactions: async (request) => {
      const auth = requireAuth(request);
      const organization = await findScopeOrganization(ctx, auth, request.params.organizationId);
      const tenant = { ...tenantOf(auth), organizationId: organization.id };
      return ok(await listTransactions(ctx, tenant, request.query), 'Transactions retrieved');
    },

    fund: async (request) => {
      const auth = requireAuth(request);
      const initiation = await fundWalletByCard(
        ctx,
        { business: auth.business, user: auth.user, userName: actorName(auth) },
        request.body,
        idempotencyKeyOf(request, auth),
      );
      return ok(initiation, 'Wallet funding started');
    },

    transfer: async (request) => {
      const auth = requireAuth(request);
      const transaction = await transferToOrganization(
        ctx,
        auth.business,
        { id: auth.user.id, name: actorName(auth) },
        request.body,
        idempotencyKeyOf(request, auth),
      );
      return ok(transaction, 'Transfer made');
    },

    adjust: async (request) => {
      const auth = requireAuth(request);
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const transaction = await adjustBalance(
        ctx,
        business,
        { id: auth.user.id, name: actorName(auth) },
        request.body,
        idempotencyKeyOf(request, auth),
      );
      // The business's own audit log shows who moved its money, and why (the reason is the description).
      auditAlsoIn(request, business.id);
      return ok(transaction, 'Wallet adjusted');
    },
  });
}
