/**
 * A business's activation status as platform staff read it (the API's status machine in
 * apps/api/src/features/onboarding/README.md), and which decisions the machine allows from each: activate
 * from pending (reinstate from suspended), decline from pending, suspend from activated. The server answers
 * 409 to anything else; the page offers only what it accepts.
 */
import { businessStatuses, type TBusinessStatus } from '@verity/client';
import type { Tone } from '../../../components/chip';

export const businessStatusLabels: Readonly<Record<TBusinessStatus, string>> = {
  not_activated: 'Not activated',
  pending_activation: 'Pending activation',
  activated: 'Activated',
  declined: 'Declined',
  suspended: 'Suspended',
};

export const businessStatusTones: Readonly<Record<TBusinessStatus, Tone>> = {
  not_activated: 'neutral',
  pending_activation: 'warn',
  activated: 'good',
  declined: 'bad',
  suspended: 'bad',
};

export const businessStatusOptions = businessStatuses.map((value) => ({
  value,
  label: businessStatusLabels[value],
}));

export interface Decisions {
  /** The activate call's button: 'Activate' a pending business, 'Reinstate' a suspended one. */
  activate: 'Activate' | 'Reinstate' | null;
  decline: boolean;
  suspend: boolean;
}

export function decisionsFor(status: TBusinessStatus): Decisions {
  switch (status) {
    case 'pending_activation':
      return { activate: 'Activate', decline: true, suspend: false };
    case 'suspended':
      return { activate: 'Reinstate', decline: false, suspend: false };
    case 'activated':
      return { activate: null, decline: false, suspend: true };
    case 'not_activated':
    case 'declined':
      return { activate: null, decline: false, suspend: false };
  }
}

/** What staff are told after a decision succeeds: the business's name and where it now stands. */
export function decisionToast(decision: 'Activate' | 'Reinstate' | 'decline' | 'suspend', name: string) {
  switch (decision) {
    case 'Activate':
      return `${name} is activated`;
    case 'Reinstate':
      return `${name} is reinstated`;
    case 'decline':
      return `${name} was declined`;
    case 'suspend':
      return `${name} is suspended`;
  }
}

/** Why there is nothing to decide, for a status with no decision (the page says so instead of hiding it). */
export function noDecisionReason(status: TBusinessStatus): string | null {
  if (status === 'not_activated')
    return 'The business has not submitted its activation yet: there is nothing to decide.';
  if (status === 'declined') return 'Declined: the business can change its details and submit again.';
  return null;
}
