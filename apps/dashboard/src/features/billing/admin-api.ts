/**
 * Platform staff's billing tools through the client (gate admin:business:billing:view): bank transfers to
 * reconcile, and one business's wallet, credit lines, balance corrections and prices. Queries are declared
 * once as options, for the hooks and the route data; every write reads again what it changed.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBalanceAdjustRequest,
  TClearCreditRequest,
  TExtendCreditRequest,
  TIssueCreditRequest,
  TReconcileRequest,
  TReconciliation,
  TSetBusinessPricingRequest,
} from '@verity/client';
import { api } from '../../lib/api-client';
import type { SearchOf } from '../../lib/filter-search';
import { creditSearch } from './lib/credit-search';
import { reconciliationSearch } from './lib/transaction-search';

type ReconciliationSearch = SearchOf<typeof reconciliationSearch>;
type CreditSearch = SearchOf<typeof creditSearch>;

export const adminBillingKeys = {
  all: ['billing', 'admin'] as const,
  reconciliations: ['billing', 'admin', 'reconciliations'] as const,
  business: (businessId: string) => ['billing', 'admin', 'business', businessId] as const,
};

/** A page of the bank transfers: the plain list without filters, the filter call with them. */
export const reconciliationsQuery = (search: ReconciliationSearch) => {
  const query = reconciliationSearch.query(search);
  const filtered = reconciliationSearch.isFiltered(search.draft);
  return queryOptions({
    queryKey: [...adminBillingKeys.reconciliations, query] as const,
    queryFn: async ({ signal }) =>
      (filtered
        ? await api.billing.filterReconciliations(query, { signal })
        : await api.billing.reconciliations(query, { signal })
      ).data,
  });
};

export const useReconciliations = (search: ReconciliationSearch) =>
  useQuery({ ...reconciliationsQuery(search), placeholderData: keepPreviousData });

/** Matches the money that arrived for a pending bank transfer; the business's wallet is credited then. */
export function useReconcile(transaction: TReconciliation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TReconcileRequest) => (await api.billing.reconcile(transaction.id, body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.reconciliations }),
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.business(transaction.business.id) }),
      ]),
  });
}

export const businessBalanceQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'balance'] as const,
    queryFn: async ({ signal }) => (await api.billing.businessBalances(businessId, { signal })).data,
  });

/** The business's credit lines, newest first: the plain list without filters, the filter call with them. */
export const businessCreditQuery = (businessId: string, search: CreditSearch) => {
  const query = creditSearch.query(search);
  const filtered = creditSearch.isFiltered(search.draft);
  return queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'credit', query] as const,
    queryFn: async ({ signal }) =>
      (filtered
        ? await api.billing.filterBusinessCredit(businessId, query, { signal })
        : await api.billing.businessCredit(businessId, query, { signal })
      ).data,
  });
};

/** The newest line regardless of the table's filters: the one Extend expiry and Clear credit act on. */
export const latestCreditQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'credit', 'latest'] as const,
    queryFn: async ({ signal }) =>
      (await api.billing.businessCredit(businessId, { limit: 1 }, { signal })).data.items[0] ?? null,
  });

export const businessPricingQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'pricing'] as const,
    queryFn: async ({ signal }) => (await api.billing.businessPricing(businessId, { signal })).data.items,
  });

export const useBusinessBalance = (businessId: string) => useQuery(businessBalanceQuery(businessId));
export const useBusinessCredit = (businessId: string, search: CreditSearch) =>
  useQuery({ ...businessCreditQuery(businessId, search), placeholderData: keepPreviousData });
export const useLatestCredit = (businessId: string) => useQuery(latestCreditQuery(businessId));
export const useBusinessPricing = (businessId: string) => useQuery(businessPricingQuery(businessId));

/** A write to one business's billing: afterwards its balance, credit lines and prices are read again. */
function useBusinessWrite<Body, Answer>(businessId: string, write: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.business(businessId) }),
  });
}

export const useAdjustBalance = (businessId: string) =>
  useBusinessWrite(
    businessId,
    async (body: TBalanceAdjustRequest) => (await api.billing.adjustBalance(businessId, body)).data,
  );
export const useIssueCredit = (businessId: string) =>
  useBusinessWrite(
    businessId,
    async (body: TIssueCreditRequest) => (await api.billing.issueCredit(businessId, body)).data,
  );
export const useExtendCreditExpiry = (businessId: string) =>
  useBusinessWrite(
    businessId,
    async (body: TExtendCreditRequest) => (await api.billing.extendCreditExpiry(businessId, body)).data,
  );
export const useClearCredit = (businessId: string) =>
  useBusinessWrite(
    businessId,
    async (body: TClearCreditRequest) => (await api.billing.clearCredit(businessId, body)).data,
  );

/** Saves the changed prices; the answer is the whole list as the business now pays it. */
export function useSetBusinessPricing(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSetBusinessPricingRequest) =>
      (await api.billing.setBusinessPricing(businessId, body)).data.items,
    onSuccess: (items) => queryClient.setQueryData(businessPricingQuery(businessId).queryKey, items),
  });
}
