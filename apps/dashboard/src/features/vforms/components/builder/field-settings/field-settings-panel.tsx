/**
 * The field-settings panel: every setting of the selected field, each change a command on the store.
 * What shows depends on the field's type: options for choices, the verification for identity fields,
 * what to capture for identity capture, the optional parts for personal information, the buttons for a
 * page break.
 */
import { type TVFormField, ZVFormFieldSettings } from '@verity/client';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { useBuilder, useBuilderActions } from '../builder-context';
import { CheckboxField, ColorField, checkWith, DraftTextField, SettingsGroup } from '../controls';
import { fieldTypeNames } from '../field-labels';
import { CaptureSettings } from './capture-settings';
import { ChoiceOptions } from './choice-options';
import { PageBreakSettings } from './page-break-settings';
import { PersonalInformationSettings } from './personal-information-settings';
import { ValidationSettings } from './validation-settings';
import { VerificationSettings } from './verification-settings';

const shape = ZVFormFieldSettings.shape;
const checkLabel = checkWith(shape.label.unwrap());
const checkDescription = checkWith(shape.description);
const checkPlaceholder = checkWith(shape.placeholder);

/** Types with a text box the placeholder shows in. */
const withPlaceholder = new Set<TVFormField['type']>(['short-text', 'long-text', 'email', 'phone', 'number']);

export function FieldSettingsPanel() {
  const field = useBuilder((store) =>
    store.state.selectedId ? store.state.fields[store.state.selectedId] : undefined,
  );
  if (!field) return <p className="text-muted text-sm">Select a field on the form to change its settings.</p>;
  return <FieldSettings key={field.id} field={field} />;
}

function FieldSettings({ field }: { field: TVFormField }) {
  const { run } = useBuilderActions();
  const update = (patch: FieldPatch) => run({ name: 'updateField', args: { id: field.id, patch } });
  const isBreak = field.type === 'page-break';

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">{fieldTypeNames[field.type]} field</p>
      <DraftTextField
        label="Label"
        value={field.label}
        check={checkLabel}
        onCommit={(label) => update({ label })}
      />
      {!isBreak && (
        <>
          <DraftTextField
            label="Description"
            multiline
            value={field.description ?? ''}
            check={checkDescription}
            onCommit={(description) => update({ description })}
          />
          {withPlaceholder.has(field.type) && (
            <DraftTextField
              label="Placeholder"
              value={field.placeholder ?? ''}
              check={checkPlaceholder}
              onCommit={(placeholder) => update({ placeholder })}
            />
          )}
          <CheckboxField
            label="Required"
            checked={field.required}
            onChange={(required) => update({ required })}
          />
        </>
      )}
      {field.__type === 'choice' && (
        <ChoiceOptions options={field.options} onChange={(options) => update({ options })} />
      )}
      {field.type === 'identity-verification' && <VerificationSettings field={field} onChange={update} />}
      {field.type === 'identity-capture' && <CaptureSettings field={field} onChange={update} />}
      {field.type === 'personal-information' && (
        <PersonalInformationSettings field={field} onChange={update} />
      )}
      {isBreak && <PageBreakSettings field={field} onChange={update} />}
      <ValidationSettings field={field} onChange={update} />
      {!isBreak && (
        <SettingsGroup title="Colours">
          <ColorField
            label="Label colour"
            value={field.colors.labelColor}
            onChange={(labelColor) => update({ colors: { ...field.colors, labelColor } })}
          />
          <ColorField
            label="Background colour"
            value={field.colors.backgroundColor}
            onChange={(backgroundColor) => update({ colors: { ...field.colors, backgroundColor } })}
          />
          <ColorField
            label="Border colour"
            value={field.colors.borderColor}
            onChange={(borderColor) => update({ colors: { ...field.colors, borderColor } })}
          />
        </SettingsGroup>
      )}
    </div>
  );
}
