/**
 * A field's settings as stored: the label and type are columns, everything else is the `settings` jsonb.
 * The zod schema checks each setting on its own; the rules here need the field's type or two settings at
 * once (a choice needs options, a verification type belongs to its country), and run on the merged result
 * of every create and update, so a partial update can never leave a field the form cannot render.
 */
import {
  certificateTypes,
  DOCUMENT_TYPE_REQUIRED,
  fieldKindOf,
  identityTypesFor,
  type TVFormFieldSettings,
  type VFormFieldType,
  vformVerificationCountries,
} from '@verity/client';
import { badRequest } from '../../http/app-error.js';
import { definedOnly } from './theme.js';
import type { VFormFieldRow } from './vform-store.js';

export type StoredFieldSettings = Omit<TVFormFieldSettings, 'label'>;

export interface FieldDraft {
  type: VFormFieldType;
  label: string;
  settings: StoredFieldSettings;
}

export function draftOf(row: VFormFieldRow): FieldDraft {
  return {
    type: row.type as VFormFieldType,
    label: row.label,
    settings: row.settings as StoredFieldSettings,
  };
}

/** Supplied keys replace the draft's; the rest stay as they are. */
export function applyFieldUpdate(draft: FieldDraft, update: TVFormFieldSettings): FieldDraft {
  const { label, ...settings } = definedOnly(update);
  return {
    type: draft.type,
    label: label ?? draft.label,
    settings: { ...draft.settings, ...settings },
  };
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });

const verificationTypesOf = (country: string): string[] =>
  (vformVerificationCountries as readonly string[]).includes(country)
    ? identityTypesFor(country as (typeof vformVerificationCountries)[number]).map((type) => type.value)
    : [];

/** Throws a 400 naming the first rule the field breaks. */
export function checkField(draft: FieldDraft): void {
  const { type, settings } = draft;
  if (fieldKindOf(type) === 'choice') {
    const options = settings.options ?? [];
    if (options.length === 0) throw invalid('options', 'The options field should have at least one option');
    if (new Set(options).size !== options.length)
      throw invalid('options', 'The options field should not repeat an option');
  }
  if (type === 'identity-verification') {
    const allowed = verificationTypesOf(settings.country ?? 'ng');
    if (!settings.verificationType || !allowed.includes(settings.verificationType))
      throw invalid('verificationType', `The verification type field should be one of ${allowed.join(', ')}`);
  }
  if (type === 'certificate') {
    const allowed = certificateTypes.map((certificate) => certificate.value as string);
    if (!settings.verificationType || !allowed.includes(settings.verificationType))
      throw invalid('verificationType', `The verification type field should be one of ${allowed.join(', ')}`);
  }
  if (type === 'identity-capture') {
    if (!settings.capture) throw invalid('capture', 'The capture field is required');
    if (settings.capture.kind !== 'liveness' && !settings.capture.documentType)
      throw invalid('capture.documentType', DOCUMENT_TYPE_REQUIRED);
  }
  if (type === 'page-break' && !settings.pageBreak)
    throw invalid('pageBreak', 'The page break field is required');
  if (type === 'personal-information') {
    const names = (settings.customFields ?? []).map((custom) => custom.name);
    if (new Set(names).size !== names.length)
      throw invalid('customFields', 'The custom fields field should list each field once');
  }
  const { minLength, maxLength, min, max } = settings.validation ?? {};
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
    throw invalid(
      'validation.minLength',
      'The minimum length field should not be more than the maximum length',
    );
  if (min !== undefined && max !== undefined && min > max)
    throw invalid('validation.min', 'The minimum field should not be more than the maximum');
}
