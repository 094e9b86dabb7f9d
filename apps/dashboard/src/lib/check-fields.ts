/**
 * What a check shows about the person (every field the registry returned, labelled), how each detail
 * supplied for matching fared, and the risk level when the check carries one.
 */
import {
  identityTypeLabel,
  type RiskLevel,
  riskLevelOf,
  type TIdentityCheck,
  type TIdentityMatch,
  type TIdentityPerson,
} from '@verity/client';

export interface LabelledValue {
  key: string;
  label: string;
  value: string;
}

/** The normalised fields in reading order (the photo is shown as an image, not a row). */
const personLabels: ReadonlyArray<
  readonly [Exclude<keyof TIdentityPerson, 'photo' | 'extra' | 'creditReport'>, string]
> = [
  ['fullName', 'Full name'],
  ['firstName', 'First name'],
  ['middleName', 'Middle name'],
  ['lastName', 'Last name'],
  ['dateOfBirth', 'Date of birth'],
  ['gender', 'Gender'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['address', 'Address'],
  ['nationality', 'Nationality'],
];

const NOT_RETURNED = '—';

/**
 * 'documentExpiry' -> 'Document expiry', 'bank_name' -> 'Bank name'. The client's `fieldLabel` does the
 * same, but its module brings zod into the list and detail pages, which validate nothing.
 */
export function extraLabel(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every field of the result: the normalised ones ('—' when the registry had none), then the extras. */
export function personRows(person: TIdentityPerson): LabelledValue[] {
  const rows: LabelledValue[] = personLabels.map(([key, label]) => ({
    key,
    label,
    value: person[key] ?? NOT_RETURNED,
  }));
  for (const [key, value] of Object.entries(person.extra))
    if (!isRiskKey(key))
      rows.push({ key: `extra.${key}`, label: extraLabel(key), value: value ?? NOT_RETURNED });
  return rows;
}

export type MatchOutcome = 'Matched' | 'Did not match' | 'Not supplied';

/** null is what the server says for a detail that was not supplied (or had nothing to match against). */
export function matchOutcome(value: boolean | null): MatchOutcome {
  if (value === null) return 'Not supplied';
  return value ? 'Matched' : 'Did not match';
}

export function matchRows(
  match: TIdentityMatch,
): Array<{ key: keyof TIdentityMatch; label: string; outcome: MatchOutcome }> {
  return [
    { key: 'firstName', label: 'First name', outcome: matchOutcome(match.firstName) },
    { key: 'lastName', label: 'Last name', outcome: matchOutcome(match.lastName) },
    { key: 'dateOfBirth', label: 'Date of birth', outcome: matchOutcome(match.dateOfBirth) },
  ];
}

/** Where a provider's risk wording lands in the normalised record (phone risk assessment and the like). */
const RISK_KEYS = ['riskLevel', 'riskStatus', 'risk_level', 'risk_status', 'risk'] as const;

function isRiskKey(key: string): boolean {
  return (RISK_KEYS as readonly string[]).includes(key);
}

/**
 * The check's risk level, or null when it carries none (most identity checks do not). The server's own
 * `riskLevel` (the latest screening's, else the credit report's) outranks what a provider put in the
 * record: a person screened as a PEP is high risk whatever the phone risk assessment said.
 */
export function riskOf(check: Pick<TIdentityCheck, 'result' | 'riskLevel'>): RiskLevel | null {
  if (check.riskLevel) return riskLevelOf(check.riskLevel);
  const extra = check.result?.extra;
  if (!extra) return null;
  for (const key of RISK_KEYS) {
    const value = extra[key];
    if (value) return riskLevelOf(value);
  }
  return null;
}

export const riskLabels: Readonly<Record<RiskLevel, string>> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
  pending: 'Risk pending',
};

/** The name a row shows: the registry's full name, else '—'. */
export function displayName(check: Pick<TIdentityCheck, 'result'>): string {
  return check.result?.fullName || NOT_RETURNED;
}

/** The type's display label, falling back to the raw code so a new type never shows blank. */
export function typeLabel(code: string): string {
  return identityTypeLabel(code) || code;
}
