/**
 * A filters form's own check (components/filters-form.tsx): the fields as typed, keyed like the URL ('' is
 * "any"); the end date on or after the start date, plus what the list checks besides (billing's amounts);
 * then the non-empty fields as a query string in the URL's names, for the list's URL reader to check (what
 * is applied is what a reload shows).
 */
import { z } from 'zod';

export const DATE_ORDER_MESSAGE = 'The end date should be on or after the start date';

/** A list's own messages per field, on top of the date order (none: the draft may be applied). */
export type FilterCheck<K extends string> = (draft: Record<K, string>) => Partial<Record<string, string>>;

export function filterDraftSchema<K extends string>(
  check?: FilterCheck<K>,
): z.ZodType<string, Record<string, string>> {
  return z
    .record(z.string(), z.string())
    .superRefine((values, ctx) => {
      const draft = values as Record<K, string>;
      const dates = values as Partial<Record<'startDate' | 'endDate', string>>;
      if (dates.startDate && dates.endDate && dates.startDate > dates.endDate)
        ctx.addIssue({ code: 'custom', message: DATE_ORDER_MESSAGE, path: ['endDate'] });
      for (const [key, message] of Object.entries<string | undefined>(check?.(draft) ?? {}))
        if (message) ctx.addIssue({ code: 'custom', message, path: [key] });
    })
    .transform((values) =>
      new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')).toString(),
    );
}
