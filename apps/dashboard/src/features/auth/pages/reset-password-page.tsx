import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { AuthHeading } from '../components/auth-heading';
import { ResetPasswordForm } from '../components/reset-password-form';
import { resetTokenFrom } from '../lib/next-steps';

const MISSING_TOKEN_MESSAGE = 'This password reset link is incomplete. Ask for a new one.';

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="This link cannot be used" />
      <Alert tone="error">{message}</Alert>
      <p className="text-muted">
        <TextLink href="/auth/forgot-password">Ask for a new reset link</TextLink> or{' '}
        <TextLink href="/auth/login">go back to log in</TextLink>.
      </p>
    </div>
  );
}

/** /auth/reset-password/:token and /auth/reset_password?token=: the link is checked before the form. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset your password');
  const params = useParams<{ token?: string }>();
  const token = resetTokenFrom(params.token, useSearch());
  const verification = useQuery({
    queryKey: ['auth', 'password-reset-token', token],
    queryFn: async ({ signal }) => (await api.auth.verifyPasswordResetToken(token ?? '', { signal })).data,
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const failure = useQueryFailure(verification.error);

  if (token === null) return <InvalidLink message={MISSING_TOKEN_MESSAGE} />;
  if (verification.isError) return <InvalidLink message={failure ?? verification.error.message} />;
  if (!verification.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Checking your reset link" />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Choose a new password">
        For <strong className="break-all font-medium text-ink">{verification.data.email}</strong>. The link
        works once.
      </AuthHeading>
      <ResetPasswordForm token={token} />
    </div>
  );
}
