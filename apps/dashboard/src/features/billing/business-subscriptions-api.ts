/**
 * Platform staff's subscription tools for one business through the client (enterprise subscribe, usage
 * reactivation, and the admin variants of the add-on switches: GET /subscriptions/business/{id}/cost-pricing,
 * POST /subscriptions/business/{id}/enterprise, POST /plans/businesses/{id}/re-activate-usage, POST
 * /addons/{id}/enable-by-admin and disable-by-admin). The plans as the business sees them are invoice-api's
 * `businessPlansQuery`: one entry for both pages. Every write reads again all that is kept of the business's
 * billing (its plans, costs and invoices).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddon, TEnterpriseTermsRequest, TPlan, TSubscription } from '@verity/client';
import { api } from '../../lib/api-client';
import { adminBillingKeys } from './admin-api';
import type { AddonToggle } from './plans/components/addon-list';

/** What each of the business's subscriptions costs it: the tier's list prices or its Enterprise terms. */
export const businessCostPricingQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.business(businessId), 'cost-pricing'] as const,
    queryFn: async ({ signal }) => (await api.plans.costPricing(businessId, { signal })).data.items,
  });

export const useBusinessCostPricing = (businessId: string) => useQuery(businessCostPricingQuery(businessId));

/** The writes, as plain functions of the business: the hooks below send them, the tests read them. */
export const subscriptionWrites = {
  setEnterpriseTerms: async (businessId: string, body: TEnterpriseTermsRequest): Promise<TSubscription> =>
    (await api.plans.setEnterpriseTerms(businessId, body)).data,
  /** The plan's product names it (the call's `{planType}`). */
  reactivateUsage: async (businessId: string, plan: Pick<TPlan, 'product'>): Promise<TSubscription> =>
    (await api.plans.reactivateUsage(businessId, { planType: plan.product })).data,
  toggleAddon: async (
    businessId: string,
    { addonId, enabled }: { addonId: string; enabled: boolean },
  ): Promise<TAddon> =>
    (enabled
      ? await api.plans.enableAddonForBusiness(addonId, { businessId })
      : await api.plans.disableAddonForBusiness(addonId, { businessId })
    ).data,
};

function useBusinessSubscriptionWrite<Body, Answer>(
  businessId: string,
  write: (businessId: string, body: Body) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => write(businessId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.business(businessId) }),
  });
}

/** Starts (or replaces the terms of) an active Enterprise subscription on the plan. */
export const useSetEnterpriseTerms = (businessId: string) =>
  useBusinessSubscriptionWrite(businessId, subscriptionWrites.setEnterpriseTerms);

/** Lets a plan's checks run again after its invoices went unpaid (they stay owed). */
export const useReactivateUsage = (businessId: string) =>
  useBusinessSubscriptionWrite(businessId, subscriptionWrites.reactivateUsage);

/** An add-on switched on or off for the business (its plan must be subscribed: the server says so). */
export const useToggleBusinessAddon = (businessId: string): AddonToggle =>
  useBusinessSubscriptionWrite(businessId, subscriptionWrites.toggleAddon);
