/**
 * A form that is a page of its own (platform staff's Create business, Create organization): its sections,
 * each a fieldset named by its legend, then the server's refusal kept under them (a toast fades), then Cancel
 * back to the list beside the submit. One frame, so every such page ends the same way; the form's
 * `onSubmit` is react-hook-form's handleSubmit (app/form-idiom.test.ts).
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { ButtonLink } from './ui/button-link';

export interface PageFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's failure message (useFormFailure), or null. */
  failure: string | null;
  /** Where Cancel goes: the list the page was opened from. */
  cancelHref: string;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

export function PageForm({
  onSubmit,
  failure,
  cancelHref,
  submitLabel,
  submitting,
  children,
}: PageFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink href={cancelHref} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** One part of the page's form, named by its legend, with an optional note under it. */
export function PageFormSection({
  legend,
  note,
  children,
}: {
  legend: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {note && <p className="text-muted text-sm">{note}</p>}
      {children}
    </fieldset>
  );
}
