/**
 * How the responses screens write a response: status and verification words (the client's
 * `vformVerificationText`, as the PDF and CSV write them), an answer as something a person reads
 * (composite answers as label/value pairs, lists joined, files by name, a capture by what it captured),
 * durations, rates and country names. Money and dates go through customer verification's `format.ts` (two
 * decimals and thousand separators; 'DD MMMM YYYY').
 */
import {
  type TVFormAnswer,
  type TVFormResponse,
  type VFormFieldType,
  type VFormResponseStatus,
  type VFormVerificationText,
  vformVerificationText,
} from '@verity/client';
import { captureAnswerOf, captureText } from './capture-format';
import { responseStatuses } from './response-search';

export const responseStatusLabels: Readonly<Record<VFormResponseStatus, string>> = {
  completed: 'Completed',
  verified: 'Verified',
  unverified: 'Unverified',
  failed: 'Failed',
};

export const responseStatusOptions = responseStatuses.map((status) => ({
  value: status,
  label: responseStatusLabels[status],
}));

/** Who answered, in words: the respondent's name, else their email; null when neither is known. */
export function respondentLabel(response: Pick<TVFormResponse, 'respondentName' | 'respondentEmail'>) {
  return response.respondentName ?? response.respondentEmail;
}

/** A verification field's outcome as the PDF and the CSV write it; null for a field that verifies nothing. */
export function verificationResult(verification: TVFormAnswer['verification']): VFormVerificationText | null {
  return verification ? vformVerificationText(verification) : null;
}

/**
 * What the respondent was told about a verification field. The submission result carries only whether it
 * verified, so the field's type says which words: an identity capture's decision, or an identity check's.
 */
export function shownVerificationResult(
  verified: boolean,
  type: VFormFieldType | undefined,
): VFormVerificationText {
  const status =
    type === 'identity-capture' ? (verified ? 'approved' : 'declined') : verified ? 'found' : 'not_found';
  return vformVerificationText({ status, verified });
}

/** The number of an identity verification answer (masked by the server), or null. */
export function identityNumberOf(value: unknown): string | null {
  if (!isRecord(value) || typeof value.number !== 'string' || value.number === '') return null;
  return value.number;
}

/** The parts of composite answers (personal information, address, identity number...) by their key. */
const partLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  middleName: 'Middle name',
  dateOfBirth: 'Date of birth',
  email: 'Email address',
  mobile: 'Mobile number',
  postalCode: 'Postal code',
  isConsent: 'Consent given',
  number: 'Number',
  companyName: 'Company name',
  registrationNumber: 'Registration number',
  type: 'Type',
};

/** `postalCode` → 'Postal code', for keys the table above does not name. */
export function partLabel(key: string): string {
  const known = partLabels[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFile(value: Record<string, unknown>): boolean {
  return typeof value.id === 'string' && typeof value.name === 'string';
}

/**
 * One value as a line of text; '' when there is nothing to show. `type`, the answer's field type, is for
 * values only their type explains: an identity capture's reads as what was captured, not as its ids.
 */
export function answerText(value: unknown, type?: VFormFieldType): string {
  if (type === 'identity-capture') {
    const capture = captureAnswerOf(value);
    if (capture) return captureText(capture);
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value))
    return value
      .map((item) => answerText(item))
      .filter(Boolean)
      .join(', ');
  if (isRecord(value)) {
    if (isFile(value)) return String(value.name) || 'Uploaded file';
    return answerParts(value)
      .map(([label, text]) => `${label}: ${text}`)
      .join(', ');
  }
  return String(value);
}

/** The order a person reads parts in (a name before its email, a street before its country). */
const partOrder = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
  'email',
  'mobile',
  'photo',
  'street',
  'city',
  'state',
  'country',
  'postalCode',
  'companyName',
  'registrationNumber',
  'type',
  'number',
  'isConsent',
];
const rank = (key: string) => {
  const index = partOrder.indexOf(key);
  return index === -1 ? partOrder.length : index;
};

/** A composite answer's parts that hold something, as [label, text], known parts in reading order. */
export function answerParts(value: Record<string, unknown>): Array<[string, string]> {
  // The stored answer's key order is whatever the database kept; sort is stable for unknown keys.
  return Object.entries(value)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, part]): [string, string] => [partLabel(key), answerText(part)])
    .filter(([, text]) => text !== '');
}

export type AnswerDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  /** `url`: the signed link the API adds to a file when its owner reads the response. */
  | { kind: 'file'; name: string; url: string | null }
  | { kind: 'parts'; parts: Array<[string, string]> };

/**
 * How the detail page shows an answer: objects become a definition list, the rest one line; `type` as for
 * `answerText`.
 */
export function answerDisplay(value: unknown, type?: VFormFieldType): AnswerDisplay {
  if (type === 'identity-capture' && captureAnswerOf(value))
    return { kind: 'text', text: answerText(value, type) };
  if (isRecord(value)) {
    if (isFile(value))
      return { kind: 'file', name: answerText(value), url: typeof value.url === 'string' ? value.url : null };
    const parts = answerParts(value);
    return parts.length === 0 ? { kind: 'empty' } : { kind: 'parts', parts };
  }
  const text = answerText(value);
  return text === '' ? { kind: 'empty' } : { kind: 'text', text };
}

/** 65_000 → '1 min 5 s'; under a second → '< 1 s'; null → '—'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return '< 1 s';
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} h`);
  if (minutes > 0) parts.push(`${minutes} min`);
  if (rest > 0 || parts.length === 0) parts.push(`${rest} s`);
  return parts.join(' ');
}

/** A 0–1 rate as a percentage with at most one decimal: 0.6667 → '66.7%'. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return '0%';
  const percent = Math.round(Math.min(Math.max(rate, 0), 1) * 1000) / 10;
  return `${percent}%`;
}

export { countryName } from '../../../lib/country-name';
