/**
 * The default theme form (an update sends only the values supplied): what the form edits, and the partial
 * update holding only what changed.
 */
import { type TUpdateVFormThemeRequest, type TVFormTheme, ZUpdateVFormThemeRequest } from '@verity/client';
import { z } from 'zod';

export type ThemeColorKey =
  | 'titleColor'
  | 'backgroundColor'
  | 'submitButtonColor'
  | 'submitButtonLabelColor'
  | 'highlightColor';
export type PageBreakKey = keyof TVFormTheme['pageBreak'];

export const themeColorFields: ReadonlyArray<{ key: ThemeColorKey; label: string }> = [
  { key: 'titleColor', label: 'Title colour' },
  { key: 'backgroundColor', label: 'Background colour' },
  { key: 'submitButtonColor', label: 'Submit button colour' },
  { key: 'submitButtonLabelColor', label: 'Submit button label colour' },
  { key: 'highlightColor', label: 'Highlight colour' },
];

const sameColor = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Only the values that differ from `original`; colours compare without case (#46b2c8 is #46B2C8). */
export function changedTheme(original: TVFormTheme, edited: TVFormTheme): TUpdateVFormThemeRequest {
  const changes: TUpdateVFormThemeRequest = {};
  for (const { key } of themeColorFields)
    if (!sameColor(original[key], edited[key])) changes[key] = edited[key].toUpperCase();

  const pageBreak: NonNullable<TUpdateVFormThemeRequest['pageBreak']> = {};
  const a = original.pageBreak;
  const b = edited.pageBreak;
  if (a.primaryAction !== b.primaryAction.trim()) pageBreak.primaryAction = b.primaryAction.trim();
  if (a.secondaryAction !== b.secondaryAction.trim()) pageBreak.secondaryAction = b.secondaryAction.trim();
  if (!sameColor(a.buttonColor, b.buttonColor)) pageBreak.buttonColor = b.buttonColor.toUpperCase();
  if (!sameColor(a.buttonLabelColor, b.buttonLabelColor))
    pageBreak.buttonLabelColor = b.buttonLabelColor.toUpperCase();
  if (a.display !== b.display) pageBreak.display = b.display;
  if (Object.keys(pageBreak).length > 0) changes.pageBreak = pageBreak;
  return changes;
}

export function hasChanges(changes: TUpdateVFormThemeRequest): boolean {
  return Object.keys(changes).length > 0;
}

/**
 * The form's schema for zodResolver: the theme as edited becomes the update holding only what changed from
 * `saved`, checked by the call's own schema (ZUpdateVFormThemeRequest), whose paths are the form's
 * (`pageBreak.primaryAction`).
 */
export const themeUpdateSchema = (saved: TVFormTheme): z.ZodType<TUpdateVFormThemeRequest, TVFormTheme> =>
  z.custom<TVFormTheme>().transform((edited, ctx) => {
    const update = changedTheme(saved, edited);
    const parsed = ZUpdateVFormThemeRequest.safeParse(update);
    if (parsed.success) return update;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
