/**
 * The share modal's rules: the CSV file check and what the copy buttons copy (its email chips are
 * lib/email-chips.ts, shared with the team's invitations). Pure, so the modal stays a thin view over them.
 */
import { checkFile, ZShareVFormByEmailRequest } from '@verity/client';
import { z } from 'zod';
import { addTypedEmail, type ChipState } from '../../../lib/email-chips';

/** CSV only, at most 5120 KB. */
export const SHARE_CSV_MAX_KB = 5120;
export const SHARE_CSV_EXTENSIONS = ['csv'] as const;

export function checkShareCsv(file: { name: string; size: number }): string | null {
  return checkFile(file, 'CSV file', { extensions: SHARE_CSV_EXTENSIONS, maxKb: SHARE_CSV_MAX_KB });
}

/** What the share form holds: the chips (and what is still typed), the note, the CSV file chosen. */
export interface ShareForm {
  emails: ChipState;
  note: string;
  file: File | null;
}

/** What Send sends: the addresses (by email), the CSV file (by CSV), with the note when there is one. */
export interface ShareSend {
  emails: string[];
  customNote: { customNote?: string };
  file: File | null;
}

/**
 * The share form's schema for zodResolver: an address still in the input goes too, once it passes the same
 * rules as a chip; the addresses and the note then pass the call's own schema (ZShareVFormByEmailRequest),
 * its messages on the chips ('to') and the note ('customNote').
 */
export const shareSchema: z.ZodType<ShareSend, ShareForm> = z.custom<ShareForm>().transform((form, ctx) => {
  const typed = addTypedEmail(form.emails);
  if (typed.warning) {
    ctx.addIssue({ code: 'custom', message: typed.warning, path: ['emails'] });
    return z.NEVER;
  }
  const note = form.note.trim();
  const customNote = note ? { customNote: note } : {};
  const parsed = ZShareVFormByEmailRequest.safeParse({ to: typed.emails, ...customNote });
  const issues = parsed.success
    ? []
    : parsed.error.issues.filter((issue) => typed.emails.length > 0 || issue.path[0] !== 'to');
  for (const issue of issues)
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: [issue.path[0] === 'customNote' ? 'note' : 'emails'],
    });
  return issues.length > 0 ? z.NEVER : { emails: [...typed.emails], customNote, file: form.file };
});

/** Send needs at least one email or a CSV file, and nothing in flight. */
export function canSend(state: { emails: readonly string[]; file: unknown; loading: boolean }): boolean {
  return !state.loading && (state.emails.length > 0 || state.file !== null);
}

/**
 * The embed snippet: the public link in an iframe at 100% width and height, no border. `allow="camera"` lets
 * a form's identity capture step use the camera inside the frame.
 */
export function embedCode(publicUrl: string): string {
  // Only a quote could break out of the attribute; the link is otherwise pasted as the server gave it.
  const src = publicUrl.replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="100%" height="100%" frameborder="0" style="border:none" allow="camera"></iframe>`;
}

export interface InvalidRow {
  row: number;
  value: string;
  message: string;
}

/** One line per row the server skipped: 'Row 3 (not-an-email): Invalid email'. */
export function describeInvalidRows(rows: readonly InvalidRow[]): string[] {
  return rows.map((row) => `Row ${row.row}${row.value ? ` (${row.value})` : ''}: ${row.message}`);
}

/** The rows a failed CSV share reports in its error's `data.invalid` (none when it is not that shape). */
export function invalidRowsOf(data: unknown): InvalidRow[] {
  if (typeof data !== 'object' || data === null || !('invalid' in data)) return [];
  const { invalid } = data as { invalid: unknown };
  if (!Array.isArray(invalid)) return [];
  return invalid.filter(
    (row): row is InvalidRow =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as InvalidRow).row === 'number' &&
      typeof (row as InvalidRow).value === 'string' &&
      typeof (row as InvalidRow).message === 'string',
  );
}
