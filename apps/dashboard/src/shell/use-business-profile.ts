/**
 * The business profile: loaded on entering the signed-in shell, from the session check's own answer (GET
 * /users/me carries it), so the shell makes one request rather than two. To refresh it, invalidate the
 * session (`meQueryKey`).
 */
import { useQuery } from '@tanstack/react-query';
import type { TBusinessProfile, TSessionResponse } from '@verity/client';
import { api } from '../lib/api-client';
import { useAuthStore } from '../session/auth-store';
import { sessionQuery } from '../session/use-session-check';

export const businessProfileKey = ['businesses', 'me'] as const;

export interface BusinessProfileState {
  data: TBusinessProfile | undefined;
  error: Error | null;
  isError: boolean;
}

const selectProfile = (session: TSessionResponse) => session.businessProfile;

export function useBusinessProfile(): BusinessProfileState {
  const sessionStartedAt = useAuthStore((s) => s.sessionStartedAt);
  const session = useQuery({ ...sessionQuery(sessionStartedAt), select: selectProfile });
  // No profile in the answer: the session must set up 2FA first. Asking for the profile itself gets the
  // server's reason (403), for the error page to show as it would for any profile that cannot load.
  const withheld = session.data === null;
  const asked = useQuery({
    queryKey: [...businessProfileKey, sessionStartedAt],
    queryFn: async ({ signal }) => (await api.businesses.me({ signal })).data,
    enabled: withheld,
  });
  const source = withheld ? asked : session;
  return { data: source.data ?? undefined, error: source.error, isError: source.isError };
}
