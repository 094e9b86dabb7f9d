/**
 * What each status of a check or record is called on screen: the chips (components/status-chips.tsx), the
 * history filters and the reports all read these, so a status has one name everywhere.
 */
import type { TAmlScreening, TCreditAccount, TIdentityStatus } from '@verity/client';

/** A check's outcome, the same three in every module. */
export const checkStatusLabels: Readonly<Record<TIdentityStatus, string>> = {
  found: 'Found',
  not_found: 'Not found',
  failed: 'Failed',
};

export const screeningStatusLabels: Readonly<Record<TAmlScreening['status'], string>> = {
  clear: 'Clear',
  potential_match: 'Possible match',
};

export const creditAccountStatusLabels: Readonly<Record<TCreditAccount['status'], string>> = {
  performing: 'Performing',
  non_performing: 'Non-performing',
  closed: 'Closed',
};

export const companyStatusLabels = {
  active: 'Active',
  inactive: 'Inactive',
  struck_off: 'Struck off',
} as const;
