/**
 * The frame every history's filters share (customer verification, Business verification, vForm
 * responses): a search landmark, the fields as typed (a draft keyed like the URL), the start/end date
 * check, and Apply / Clear. Applied on submit, not per keystroke, so typing a name does not fire a request
 * per letter; key the form by the URL outside, so it always starts from what the URL says.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';

export const DATE_ORDER_MESSAGE = 'The end date should be on or after the start date';

export interface FilterDraft<K extends string> {
  draft: Record<K, string>;
  /** An input's change handler for one key. */
  set(key: K): (event: { target: { value: string } }) => void;
  /** Set when the end date is before the start date on submit. */
  dateError: string | undefined;
  /**
   * A submit handler: checks the dates, then hands over the non-empty fields as a query string in the
   * URL's names, for the URL reader to check (what is applied is what a reload shows).
   */
  submit(apply: (search: string) => void): (event: FormEvent) => void;
}

export function useFilterDraft<K extends string>(initial: () => Record<K, string>): FilterDraft<K> {
  const [draft, setDraft] = useState(initial);
  const [dateError, setDateError] = useState<string | undefined>();
  const dates = draft as Partial<Record<'startDate' | 'endDate', string>>;
  return {
    draft,
    set: (key) => (event) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    dateError,
    submit: (apply) => (event) => {
      event.preventDefault();
      if (dates.startDate && dates.endDate && dates.startDate > dates.endDate) {
        setDateError(DATE_ORDER_MESSAGE);
        return;
      }
      setDateError(undefined);
      apply(
        new URLSearchParams(Object.entries<string>(draft).filter(([, value]) => value !== '')).toString(),
      );
    },
  };
}

export interface FiltersFormProps {
  /** The search landmark's name ('Filter verifications'). */
  label: string;
  onSubmit(event: FormEvent): void;
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
