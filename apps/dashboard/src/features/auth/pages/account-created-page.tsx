import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from '../components/auth-heading';
import { VerifyAccountForm } from '../components/verify-account-form';
import { clearPendingAccount, type PendingAccount, readPendingAccount } from '../lib/pending-account';

/** /auth/account-created: the emailed code finishes the sign-up started on /auth/create-account. */
export default function AccountCreatedPage() {
  useDocumentTitle('Confirm your email');
  const [pending, setPending] = useState<PendingAccount | null>(() => readPendingAccount(sessionStorage));
  const [completed, setCompleted] = useState<string | null>(null);

  if (completed) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="Your account is ready" />
        <Alert tone="success">{completed}</Alert>
        <ButtonLink href="/auth/login" block>
          Go to log in
        </ButtonLink>
      </div>
    );
  }

  if (!pending) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="Nothing to confirm">
          We could not find a sign-up waiting for its code in this browser tab.
        </AuthHeading>
        <TextLink href="/auth/create-account">Create an account</TextLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Check your email">
        We sent a 6-digit code to <strong className="break-all font-medium text-ink">{pending.email}</strong>.
        Enter it below to create your account.
      </AuthHeading>
      <VerifyAccountForm
        pending={pending}
        onPendingChange={setPending}
        onCompleted={(message) => {
          clearPendingAccount(sessionStorage);
          setCompleted(message);
        }}
      />
      <p className="text-muted">
        Wrong email address? <TextLink href="/auth/create-account">Start again</TextLink>
      </p>
      {/* The server answers alike for an address that has an account (no code, a notice instead), so the
          page cannot tell; it says what that person will find in their inbox. */}
      <p className="text-muted">
        Already have an account with this address? Then we emailed you a note instead of a code:{' '}
        <TextLink href="/auth/login">log in</TextLink> or{' '}
        <TextLink href="/auth/forgot-password">reset your password</TextLink>.
      </p>
    </div>
  );
}
