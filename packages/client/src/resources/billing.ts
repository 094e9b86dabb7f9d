import type { TWalletBalance } from '../billing/billing-schemas.js';
import type {
  TCardAddInitiation,
  TInitiateCardAddRequest,
  TPaymentCard,
  TPaymentMethods,
} from '../billing/card-schemas.js';
import type { TFundingInitiation, TFundWalletRequest } from '../billing/funding-schemas.js';
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
}
