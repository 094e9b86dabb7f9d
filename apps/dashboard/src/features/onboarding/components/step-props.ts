import type { TOnboardingProfile, TOnboardingStep } from '@verity/client';
import type { StepAnswer } from '../api';

/** What every step's body gets from the activation page. */
export interface StepProps {
  profile: TOnboardingProfile;
  /** The status allows changes (before submitting, or after a decline). */
  editable: boolean;
  /** The step Save & continue goes to, or null after the last. */
  next: TOnboardingStep | null;
  /** A save went through: say so and go on to the next step. */
  onSaved(answer: StepAnswer): void;
}
