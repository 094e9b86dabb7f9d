import { ForbiddenError } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useAuthStore } from '../../../session/auth-store';

/**
 * Starts 2FA set-up once per visit. Each call makes the server replace the pending secret, so a
 * second call (StrictMode runs effects twice in development) would leave the page showing a key the
 * server no longer accepts: the ref makes it once. The payload lives in the auth store. Returns the failure
 * message, if any.
 */
export function useTwoFactorInitiation(): string | null {
  const [, navigate] = useLocation();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const store = useAuthStore.getState();
    store.setTwoFactorInitPayload(null);
    store.setRecoveryCodes(null);
    api.users.twoFactor.initiate().then(
      ({ data }) => useAuthStore.getState().setTwoFactorInitPayload(data),
      (error: unknown) => {
        const resolution = handleError(error);
        // The API wants a first-time password changed before anything else, 2FA set-up included.
        if (error instanceof ForbiddenError && useAuthStore.getState().user?.firstTimeLogin) {
          navigate('/auth/change-password', { replace: true });
          return;
        }
        setFailure(resolution.action === 'show' ? resolution.message : null);
      },
    );
  }, [navigate]);

  return failure;
}
