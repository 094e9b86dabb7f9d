/**
 * The screening's forms in react-hook-form, checked by the client's zod schema (lib/aml-forms.ts), with the
 * server's refusals under the fields they name. `submit(run)` is handleSubmit: `run` sends the request.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldFrame, useFieldIds } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { type AmlDraft, type AmlField, fieldTexts } from '../lib/aml-forms';

type Body = Record<string, unknown>;
const allFields = Object.keys(fieldTexts) as AmlField[];

export function useAmlForm(schema: z.ZodType, defaultValues: AmlDraft) {
  const form = useForm<AmlDraft, unknown, Body>({
    resolver: zodResolver(schema as z.ZodType<Body, AmlDraft>),
    defaultValues,
  });
  const failure = useFormFailure(allFields, form.setError);
  return {
    failure: failure.message,
    pending: form.formState.isSubmitting,
    value: (field: AmlField) => form.watch(field),
    submit: (run: (body: Body) => Promise<unknown>) =>
      form.handleSubmit((body) => failure.attempt(() => run(body))),
    /** The inputs of `fields`, in order. */
    inputs: (fields: readonly AmlField[]) =>
      fields.map((field) => (
        <Input
          key={field}
          field={field}
          error={form.formState.errors[field]?.message}
          {...form.register(field)}
        />
      )),
  };
}

type InputProps = UseFormRegisterReturn & { field: AmlField; error: string | undefined };

/** A choice as a select, the note as a text area, anything else as a text input. */
function Input({ field, error, ...registration }: InputProps) {
  const { label, hint, options } = fieldTexts[field];
  const ids = useFieldIds(undefined, error, hint);
  if (options) return <SelectField label={label} options={options} error={error} {...registration} />;
  if (field !== 'note')
    return (
      <TextField
        label={label}
        hint={hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={field === 'country' || field === 'nationality' ? 2 : undefined}
        error={error}
        {...registration}
      />
    );
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className="sm:col-span-2">
      <textarea
        id={ids.controlId}
        rows={4}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
        {...registration}
      />
    </FieldFrame>
  );
}
