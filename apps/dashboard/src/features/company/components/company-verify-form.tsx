import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyCheckName, companyCheckSchemas, type TCompanyCheck } from '@verity/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckFormEnd } from '../../../components/check-form-end';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { useFormFailure } from '../../../lib/use-form-failure';
import { rememberCompanyCheck } from '../api';
import {
  type CompanyField,
  companyRequestBody,
  emptyCompanyForm,
  fieldHints,
  fieldsOf,
} from '../lib/company-verify';

type Values = Record<string, string | boolean>;

const labels: Record<CompanyField, string> = {
  registrationNumber: 'Registration number',
  registeredName: 'Registered name (optional)',
  premium: 'Premium report',
  tin: 'Tax identification number (TIN)',
  accountNumber: 'Account number',
  branchCode: 'Branch code',
  countryCode: 'Country',
};
const countryOptions = [
  { value: 'ng', label: 'Nigeria' },
  { value: 'za', label: 'South Africa' },
  { value: 'ke', label: 'Kenya' },
  { value: 'gh', label: 'Ghana' },
];
const formFields = [
  'registrationNumber',
  'registeredName',
  'premium',
  'tin',
  'accountNumber',
  'branchCode',
  'countryCode',
  'isConsent',
] as const;

/**
 * One company check's form, checked by the client's request schema (the server's) before anything is
 * sent; each submit carries a fresh Idempotency-Key, which the client's retries reuse.
 */
export function CompanyVerifyForm({
  check,
  onResult,
}: {
  check: CompanyCheckName;
  onResult(check: TCompanyCheck): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const schema = companyCheckSchemas[check] as unknown as z.ZodType<Values, Values>;
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: emptyCompanyForm(check),
  });
  const failure = useFormFailure(formFields, form.setError);
  const run = useMutation({
    mutationFn: (body: Values) =>
      api.company.check(check, companyRequestBody(body) as never, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      failure.setMessage(null);
      rememberCompanyCheck(queryClient, data);
      onResult(data);
    },
    onError: failure.report,
  });
  const { errors } = form.formState;
  const message = (field: string) => {
    const error = errors[field]?.message;
    return typeof error === 'string' ? error : undefined;
  };

  return (
    <form
      onSubmit={form.handleSubmit((values) => run.mutate(values))}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Business details"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldsOf[check].map((field) =>
          field === 'premium' ? (
            <div key={field} className="flex items-start gap-2 sm:col-span-2">
              <input
                id={`${id}-premium`}
                type="checkbox"
                className="mt-1 accent-brand-600"
                {...form.register('premium')}
              />
              <label htmlFor={`${id}-premium`}>
                {labels.premium}
                <span className="block text-muted text-xs">{fieldHints.premium}</span>
              </label>
            </div>
          ) : field === 'countryCode' ? (
            <SelectField
              key={field}
              label={labels.countryCode}
              options={countryOptions}
              error={message(field)}
              {...form.register(field)}
            />
          ) : (
            <TextField
              key={field}
              label={labels[field]}
              hint={fieldHints[field]}
              autoComplete="off"
              spellCheck={false}
              inputMode={field === 'accountNumber' || field === 'branchCode' ? 'numeric' : undefined}
              error={message(field)}
              {...form.register(field)}
            />
          ),
        )}
      </div>
      <CheckFormEnd
        id={id}
        consent={{
          registration: form.register('isConsent'),
          error: message('isConsent'),
          label: 'I confirm I have the consent of the business being verified',
        }}
        failure={failure.message}
        pending={run.isPending}
        submitLabel="Verify"
      />
    </form>
  );
}
