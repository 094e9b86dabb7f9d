/**
 * An answer as one line of text, for the PDF and the CSV export: lists joined, composite answers flattened
 * into "Part: value" pairs, files by name, yes/no for flags.
 */
import type { TVFormAnswer } from '@verity/client';

/** `postalCode` → `Postal code`. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isFile(value: Record<string, unknown>): boolean {
  return typeof value.id === 'string' && typeof value.name === 'string';
}

export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(readableValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isFile(record)) return record.name as string;
    return Object.entries(record)
      .map(([key, part]) => [humanize(key === 'isConsent' ? 'consent' : key), readableValue(part)])
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join(', ');
  }
  return String(value);
}

export function verificationText(answer: TVFormAnswer): string | null {
  if (!answer.verification) return null;
  if (answer.verification.status === 'failed') return 'Failed';
  return answer.verification.verified ? 'Verified' : 'Not verified';
}

/** "Label: value; Label: value (Verified); ..." */
export function flattenAnswers(answers: readonly TVFormAnswer[]): string {
  return answers
    .map((answer) => {
      const verification = verificationText(answer);
      return `${answer.label}: ${readableValue(answer.value)}${verification ? ` (${verification})` : ''}`;
    })
    .join('; ');
}
