/**
 * A business's credit lines on its billing page (filters: status, startDate, endDate, startAmount,
 * endAmount), filters and page cursor in the URL, with Issue credit, Extend expiry and Clear credit. Those
 * act on the business's newest line, whatever the filters show: a business has at most one line open.
 */
import { creditStatuses, type TCredit } from '@verity/client';
import { useState } from 'react';
import { Chip } from '../../../components/chip';
import { CursorListBody } from '../../../components/cursor-list-body';
import { DateRangeFields, FiltersForm } from '../../../components/filters-form';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { ListSection } from '../../../components/list-section';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { FilterKeyOf } from '../../../lib/filter-search';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { type ListFilterProps, useCursorListUrl } from '../../../lib/use-list-url';
import { useBusinessCredit, useLatestCredit } from '../admin-api';
import { creditSearch } from '../lib/credit-search';
import { creditStatusLabels, creditStatusTones } from '../lib/transaction-labels';
import { ClearCreditDialog, ExtendExpiryDialog, IssueCreditDialog } from './credit-dialogs';
import { AmountRangeFields, filterOptions, useAmountFilters } from './transaction-filters';

type CreditAction = 'issue' | 'extend' | 'clear';

/** What can be done with the newest line: issue a new one unless it is active; extend or clear it unless cleared. */
export function creditActions(latest: TCredit | null): readonly CreditAction[] {
  if (!latest || latest.status === 'cleared') return ['issue'];
  return latest.status === 'active' ? ['extend', 'clear'] : ['issue', 'extend', 'clear'];
}

const actionLabels: Record<CreditAction, string> = {
  issue: 'Issue credit',
  extend: 'Extend expiry',
  clear: 'Clear credit',
};

export function CreditSection({ businessId, currency }: { businessId: string; currency: string }) {
  const url = useCursorListUrl(creditSearch);
  const lines = useBusinessCredit(businessId, url.search);
  const latest = useLatestCredit(businessId);
  const [open, setOpen] = useState<CreditAction | null>(null);
  const close = () => setOpen(null);
  const line = latest.data ?? null;
  const actions = latest.isSuccess && (
    <div className="flex flex-wrap gap-2">
      {creditActions(line).map((action) => (
        <Button
          key={action}
          variant={action === 'issue' ? 'primary' : 'secondary'}
          onClick={() => setOpen(action)}
        >
          {actionLabels[action]}
        </Button>
      ))}
    </div>
  );

  return (
    <ListSection id="credit-heading" title="Credit lines" actions={actions}>
      <CreditFilters key={url.formKey} {...url.filters} />
      <CursorListBody
        list={lines}
        noun="credit lines"
        fallback="The credit lines could not be loaded."
        filters={url}
        onPage={url.goTo}
        table={(rows, state) => <CreditTable rows={rows} {...state} />}
      />
      {open === 'issue' && <IssueCreditDialog businessId={businessId} currency={currency} onClose={close} />}
      {open === 'extend' && line && (
        <ExtendExpiryDialog businessId={businessId} line={line} onClose={close} />
      )}
      {open === 'clear' && line && <ClearCreditDialog businessId={businessId} line={line} onClose={close} />}
    </ListSection>
  );
}

type CreditFilterKey = FilterKeyOf<typeof creditSearch>;

function CreditFilters(props: ListFilterProps<CreditFilterKey>) {
  const filter = useAmountFilters<CreditFilterKey>(() => props.initial);
  const { draft, set } = filter;
  return (
    <FiltersForm
      label="Filter credit lines"
      onSubmit={filter.apply(props.onApply)}
      active={props.applied}
      onClear={props.onClear}
      columns={3}
    >
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={filterOptions('Any status', creditStatuses, creditStatusLabels)}
      />
      <DateRangeFields draft={draft} set={set} error={filter.dateError} />
      <AmountRangeFields draft={draft} set={set} errors={filter.amountErrors} />
    </FiltersForm>
  );
}

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Credit lines, newest first',
  columns: [
    'Status',
    'Credit amount',
    'Used',
    'Expiry',
    'Received',
    'In dispute',
    'Issued by',
    'Issued',
    'Cleared',
  ],
  minWidth: 'min-w-[64rem]',
};

const money = (value: TCredit['amountReceived']) => (value ? formatMoney(value) : '—');

export function CreditTable({ rows, ...state }: TableState & { rows: readonly TCredit[] }) {
  return (
    <HistoryTableFrame {...frame} {...state}>
      {rows.map((line) => (
        <tr key={line.id}>
          <td className="px-3 py-2">
            <Chip tone={creditStatusTones[line.status]}>{creditStatusLabels[line.status]}</Chip>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">
            {formatMoney(line.creditAmount)}
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">{formatMoney(line.used)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">{formatDay(line.expiry)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">{money(line.amountReceived)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">{money(line.disputeAmount)}</td>
          <td className="px-3 py-2 text-sm">{line.issuedBy?.name ?? '—'}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            <time dateTime={line.createdAt}>{formatDate(line.createdAt)}</time>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            {line.clearedAt ? <time dateTime={line.clearedAt}>{formatDate(line.clearedAt)}</time> : '—'}
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}
