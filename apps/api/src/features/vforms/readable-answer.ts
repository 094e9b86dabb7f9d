/**
 * An answer as one line of text, for the PDF and the CSV export: lists joined, composite answers flattened
 * into "Part: value" pairs, files by name, yes/no for flags.
 */
import { captureKindText, type TVFormAnswer, vformVerificationText } from '@verity/client';
import type { CaptureAnswer } from './form-capture.js';

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
  return answer.verification ? vformVerificationText(answer.verification) : null;
}

/** An answer's value in words: an identity capture as what it captured, not its session's ids. */
export function readableAnswer(answer: TVFormAnswer): string {
  if (answer.type === 'identity-capture' && answer.value) {
    const capture = answer.value as CaptureAnswer;
    return captureKindText(capture.kind, capture.documentType);
  }
  return readableValue(answer.value);
}

/** "Label: value; Label: value (Verified); ..." */
export function flattenAnswers(answers: readonly TVFormAnswer[]): string {
  return answers
    .map((answer) => {
      const verification = verificationText(answer);
      return `${answer.label}: ${readableAnswer(answer)}${verification ? ` (${verification})` : ''}`;
    })
    .join('; ');
}
