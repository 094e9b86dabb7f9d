/**
 * Business activation through the client (the activation flow's onboarding and SLA calls). The business is
 * the signed-in user's own (the session's business, as the shell's business profile is). Every step answers
 * the whole onboarding profile (each submission replaces the stored onboarding profile with the response
 * data), which goes straight into the cache; a change the shell shows (the status in the banner, the name and
 * logo in the sidebar) reads the session again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onboardingRouteAddresses, type TOnboardingProfile } from '@verity/client';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import type { FormFailure } from '../../lib/use-form-failure';
import { useAuthStore } from '../../session/auth-store';
import { canCallNow, useCanCall } from '../../session/use-can-call';
import { meQueryKey } from '../../session/use-session-check';
import { businessProfileKey } from '../../shell/use-business-profile';

/** The activation's calls: its profile, each step's save and the submission (the same `own-business` rule). */
const activationCalls = [
  onboardingRouteAddresses.profile,
  onboardingRouteAddresses.saveInformation,
  onboardingRouteAddresses.submit,
] as const;

export const onboardingKey = (businessId: string) => ['onboarding', businessId] as const;

export const onboardingProfileQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...onboardingKey(businessId), 'profile'] as const,
    queryFn: async ({ signal }) => (await api.onboarding.profile(businessId, { signal })).data,
  });

/** What the agreement will say: the open request's number, or a draft from the profile as it stands. */
export const slaPreviewQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...onboardingKey(businessId), 'sla-preview'] as const,
    queryFn: async ({ signal }) => (await api.onboarding.slaPreviewDetails(businessId, { signal })).data,
  });

/** The signee's view of the request behind a signing link (no session). */
export const signatureRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['sla', 'signature-request', token] as const,
    queryFn: async ({ signal }) => (await api.onboarding.signatureRequest(token, { signal })).data,
  });

/** The signed-in user's business: the session's, known before the shell's profile arrives. */
export const activationBusinessId = (): string => useAuthStore.getState().user?.business.id ?? '';

export function useActivationBusinessId(): string {
  return useAuthStore((state) => state.user?.business.id ?? '');
}

/** Whether the signed-in person may make the activation's calls (outside React: route data). */
export function canManageActivation(): boolean {
  return canCallNow(...activationCalls);
}

export function useCanManageActivation(): boolean {
  return useCanCall(...activationCalls);
}

export interface ProfileQueryOptions {
  /** How often to read the profile again, given what it says now (false: not at all). */
  refetchInterval?: (profile: TOnboardingProfile | undefined) => number | false;
}

export function useOnboardingProfile(options: ProfileQueryOptions = {}) {
  const businessId = useActivationBusinessId();
  const { refetchInterval } = options;
  return useQuery({
    ...onboardingProfileQuery(businessId),
    enabled: businessId !== '',
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

export function useSlaPreview(enabled: boolean) {
  const businessId = useActivationBusinessId();
  return useQuery({ ...slaPreviewQuery(businessId), enabled: enabled && businessId !== '' });
}

/**
 * Takes a step's answer: the profile into the cache, the agreement's preview read again (it prints the
 * profile), and the session when the shell shows what changed (status, name, logo).
 */
export function useTakeProfile() {
  const queryClient = useQueryClient();
  const businessId = useActivationBusinessId();
  return useCallback(
    async (profile: TOnboardingProfile, options: { session?: boolean } = {}) => {
      const key = onboardingProfileQuery(businessId).queryKey;
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, profile);
      const work = [queryClient.invalidateQueries({ queryKey: slaPreviewQuery(businessId).queryKey })];
      if (options.session || before?.status !== profile.status)
        work.push(
          queryClient.invalidateQueries({ queryKey: meQueryKey }),
          queryClient.invalidateQueries({ queryKey: businessProfileKey }),
        );
      await Promise.all(work);
    },
    [queryClient, businessId],
  );
}

export interface StepAnswer {
  data: TOnboardingProfile;
  message: string;
}

/**
 * A call that answers the profile (a step's save, sending the agreement, a reminder, submitting): the
 * answer is taken into the cache before `onSuccess` runs.
 */
export function useProfileMutation<TVariables>(
  call: (businessId: string, variables: TVariables) => Promise<StepAnswer>,
  options: { session?: boolean } = {},
) {
  const businessId = useActivationBusinessId();
  const take = useTakeProfile();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const answer = await call(businessId, variables);
      await take(answer.data, options);
      return answer;
    },
  });
}

/**
 * A step's save for the form's submit: the step's last failure cleared and the new profile handed on, or
 * the server's words put on the fields and the form.
 */
export function saveStep<TBody>(
  save: {
    mutate(
      body: TBody,
      callbacks: { onSuccess(answer: StepAnswer): void; onError(error: unknown): void },
    ): void;
  },
  failure: Pick<FormFailure, 'setMessage' | 'report'>,
  onSaved: (answer: StepAnswer) => void,
): (body: TBody) => void {
  return (body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        failure.setMessage(null);
        onSaved(answer);
      },
      onError: failure.report,
    });
}

/** Platform staff's own business needs no activation: the pages say so instead of offering the steps. */
export const isPlatformBusiness = (profile: Pick<TOnboardingProfile, 'type'>): boolean =>
  profile.type === 'admin';
