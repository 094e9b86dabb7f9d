/**
 * Platform staff's subscription dialogs for one business: Set Enterprise terms for any product (checked and
 * converted to minor units by lib/enterprise-terms.ts), and Re-activate usage for a plan whose checks were
 * paused for unpaid invoices.
 */
import type { TPlan } from '@verity/client';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useReactivateUsage, useSetEnterpriseTerms } from '../business-subscriptions-api';
import {
  type EnterpriseTermsDraft,
  enterpriseTermsDraft,
  enterpriseTermsEffect,
  enterpriseTermsSchema,
  plansCurrency,
} from '../lib/enterprise-terms';
import { useDialogForm } from './use-dialog-form';

export interface EnterpriseTermsDialogProps {
  businessId: string;
  plans: readonly TPlan[];
  /** The product chosen when it opens (from its card); the first otherwise. */
  planId?: string | undefined;
  onClose(): void;
}

export function EnterpriseTermsDialog({ businessId, plans, planId, onClose }: EnterpriseTermsDialogProps) {
  const first = plans.find((plan) => plan.id === planId) ?? plans[0];
  const initial: EnterpriseTermsDraft = enterpriseTermsDraft(first);
  const form = useDialogForm({
    initial,
    schema: enterpriseTermsSchema,
    mutation: useSetEnterpriseTerms(businessId),
    onDone: (_answer, request) => {
      const name = plans.find((plan) => plan.id === request.planId)?.name ?? 'the plan';
      toast.success(`Enterprise terms set for ${name}`);
      onClose();
    },
  });
  const chosen = plans.find((plan) => plan.id === form.draft.planId);
  const currency = plansCurrency(plans);
  const unit = currency ? ` (${currencySymbol(currency)})` : '';
  return (
    <FormDialog
      title="Set Enterprise terms"
      action="Set terms"
      pending={form.pending}
      failure={form.failure}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <SelectField
        label="Product"
        options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        value={form.draft.planId}
        // Another product: its own agreed terms, if any, to start from.
        onChange={(event) =>
          form.set(enterpriseTermsDraft(plans.find((plan) => plan.id === event.target.value)))
        }
        error={form.errors.planId}
      />
      {chosen && <p>{enterpriseTermsEffect(chosen)}</p>}
      <TextField
        label={`Monthly price${unit}`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('monthlyPrice')}
        error={form.errors.monthlyPrice}
      />
      <TextField
        label="Included checks a month"
        inputMode="numeric"
        autoComplete="off"
        {...form.field('includedChecks')}
        error={form.errors.includedChecks}
      />
      <TextField
        label={`Price per extra check${unit}`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('overagePrice')}
        error={form.errors.overagePrice}
      />
    </FormDialog>
  );
}

export interface ReactivateUsageDialogProps {
  businessId: string;
  plan: TPlan;
  onClose(): void;
}

/** Lifts the pause on a plan's checks; its unpaid invoices stay owed. */
export function ReactivateUsageDialog({ businessId, plan, onClose }: ReactivateUsageDialogProps) {
  const reactivate = useReactivateUsage(businessId);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    reactivate.mutate(plan, {
      onSuccess: () => {
        toast.success(`${plan.name} checks run again`);
        onClose();
      },
      onError: (error) => {
        const resolution = handleError(error);
        if (resolution.action === 'show') setFailure(resolution.message);
      },
    });
  };
  return (
    <ConfirmDialog
      title={`Re-activate usage for ${plan.name}?`}
      text={`${plan.name} checks run again at once. The unpaid invoices stay owed.`}
      confirm="Re-activate usage"
      pending={reactivate.isPending}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
