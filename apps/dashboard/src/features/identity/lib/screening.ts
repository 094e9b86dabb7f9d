/**
 * The sanction and PEP screening of a found person: when a check can be screened, and the latest screening in
 * words: its status, the lists searched and each match as a row.
 */
import { amlCategoryLabels, type HistoryScope, type TAmlMatch, type TIdentityCheck } from '@verity/client';
import { countryName, formatDay, formatPercentage } from '../../../lib/format';
import { withRowKeys } from '../../../lib/row-keys';

const NONE = '—';

/**
 * The server screens only a person it still holds: a found check whose record has not expired. Other
 * checks have no one to screen, so the page has no screening section for them.
 */
export function isScreenable(check: Pick<TIdentityCheck, 'status' | 'hasExpired'>): boolean {
  return check.status === 'found' && !check.hasExpired;
}

/**
 * The screening call exists only for the caller's own business (POST /verifications/identity/{id}/aml), and
 * `mayCall` says whether the caller may make it (`useCanCall(identityRouteAddresses['check.screen'])`: the
 * route's declared access, aml:view, not identity:view); a platform admin or an organization reads the
 * screening but cannot start one.
 */
export function canStartScreening(
  check: Pick<TIdentityCheck, 'status' | 'hasExpired'>,
  scope: HistoryScope,
  mayCall: boolean,
): boolean {
  return scope.kind === 'business' && isScreenable(check) && mayCall;
}

export function screenButtonLabel(screened: boolean, running: boolean): string {
  if (running) return 'Screening…';
  return screened ? 'Screen again' : 'Screen for sanctions and PEP';
}

/** 'OFAC SDN, UN Consolidated'; '—' when the provider named none. */
export function listsText(lists: readonly string[]): string {
  return lists.length > 0 ? lists.join(', ') : NONE;
}

export interface AmlMatchRow {
  key: string;
  name: string;
  category: string;
  list: string;
  country: string;
  dateOfBirth: string;
  reason: string;
  score: string;
}

/** Each match as the table shows it, in the provider's order. */
export function amlMatchRows(matches: readonly TAmlMatch[]): AmlMatchRow[] {
  const keyed = withRowKeys(matches, (match) => `${match.list}|${match.name}|${match.dateOfBirth ?? ''}`);
  return keyed.map(({ key, item: match }) => ({
    key,
    name: match.name,
    category: amlCategoryLabels[match.category],
    list: match.list,
    country: countryName(match.country),
    dateOfBirth: formatDay(match.dateOfBirth),
    reason: match.reason ?? NONE,
    score: formatPercentage(match.score),
  }));
}
