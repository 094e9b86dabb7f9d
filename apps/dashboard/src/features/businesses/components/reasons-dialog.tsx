/**
 * Decline or suspend with reasons (reasonsForDecline, reasonsForSuspension): a few common reasons to tick and
 * one of staff's own words, at least one in all. The owner is emailed them. The dialog is the confirmation:
 * it names the business and what the decision does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import {
  commonReasons,
  OTHER_REASON_MAX,
  type ReasonKind,
  type ReasonsForm,
  reasonsSchema,
} from '../lib/reasons';

const texts: Readonly<Record<ReasonKind, { title: string; action: string; effect: string }>> = {
  decline: {
    title: 'Decline',
    action: 'Decline business',
    effect: 'The owner is emailed these reasons and can change the details and submit again.',
  },
  suspend: {
    title: 'Suspend',
    action: 'Suspend business',
    effect:
      'Live checks and API keys stop at once until the business is reinstated. The owner is emailed these reasons.',
  },
};

export interface ReasonsDialogProps {
  kind: ReasonKind;
  businessName: string;
  pending: boolean;
  onConfirm(reasons: string[]): void;
  onClose(): void;
}

export function ReasonsDialog({ kind, businessName, pending, onConfirm, onClose }: ReasonsDialogProps) {
  const id = useId();
  const form = useForm<ReasonsForm, unknown, string[]>({
    resolver: zodResolver(reasonsSchema(kind)),
    defaultValues: { ticked: [], other: '' },
  });
  // The message is the reasons' as a whole: ticking or typing clears it until the next submit.
  const clearError = () => form.clearErrors('ticked');
  const error = form.formState.errors.ticked?.message;
  const text = texts[kind];

  const submit = form.handleSubmit((reasons) => onConfirm(reasons));

  return (
    <Modal open title={`${text.title} ${businessName}?`} onClose={() => !pending && onClose()}>
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <p className="text-sm">{text.effect}</p>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="mb-1 font-medium">Reasons</legend>
          {commonReasons[kind].map((reason, index) => (
            <div key={reason} className="flex items-start gap-2">
              <input
                id={`${id}-reason-${index}`}
                type="checkbox"
                className="mt-1 accent-brand-600"
                value={reason}
                {...form.register('ticked', { onChange: clearError })}
              />
              <label htmlFor={`${id}-reason-${index}`}>{reason}</label>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-other`} className="font-medium text-ink">
            Another reason
          </label>
          <textarea
            id={`${id}-other`}
            rows={3}
            maxLength={OTHER_REASON_MAX}
            {...form.register('other', { onChange: clearError })}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
        </div>
        {error && (
          <Alert tone="error">
            <span id={`${id}-error`}>{error}</span>
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {text.action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
