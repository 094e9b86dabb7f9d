/**
 * What the activation pages say about the business's status: where it stands, what happens next, and staff's
 * reasons when they declined or suspended it.
 */
import type { TOnboardingProfile } from '@verity/client';
import { formatDate } from '../../../lib/format';

export type StatusTone = 'info' | 'warning' | 'success' | 'error';

export interface StatusSummary {
  tone: StatusTone;
  title: string;
  text: string;
  /** Staff's reasons, for a declined or suspended business. */
  reasons: readonly string[];
}

type StatusProfile = Pick<
  TOnboardingProfile,
  'status' | 'submittedAt' | 'activatedAt' | 'reasonsForDecline' | 'reasonsForSuspension'
>;

const on = (iso: string | null) => (iso ? ` on ${formatDate(iso)}` : '');

export function statusSummary(profile: StatusProfile): StatusSummary {
  switch (profile.status) {
    case 'not_activated':
      return {
        tone: 'info',
        title: 'Your business is not activated yet',
        text: 'Complete each step, then submit your business for review. Sandbox checks work meanwhile.',
        reasons: [],
      };
    case 'pending_activation':
      return {
        tone: 'info',
        title: 'Submitted for review',
        text: `You submitted it for review${on(profile.submittedAt)}. We will email you when it is decided; until then its details cannot change.`,
        reasons: [],
      };
    case 'activated':
      return {
        tone: 'success',
        title: 'Your business is activated',
        text: `It was activated${on(profile.activatedAt)}: live checks are open. Contact support to change its activation details.`,
        reasons: [],
      };
    case 'declined':
      return {
        tone: 'warning',
        title: 'Your business activation was declined',
        text: 'Update the details below for these reasons, then submit again.',
        reasons: profile.reasonsForDecline ?? [],
      };
    case 'suspended':
      return {
        tone: 'error',
        title: 'Your business is suspended',
        text: 'Live checks and API keys are paused. Contact support to reinstate it, for these reasons:',
        reasons: profile.reasonsForSuspension ?? [],
      };
  }
}

/** Why the steps are read-only, or null when the business may edit them. */
export function readOnlyReason(status: TOnboardingProfile['status']): string | null {
  switch (status) {
    case 'not_activated':
    case 'declined':
      return null;
    case 'pending_activation':
      return 'Your activation is being reviewed: its details cannot change until it is decided.';
    case 'activated':
      return 'Your business is activated: contact support to change its activation details.';
    case 'suspended':
      return 'Your business is suspended: contact support to change its activation details.';
  }
}
