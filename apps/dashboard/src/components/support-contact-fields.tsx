/**
 * How a business's customers reach it: the support email and the support phone, as onboarding's contact step
 * asks for them and the owner's Business details card edits them. One piece, so the two never differ in a
 * label, an autofill token or the phone's tel cleaner.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';
import { TextField } from './ui/text-field';

export type SupportContactField = 'supportEmail' | 'supportPhone';

export interface SupportContactFieldsProps {
  /** The form's registration of a field (react-hook-form's `register`). */
  register(field: SupportContactField): UseFormRegisterReturn;
  /** The messages under the fields (the form's errors). */
  errors: Partial<Record<SupportContactField, { message?: string | undefined } | undefined>>;
}

export function SupportContactFields({ register, errors }: SupportContactFieldsProps) {
  return (
    <>
      <TextField
        label="Support email"
        type="email"
        autoComplete="email"
        error={errors.supportEmail?.message}
        {...register('supportEmail')}
      />
      <PhoneField
        label="Support phone"
        autoComplete="tel"
        error={errors.supportPhone?.message}
        registration={register('supportPhone')}
      />
    </>
  );
}
