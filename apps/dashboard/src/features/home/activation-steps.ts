/**
 * The business activation steps (spec/platform.md §2 Get started, §4 activation flow), in the order
 * the flow fills them. Their pages come with the onboarding issue; until then the links show the 404.
 */
export interface ActivationStep {
  slug: string;
  label: string;
  description: string;
}

export const ACTIVATION_BASE_PATH = '/get-started/business-activation';

export const activationSteps: readonly ActivationStep[] = [
  {
    slug: 'business-information',
    label: 'Business information',
    description: 'Your company name, registration number and what you do',
  },
  { slug: 'business-contact', label: 'Business contact', description: 'Who we talk to about your account' },
  {
    slug: 'verification-documents',
    label: 'Verification documents',
    description: 'Incorporation documents that prove your business is real',
  },
  {
    slug: 'service-license-agreement',
    label: 'Service license agreement',
    description: 'The signee and the signed agreement',
  },
  {
    slug: 'settlement-account',
    label: 'Settlement account',
    description: 'The bank account for settlements',
  },
  {
    slug: 'subscription-and-pricing',
    label: 'Subscription and pricing',
    description: 'The plan your business starts on',
  },
];

export const activationStepPath = (step: ActivationStep): string => `${ACTIVATION_BASE_PATH}/${step.slug}`;
