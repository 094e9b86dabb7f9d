/**
 * An identity verification field: its country, the identity type it verifies (with the price of each,
 * from GET /v-forms/fields/options) and whether it verifies at all. These change the estimated charge.
 */
import { type TVFormField, vformVerificationCountries } from '@verity/client';
import { SelectField } from '../../../../../components/ui/select-field';
import { Spinner } from '../../../../../components/ui/spinner';
import { formatMoney } from '../../../../../lib/format';
import { useFieldOptions } from '../../../api/builder-api';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { CheckboxField, SettingsGroup } from '../controls';

const countryNames: Record<string, string> = { ng: 'Nigeria', gh: 'Ghana', ke: 'Kenya', za: 'South Africa' };

export function VerificationSettings({
  field,
  onChange,
}: {
  field: TVFormField;
  onChange(patch: FieldPatch): void;
}) {
  const options = useFieldOptions();
  const country = field.country ?? 'ng';
  const types = options.data?.verificationTypes[country] ?? [];
  return (
    <SettingsGroup title="Verification">
      <SelectField
        label="Country"
        value={country}
        options={vformVerificationCountries.map((code) => ({
          value: code,
          label: countryNames[code] ?? code,
        }))}
        onChange={(event) => {
          const next = event.target.value;
          // A type belongs to its country: switching country picks that country's first type.
          const first = options.data?.verificationTypes[next]?.[0]?.value ?? null;
          onChange({ country: next, verificationType: first });
        }}
      />
      {options.data ? (
        <SelectField
          label="Verification type"
          value={field.verificationType ?? ''}
          options={types.map((type) => ({
            value: type.value,
            label: `${type.title} — ${formatMoney(type.price)}`,
          }))}
          onChange={(event) => onChange({ verificationType: event.target.value })}
        />
      ) : (
        <Spinner size="sm" label="Loading the verification types" />
      )}
      <CheckboxField
        label="Perform verification"
        hint="Checks the number against its registry when the form is submitted (charged per response)."
        checked={field.performVerification}
        onChange={(performVerification) => onChange({ performVerification })}
      />
    </SettingsGroup>
  );
}
