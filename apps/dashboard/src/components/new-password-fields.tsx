/**
 * Choosing a new password: the new one and its confirmation, after the current one when it is a change
 * (sign-in's forced change, Settings' Change password) rather than a reset link. One piece, so the labels
 * and the autofill tokens password managers rely on are the same on every page that sets a password.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './ui/password-field';

/** A change's fields, in order; a reset's are `['password', 'confirmPassword']`. */
export const passwordChangeFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export type NewPasswordField = 'currentPassword' | 'newPassword' | 'password' | 'confirmPassword';

/** The one current password, the confirmation, or else the new one (a change's and a reset's names). */
const label = (field: NewPasswordField) =>
  field === 'currentPassword'
    ? 'Current password'
    : field === 'confirmPassword'
      ? 'Confirm new password'
      : 'New password';

export interface NewPasswordFieldsProps<F extends NewPasswordField> {
  /** The form holding the fields (react-hook-form's useForm): their registration and their messages. */
  form: {
    register(field: F): UseFormRegisterReturn;
    formState: { errors: Partial<Record<F, { message?: string | undefined } | undefined>> };
  };
  /** Which fields, in this order (the form's own names). */
  fields: readonly F[];
  hints?: Partial<Record<F, string>>;
  /** The page starts in the first field: the form is all the page is for. */
  autoFocus?: boolean;
}

export function NewPasswordFields<F extends NewPasswordField>({
  form,
  fields,
  hints,
  autoFocus = false,
}: NewPasswordFieldsProps<F>) {
  return (
    <>
      {fields.map((field) => (
        <PasswordField
          key={field}
          label={label(field)}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          hint={hints?.[field]}
          autoFocus={autoFocus && field === fields[0]}
          error={form.formState.errors[field]?.message}
          {...form.register(field)}
        />
      ))}
    </>
  );
}
