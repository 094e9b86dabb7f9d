/** Templates and fields for the builder's tests. */
import {
  defaultVFormSettings,
  fieldKindOf,
  type TVFormCaptureSettings,
  type TVFormField,
  type TVFormFieldTemplate,
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
    capture: null,
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

/** The palette's identity capture entry, with the defaults the server lists (apps/api field-templates.ts). */
export const identityCaptureEntry: TVFormFieldTemplate = {
  type: 'identity-capture',
  __type: 'verification',
  label: 'Identity capture',
  description: 'The respondent photographs an identity document and takes a selfie challenge; Verity decides',
  group: 'Verification',
  defaults: {
    label: 'Identity check',
    required: true,
    capture: { kind: 'document_and_liveness', documentType: 'passport' },
  },
};

export const captureField = (
  id: string,
  capture: TVFormCaptureSettings = { kind: 'document_and_liveness', documentType: 'passport' },
) => testField(id, 'identity-capture', { label: 'Identity check', required: true, capture });

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
