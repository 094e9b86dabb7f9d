/**
 * Funding by bank transfer (`initiate-bank-transfer {amountVATInclusive}`,
 * `POST /transactions/{id}/reconcile`): the business announces what it will send and gets a reference to
 * quote; nothing moves until platform staff match the money that arrived. Reconciling posts what arrived,
 * VAT included: bank clearing → the wallet (net) and VAT (7.5% for a Nigerian business), once (`externalId`
 * per transaction). From then on the transaction's amount is what reached the wallet, so the business's
 * transactions add up to its balance; what arrived stays as `amountReceived`.
 */
import {
  formatMoney,
  type TBankAccount,
  type TBankTransferInitiation,
  type TReconciliation,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { billingTransactions, businesses } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { insertTransaction, presentTransaction, type TransactionRow } from './billing-transactions.js';
import { ledgerAccount, postTransaction } from './ledger.js';
import { splitVat } from './vat.js';

/** Where businesses send transfers. The sandbox's account; a deployment sets its own collection account. */
export const COLLECTION_ACCOUNT: TBankAccount = {
  bankName: 'Providus Bank',
  accountName: 'Verity Collections',
  accountNumber: '9900012345',
};

export const ALREADY_RECONCILED = 'This transaction is already reconciled';
export const NOT_A_BANK_TRANSFER = 'Only a pending bank transfer can be reconciled';

export async function initiateBankTransfer(
  ctx: AppContext,
  business: BusinessRow,
  caller: { id: string; name: string },
  amountVATInclusive: number,
): Promise<TBankTransferInitiation> {
  const row = await insertTransaction(ctx, {
    businessId: business.id,
    organizationId: null,
    itemType: 'wallet_funding',
    paymentMode: 'bank_transfer',
    paymentType: 'credit',
    status: 'pending',
    amount: amountVATInclusive,
    currency: business.currency,
    description: 'Wallet funding by bank transfer',
    initiatedBy: caller.id,
    initiatedByName: caller.name,
  });
  const { net, vat } = splitVat(amountVATInclusive, business.countryCode);
  return {
    transaction: presentTransaction(row),
    bankAccount: COLLECTION_ACCOUNT,
    vat: { amount: vat, currency: business.currency },
    walletCredit: { amount: net, currency: business.currency },
  };
}

export function presentReconciliation(
  row: TransactionRow,
  business: { id: string; name: string },
): TReconciliation {
  return {
    ...presentTransaction(row),
    business,
    amountReceived:
      row.amountReceived === null ? null : { amount: row.amountReceived, currency: row.currency },
    reconciledBy:
      row.reconciledBy && row.reconciledByName ? { id: row.reconciledBy, name: row.reconciledByName } : null,
    reconciledAt: row.reconciledAt?.toISOString() ?? null,
  };
}

/** Platform staff match what arrived for a pending transfer; the wallet is credited with it, once. */
export async function reconcileBankTransfer(
  ctx: AppContext,
  id: string,
  received: number,
  staff: { id: string; name: string },
): Promise<TReconciliation> {
  return ctx.db.transaction(async (tx) => {
    // The row lock makes two staff reconciling the same transfer at once wait, then see it done.
    const [row] = await tx
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, id))
      .for('update');
    if (!row) throw notFound('Transaction not found');
    if (row.reconciledAt) throw conflict(ALREADY_RECONCILED);
    if (row.paymentMode !== 'bank_transfer' || row.status !== 'pending')
      throw badRequest(NOT_A_BANK_TRANSFER);
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name, countryCode: businesses.countryCode })
      .from(businesses)
      .where(eq(businesses.id, row.businessId));
    if (!business) throw notFound('Business not found');
    const { net, vat } = splitVat(received, business.countryCode);
    const wallet = await ledgerAccount(tx, 'business_wallet', row.businessId, row.currency);
    const bank = await ledgerAccount(tx, 'bank_clearing', null, row.currency);
    const lines = [
      { accountId: wallet.id, amount: net },
      { accountId: bank.id, amount: -received },
    ];
    if (vat > 0)
      lines.push({ accountId: (await ledgerAccount(tx, 'vat', null, row.currency)).id, amount: vat });
    const money = (amount: number) => formatMoney({ amount, currency: row.currency });
    // The transaction lists what reached the wallet; the VAT part of what arrived went to VAT.
    const posted = await postTransaction(tx, {
      kind: 'funding',
      businessId: row.businessId,
      description: `Bank transfer ${row.reference}`,
      reference: row.id,
      externalId: `reconcile:${row.id}`,
      currency: row.currency,
      lines,
      createdAt: ctx.now(),
      record: {
        completes: row.id,
        set: {
          description:
            vat > 0
              ? `Wallet funding by bank transfer: ${money(received)} received, ${money(vat)} VAT`
              : row.description,
          amountReceived: received,
          reconciledBy: staff.id,
          reconciledByName: staff.name,
          reconciledAt: ctx.now(),
        },
      },
    });
    if (!posted.record) throw conflict(ALREADY_RECONCILED);
    return presentReconciliation(posted.record, { id: business.id, name: business.name });
  });
}
