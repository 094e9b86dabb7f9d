/**
 * Email chips, for the vForm share modal and the team's invitations: typed emails become chips, invalid ones
 * stay to be fixed, duplicates are dropped. Pure.
 */
import { EMAIL_PATTERN, shareMessages } from '@verity/client';

export interface ChipState {
  emails: readonly string[];
  /** What is typed in the input, not yet a chip. */
  input: string;
}

export interface ChipChange extends ChipState {
  /** 'Invalid email' or 'Email already added', or null when the typed email became a chip (or nothing was typed). */
  warning: string | null;
}

/** Enter, Tab or Space adds the typed email. */
export function isChipKey(key: string): boolean {
  return key === 'Enter' || key === 'Tab' || key === ' ';
}

/**
 * Adds the typed email as a chip. An invalid one stays in the input to be fixed; a duplicate (any case) is
 * dropped. Nothing typed changes nothing.
 */
export function addTypedEmail({ emails, input }: ChipState): ChipChange {
  const email = input.trim();
  if (!email) return { emails, input: '', warning: null };
  if (!EMAIL_PATTERN.test(email)) return { emails, input, warning: shareMessages.invalidEmail };
  const lower = email.toLowerCase();
  if (emails.some((existing) => existing.toLowerCase() === lower))
    return { emails, input: '', warning: shareMessages.duplicateEmail };
  return { emails: [...emails, email], input: '', warning: null };
}

/** Backspace in an empty input removes the last chip; otherwise Backspace edits the text as usual. */
export function backspace(state: ChipState): ChipState | null {
  if (state.input !== '' || state.emails.length === 0) return null;
  return { emails: state.emails.slice(0, -1), input: '' };
}

export function removeEmail(emails: readonly string[], email: string): string[] {
  return emails.filter((existing) => existing !== email);
}

/** The CSV rule (a .csv file under 5 MB); the message, or null when the file may be sent. */
