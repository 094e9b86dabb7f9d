/**
 * Plans, subscriptions and add-ons through the client (/plans/**, /addons/**). One query reads every plan
 * with the business's subscription and add-ons; each change reads it again, and the session too: its business
 * profile's hasSubscription decides the activation banner.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddon, TEnterpriseRequest, TSubscription } from '@verity/client';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../session/auth-store';
import { meQueryKey } from '../../../session/use-session-check';
import { businessProfileKey } from '../../../shell/use-business-profile';
import { useSwitchEnvironment } from '../../../shell/use-switch-environment';
import { type LiveRun, runInLive } from './lib/run-in-live';

export const plansKey = ['plans'] as const;

export const plansQuery = () =>
  queryOptions({
    queryKey: plansKey,
    queryFn: async ({ signal }) => (await api.plans.list({ signal })).data.items,
  });

export const usePlans = () => useQuery(plansQuery());

/** This period's checks on a subscribed plan (a 404 without a subscription); read again with the plans. */
export const planUsageQuery = (planId: string) =>
  queryOptions({
    queryKey: [...plansKey, planId, 'usage'] as const,
    queryFn: async ({ signal }) => (await api.plans.usage(planId, { signal })).data,
  });

export const usePlanUsage = (planId: string) => useQuery(planUsageQuery(planId));

/** After a change: the plans, and the session's business profile (hasSubscription). */
function usePlansRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plansKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: businessProfileKey }),
      ]),
    [queryClient],
  );
}

export interface TierChoice {
  planId: string;
  subplanId: string;
}

/**
 * Chooses, upgrades or downgrades a tier, in live mode: a user elsewhere is switched to live first, and a
 * failed switch sends nothing (the caller shows why). Never rejects: the outcome says what happened.
 */
export function useSelectPlan() {
  const switchEnvironment = useSwitchEnvironment();
  const refresh = usePlansRefresh();
  const mutation = useMutation({
    mutationFn: ({ planId, subplanId }: TierChoice): Promise<LiveRun<TSubscription>> =>
      runInLive({
        isLive: useAuthStore.getState().user?.environment === 'live',
        switchToLive: () => switchEnvironment.mutateAsync('live'),
        run: async () => (await api.plans.selectPlan(planId, subplanId)).data,
      }),
    onSuccess: async (outcome) => {
      if (outcome.status === 'done') await refresh();
    },
  });
  return { ...mutation, switching: switchEnvironment.isPending };
}

export function useSubscribeEnterprise(planId: string) {
  const refresh = usePlansRefresh();
  return useMutation({
    mutationFn: async (body: TEnterpriseRequest) => (await api.plans.subscribeEnterprise(planId, body)).data,
    onSuccess: refresh,
  });
}

export type SubscriptionChange = 'schedule-cancellation' | 'undo-cancellation' | 'cancel-downgrade';

const changes: Record<SubscriptionChange, (subplanId: string) => Promise<{ data: TSubscription }>> = {
  'schedule-cancellation': (id) => api.plans.scheduleCancellation(id),
  'undo-cancellation': (id) => api.plans.undoCancellation(id),
  'cancel-downgrade': (id) => api.plans.cancelDowngrade(id),
};

/** Cancellation, its undo, and keeping the current tier; each names the sub-plan the business is on. */
export function useSubscriptionChange() {
  const refresh = usePlansRefresh();
  return useMutation({
    mutationFn: async ({ change, subplanId }: { change: SubscriptionChange; subplanId: string }) =>
      (await changes[change](subplanId)).data,
    onSuccess: refresh,
  });
}

export function useToggleAddon() {
  const refresh = usePlansRefresh();
  return useMutation({
    mutationFn: async ({ addonId, enabled }: { addonId: string; enabled: boolean }): Promise<TAddon> =>
      (enabled ? await api.plans.enableAddon(addonId) : await api.plans.disableAddon(addonId)).data,
    onSuccess: refresh,
  });
}
