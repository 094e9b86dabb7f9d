/**
 * Invoices and the upcoming bill through the client (GET /invoices, /plans/upcoming-bill, POST
 * /plans/{id}/upcoming-bill/pay; platform staff's /invoices/businesses/{id} and /balances/businesses/{id}).
 * Queries are declared once as options, for the hooks and the route data.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvoice } from '@verity/client';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/browser-files';
import type { HistoryCursor } from '../../lib/cursor-paging';
import { cursorOnly, cursorQuery } from '../../lib/filter-search';
import { handleError } from '../../lib/handle-error';
import { adminBillingKeys } from './admin-api';
import { billingKeys } from './api';
import { isUnpaid } from './lib/invoice-labels';

/** The invoices' page in the URL: a cursor only, as the API takes no filters. */
export const readInvoiceCursor = (search: string): HistoryCursor => cursorOnly.read(search).cursor;

/** Everything paying can change sits below `all`: the bill, the pages of invoices, the unpaid ones. */
export const invoiceKeys = {
  all: ['billing', 'invoices'] as const,
  upcomingBill: ['billing', 'invoices', 'upcoming-bill'] as const,
  business: (businessId: string) => [...adminBillingKeys.business(businessId), 'invoices'] as const,
};

export const upcomingBillQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.upcomingBill,
    queryFn: async ({ signal }) => (await api.plans.upcomingBill({ signal })).data,
  });

export const invoicesQuery = (cursor: HistoryCursor) => {
  const query = cursorQuery(cursor);
  return queryOptions({
    queryKey: [...invoiceKeys.all, 'list', query] as const,
    queryFn: async ({ signal }) => (await api.plans.invoices(query, { signal })).data,
  });
};

/**
 * The unpaid invoices among the newest 100, for Pay now per plan: the API has no status filter, and an
 * invoice is paid or given up on within days, so an unpaid one is never far from the top.
 */
export const unpaidInvoicesQuery = () =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'unpaid'] as const,
    queryFn: async ({ signal }): Promise<TInvoice[]> =>
      (await api.plans.invoices({ limit: 100 }, { signal })).data.items.filter(isUnpaid),
  });

export const useUpcomingBill = () => useQuery(upcomingBillQuery());
/** A new page keeps the rows on screen (aria-busy) until the answer replaces them. */
export const useInvoices = (cursor: HistoryCursor) =>
  useQuery({ ...invoicesQuery(cursor), placeholderData: keepPreviousData });
/** Read only while something is owed. */
export const useUnpaidInvoices = (owing: boolean) => useQuery({ ...unpaidInvoicesQuery(), enabled: owing });

/**
 * Pays a plan's unpaid invoices now (the card, else the wallet). Never rejects for a declined payment: the
 * answer is each invoice after trying. The invoices, the bill, the wallet and its transactions may all
 * have moved, whatever it came to.
 */
export function usePayUpcomingBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planId: string) => (await api.plans.payUpcomingBill(planId)).data.items,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.balance }),
        queryClient.invalidateQueries({ queryKey: billingKeys.transactions }),
      ]),
  });
}

/** The invoice as the server renders it, saved as `{number}.pdf`. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (invoice: Pick<TInvoice, 'id' | 'number'>) => api.plans.invoicePdf(invoice.id),
    onSuccess: (blob, invoice) => saveBlob(blob, `${invoice.number}.pdf`),
    onError: handleError,
  });
}

/** Platform staff: what a business owes on invoices, and its wallet. */
export const businessInvoiceBalanceQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.business(businessId), 'balance'] as const,
    queryFn: async ({ signal }) => (await api.plans.businessBalance(businessId, { signal })).data,
  });

export const businessInvoicesQuery = (businessId: string, cursor: HistoryCursor) => {
  const query = cursorQuery(cursor);
  return queryOptions({
    queryKey: [...invoiceKeys.business(businessId), 'list', query] as const,
    queryFn: async ({ signal }) => (await api.plans.businessInvoices(businessId, query, { signal })).data,
  });
};

/** Platform staff: the business's plans, to name an invoice's plan. */
export const businessPlansQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'plans'] as const,
    queryFn: async ({ signal }) => (await api.plans.forBusiness(businessId, { signal })).data.items,
  });

export const useBusinessInvoiceBalance = (businessId: string) =>
  useQuery(businessInvoiceBalanceQuery(businessId));
export const useBusinessInvoices = (businessId: string, cursor: HistoryCursor) =>
  useQuery({ ...businessInvoicesQuery(businessId, cursor), placeholderData: keepPreviousData });
export const useBusinessPlans = (businessId: string) => useQuery(businessPlansQuery(businessId));
