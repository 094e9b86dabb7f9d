/** Personal information's optional parts: each can be shown, and when shown, required. */
import {
  type PersonalInformationCustomField,
  personalInformationCustomFields,
  type TVFormCustomField,
  type TVFormField,
} from '@verity/client';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { CheckboxField, SettingsGroup } from '../controls';

const names: Record<PersonalInformationCustomField, string> = {
  gender: 'Gender',
  email: 'Email',
  mobile: 'Mobile number',
  photo: 'Photo',
  dateOfBirth: 'Date of birth',
  middleName: 'Middle name',
};

export function PersonalInformationSettings({
  field,
  onChange,
}: {
  field: TVFormField;
  onChange(patch: FieldPatch): void;
}) {
  const partOf = (name: PersonalInformationCustomField): TVFormCustomField =>
    field.customFields.find((custom) => custom.name === name) ?? {
      id: name,
      name,
      show: false,
      required: false,
    };
  const set = (name: PersonalInformationCustomField, change: Partial<TVFormCustomField>) => {
    const customFields = personalInformationCustomFields.map((other) => {
      const part = partOf(other);
      return other === name ? { ...part, ...change } : part;
    });
    onChange({ customFields });
  };
  return (
    <SettingsGroup title="Optional details">
      <p className="text-muted text-xs">First and last name are always asked.</p>
      {personalInformationCustomFields.map((name) => {
        const part = partOf(name);
        return (
          <div key={name} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <CheckboxField
              label={`Show ${names[name].toLowerCase()}`}
              checked={part.show}
              onChange={(show) => set(name, show ? { show } : { show, required: false })}
            />
            {part.show && (
              <CheckboxField
                label={`${names[name]} required`}
                checked={part.required}
                onChange={(required) => set(name, { required })}
              />
            )}
          </div>
        );
      })}
    </SettingsGroup>
  );
}
