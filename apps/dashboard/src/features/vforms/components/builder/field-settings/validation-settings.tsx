/** Answer limits: a text's minimum and maximum length, a number's minimum and maximum. */
import type { TVFormField, TVFormFieldValidation } from '@verity/client';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { DraftTextField, SettingsGroup } from '../controls';

const textTypes = new Set<TVFormField['type']>(['short-text', 'long-text']);

/** '' clears a limit; otherwise a number within the API's bounds. */
function checkNumber(text: string, whole: boolean, min?: number, max?: number): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return 'Enter a number';
  if (whole && !Number.isInteger(value)) return 'Enter a whole number';
  if (min !== undefined && value < min) return `should be at least ${min}`;
  if (max !== undefined && value > max) return `should not be more than ${max}`;
  return undefined;
}

export function ValidationSettings({
  field,
  onChange,
}: {
  field: TVFormField;
  onChange(patch: FieldPatch): void;
}) {
  const isText = textTypes.has(field.type);
  const isNumber = field.type === 'number';
  if (!isText && !isNumber) return null;
  const set = (key: keyof TVFormFieldValidation, text: string) => {
    const { [key]: _old, ...rest } = field.validation;
    onChange({ validation: text.trim() === '' ? rest : { ...rest, [key]: Number(text) } });
  };
  const value = (key: keyof TVFormFieldValidation) => String(field.validation[key] ?? '');
  const { minLength, maxLength, min, max } = field.validation;
  return (
    <SettingsGroup title="Validation">
      {isText && (
        <>
          <DraftTextField
            label="Minimum length"
            type="number"
            value={value('minLength')}
            check={(text) => checkNumber(text, true, 0, maxLength ?? 5000)}
            onCommit={(text) => set('minLength', text)}
          />
          <DraftTextField
            label="Maximum length"
            type="number"
            value={value('maxLength')}
            check={(text) => checkNumber(text, true, Math.max(1, minLength ?? 1), 5000)}
            onCommit={(text) => set('maxLength', text)}
          />
        </>
      )}
      {isNumber && (
        <>
          <DraftTextField
            label="Minimum"
            type="number"
            value={value('min')}
            check={(text) => checkNumber(text, false, undefined, max)}
            onCommit={(text) => set('min', text)}
          />
          <DraftTextField
            label="Maximum"
            type="number"
            value={value('max')}
            check={(text) => checkNumber(text, false, min, undefined)}
            onCommit={(text) => set('max', text)}
          />
        </>
      )}
    </SettingsGroup>
  );
}
