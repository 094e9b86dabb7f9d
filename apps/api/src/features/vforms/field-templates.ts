/**
 * The builder's palette (GET /v-forms/fields): one entry per field type not in hiddenVFormFieldTypes, with
 * the settings a new field of that type starts from. Adding a field without settings uses the same defaults,
 * so the palette and the server never disagree about what a fresh field looks like.
 */
import {
  fieldKindOf,
  hiddenVFormFieldTypes,
  personalInformationCustomFields,
  type TVFormFieldSettings,
  type TVFormFieldTemplate,
  type TVFormFieldTemplateList,
  type TVFormTheme,
  type VFormFieldType,
  vformFieldTypes,
} from '@verity/client';

interface PaletteEntry {
  label: string;
  description: string;
  group: TVFormFieldTemplate['group'];
  defaults: (theme: TVFormTheme) => TVFormFieldSettings;
}

const CHOICE_OPTIONS = ['Option 1', 'Option 2'];

const plain =
  (label: string, placeholder?: string): PaletteEntry['defaults'] =>
  () => ({ label, required: false, ...(placeholder === undefined ? {} : { placeholder }) });

const choice =
  (label: string): PaletteEntry['defaults'] =>
  () => ({ label, required: false, options: [...CHOICE_OPTIONS] });

/** Every type, hidden ones included: a preset or an old form may hold them and still needs defaults. */
const palette: Record<VFormFieldType, PaletteEntry> = {
  'short-text': {
    label: 'Short text',
    description: 'A single line answer: a name, a number, a reference',
    group: 'Basic',
    defaults: plain('Short answer', 'Type your answer'),
  },
  'long-text': {
    label: 'Long text',
    description: 'A paragraph answer',
    group: 'Basic',
    defaults: plain('Long answer', 'Type your answer'),
  },
  email: {
    label: 'Email',
    description: 'An email address, checked for its format',
    group: 'Basic',
    defaults: plain('Email address', 'name@example.com'),
  },
  phone: {
    label: 'Phone number',
    description: 'A phone number, checked for its format',
    group: 'Basic',
    defaults: plain('Phone number', '0803 000 0000'),
  },
  number: {
    label: 'Number',
    description: 'A number, with an optional minimum and maximum',
    group: 'Basic',
    defaults: plain('Number'),
  },
  date: {
    label: 'Date',
    description: 'A calendar date',
    group: 'Basic',
    defaults: plain('Date'),
  },
  dropdown: {
    label: 'Dropdown',
    description: 'One choice from a list',
    group: 'Choice',
    defaults: choice('Choose one'),
  },
  radio: {
    label: 'Multiple choice',
    description: 'One choice, all options shown',
    group: 'Choice',
    defaults: choice('Choose one'),
  },
  checkboxes: {
    label: 'Checkboxes',
    description: 'Any number of choices',
    group: 'Choice',
    defaults: choice('Choose all that apply'),
  },
  'file-upload': {
    label: 'File upload',
    description: 'A document or an image',
    group: 'Basic',
    defaults: plain('Upload a file'),
  },
  'country-state': {
    label: 'Country and state',
    description: 'A country and one of its states',
    group: 'Personal',
    defaults: plain('Country and state'),
  },
  address: {
    label: 'Address',
    description: 'Street, city, state, country and postal code',
    group: 'Personal',
    defaults: plain('Address'),
  },
  'personal-information': {
    label: 'Personal information',
    description:
      'First and last name, plus optional gender, email, mobile, photo, date of birth, middle name',
    group: 'Personal',
    defaults: () => ({
      label: 'Personal information',
      required: true,
      customFields: personalInformationCustomFields.map((name) => ({
        id: name,
        name,
        show: false,
        required: false,
      })),
    }),
  },
  'identity-verification': {
    label: 'Identity verification',
    description: 'An identity number verified against its registry when the form is submitted',
    group: 'Verification',
    defaults: () => ({
      label: 'NIN verification',
      required: true,
      country: 'ng',
      verificationType: 'nin',
      performVerification: true,
    }),
  },
  'identity-capture': {
    label: 'Identity capture',
    description:
      'The respondent photographs an identity document and takes a selfie challenge; Verity decides',
    group: 'Verification',
    defaults: () => ({
      label: 'Identity check',
      required: true,
      capture: { kind: 'document_and_liveness', documentType: 'passport' },
    }),
  },
  'page-break': {
    label: 'Page break',
    description: 'Starts a new page, with Next and Back buttons',
    group: 'Layout',
    defaults: (theme) => ({ label: 'Page break', pageBreak: { ...theme.pageBreak } }),
  },
  payment: {
    label: 'Payment',
    description: 'A payment (not available yet)',
    group: 'Basic',
    defaults: plain('Payment'),
  },
  'business-information': {
    label: 'Business information',
    description: 'A company name and registration number',
    group: 'Verification',
    defaults: plain('Business information'),
  },
  certificate: {
    label: 'Certificate',
    description: 'A certificate type and number',
    group: 'Verification',
    defaults: () => ({ label: 'Certificate', required: true, verificationType: 'waec' }),
  },
};

/** What a new field of this type starts with; each call answers fresh arrays. */
export function defaultFieldSettings(type: VFormFieldType, theme: TVFormTheme): TVFormFieldSettings {
  return palette[type].defaults(theme);
}

export function fieldTemplateList(theme: TVFormTheme): TVFormFieldTemplateList {
  return {
    items: vformFieldTypes
      .filter((type) => !hiddenVFormFieldTypes.includes(type))
      .map((type) => {
        const entry = palette[type];
        return {
          type,
          __type: fieldKindOf(type),
          label: entry.label,
          description: entry.description,
          group: entry.group,
          defaults: entry.defaults(theme),
        };
      }),
  };
}
