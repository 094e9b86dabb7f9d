import { useSearch } from 'wouter';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { TwoFactorAlternatives } from '../components/two-factor-alternatives';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { twoFactorMethodFrom, twoFactorMethodTexts } from '../lib/two-factor-method';

/** /auth/2FA: the password was right; the second factor finishes the login. */
export default function TwoFactorPage() {
  useDocumentTitle('Two-factor authentication');
  const method = twoFactorMethodFrom(useSearch());
  const email = useAuthStore((s) => s.user?.email ?? null);

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title="Two-factor authentication">
        {twoFactorMethodTexts[method].instructions}
        {email && (
          <>
            {' '}
            Signing in as <strong className="break-all font-medium text-ink">{email}</strong>.
          </>
        )}
      </AuthHeading>
      {/* A fresh form per way: a half-typed authenticator code is no recovery code. */}
      <TwoFactorCodeForm key={method} method={method} />
      <TwoFactorAlternatives method={method} />
      <p className="text-muted">
        Not you?{' '}
        <TextLink href="/auth/login" onClick={() => useAuthStore.getState().logout()}>
          Sign in with another account
        </TextLink>
      </p>
    </div>
  );
}
