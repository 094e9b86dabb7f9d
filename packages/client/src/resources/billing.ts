import type {
  TBankTransferRequest,
  TReconcileRequest,
  TReconciliationQuery,
} from '../billing/bank-transfer-schemas.js';
import type { TInitiateCardAddRequest } from '../billing/card-schemas.js';
import type {
  TClearCreditRequest,
  TCreditQuery,
  TExtendCreditRequest,
  TIssueCreditRequest,
} from '../billing/credit-schemas.js';
import type {
  TBalanceAdjustRequest,
  TFundWalletRequest,
  TWalletTransferRequest,
} from '../billing/funding-schemas.js';
import type { TSetBusinessPricingRequest } from '../billing/pricing-schemas.js';
import type { TTransactionQuery, TVerifyTransactionRequest } from '../billing/transaction-schemas.js';
import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  bankTransfersRouteAddresses as bankTransfersAddresses,
  cardsRouteAddresses as cardsAddresses,
  creditsRouteAddresses as creditsAddresses,
  pricingRouteAddresses as pricingAddresses,
  transactionsRouteAddresses as transactionsAddresses,
  walletsRouteAddresses as walletsAddresses,
} from '../route-addresses.generated.js';

/**
 * Billing: the wallet, its cards (set up with Stripe.js in the browser), funding and the transactions it
 * made; plans and invoices follow.
 */
export class BillingResource {
  constructor(private readonly t: Transport) {}

  /** The caller's wallet: the business's, or for organization staff their organization's. */
  balances(options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.balances, {}, options);
  }
  /** A business's wallet, for platform staff. */
  businessBalances(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.businessBalances, { params: { businessId } }, options);
  }

  /** An organization's wallet, funded by transfers from its business (organization:billing:view). */
  organizationBalances(organizationId: string, options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.organizationBalances, { params: { organizationId } }, options);
  }
  /** An organization's transactions (the transfers into its wallet), newest first. */
  organizationTransactions(
    organizationId: string,
    query: Pick<TTransactionQuery, 'start_after' | 'ending_before' | 'limit'> = {},
    options?: RequestOptions,
  ) {
    return callRoute(
      this.t,
      walletsAddresses.organizationTransactions,
      { params: { organizationId }, query },
      options,
    );
  }

  /** Starts a card's set-up: the answer is what Stripe.js needs to confirm it. */
  initiateCardAdd(body: TInitiateCardAddRequest = {}, options?: RequestOptions) {
    return callRoute(this.t, cardsAddresses.initiateAdd, { body }, options);
  }
  /** The business's saved cards, the default first. */
  paymentMethods(options?: RequestOptions) {
    return callRoute(this.t, cardsAddresses.list, {}, options);
  }
  /** Makes a card the one payments use unless told otherwise. */
  setDefaultCard(id: string, options?: RequestOptions) {
    return callRoute(this.t, cardsAddresses.setDefault, { params: { id } }, options);
  }
  removeCard(id: string, options?: RequestOptions) {
    return callRoute(this.t, cardsAddresses.remove, { params: { id } }, options);
  }
  /** Funds the caller's wallet from a saved card. */
  fundWallet(body: TFundWalletRequest, options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.fund, { body }, options);
  }
  /** The business's transactions, newest first. */
  transactions(
    query: Pick<TTransactionQuery, 'start_after' | 'ending_before' | 'limit'> = {},
    options?: RequestOptions,
  ) {
    return callRoute(this.t, transactionsAddresses.list, { query }, options);
  }
  /** Transactions matching the billing table's filters. */
  filterTransactions(query: TTransactionQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, transactionsAddresses.filter, { query }, options);
  }
  transaction(id: string, options?: RequestOptions) {
    return callRoute(this.t, transactionsAddresses.get, { params: { id } }, options);
  }
  /** Asks the provider about a payment now (after 3-D Secure, say) and applies it if it succeeded. */
  verifyTransaction(body: TVerifyTransactionRequest, options?: RequestOptions) {
    return callRoute(this.t, transactionsAddresses.verify, { body }, options);
  }

  /** Announces a bank transfer into the business's wallet: where to send it and the reference to quote. */
  initiateBankTransfer(businessId: string, body: TBankTransferRequest, options?: RequestOptions) {
    return callRoute(this.t, bankTransfersAddresses.initiate, { params: { businessId }, body }, options);
  }
  /** Moves money from the business's wallet to one of its organizations' wallets. */
  transferToOrganization(body: TWalletTransferRequest, options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.transfer, { body }, options);
  }
  /** Platform staff: bank transfers to match, newest first. */
  reconciliations(query: TReconciliationQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, bankTransfersAddresses.reconciliations, { query }, options);
  }
  filterReconciliations(query: TReconciliationQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, bankTransfersAddresses.filterReconciliations, { query }, options);
  }
  /** Platform staff: the money that arrived for a pending bank transfer; it then reaches the wallet. */
  reconcile(id: string, body: TReconcileRequest, options?: RequestOptions) {
    return callRoute(this.t, bankTransfersAddresses.reconcile, { params: { id }, body }, options);
  }
  /** Platform staff: a business's credit lines, newest first. */
  businessCredit(businessId: string, query: TCreditQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, creditsAddresses.list, { params: { businessId }, query }, options);
  }
  filterBusinessCredit(businessId: string, query: TCreditQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, creditsAddresses.filter, { params: { businessId }, query }, options);
  }
  issueCredit(businessId: string, body: TIssueCreditRequest, options?: RequestOptions) {
    return callRoute(this.t, creditsAddresses.issue, { params: { businessId }, body }, options);
  }
  extendCreditExpiry(businessId: string, body: TExtendCreditRequest, options?: RequestOptions) {
    return callRoute(this.t, creditsAddresses.extendExpiry, { params: { businessId }, body }, options);
  }
  clearCredit(businessId: string, body: TClearCreditRequest, options?: RequestOptions) {
    return callRoute(this.t, creditsAddresses.clear, { params: { businessId }, body }, options);
  }
  /** Platform staff: corrects a business's wallet, with the reason (audited). */
  adjustBalance(businessId: string, body: TBalanceAdjustRequest, options?: RequestOptions) {
    return callRoute(this.t, walletsAddresses.adjust, { params: { businessId }, body }, options);
  }
  /** Platform staff: the price list as this business pays it. */
  businessPricing(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, pricingAddresses.get, { params: { businessId } }, options);
  }
  setBusinessPricing(businessId: string, body: TSetBusinessPricingRequest, options?: RequestOptions) {
    return callRoute(this.t, pricingAddresses.set, { params: { businessId }, body }, options);
  }
}
