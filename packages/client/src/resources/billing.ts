import type {
  TBankTransferInitiation,
  TBankTransferRequest,
  TReconcileRequest,
  TReconciliation,
  TReconciliationQuery,
} from '../billing/bank-transfer-schemas.js';
import type { TWalletBalance } from '../billing/billing-schemas.js';
import type {
  TCardAddInitiation,
  TInitiateCardAddRequest,
  TPaymentCard,
  TPaymentMethods,
} from '../billing/card-schemas.js';
import type {
  TClearCreditRequest,
  TCredit,
  TCreditQuery,
  TExtendCreditRequest,
  TIssueCreditRequest,
} from '../billing/credit-schemas.js';
import type {
  TBalanceAdjustRequest,
  TFundingInitiation,
  TFundWalletRequest,
  TWalletTransferRequest,
} from '../billing/funding-schemas.js';
import type { TBusinessPricing, TSetBusinessPricingRequest } from '../billing/pricing-schemas.js';
import type {
  TBillingTransaction,
  TTransactionQuery,
  TVerifyTransactionRequest,
} from '../billing/transaction-schemas.js';
import type { CursorList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';

/**
 * Billing (spec/platform.md §7 Billing): the wallet, its cards (set up with Stripe.js in the browser),
 * funding and the transactions it made; plans and invoices follow.
 */
export class BillingResource {
  constructor(private readonly t: Transport) {}

  /** The caller's wallet: the business's, or for organization staff their organization's. */
  balances(options?: RequestOptions) {
    return this.t.json<TWalletBalance>({
      service: 'billing',
      method: 'GET',
      path: '/wallets/balances',
      options,
    });
  }
  /** A business's wallet, for platform staff. */
  businessBalances(businessId: string, options?: RequestOptions) {
    return this.t.json<TWalletBalance>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/business/${businessId}/balances`,
      options,
    });
  }

  /** An organization's wallet, funded by transfers from its business (organization:billing:view). */
  organizationBalances(organizationId: string, options?: RequestOptions) {
    return this.t.json<TWalletBalance>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/organization/${organizationId}/balances`,
      options,
    });
  }
  /** An organization's transactions (the transfers into its wallet), newest first. */
  organizationTransactions(
    organizationId: string,
    query: Pick<TTransactionQuery, 'start_after' | 'ending_before' | 'limit'> = {},
    options?: RequestOptions,
  ) {
    return this.t.json<CursorList<TBillingTransaction>>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/organization/${organizationId}/transactions`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }

  /** Starts a card's set-up: the answer is what Stripe.js needs to confirm it (§3 Payment initiation). */
  initiateCardAdd(body: TInitiateCardAddRequest = {}, options?: RequestOptions) {
    return this.t.json<TCardAddInitiation>({
      service: 'billing',
      method: 'POST',
      path: '/payment-methods/cards/initiate-card-add',
      body,
      options,
    });
  }
  /** The business's saved cards, the default first. */
  paymentMethods(options?: RequestOptions) {
    return this.t.json<TPaymentMethods>({
      service: 'billing',
      method: 'GET',
      path: '/payment-methods',
      options,
    });
  }
  /** Makes a card the one payments use unless told otherwise. */
  setDefaultCard(id: string, options?: RequestOptions) {
    return this.t.json<TPaymentCard>({
      service: 'billing',
      method: 'POST',
      path: path`/payment-methods/cards/${id}`,
      options,
    });
  }
  removeCard(id: string, options?: RequestOptions) {
    return this.t.json<TPaymentCard>({
      service: 'billing',
      method: 'POST',
      path: path`/payment-methods/cards/${id}/remove`,
      options,
    });
  }
  /** Funds the caller's wallet from a saved card (§3 Wallet funding). */
  fundWallet(body: TFundWalletRequest, options?: RequestOptions) {
    return this.t.json<TFundingInitiation>({
      service: 'billing',
      method: 'POST',
      path: '/wallets/funding/initiate',
      body,
      options,
    });
  }
  /** The business's transactions, newest first. */
  transactions(
    query: Pick<TTransactionQuery, 'start_after' | 'ending_before' | 'limit'> = {},
    options?: RequestOptions,
  ) {
    return this.t.json<CursorList<TBillingTransaction>>({
      service: 'billing',
      method: 'GET',
      path: '/transactions',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Transactions matching the §7 filters. */
  filterTransactions(query: TTransactionQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TBillingTransaction>>({
      service: 'billing',
      method: 'GET',
      path: '/transactions/filter',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  transaction(id: string, options?: RequestOptions) {
    return this.t.json<TBillingTransaction>({
      service: 'billing',
      method: 'GET',
      path: path`/transactions/${id}`,
      options,
    });
  }
  /** Asks the provider about a payment now (after 3-D Secure, say) and applies it if it succeeded. */
  verifyTransaction(body: TVerifyTransactionRequest, options?: RequestOptions) {
    return this.t.json<TBillingTransaction>({
      service: 'billing',
      method: 'POST',
      path: '/transactions/verify',
      body,
      options,
    });
  }

  /** Announces a bank transfer into the business's wallet: where to send it and the reference to quote. */
  initiateBankTransfer(businessId: string, body: TBankTransferRequest, options?: RequestOptions) {
    return this.t.json<TBankTransferInitiation>({
      service: 'billing',
      method: 'POST',
      path: path`/wallets/funding/business/${businessId}/initiate-bank-transfer`,
      body,
      options,
    });
  }
  /** Moves money from the business's wallet to one of its organizations' wallets. */
  transferToOrganization(body: TWalletTransferRequest, options?: RequestOptions) {
    return this.t.json<TBillingTransaction>({
      service: 'billing',
      method: 'POST',
      path: '/wallets/funding/transfer',
      body,
      options,
    });
  }
  /** Platform staff: bank transfers to match, newest first. */
  reconciliations(query: TReconciliationQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TReconciliation>>({
      service: 'billing',
      method: 'GET',
      path: '/transactions/reconciliations',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  filterReconciliations(query: TReconciliationQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TReconciliation>>({
      service: 'billing',
      method: 'GET',
      path: '/transactions/reconciliations/filter',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform staff: the money that arrived for a pending bank transfer; it then reaches the wallet. */
  reconcile(id: string, body: TReconcileRequest, options?: RequestOptions) {
    return this.t.json<TReconciliation>({
      service: 'billing',
      method: 'POST',
      path: path`/transactions/${id}/reconcile`,
      body,
      options,
    });
  }
  /** Platform staff: a business's credit lines, newest first. */
  businessCredit(businessId: string, query: TCreditQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TCredit>>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/business/${businessId}/credit`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  filterBusinessCredit(businessId: string, query: TCreditQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TCredit>>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/business/${businessId}/credit/filter`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  issueCredit(businessId: string, body: TIssueCreditRequest, options?: RequestOptions) {
    return this.#credit(businessId, 'issue-credit', body, options);
  }
  extendCreditExpiry(businessId: string, body: TExtendCreditRequest, options?: RequestOptions) {
    return this.#credit(businessId, 'extend-expiry', body, options);
  }
  clearCredit(businessId: string, body: TClearCreditRequest, options?: RequestOptions) {
    return this.#credit(businessId, 'clear-credit', body, options);
  }
  #credit(businessId: string, action: string, body: unknown, options?: RequestOptions) {
    return this.t.json<TCredit>({
      service: 'billing',
      method: 'POST',
      path: path`/wallets/credit/business/${businessId}/${action}`,
      body,
      options,
    });
  }
  /** Platform staff: corrects a business's wallet, with the reason (audited). */
  adjustBalance(businessId: string, body: TBalanceAdjustRequest, options?: RequestOptions) {
    return this.t.json<TBillingTransaction>({
      service: 'billing',
      method: 'POST',
      path: path`/balances/adjust/businesses/${businessId}`,
      body,
      options,
    });
  }
  /** Platform staff: the price list as this business pays it. */
  businessPricing(businessId: string, options?: RequestOptions) {
    return this.t.json<TBusinessPricing>({
      service: 'billing',
      method: 'GET',
      path: path`/accounts/businesses/${businessId}/pricing`,
      options,
    });
  }
  setBusinessPricing(businessId: string, body: TSetBusinessPricingRequest, options?: RequestOptions) {
    return this.t.json<TBusinessPricing>({
      service: 'billing',
      method: 'POST',
      path: path`/accounts/businesses/${businessId}/pricing`,
      body,
      options,
    });
  }
}
