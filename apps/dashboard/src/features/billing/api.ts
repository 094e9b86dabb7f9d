/**
 * Billing's reads and writes through the client: the wallet, its cards, funding and the transactions. Queries
 * are declared once as options, for the hooks and the route data.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBankTransferRequest,
  TBillingTransaction,
  TFundWalletRequest,
  TOrganizationProfile,
  TWalletTransferRequest,
} from '@verity/client';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import type { HistoryCursor } from '../../lib/cursor-paging';
import { cursorQuery, type SearchOf } from '../../lib/filter-search';
import { meQueryKey } from '../../session/use-session-check';
import { businessProfileKey } from '../../shell/use-business-profile';
import { scheduleCardRefetches } from './lib/card-refetch';
import { transactionSearch } from './lib/transaction-search';

type TransactionSearch = SearchOf<typeof transactionSearch>;

export const billingKeys = {
  balance: ['billing', 'balance'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  transactions: ['billing', 'transactions'] as const,
  organizations: ['billing', 'organizations'] as const,
};

export const balanceQuery = () =>
  queryOptions({
    queryKey: billingKeys.balance,
    queryFn: async ({ signal }) => (await api.billing.balances({ signal })).data,
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: billingKeys.paymentMethods,
    queryFn: async ({ signal }) => (await api.billing.paymentMethods({ signal })).data.items,
  });

/**
 * An organization's wallet and its transactions (the transfers into it): beneath the business's own keys,
 * so a transfer's refresh reads them again too.
 */
export const organizationBalanceQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...billingKeys.balance, 'organization', organizationId] as const,
    queryFn: async ({ signal }) => (await api.billing.organizationBalances(organizationId, { signal })).data,
  });

export const organizationTransactionsQuery = (organizationId: string, cursor: HistoryCursor) => {
  const query = cursorQuery(cursor);
  return queryOptions({
    queryKey: [...billingKeys.transactions, 'organization', organizationId, query] as const,
    queryFn: async ({ signal }) =>
      (await api.billing.organizationTransactions(organizationId, query, { signal })).data,
  });
};

/** A page of the transactions: the plain list without filters, the filter call with them. */
export const transactionsQuery = (search: TransactionSearch) => {
  const query = transactionSearch.query(search);
  const filtered = transactionSearch.isFiltered(search.draft);
  return queryOptions({
    queryKey: [...billingKeys.transactions, 'list', query] as const,
    queryFn: async ({ signal }) =>
      (filtered
        ? await api.billing.filterTransactions(query, { signal })
        : await api.billing.transactions(query, { signal })
      ).data,
  });
};

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: [...billingKeys.transactions, 'one', id] as const,
    queryFn: async ({ signal }) => (await api.billing.transaction(id, { signal })).data,
  });

export const useWalletBalance = () => useQuery(balanceQuery());
export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
/** A new page or filter keeps the rows on screen (aria-busy) until the answer replaces them. */
export const useTransactions = (search: TransactionSearch) =>
  useQuery({ ...transactionsQuery(search), placeholderData: keepPreviousData });
export const useTransaction = (id: string) => useQuery(transactionQuery(id));

/**
 * After a card is added: the cards and the business profile (its hasPaymentMethod) now and at 3, 6 and 9
 * seconds, because the server learns of the card from the provider's webhook a moment later.
 */
export function useCardsRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    scheduleCardRefetches(() => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessProfileKey });
    });
  }, [queryClient]);
}

function useCardWrite(write: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
        // Removing the last card turns the profile's hasPaymentMethod off.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export const useSetDefaultCard = () => useCardWrite((id) => api.billing.setDefaultCard(id));
export const useRemoveCard = () => useCardWrite((id) => api.billing.removeCard(id));

/** What funding the wallet came to, after the payer's bank when it had to confirm. */
export type FundingResult =
  | { kind: 'successful'; transaction: TBillingTransaction }
  | { kind: 'pending'; transaction: TBillingTransaction }
  | { kind: 'failed'; message: string };

const PAYMENT_FAILED = 'The payment failed. Please try again or use another card.';

/**
 * Funds the wallet from a card. When the payer's bank must confirm (3-D Secure), the server answers with the
 * payment's client secret: Stripe.js shows the bank's check, then the server is asked to verify the payment
 * with the provider rather than wait for its webhook.
 */
export async function fundWallet(body: TFundWalletRequest): Promise<FundingResult> {
  const { data } = await api.billing.fundWallet(body);
  let transaction = data.transaction;
  if (data.clientSecretKey) {
    const { confirmCardPayment } = await import('./lib/stripe');
    const outcome = await confirmCardPayment(data.stripePublicKey, data.clientSecretKey);
    const reference = { transactionReference: transaction.transactionReference };
    if (!outcome.ok) {
      // Still tell the server, so the transaction records the failure now; the bank's words are what to show.
      await api.billing.verifyTransaction(reference).catch(() => undefined);
      return { kind: 'failed', message: outcome.message };
    }
    transaction = (await api.billing.verifyTransaction(reference)).data;
  }
  if (transaction.status === 'successful') return { kind: 'successful', transaction };
  if (transaction.status === 'failed')
    return { kind: 'failed', message: transaction.failureReason ?? PAYMENT_FAILED };
  return { kind: 'pending', transaction };
}

export function useFundWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundWallet,
    // Whatever it came to, the balance and the list may have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.balance }),
        queryClient.invalidateQueries({ queryKey: billingKeys.transactions }),
      ]),
  });
}

/** After money left or may leave the wallet: its balance and its transactions are read again. */
function useWalletRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.balance }),
        queryClient.invalidateQueries({ queryKey: billingKeys.transactions }),
      ]),
    [queryClient],
  );
}

/**
 * Announces a bank transfer into the business's wallet (initiate-bank-transfer): the answer says where to
 * send it and what to quote. Its transaction is pending from now, so the list shows it.
 */
export function useInitiateBankTransfer(businessId: string) {
  const refresh = useWalletRefresh();
  return useMutation({
    mutationFn: async (body: TBankTransferRequest) =>
      (await api.billing.initiateBankTransfer(businessId, body)).data,
    onSuccess: refresh,
  });
}

/** `POST /wallets/funding/transfer`: from the business's wallet to one of its organizations'. */
export function useTransferToOrganization() {
  const refresh = useWalletRefresh();
  return useMutation({
    mutationFn: async (body: TWalletTransferRequest) => (await api.billing.transferToOrganization(body)).data,
    onSuccess: refresh,
  });
}

/** The business's organizations, for Transfer to organization (the first 100: a business has a handful). */
export const organizationsQuery = () =>
  queryOptions({
    queryKey: billingKeys.organizations,
    queryFn: async ({ signal }): Promise<TOrganizationProfile[]> =>
      (await api.businesses.organizations({ limit: 100 }, { signal })).data.items,
  });

export const useOrganizations = (enabled: boolean) => useQuery({ ...organizationsQuery(), enabled });
