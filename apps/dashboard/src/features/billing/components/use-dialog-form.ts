import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { submitFailure } from '../../../lib/submit-failure';
import type { FormCheck } from '../lib/amount-field';

/**
 * A small dialog form kept in plain state: the fields as typed, a message per field, the server's refusal.
 * `submit` checks the draft (lib/), sends the request, and on a refusal puts the server's field messages
 * under the fields and the rest in the dialog.
 */
export function useDialogForm<Draft extends object, Request, Answer>(options: {
  initial: Draft;
  check(draft: Draft): FormCheck<Request, keyof Draft & string>;
  mutation: UseMutationResult<Answer, Error, Request>;
  onDone(answer: Answer, request: Request): void;
}) {
  type Field = keyof Draft & string;
  const [draft, setDraft] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(options.initial) as Field[];
  return {
    draft,
    errors,
    failure,
    pending: options.mutation.isPending,
    /** An input's change handler for one field; typing clears its message. */
    edit: (field: Field) => (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    set: (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      const check = options.check(draft);
      if ('errors' in check) {
        setErrors(check.errors);
        return;
      }
      setErrors({});
      setFailure(null);
      const { request } = check;
      options.mutation.mutate(request, {
        onSuccess: (answer) => options.onDone(answer, request),
        onError: (error) => {
          const shown = submitFailure(error, fields);
          setErrors(shown.fields);
          setFailure(shown.message);
        },
      });
    },
  };
}
