/**
 * A person's details as every form that asks for them writes them (sign-up, registration, the admin's
 * Create business and Create organization, onboarding's contact person): first and last name side by side,
 * then email and mobile. One piece, so a label, an autofill token or the mobile's tel cleaner never drifts
 * from one form to another; browser tests find these fields by their labels.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';
import { TextField } from './ui/text-field';

export type PersonField = 'firstName' | 'lastName' | 'email' | 'mobile';

/** The fields, in the order the forms show them: what a form's server errors may name too. */
export const personFields = ['firstName', 'lastName', 'email', 'mobile'] as const;

const defaultLabels: Record<PersonField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  mobile: 'Mobile number',
};

/** The browser's autofill tokens, for a form the person fills in about themselves. */
const ownDetails: Record<PersonField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  mobile: 'tel',
};

export interface PersonFieldsProps<F extends PersonField> {
  /** The form's registration of a field; a form holding the person in an object registers `person.${field}`. */
  register(field: F): UseFormRegisterReturn;
  /** The messages under the fields: the form's errors, or its person object's. */
  errors: Partial<Record<F, { message?: string | undefined } | undefined>> | undefined;
  /** Which fields, in this order (default all four). */
  fields?: readonly F[];
  /** Labels other than the usual ('Owner's email address'). */
  labels?: Partial<Record<PersonField, string>>;
  /** Someone else's details (staff inviting an owner): the browser must not offer the user's own. */
  someoneElse?: boolean;
  /**
   * 'rows' (default): the names side by side, every other field a full row of the surrounding column;
   * 'cells': every field a cell of the surrounding grid.
   */
  layout?: 'rows' | 'cells';
}

export function PersonFields<F extends PersonField = PersonField>({
  register,
  errors,
  // Without a list the form has all four, so F is PersonField.
  fields = personFields as readonly PersonField[] as readonly F[],
  labels,
  someoneElse = false,
  layout = 'rows',
}: PersonFieldsProps<F>) {
  const input = (field: F) => {
    const common = {
      label: labels?.[field] ?? defaultLabels[field],
      autoComplete: someoneElse ? 'off' : ownDetails[field],
      error: errors?.[field]?.message,
    };
    if (field === 'mobile') return <PhoneField key={field} {...common} registration={register(field)} />;
    return (
      <TextField
        key={field}
        type={field === 'email' ? 'email' : undefined}
        {...common}
        {...register(field)}
      />
    );
  };
  const paired = layout === 'rows' && fields[0] === 'firstName' && fields[1] === 'lastName';
  if (!paired) return <>{fields.map(input)}</>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">{fields.slice(0, 2).map(input)}</div>
      {fields.slice(2).map(input)}
    </>
  );
}
