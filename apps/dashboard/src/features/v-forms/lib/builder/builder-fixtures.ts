/** Templates and fields for the builder's tests. */
import {
  defaultVFormSettings,
  fieldKindOf,
  type TVFormField,
  type TVFormTemplate,
  type VFormFieldType,
} from '@verity/client';

export function testField(id: string, type: VFormFieldType = 'short-text', extra: Partial<TVFormField> = {}) {
  const field: TVFormField = {
    id,
    templateId: 'tpl-1',
    type,
    __type: fieldKindOf(type),
    position: 0,
    label: `Field ${id}`,
    description: null,
    placeholder: null,
    required: false,
    options: [],
    colors: {},
    validation: {},
    country: null,
    verificationType: null,
    performVerification: false,
    customFields: [],
    pageBreak: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
  return field;
}

export const ninField = (id: string) =>
  testField(id, 'identity-verification', {
    label: 'NIN',
    country: 'ng',
    verificationType: 'nin',
    performVerification: true,
    required: true,
  });

export function testTemplate(
  fields: TVFormField[] = [],
  extra: Partial<TVFormTemplate> = {},
): TVFormTemplate {
  return {
    ...defaultVFormSettings('Onboarding'),
    id: 'tpl-1',
    __type: 'VFormTemplate',
    businessId: 'biz-1',
    status: 'unpublished',
    entries: 0,
    environment: 'sandbox',
    presetVFormId: null,
    shared: false,
    fields: fields.map((field, position) => ({ ...field, position })),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    archivedAt: null,
    publicUrl: 'http://forms.local/v-forms/tpl-1',
    ...extra,
  };
}
