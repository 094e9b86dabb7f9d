import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

type MatchField = 'firstName' | 'lastName' | 'dateOfBirth';

export interface MatchDetailsFieldsProps {
  /** The form's registrations of the three fields (the date one with `setValueAs: emptyToUndefined`). */
  fields: Record<MatchField, UseFormRegisterReturn>;
  errors: Partial<Record<MatchField, string | undefined>>;
}

/** The optional details any check form may hold, compared with the record when given. */
export function MatchDetailsFields({ fields, errors }: MatchDetailsFieldsProps) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
      <legend className="px-1 font-medium">Details to match against the record (optional)</legend>
      <TextField label="First name" autoComplete="off" error={errors.firstName} {...fields.firstName} />
      <TextField label="Last name" autoComplete="off" error={errors.lastName} {...fields.lastName} />
      <TextField label="Date of birth" type="date" error={errors.dateOfBirth} {...fields.dateOfBirth} />
    </fieldset>
  );
}
