import type { TTwoFactorMethod } from '@verity/client';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useAuthStore } from '../../../session/auth-store';
import { twoFactorMethodHref } from '../lib/two-factor-method';

type Channel = 'email' | 'sms';
const sendLabels: Record<Channel, string> = { email: 'Send code by email', sms: 'Send code by SMS' };
const resendLabels: Record<Channel, string> = {
  email: 'Send a new code by email',
  sms: 'Send a new code by SMS',
};

/**
 * The other ways to pass the second factor: switch between authenticator and recovery code, or have
 * a code sent by email or SMS (the server's "A code has been sent to …" is shown as it words it).
 */
export function TwoFactorAlternatives({ method }: { method: TTwoFactorMethod }) {
  const [, navigate] = useLocation();
  const [sending, setSending] = useState<Channel | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async (type: Channel) => {
    setSending(type);
    setNotice(null);
    try {
      const twoFactorLoginToken = useAuthStore.getState().twoFactorLoginToken ?? '';
      const { message } = await api.auth.sendTwoFactorCode({ type, twoFactorLoginToken });
      setNotice({ tone: 'success', text: message });
      navigate(twoFactorMethodHref(type));
    } catch (error) {
      const resolution = handleError(error);
      if (resolution.action === 'show') setNotice({ tone: 'error', text: resolution.message });
    } finally {
      setSending(null);
    }
  };

  const channels: Channel[] = ['email', 'sms'];
  return (
    <div className="flex flex-col gap-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <p className="font-medium text-ink">Other ways to sign in</p>
      <ul className="flex flex-col gap-2">
        {method !== 'authenticator' && (
          <li>
            <TextLink href={twoFactorMethodHref('authenticator')}>Use your authenticator app</TextLink>
          </li>
        )}
        {method !== 'recovery' && (
          <li>
            <TextLink href={twoFactorMethodHref('recovery')}>Use a recovery code</TextLink>
          </li>
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        {channels.map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            loading={sending === channel}
            disabled={sending !== null}
            onClick={() => send(channel)}
          >
            {method === channel ? resendLabels[channel] : sendLabels[channel]}
          </Button>
        ))}
      </div>
    </div>
  );
}
