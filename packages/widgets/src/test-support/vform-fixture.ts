/** Templates and fields for the tests (not shipped: tsconfig.build.json leaves test-support out). */
import {
  fieldKindOf,
  type TPublicVFormTemplate,
  type TVFormField,
  type VFormFieldType,
} from '@verity/client/public';

export function field(type: VFormFieldType, extra: Partial<TVFormField> = {}): TVFormField {
  return {
    id: `f-${type}`,
    templateId: 'tpl-1',
    type,
    __type: fieldKindOf(type),
    position: 0,
    label: type.replaceAll('-', ' '),
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
}

export function pageBreak(
  id: string,
  title: string,
  extra: Partial<NonNullable<TVFormField['pageBreak']>> = {},
) {
  return field('page-break', {
    id,
    pageBreak: {
      title,
      primaryAction: 'Continue',
      secondaryAction: 'Previous',
      buttonColor: '#0F6E7A',
      buttonLabelColor: '#FFFFFF',
      display: 'both',
      ...extra,
    },
  });
}

export function template(
  fields: TVFormField[],
  extra: Partial<TPublicVFormTemplate> = {},
): TPublicVFormTemplate {
  return {
    id: 'tpl-1',
    __type: 'VFormTemplate',
    businessId: 'biz-1',
    title: 'Open an account',
    description: 'Tell us about you',
    titleColor: '#000000',
    backgroundColor: '#FFFFFF',
    logoAlignment: 'left',
    logoShape: 'circle',
    titleAlignment: 'left',
    descriptionAlignment: 'left',
    banner: null,
    logo: null,
    submitButtonColor: '#46B2C8',
    submitButtonLabelColor: '#FFFFFF',
    pagination: {
      type: 'percentage',
      hidePageNumber: false,
      highlightColor: '#0F808C',
      backgroundColor: '#E6F2F3',
      textColor: '#000000',
      showPageTitlesInProgressBar: false,
      pages: [],
    },
    allowCaptcha: false,
    redirectToWebsite: null,
    confirmation: { title: 'Thank you', message: 'We got your answers', showVerificationResult: false },
    tracking: { enabled: false },
    availability: { open: true, reason: null, message: null },
    fields,
    ...extra,
  };
}

/** One field of every type the renderer shows, on three pages. */
export function everyField(): TVFormField[] {
  return [
    field('short-text', { required: true, description: 'As on your ID' }),
    field('long-text'),
    field('email'),
    field('phone'),
    field('number', { validation: { min: 0 } }),
    field('date'),
    pageBreak('pb-1', 'Choices'),
    field('dropdown', { options: ['Savings', 'Current'], required: true }),
    field('radio', { options: ['Yes', 'No'], required: true }),
    field('checkboxes', { options: ['Card', 'App'] }),
    field('file-upload'),
    field('country-state', { required: true }),
    field('address'),
    pageBreak('pb-2', 'About you', { display: 'primary-only' }),
    field('personal-information', {
      required: true,
      customFields: [
        { id: 'c1', name: 'gender', show: true, required: false },
        { id: 'c2', name: 'email', show: true, required: true },
        { id: 'c3', name: 'mobile', show: false, required: false },
        { id: 'c4', name: 'photo', show: true, required: false },
        { id: 'c5', name: 'dateOfBirth', show: true, required: false },
      ],
    }),
    field('identity-verification', {
      required: true,
      country: 'ng',
      verificationType: 'nin',
      performVerification: true,
    }),
    field('business-information'),
    field('certificate'),
    field('payment'),
  ];
}
