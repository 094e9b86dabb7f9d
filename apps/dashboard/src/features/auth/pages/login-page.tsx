import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { LoginEmailForm } from '../components/login-email-form';
import { LoginPasswordForm } from '../components/login-password-form';

export const SESSION_TIMED_OUT_MESSAGE = 'Your session timed out. Log in again to continue.';
/** The tab's title (also the static shell's <title>, auth-shell/render-auth-shells.tsx). */
export const LOGIN_PAGE_TITLE = 'Log in';

/** The store's one-time notice (e.g. 'Could not connect to server'), read once and cleared. */
function useLoginNotice(): string | null {
  const [notice] = useState(() => useAuthStore.getState().loginNotice);
  useEffect(() => {
    if (notice) useAuthStore.getState().setLoginNotice(null);
  }, [notice]);
  return notice;
}

/** /auth/login: email, then password, then the decision tree. */
export default function LoginPage() {
  useDocumentTitle(LOGIN_PAGE_TITLE);
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(() => useAuthStore.getState().email ?? '');
  const notice = useLoginNotice();
  const sessionTimedOut = useAuthStore((s) => s.sessionTimedOut);

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Log in to Verity">Welcome back. Enter your details to continue.</AuthHeading>
      {notice && <Alert tone="error">{notice}</Alert>}
      {sessionTimedOut && <Alert tone="warning">{SESSION_TIMED_OUT_MESSAGE}</Alert>}
      {step === 'email' ? (
        <LoginEmailForm
          defaultEmail={email}
          onContinue={(value) => {
            setEmail(value);
            setStep('password');
          }}
        />
      ) : (
        <LoginPasswordForm email={email} onChangeEmail={() => setStep('email')} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TextLink href="/auth/forgot-password">Forgot password?</TextLink>
        <p className="text-muted">
          New to Verity? <TextLink href="/auth/create-account">Create an account</TextLink>
        </p>
      </div>
    </div>
  );
}
