/**
 * /businesses/create (gate admin:business:view): platform staff create a business and invite its owner, then
 * go to the new business's manage page.
 */
import type { TAdminCreateAccountRequest } from '@verity/client';
import { useLocation } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useBusinessOptions, useCreateBusiness } from '../api';
import { CreateBusinessForm } from '../components/create-business-form';

export default function CreateBusinessPage() {
  useDocumentTitle('Create business');
  const [, navigate] = useLocation();
  const options = useBusinessOptions();
  const failure = useQueryFailure(options.error);
  const create = useCreateBusiness();

  const submit = async (values: TAdminCreateAccountRequest) => {
    const { data, message } = await create.mutateAsync(values);
    toast.success(message);
    navigate(`${scopeBasePath('business', data.business.id)}/manage`);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <TextLink href="/businesses" className="self-start">
        ← Businesses
      </TextLink>
      <h1 className="font-semibold text-2xl">Create business</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-5">
        {options.isError ? (
          <QueryError
            message={failure}
            onRetry={() => void options.refetch()}
            fallback="The countries and currencies could not be loaded."
          />
        ) : options.data ? (
          <CreateBusinessForm options={options.data} onSubmit={submit} />
        ) : (
          <Spinner label="Loading the form" />
        )}
      </div>
    </div>
  );
}
