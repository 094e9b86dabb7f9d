/**
 * The preset forms every business can start from (GET /v-forms/templates/preset/published). They are
 * data: the seed writes them once, and a business's copy is its own from then on.
 */
import {
  type PersonalInformationCustomField,
  personalInformationCustomFields,
  type TVFormFieldSettings,
  type VFormFieldType,
} from '@verity/client';
import { DEFAULT_VFORM_THEME } from './theme.js';

export interface PresetField {
  type: VFormFieldType;
  /** Over the palette's defaults for the type. */
  settings?: TVFormFieldSettings;
}

export interface PresetDefinition {
  title: string;
  description: string;
  fields: readonly PresetField[];
}

/** Personal information showing (and requiring) these optional parts. */
const showing = (...names: PersonalInformationCustomField[]): TVFormFieldSettings['customFields'] =>
  personalInformationCustomFields.map((name) => ({
    id: name,
    name,
    show: names.includes(name),
    required: names.includes(name),
  }));

export const presetDefinitions: readonly PresetDefinition[] = [
  {
    title: 'Customer onboarding',
    description: 'Collect a new customer’s details and verify their NIN.',
    fields: [
      {
        type: 'personal-information',
        settings: { customFields: showing('email', 'mobile', 'dateOfBirth') },
      },
      { type: 'identity-verification', settings: { label: 'NIN verification' } },
      { type: 'address', settings: { label: 'Residential address', required: true } },
    ],
  },
  {
    title: 'Business onboarding',
    description: 'Collect a business’s registration details and its CAC certificate.',
    fields: [
      { type: 'short-text', settings: { label: 'Business name', required: true, placeholder: 'Acme Ltd' } },
      {
        type: 'short-text',
        settings: { label: 'Registration number', required: true, placeholder: 'RC1234567' },
      },
      { type: 'email', settings: { label: 'Business email', required: true } },
      { type: 'phone', settings: { label: 'Business phone number', required: true } },
      { type: 'address', settings: { label: 'Business address', required: true } },
      {
        type: 'file-upload',
        settings: {
          label: 'CAC certificate',
          required: true,
          description: 'A scan or photo of the certificate of incorporation',
        },
      },
    ],
  },
  {
    title: 'Guarantor form',
    description: 'A guarantor’s details, relationship to the applicant and BVN.',
    fields: [
      { type: 'personal-information', settings: { customFields: showing('email', 'mobile') } },
      { type: 'short-text', settings: { label: 'Applicant’s full name', required: true } },
      {
        type: 'dropdown',
        settings: {
          label: 'Relationship to the applicant',
          required: true,
          options: ['Parent', 'Sibling', 'Spouse', 'Employer', 'Friend', 'Other'],
        },
      },
      { type: 'long-text', settings: { label: 'Occupation and employer', required: true } },
      { type: 'address', settings: { label: 'Home address', required: true } },
      {
        type: 'identity-verification',
        settings: { label: 'BVN verification', country: 'ng', verificationType: 'bvn' },
      },
    ],
  },
  {
    title: 'Employee onboarding',
    description: 'A new hire’s personal details, identity and next of kin, on two pages.',
    fields: [
      {
        type: 'personal-information',
        settings: { customFields: showing('email', 'mobile', 'dateOfBirth', 'gender', 'photo') },
      },
      { type: 'identity-verification', settings: { label: 'NIN verification' } },
      { type: 'address', settings: { label: 'Home address', required: true } },
      {
        type: 'page-break',
        settings: {
          label: 'Next of kin',
          pageBreak: { ...DEFAULT_VFORM_THEME.pageBreak, title: 'Next of kin' },
        },
      },
      { type: 'short-text', settings: { label: 'Next of kin’s full name', required: true } },
      { type: 'phone', settings: { label: 'Next of kin’s phone number', required: true } },
      {
        type: 'radio',
        settings: {
          label: 'Employment type',
          required: true,
          options: ['Full time', 'Part time', 'Contract', 'Intern'],
        },
      },
      { type: 'date', settings: { label: 'Start date', required: true } },
    ],
  },
];
