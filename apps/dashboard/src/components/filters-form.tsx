/**
 * The frame every history's filters share (customer verification, Business verification, vForm
 * responses): a search landmark, the fields as typed (a draft keyed like the URL, held by react-hook-form:
 * useFilterDraft), the start/end date check, and Apply / Clear. Applied on submit, not per keystroke, so
 * typing a name does not fire a request per letter; key the form by the URL outside, so it always starts
 * from what the URL says.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DATE_ORDER_MESSAGE, type FilterCheck, filterDraftSchema } from '../lib/filter-draft';
import type { FormSubmit } from '../lib/form-submit';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';

export { DATE_ORDER_MESSAGE };

export interface FilterDraft<K extends string> {
  draft: Record<K, string>;
  /** An input's change handler for one key. */
  set(key: K): (event: { target: { value: string } }) => void;
  /** Set when the end date is before the start date on submit. */
  dateError: string | undefined;
  /** The list's own messages (`check`) by key, set on submit. */
  errors: Partial<Record<K, string>>;
  /**
   * A submit handler, react-hook-form's `handleSubmit`: checks the draft (lib/filter-draft.ts), then hands
   * over the non-empty fields as a query string in the URL's names, for the URL reader to check (what is
   * applied is what a reload shows).
   */
  submit(apply: (search: string) => void): FormSubmit;
}

/**
 * A filters form's draft in react-hook-form, checked by lib/filter-draft.ts's zod schema (the dates' order,
 * and `check`, the list's own rules) before it is applied.
 */
export function useFilterDraft<K extends string>(
  initial: () => Record<K, string>,
  check?: FilterCheck<K>,
): FilterDraft<K> {
  const [setup] = useState(() => ({ defaults: initial(), schema: filterDraftSchema(check) }));
  const form = useForm<Record<string, string>, unknown, string>({
    resolver: zodResolver(setup.schema),
    defaultValues: setup.defaults,
  });
  const draft = form.watch() as Record<K, string>;
  const errors: Partial<Record<K, string>> = {};
  for (const [key, error] of Object.entries(form.formState.errors))
    if (typeof error?.message === 'string') errors[key as K] = error.message;
  return {
    draft,
    set: (key) => (event) => form.setValue(key as string, event.target.value),
    dateError: errors['endDate' as K],
    errors,
    submit: (apply) => form.handleSubmit((search) => apply(search)),
  };
}

export interface FiltersFormProps {
  /** The search landmark's name ('Filter verifications'). */
  label: string;
  /** useFilterDraft's `submit(apply)`: react-hook-form's handleSubmit. */
  onSubmit: FormSubmit;
  /** Filters are applied: offer to clear them. */
  active: boolean;
  onClear(): void;
  columns?: 3 | 4;
  children: ReactNode;
}

export function FiltersForm({ label, onSubmit, active, onClear, columns = 4, children }: FiltersFormProps) {
  const grid = columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  const span = columns === 4 ? 'lg:col-span-4' : 'lg:col-span-3';
  return (
    <search aria-label={label}>
      <form
        onSubmit={onSubmit}
        noValidate
        className={`grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 ${grid}`}
      >
        {children}
        <div className={`flex flex-wrap items-end gap-2 sm:col-span-2 ${span}`}>
          <Button type="submit">Apply filters</Button>
          {active && (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

type DateKey = 'startDate' | 'endDate';

/** The inclusive date range every history filters by; the order error shows under the end date. */
export function DateRangeFields({
  draft,
  set,
  error,
}: {
  draft: Record<DateKey, string>;
  set(key: DateKey): (event: { target: { value: string } }) => void;
  error: string | undefined;
}) {
  return (
    <>
      <TextField label="Start date" type="date" value={draft.startDate} onChange={set('startDate')} />
      <TextField label="End date" type="date" value={draft.endDate} onChange={set('endDate')} error={error} />
    </>
  );
}

/** Who ran the checks: the API filters by user id, which the table's requester links fill in. */
export function RequestedByField(props: {
  value: string;
  onChange(event: { target: { value: string } }): void;
}) {
  return (
    <TextField
      label="Requested by"
      hint="A team member's user ID, or pick a name in the table"
      autoComplete="off"
      {...props}
    />
  );
}
