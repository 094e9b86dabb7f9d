import { useQuery } from '@tanstack/react-query';
import type { TRegisterRequest } from '@verity/client';
import { useLocation, useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuthStore } from '../../../session/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { RegisterForm } from '../components/register-form';

/** /auth/register/:token: an invited person joins their business (registering signs them in). */
export default function RegisterPage() {
  useDocumentTitle('Accept your invitation');
  const [, navigate] = useLocation();
  const { token = '' } = useParams<{ token?: string }>();
  const invitation = useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: async ({ signal }) => (await api.auth.verifyInvitation(token, { signal })).data,
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
  });
  const failure = useQueryFailure(invitation.error);

  const register = async (body: TRegisterRequest) => {
    const { data } = await api.auth.register(token, body);
    // A token in the answer means the server started a session (its cookie carries it); none: sign in.
    const signedIn = data.token !== null;
    if (signedIn) useAuthStore.getState().startSession(data.user, true);
    navigate(signedIn ? '/' : '/auth/login', { replace: true });
  };

  if (invitation.isError)
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="This invitation cannot be used" />
        <Alert tone="error">{failure ?? invitation.error.message}</Alert>
        <p className="text-muted">
          Ask the person who invited you for a new invitation, or{' '}
          <TextLink href="/auth/login">log in</TextLink> if you already have an account.
        </p>
      </div>
    );
  if (!invitation.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Checking your invitation" />
      </div>
    );

  const { businessName, roleName, email } = invitation.data;
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={`Join ${businessName} as ${roleName}`}>
        You were invited as <strong className="break-all font-medium text-ink">{email}</strong>. Tell us a
        little about yourself and choose a password.
      </AuthHeading>
      <RegisterForm onSubmit={register} />
    </div>
  );
}
