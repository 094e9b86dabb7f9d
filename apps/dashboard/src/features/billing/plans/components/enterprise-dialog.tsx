import type { TPlan } from '@verity/client';
import { useId } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { toast } from '../../../../components/toasts/toast-store';
import { TextField } from '../../../../components/ui/text-field';
import { useDialogForm } from '../../components/use-dialog-form';
import { useSubscribeEnterprise } from '../api';
import { type EnterpriseDraft, enterpriseRequestSchema } from '../lib/enterprise-request';

const MESSAGE_MAX = 1000;
const initial: EnterpriseDraft = { expectedChecksPerMonth: '', message: '' };

/** Contact us for Enterprise (subscribe-enterprise): the volume expected and a message, both optional. */
export function EnterpriseDialog({ plan, onClose }: { plan: TPlan; onClose(): void }) {
  const form = useDialogForm({
    initial,
    schema: enterpriseRequestSchema,
    mutation: useSubscribeEnterprise(plan.id),
    onDone: () => {
      toast.success(`Enterprise requested for ${plan.name}: we will be in touch`);
      onClose();
    },
  });
  const messageId = useId();
  const messageErrorId = `${messageId}-error`;
  return (
    <FormDialog
      title={`Enterprise ${plan.name}`}
      action="Send request"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p>Tell us what you need: we will agree volume pricing and terms with you.</p>
      <TextField
        label="Expected checks per month (optional)"
        inputMode="numeric"
        {...form.field('expectedChecksPerMonth')}
        error={form.errors.expectedChecksPerMonth}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="font-medium text-ink">
          Message (optional)
        </label>
        <textarea
          id={messageId}
          rows={4}
          maxLength={MESSAGE_MAX}
          {...form.field('message')}
          aria-invalid={form.errors.message ? true : undefined}
          aria-describedby={form.errors.message ? messageErrorId : undefined}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
        />
        {form.errors.message && (
          <p id={messageErrorId} className="text-red-600 text-xs">
            {form.errors.message}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
