import { onboardingSteps, type TOnboardingStep } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_BASE_PATH,
  canSubmit,
  firstUnfinishedStep,
  isEditable,
  isOnboardingStep,
  nextStep,
  previousStep,
  type StepsDone,
  stepInfo,
  stepPath,
  stepsLeft,
} from './activation-steps';

const done = (...steps: TOnboardingStep[]): StepsDone =>
  Object.fromEntries(onboardingSteps.map((step) => [step, steps.includes(step)])) as StepsDone;
const all = done(...onboardingSteps);

describe('the activation steps', () => {
  it('walk the spec’s six children with pricing before the agreement that prints it', () => {
    expect(onboardingSteps).toEqual([
      'business-information',
      'business-contact',
      'verification-documents',
      'settlement-account',
      'subscription-and-pricing',
      'service-license-agreement',
    ]);
    expect(Object.keys(stepInfo)).toEqual([...onboardingSteps]);
    expect(stepPath('settlement-account')).toBe(`${ACTIVATION_BASE_PATH}/settlement-account`);
  });

  it('know their own names only', () => {
    expect(isOnboardingStep('business-contact')).toBe(true);
    expect(isOnboardingStep('billing')).toBe(false);
    expect(isOnboardingStep(undefined)).toBe(false);
  });

  it('Save & continue goes to the next step, none after the agreement', () => {
    expect(nextStep('business-information')).toBe('business-contact');
    expect(nextStep('subscription-and-pricing')).toBe('service-license-agreement');
    expect(nextStep('service-license-agreement')).toBeNull();
    expect(previousStep('business-information')).toBeNull();
    expect(previousStep('business-contact')).toBe('business-information');
  });

  it('the index opens the first step not done, whatever order they were done in', () => {
    expect(firstUnfinishedStep(done())).toBe('business-information');
    expect(firstUnfinishedStep(done('business-information', 'verification-documents'))).toBe(
      'business-contact',
    );
    expect(firstUnfinishedStep(done(...onboardingSteps.slice(0, 5)))).toBe('service-license-agreement');
    // Everything done: the agreement, where the signed copy is.
    expect(firstUnfinishedStep(all)).toBe('service-license-agreement');
  });

  it('lists what is left', () => {
    expect(stepsLeft(all)).toEqual([]);
    expect(stepsLeft(done(...onboardingSteps.slice(1)))).toEqual(['business-information']);
  });
});

describe('editing and submitting', () => {
  it('only before submitting and after a decline', () => {
    expect(isEditable('not_activated')).toBe(true);
    expect(isEditable('declined')).toBe(true);
    expect(isEditable('pending_activation')).toBe(false);
    expect(isEditable('activated')).toBe(false);
    expect(isEditable('suspended')).toBe(false);
  });

  it('submits with every step done and a status that allows it', () => {
    expect(canSubmit({ status: 'not_activated', steps: all })).toBe(true);
    expect(canSubmit({ status: 'declined', steps: all })).toBe(true);
    expect(canSubmit({ status: 'pending_activation', steps: all })).toBe(false);
    expect(canSubmit({ status: 'activated', steps: all })).toBe(false);
    expect(canSubmit({ status: 'not_activated', steps: done(...onboardingSteps.slice(0, 5)) })).toBe(false);
  });
});
