/** How the builder names field types in the canvas (the palette's own labels, for the types it hides too). */
import type { VFormFieldType } from '@verity/client';

export const fieldTypeNames: Record<VFormFieldType, string> = {
  'short-text': 'Short text',
  'long-text': 'Long text',
  email: 'Email',
  phone: 'Phone number',
  number: 'Number',
  date: 'Date',
  dropdown: 'Dropdown',
  radio: 'Multiple choice',
  checkboxes: 'Checkboxes',
  'file-upload': 'File upload',
  'country-state': 'Country and state',
  address: 'Address',
  'personal-information': 'Personal information',
  'identity-verification': 'Identity verification',
  'identity-capture': 'Identity capture',
  'page-break': 'Page break',
  payment: 'Payment',
  'business-information': 'Business information',
  certificate: 'Certificate',
};
