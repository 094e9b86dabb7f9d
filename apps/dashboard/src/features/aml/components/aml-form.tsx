/**
 * The screening's forms in react-hook-form, checked by the client's zod schema (lib/aml-forms.ts), with the
 * server's refusals under the fields they name; and the dialog most of them are.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type FieldValues, type RegisterOptions, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { FieldFrame, useFieldIds } from '../../../components/ui/field-frame';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { type AmlField, fieldTexts } from '../lib/aml-forms';

type Body = Record<string, unknown>;
const allFields = Object.keys(fieldTexts) as AmlField[];

/** `defaultValues`: the draft as typed text, or (the thresholds) the request itself, by its own paths. */
export function useAmlForm(schema: z.ZodType, defaultValues: FieldValues) {
  const form = useForm<FieldValues, unknown, Body>({
    resolver: zodResolver(schema as z.ZodType<Body, FieldValues>),
    defaultValues,
  });
  const failure = useFormFailure(allFields, form.setError);
  /** An input's registration and message, by its path in the draft ('thresholds.crypto'). */
  const field = (name: string, options?: RegisterOptions) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return {
    failure: failure.message,
    pending: form.formState.isSubmitting,
    value: (name: AmlField): string | undefined => form.watch(name),
    /** handleSubmit: `run` sends the request once the schema has passed it. */
    submit: (run: (body: Body) => Promise<unknown>) =>
      form.handleSubmit((body) => failure.attempt(() => run(body))),
    field,
    inputs: (fields: readonly AmlField[]) => fields.map((name) => <Input key={name} {...field(name)} />),
  };
}
type AmlForm = ReturnType<typeof useAmlForm>;

/** A choice as a select, the note as a text area, anything else as a text input, as aml-forms.ts words it. */
function Input({ error, ...registration }: UseFormRegisterReturn & { error: string | undefined }) {
  const { label, hint, options } = fieldTexts[registration.name as AmlField];
  const ids = useFieldIds(undefined, error, hint);
  const texts = { label, hint, error };
  if (options) return <SelectField options={options} {...texts} {...registration} />;
  // Names, codes and addresses as typed: no autofill or spelling marks; a country is its two letters.
  const short = registration.name === 'country' || registration.name === 'nationality' ? 2 : undefined;
  const input = { autoComplete: 'off', spellCheck: false, maxLength: short };
  if (registration.name !== 'note') return <TextField {...input} {...texts} {...registration} />;
  return (
    <FieldFrame ids={ids} className="sm:col-span-2" {...texts}>
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

interface AmlFormDialogProps extends Pick<FormDialogProps, 'title' | 'action' | 'onClose'> {
  schema: z.ZodType;
  initial: FieldValues;
  /** Sends the request and answers what the toast then says; without it the form is read-only. */
  save: ((body: Body) => Promise<string>) | undefined;
  /** The fields, which may follow what is chosen (`form.value`). */
  children(form: AmlForm): ReactNode;
}

/** A dialog that is one of the screening's forms: once `save` has sent it, a toast, and the dialog closes. */
export function AmlFormDialog({ schema, initial, save, onClose, children, ...texts }: AmlFormDialogProps) {
  const form = useAmlForm(schema, initial);
  const fields = <div className="grid gap-4 sm:grid-cols-2">{children(form)}</div>;
  if (!save)
    return (
      <Modal open title={texts.title} onClose={onClose}>
        <fieldset disabled>{fields}</fieldset>
      </Modal>
    );
  const submit = form.submit(async (body) => {
    toast.success(await save(body));
    onClose();
  });
  return (
    <FormDialog {...texts} pending={form.pending} failure={form.failure} onSubmit={submit} onClose={onClose}>
      {fields}
    </FormDialog>
  );
}
