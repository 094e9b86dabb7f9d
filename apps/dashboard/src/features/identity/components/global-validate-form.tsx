import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TGlobalValidateRequest, type TIdentityCheck, ZGlobalValidateRequest } from '@verity/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QueryError } from '../../../components/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { rememberNewCheck, useGlobalValidateOptions } from '../api';
import { emptyToUndefined } from '../lib/verify-form';
import { CheckFormFooter } from './check-form-footer';

type GlobalFormValues = z.input<typeof ZGlobalValidateRequest>;
const formFields = [
  'country',
  'type',
  'number',
  'firstName',
  'lastName',
  'dateOfBirth',
  'isConsent',
] as const;

/**
 * Global validation (global/validate): the countries and types the server offers, then the number. The server
 * holds the per-country rules here, so its field messages are shown under the fields.
 */
export function GlobalValidateForm({ onResult }: { onResult(check: TIdentityCheck): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const options = useGlobalValidateOptions();
  const optionsFailure = useQueryFailure(options.error);
  const form = useForm<GlobalFormValues, unknown, TGlobalValidateRequest>({
    resolver: zodResolver(ZGlobalValidateRequest),
    defaultValues: { type: '', number: '', firstName: '', lastName: '', isConsent: false },
  });
  const failure = useFormFailure(formFields, form.setError);
  const validate = useMutation({
    mutationFn: (body: TGlobalValidateRequest) =>
      api.identity.globalValidate(body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      failure.setMessage(null);
      rememberNewCheck(queryClient, data);
      onResult(data);
    },
    onError: failure.report,
  });

  if (options.isError) return <QueryError message={optionsFailure} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Spinner label="Loading the countries" />;

  const country = options.data.find((item) => item.country === form.watch('country'));
  const type = country?.types.find((item) => item.value === form.watch('type'));
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ firstName, lastName, ...rest }) =>
    validate.mutate({ ...rest, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Global validation">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Country"
          placeholder="Select a country"
          options={options.data.map((item) => ({ value: item.country, label: item.countryName }))}
          error={errors.country?.message}
          {...form.register('country', {
            setValueAs: emptyToUndefined,
            onChange: () => form.setValue('type', ''),
          })}
        />
        <SelectField
          label="Type"
          placeholder={country ? 'Select a type' : 'Select a country first'}
          options={(country?.types ?? []).map((item) => ({ value: item.value, label: item.name }))}
          disabled={!country}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <TextField
          label="Number"
          autoComplete="off"
          spellCheck={false}
          hint={type?.example ? `For example ${type.example}` : undefined}
          error={errors.number?.message}
          {...form.register('number')}
        />
      </div>
      <CheckFormFooter form={form} id={id} failure={failure.message} pending={validate.isPending} />
    </form>
  );
}
