import type { TUser } from '@verity/client';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { ChangePasswordForm } from '../components/change-password-form';
import { SignOutLink } from '../components/sign-out-link';
import { stepAfterPasswordChange } from '../lib/next-steps';

type Reason = 'first-login' | 'expired' | 'other';

function reasonFor(user: TUser | null, now: number): Reason {
  if (user?.firstTimeLogin) return 'first-login';
  if (user && Date.parse(user.passwordExpiresAt) <= now) return 'expired';
  return 'other';
}

/** `current` is the hint under the current-password field. */
const headings: Record<Reason, { title: string; text: string; current: string }> = {
  'first-login': {
    title: 'Choose your own password',
    text: 'You signed in with a temporary password. Replace it with one only you know to continue.',
    current: 'The temporary password from your email.',
  },
  expired: {
    title: 'Your password has expired',
    text: 'Passwords expire after a while to keep your account safe. Choose a new one to continue.',
    current: 'The password you signed in with.',
  },
  other: {
    title: 'Change your password',
    text: 'Choose a new password to continue.',
    current: 'The password you signed in with.',
  },
};

/** /auth/change-password: a first login or an expired password must be changed before going on. */
export default function ChangePasswordPage() {
  useDocumentTitle('Change your password');
  const [, navigate] = useLocation();
  // Read once: the answer to the change clears firstTimeLogin, and where to go next depends on what it was
  // before (a first-time user goes to the last route, others to /get-started).
  const [reason] = useState(() => reasonFor(useAuthStore.getState().user, Date.now()));
  const heading = headings[reason];

  const onChanged = (user: TUser) => {
    const store = useAuthStore.getState();
    const step = stepAfterPasswordChange(user, reason === 'first-login', store.lastVisitedProtectedRoute);
    store.finishSetUpStep(user, step.complete);
    navigate(step.to, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={heading.title}>{heading.text}</AuthHeading>
      <ChangePasswordForm currentPasswordHint={heading.current} onChanged={onChanged} />
      <p className="text-muted">
        Not now? <SignOutLink />
      </p>
    </div>
  );
}
