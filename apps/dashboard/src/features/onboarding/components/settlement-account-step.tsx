import { cleanTel, ZSettlementAccountRequest } from '@verity/client';
import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

const fields = ['bankName', 'accountNumber', 'accountName'] as const;

/** Settlement account: the bank account the business is settled to. */
export function SettlementAccountStep({ profile, onSaved, ...place }: StepProps) {
  const { form, errors, frame } = useStepForm({
    call: (businessId, body) => api.onboarding.saveSettlementAccount(businessId, body),
    fields,
    schema: ZSettlementAccountRequest,
    defaultValues: profile.settlementAccount ?? { bankName: '', accountNumber: '', accountName: '' },
    onSaved,
  });

  return (
    <StepForm step="settlement-account" {...place} {...frame}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Bank name"
          autoComplete="off"
          error={errors.bankName?.message}
          {...form.register('bankName')}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 20 digits"
          error={errors.accountNumber?.message}
          {...form.register('accountNumber', {
            // Digits only, as the person types (the tel cleaner).
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              form.setValue('accountNumber', cleanTel(event.target.value)),
          })}
        />
        <TextField
          label="Account name"
          autoComplete="off"
          className="sm:col-span-2"
          hint="The name on the account, as the bank has it"
          error={errors.accountName?.message}
          {...form.register('accountName')}
        />
      </div>
    </StepForm>
  );
}
