/**
 * The business activation steps (the Get started children) in the order the dashboard walks them: the
 * client's `onboardingSteps`, which puts pricing before the agreement because the agreement prints the chosen
 * plan. Which step is done is the server's answer (`steps`).
 */
import {
  onboardingSteps,
  type TBusinessStatus,
  type TOnboardingProfile,
  type TOnboardingStep,
} from '@verity/client';

export const GET_STARTED_PATH = '/get-started';
export const ACTIVATION_BASE_PATH = '/get-started/business-activation';

export interface StepInfo {
  label: string;
  description: string;
}

export const stepInfo: Readonly<Record<TOnboardingStep, StepInfo>> = {
  'business-information': {
    label: 'Business information',
    description: 'Your company name, registration number and what you do',
  },
  'business-contact': {
    label: 'Business contact',
    description: 'Where you are and who we talk to about your account',
  },
  'verification-documents': {
    label: 'Verification documents',
    description: 'Incorporation documents that prove your business is real',
  },
  'settlement-account': {
    label: 'Settlement account',
    description: 'The bank account for settlements',
  },
  'subscription-and-pricing': {
    label: 'Subscription and pricing',
    description: 'How your business will pay once live',
  },
  'service-license-agreement': {
    label: 'Service license agreement',
    description: 'The person who signs, and the signed agreement',
  },
};

/** The agreement: where the signed copy is once everything is done. */
const LAST_STEP: TOnboardingStep = 'service-license-agreement';

export type StepsDone = Readonly<Record<TOnboardingStep, boolean>>;

export const stepPath = (step: TOnboardingStep): string => `${ACTIVATION_BASE_PATH}/${step}`;

export function isOnboardingStep(value: string | undefined): value is TOnboardingStep {
  return (onboardingSteps as readonly string[]).includes(value ?? '');
}

/** Where the activation index sends the business: its first step not done, or the last when all are. */
export function firstUnfinishedStep(steps: StepsDone): TOnboardingStep {
  return onboardingSteps.find((step) => !steps[step]) ?? LAST_STEP;
}

/** The step after `step` (Save & continue), or null after the last. */
export function nextStep(step: TOnboardingStep): TOnboardingStep | null {
  return onboardingSteps[onboardingSteps.indexOf(step) + 1] ?? null;
}

export function previousStep(step: TOnboardingStep): TOnboardingStep | null {
  const at = onboardingSteps.indexOf(step);
  return at > 0 ? (onboardingSteps[at - 1] ?? null) : null;
}

export const stepsLeft = (steps: StepsDone): TOnboardingStep[] =>
  onboardingSteps.filter((step) => !steps[step]);

/**
 * The statuses whose details the business may change: before submitting, and after a decline. The server
 * answers 409 to the others (apps/api activation-status.ts EDITABLE_STATUSES); the pages say so first.
 */
export const EDITABLE_STATUSES: readonly TBusinessStatus[] = ['not_activated', 'declined'];

export const isEditable = (status: TBusinessStatus): boolean => EDITABLE_STATUSES.includes(status);

/** Submit for review: every step done (the agreement signed) and a status that may still submit. */
export function canSubmit(profile: Pick<TOnboardingProfile, 'status' | 'steps'>): boolean {
  return isEditable(profile.status) && stepsLeft(profile.steps).length === 0;
}
