/** Enable (through the set-up page), disable, and regenerate recovery codes: each change needs a code. */

import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@verity/client';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useCurrentUser } from '../../../session/use-current-user';
import { CodePromptDialog } from './code-prompt-dialog';
import { RecoveryCodesList } from './recovery-codes-list';

type Prompt = 'disable' | 'regenerate' | null;

export function TwoFactorCard() {
  const { user, replaceUser } = useCurrentUser();
  const [, navigate] = useLocation();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  const onCodeError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) setCodeError(error.message);
    else handleError(error);
  };
  const refreshUser = async () => replaceUser((await api.users.me()).data.user);

  const disable = useMutation({
    mutationFn: (code: string) => api.users.twoFactor.deactivate({ code }),
    onSuccess: async ({ message }) => {
      setPrompt(null);
      setFreshCodes(null);
      toast.success(message);
      await refreshUser();
    },
    onError: onCodeError,
  });
  const regenerate = useMutation({
    mutationFn: (code: string) => api.users.twoFactor.regenerateRecoveryCodes({ code }),
    onSuccess: ({ data, message }) => {
      setPrompt(null);
      setFreshCodes(data.recoveryCodes);
      toast.success(message);
    },
    onError: onCodeError,
  });

  const enabled = user?.twoFactorEnabled ?? false;
  const open = (which: Prompt) => {
    setCodeError(null);
    setPrompt(which);
  };

  return (
    <SettingsCard
      title="Two-factor authentication"
      description="A code from an authenticator app, asked for at every sign-in, keeps your account safe even if your password leaks."
    >
      <p className="mb-4" role="status">
        Two-factor authentication is <strong>{enabled ? 'on' : 'off'}</strong>.
      </p>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="secondary" onClick={() => open('regenerate')}>
              Regenerate recovery codes
            </Button>
            <Button variant="danger" onClick={() => open('disable')} disabled={user?.force2FA}>
              Disable two-factor authentication
            </Button>
          </>
        ) : (
          <Button onClick={() => navigate('/auth/2FA/setup')}>Enable two-factor authentication</Button>
        )}
      </div>
      {enabled && user?.force2FA && (
        <p className="mt-2 text-muted text-xs">Your business requires two-factor authentication.</p>
      )}
      {freshCodes && <RecoveryCodesList codes={freshCodes} />}
      <CodePromptDialog
        open={prompt === 'disable'}
        title="Disable two-factor authentication"
        confirmLabel="Disable"
        busy={disable.isPending}
        error={codeError}
        onConfirm={(code) => disable.mutate(code)}
        onClose={() => setPrompt(null)}
      />
      <CodePromptDialog
        open={prompt === 'regenerate'}
        title="Regenerate recovery codes"
        confirmLabel="Regenerate"
        busy={regenerate.isPending}
        error={codeError}
        onConfirm={(code) => regenerate.mutate(code)}
        onClose={() => setPrompt(null)}
      />
    </SettingsCard>
  );
}
