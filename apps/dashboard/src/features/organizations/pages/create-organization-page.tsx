/**
 * /organizations/create (gate organization:manage): the business creates an organization and invites its
 * first staff member, then opens the new organization. Platform staff do the same for a business at
 * /businesses/admin/{business_id}/organizations/create.
 */
import type { TCreateOrganizationRequest } from '@verity/client';
import { useLocation } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { useScopeProfile } from '../../../shell/use-scope-profile';
import { useCountries, useCreateOrganization } from '../api';
import { CreateOrganizationForm } from '../components/create-organization-form';
import { useOrganizationsScope } from '../lib/organizations-scope';

export default function CreateOrganizationPage() {
  useDocumentTitle('Create organization');
  const [, navigate] = useLocation();
  const countries = useCountries();
  const failure = useQueryFailure(countries.error);
  const scope = useOrganizationsScope();
  const own = useBusinessProfile().data;
  const viewed = useScopeProfile('business', scope.businessId ?? '').data;
  // Where the business is: most organizations are branches in its own country.
  const country = (scope.businessId ? viewed?.countryCode : own?.countryCode) ?? 'NG';
  const create = useCreateOrganization(scope.businessId);

  const submit = async (values: TCreateOrganizationRequest, logo: File | null) => {
    const { data, message } = await create.mutateAsync({ values, logo });
    toast.success(message);
    navigate(scope.organizationPath(data.id));
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <TextLink href={scope.listPath} className="self-start">
        ← Organizations
      </TextLink>
      <h1 className="font-semibold text-2xl">Create organization</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-5">
        {countries.isError ? (
          <QueryError
            message={failure}
            onRetry={() => void countries.refetch()}
            fallback="The countries could not be loaded."
          />
        ) : countries.data ? (
          <CreateOrganizationForm countries={countries.data} defaultCountry={country} onSubmit={submit} />
        ) : (
          <Spinner label="Loading the form" />
        )}
      </div>
    </div>
  );
}
