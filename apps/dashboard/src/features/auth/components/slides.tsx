/** The four promotional slides of the auth pages, in order. */
import type { ComponentType } from 'react';
import { FraudArt, OnboardingArt, VerificationTypesArt, VFormsArt } from './slide-art';

export interface Slide {
  title: string;
  description: string;
  Art: ComponentType;
}

export const slides: readonly Slide[] = [
  {
    title: 'One platform to onboard your customers',
    description:
      'Verify identities, businesses and addresses across Nigeria, Ghana, Kenya and South Africa from a single dashboard.',
    Art: OnboardingArt,
  },
  {
    title: 'Stay ahead of document fraud',
    description:
      'Tampered, forged and recycled documents are on the rise. Check every document before it reaches your books.',
    Art: FraudArt,
  },
  {
    title: 'Every form of verification you need',
    description:
      'National IDs, BVN, passports, driver’s licences, company registries, credit reports, sanction and PEP screening.',
    Art: VerificationTypesArt,
  },
  {
    title: 'Simplified data acquisition with vForms',
    description:
      'Build forms that run verifications while your customers fill them in: no code, no copying data around.',
    Art: VFormsArt,
  },
];
