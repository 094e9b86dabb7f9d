import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanTel, numberRuleFor, type TIdentityCheck, type TIdentityCheckRequest } from '@verity/client';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { rememberNewCheck } from '../api';
import {
  emptyVerifyForm,
  type VerifyFormSchema,
  type VerifyFormValues,
  verifyRequestBody,
} from '../lib/verify-form';
import {
  bankListFor,
  fieldLabelFor,
  isDigitOnly,
  needsBranchCode,
  type VerifyCountry,
} from '../lib/verify-screens';
import { BankField } from './bank-field';
import { CheckFormFooter } from './check-form-footer';

const formFields = [
  'number',
  'accountNumber',
  'bankCode',
  'firstName',
  'lastName',
  'dateOfBirth',
  'isConsent',
] as const;

export interface IdentityVerifyFormProps {
  country: VerifyCountry;
  type: string;
  schema: VerifyFormSchema;
  onResult(check: TIdentityCheck): void;
}

/**
 * The form of one (country, type), checked by the client's request schema before anything is sent.
 * Keyed by type outside, so switching types starts a clean form.
 */
export function IdentityVerifyForm({ country, type, schema, onResult }: IdentityVerifyFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const rule = numberRuleFor(country, type);
  const defaultValues = useMemo(() => emptyVerifyForm(country, type), [country, type]);
  const form = useForm<VerifyFormValues, unknown, TIdentityCheckRequest>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const failure = useFormFailure(formFields, form.setError);

  const verify = useMutation({
    // A fresh key per submit: the client's retries of this request reuse it, a new submit does not.
    mutationFn: (body: TIdentityCheckRequest) =>
      api.identity.verify(country, type, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      failure.setMessage(null);
      rememberNewCheck(queryClient, data);
      onResult(data);
    },
    onError: failure.report,
  });

  if (!rule) return null;
  const { errors } = form.formState;
  const numberRegistration = form.register(rule.field);
  const bankList = bankListFor(country, type);
  const submit = form.handleSubmit((values) => verify.mutate(verifyRequestBody(values)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Verification details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabelFor(rule.label)}
          autoComplete="off"
          spellCheck={false}
          inputMode={isDigitOnly(country, type) ? 'numeric' : undefined}
          error={errors[rule.field]?.message}
          {...(isDigitOnly(country, type) ? withCleaner(numberRegistration, cleanTel) : numberRegistration)}
        />
        {bankList && (
          <BankField
            list={bankList}
            registration={form.register('bankCode')}
            error={errors.bankCode?.message}
          />
        )}
        {needsBranchCode(country, type) && (
          <TextField
            label="Branch code"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            error={errors.bankCode?.message}
            {...withCleaner(form.register('bankCode'), cleanTel)}
          />
        )}
      </div>
      <CheckFormFooter form={form} id={id} failure={failure.message} pending={verify.isPending} />
    </form>
  );
}
