/**
 * A phone number field (a mobile, a support line): a tel input that keeps digits only as the person types,
 * through the client's own tel cleaner, so what is seen is what is sent. Every phone field is this one, so
 * none of them forgets the cleaner or the phone keypad.
 */
import { cleanTel } from '@verity/client';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { withCleaner } from '../lib/with-cleaner';
import { TextField, type TextFieldProps } from './ui/text-field';

export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputMode' | 'name' | 'onChange' | 'onBlur' | 'ref'> {
  /** The form's registration of the field (react-hook-form's `register(name)`). */
  registration: UseFormRegisterReturn;
}

export function PhoneField({ registration, ...field }: PhoneFieldProps) {
  return <TextField type="tel" inputMode="tel" {...field} {...withCleaner(registration, cleanTel)} />;
}
