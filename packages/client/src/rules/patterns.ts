/**
 * The zod-free half of the validation rules: patterns and plain checks that the widgets bundle can import
 * without pulling in zod. `validation.ts` builds the zod helpers on top and re-exports these.
 */
import * as m from './rule-messages.js';

/** Five groups of 4, 4, 4, 4 and 3: the first three alphanumeric, the last two numeric/uppercase. */
export const PVC_PATTERN = /^[A-Za-z\d]{4}[ -]?[A-Za-z\d]{4}[ -]?[A-Za-z\d]{4}[ -]?\d{4}[ -]?[A-Z\d]{3}$/;

/**
 * The address rule of `email()` and `checkEmail()`, which must agree: zod's own email pattern (zod's
 * `regexes.email`), kept here so the zod-free check uses it without importing zod.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest address a mail system delivers to (RFC 5321's 256-octet path, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt cost grows with input length; no human password needs more. */
export const PASSWORD_MAX_LENGTH = 128;

/** A standard address pattern (the share modal's 'Invalid email'): something@something.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FILE_INPUT_MAX_KB = 1024;
export const FILE_INPUT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'pdf',
  'ppt',
  'pptx',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;

export interface FileLike {
  name: string;
  size: number;
}

/**
 * The file-input rule: extension then size. Returns the message, or null when the file is accepted.
 * An empty file is rejected as missing (the input clears its value).
 */
export function checkFile(
  file: FileLike,
  field: string,
  options: { maxKb?: number; extensions?: readonly string[] } = {},
): string | null {
  const extensions = options.extensions ?? FILE_INPUT_EXTENSIONS;
  const maxKb = options.maxKb ?? FILE_INPUT_MAX_KB;
  if (file.size === 0) return m.required(field);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!extensions.includes(extension)) return m.ext(field);
  if (file.size > maxKb * 1024) return m.size(field, maxKb);
  return null;
}
