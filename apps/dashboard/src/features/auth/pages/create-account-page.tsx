import type { TCreateBusinessAccountRequest } from '@verity/client';
import { useLocation } from 'wouter';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { AuthHeading } from '../components/auth-heading';
import { CreateAccountForm } from '../components/create-account-form';
import { flagAccountJustCreated } from '../lib/account-just-created';
import { savePendingAccount } from '../lib/pending-account';

/** /auth/create-account: the business signs up; a code is emailed to finish on /auth/account-created. */
export default function CreateAccountPage() {
  useDocumentTitle('Create an account');
  const [, navigate] = useLocation();

  const create = async (values: TCreateBusinessAccountRequest) => {
    const { data } = await api.auth.createBusinessAccount(values);
    savePendingAccount(sessionStorage, {
      accountCreationToken: data.accountCreationToken,
      email: data.email,
      details: values,
    });
    flagAccountJustCreated(useAuthStore.getState().setAccountJustCreated);
    navigate('/auth/account-created');
  };

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Create your business account">
        Tell us about you and your business. We will email you a code to confirm your address.
      </AuthHeading>
      <CreateAccountForm onSubmit={create} />
      <p className="text-muted">
        Already have an account? <TextLink href="/auth/login">Log in</TextLink>
      </p>
    </div>
  );
}
