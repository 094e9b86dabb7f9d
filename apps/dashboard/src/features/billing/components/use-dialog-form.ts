import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FormSubmit } from '../../../lib/form-submit';
import { useFormFailure } from '../../../lib/use-form-failure';

/**
 * A small dialog form in react-hook-form: the fields as typed, checked by `schema` through zodResolver (a
 * draft schema, lib/draft-schema.ts: the feature's check, then the client's schema for the call), its
 * messages under the fields. `submit` is handleSubmit: it sends the request the schema made and, on a
 * refusal, puts the server's field messages under the fields and the rest in the dialog (useFormFailure).
 */
export function useDialogForm<Draft extends FieldValues, Request, Answer>(options: {
  initial: Draft;
  schema: z.ZodType<Request, Draft>;
  mutation: UseMutationResult<Answer, Error, Request>;
  onDone(answer: Answer, request: Request): void;
}) {
  type Field = keyof Draft & string;
  const [fields] = useState(() => Object.keys(options.initial) as Path<Draft>[]);
  const form = useForm<Draft, unknown, Request>({
    resolver: zodResolver(options.schema),
    defaultValues: options.initial as DefaultValues<Draft>,
  });
  const failure = useFormFailure(fields, form.setError);
  const draft = form.watch() as Draft;
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = form.formState.errors[field]?.message;
    if (typeof message === 'string') errors[field as Field] = message;
  }
  const submit: FormSubmit = form.handleSubmit((request) => {
    failure.setMessage(null);
    options.mutation.mutate(request, {
      onSuccess: (answer) => options.onDone(answer, request),
      onError: failure.report,
    });
  });
  return {
    draft,
    errors,
    failure: failure.message,
    pending: options.mutation.isPending,
    /** An input's props: registered with react-hook-form, and showing the value it holds. */
    field: (name: Field) => ({ ...form.register(name as Path<Draft>), value: draft[name] }),
    /** Sets fields that are not inputs of their own (a radio group's choice, a product's terms). */
    set: (patch: Partial<Draft>) => {
      for (const [name, value] of Object.entries(patch))
        form.setValue(name as Path<Draft>, value as PathValue<Draft, Path<Draft>>);
    },
    submit,
  };
}
