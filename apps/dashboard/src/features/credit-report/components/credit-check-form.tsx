import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreditReportCheckName,
  creditReportCheckSchemas,
  type TCreditReportCheck,
} from '@verity/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckFormEnd } from '../../../components/check-form-end';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { useFormFailure } from '../../../lib/use-form-failure';
import { rememberCreditReport } from '../api';
import { checkFields } from '../lib/credit-paths';

type Values = Record<string, string | boolean>;

/** One credit check's form, on the client's request schema (the server's); a fresh Idempotency-Key per submit. */
export function CreditCheckForm({
  check,
  onResult,
}: {
  check: CreditReportCheckName;
  onResult(report: TCreditReportCheck): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const fields = checkFields[check];
  const schema = creditReportCheckSchemas[check] as unknown as z.ZodType<Values, Values>;
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...Object.fromEntries(fields.map(([name]) => [name, ''])), isConsent: false },
  });
  const failure = useFormFailure([...fields.map(([name]) => name), 'isConsent'], form.setError);
  const run = useMutation({
    mutationFn: (body: Values) =>
      api.creditReport.check(check, body as never, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      failure.setMessage(null);
      rememberCreditReport(queryClient, data);
      onResult(data);
    },
    onError: failure.report,
  });
  const message = (field: string) => {
    const error = form.formState.errors[field]?.message;
    return typeof error === 'string' ? error : undefined;
  };
  return (
    <form
      onSubmit={form.handleSubmit((values) => run.mutate(values))}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Subject of the report"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            type={name === 'dateOfBirth' ? 'date' : 'text'}
            autoComplete="off"
            spellCheck={false}
            inputMode={name === 'bvn' || name === 'nationalId' ? 'numeric' : undefined}
            error={message(name)}
            {...form.register(name)}
          />
        ))}
      </div>
      <CheckFormEnd
        id={id}
        consent={{
          registration: form.register('isConsent'),
          error: message('isConsent'),
          label: check.endsWith('Business')
            ? 'I confirm I have the consent of the business being checked'
            : 'I confirm I have the consent of the person being checked',
        }}
        failure={failure.message}
        pending={run.isPending}
        submitLabel="Get report"
      />
    </form>
  );
}
