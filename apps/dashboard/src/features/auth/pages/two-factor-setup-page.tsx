import { useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { ActivateTwoFactorForm } from '../components/activate-two-factor-form';
import { AuthHeading } from '../components/auth-heading';
import { ManualKey } from '../components/manual-key';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SignOutLink } from '../components/sign-out-link';
import { ACCOUNT_SETTINGS_PATH, stepAfterTwoFactorSetup } from '../lib/next-steps';
import { useTwoFactorInitiation } from '../lib/use-two-factor-initiation';

/** Signed-in users came from account settings and may go back; a forced set-up may only log out. */
function LeaveLink({ wasLoggedIn }: { wasLoggedIn: boolean }) {
  return (
    <p className="text-muted">
      {wasLoggedIn ? (
        <TextLink href={ACCOUNT_SETTINGS_PATH}>Back to account settings</TextLink>
      ) : (
        <>
          Your business requires two-factor authentication. Not now? <SignOutLink />
        </>
      )}
    </p>
  );
}

/** /auth/2FA/setup: scan, verify a first code, save the recovery codes, continue. */
export default function TwoFactorSetupPage() {
  useDocumentTitle('Set up two-factor authentication');
  const [, navigate] = useLocation();
  const [wasLoggedIn] = useState(() => useAuthStore.getState().isLoggedIn);
  const failure = useTwoFactorInitiation();
  const payload = useAuthStore((s) => s.twoFactorInitPayload);
  const recoveryCodes = useAuthStore((s) => s.recoveryCodes);
  const email = useAuthStore((s) => s.user?.email ?? null);

  const onActivated = async (codes: string[]) => {
    useAuthStore.getState().setRecoveryCodes(codes);
    try {
      // 2FA is on now: the user record says so, and the settings page reads it from here.
      useAuthStore.getState().setUser((await api.users.me()).data.user);
    } catch (error) {
      handleError(error);
    }
  };

  const onContinue = () => {
    const store = useAuthStore.getState();
    const step = stepAfterTwoFactorSetup(wasLoggedIn, store.user, store.lastVisitedProtectedRoute);
    // The codes and the secret were for this page only.
    store.setRecoveryCodes(null);
    store.setTwoFactorInitPayload(null);
    if (step.complete && !wasLoggedIn) store.markLoggedIn();
    navigate(step.to, { replace: true });
  };

  if (recoveryCodes) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="Two-factor authentication is on" />
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onContinue={onContinue} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title="Set up two-factor authentication">
        Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
        and others), then enter the code it shows.
      </AuthHeading>
      {failure && <Alert tone="error">{failure}</Alert>}
      {!payload && !failure && (
        <div className="flex justify-center py-6">
          <Spinner label="Preparing your QR code" />
        </div>
      )}
      {payload && (
        <>
          <img
            src={payload.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="mx-auto h-[200px] w-[200px] rounded-md border border-slate-200"
          />
          <ManualKey secret={payload.secret} />
          <ActivateTwoFactorForm onActivated={onActivated} />
        </>
      )}
      <LeaveLink wasLoggedIn={wasLoggedIn} />
    </div>
  );
}
