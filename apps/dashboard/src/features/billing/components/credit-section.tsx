/**
 * A business's credit lines on its billing page (filters: status, startDate, endDate, startAmount,
 * endAmount), filters and page cursor in the URL, with Issue credit, Extend expiry and Clear credit. Those
 * act on the business's newest line, whatever the filters show: a business has at most one line open.
 */
import { creditStatuses, type TCredit } from '@verity/client';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Chip } from '../../../components/chip';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { DateRangeFields, FiltersForm } from '../../../components/filters-form';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBusinessCredit, useLatestCredit } from '../admin-api';
import {
  type CreditDraft,
  isCreditFiltered,
  noCreditFilters,
  readCreditSearch,
  writeCreditSearch,
} from '../lib/credit-search';
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
  const [location, navigate] = useLocation();
  const search = readCreditSearch(useSearch());
  const lines = useBusinessCredit(businessId, search);
  const latest = useLatestCredit(businessId);
  const failure = useQueryFailure(lines.error);
  const [open, setOpen] = useState<CreditAction | null>(null);
  const close = () => setOpen(null);
  const go = (draft: CreditDraft, cursor: HistoryCursor) => {
    const query = writeCreditSearch({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = lines.data?.items ?? [];
  const filtered = isCreditFiltered(search.draft);
  const line = latest.data ?? null;

  return (
    <section aria-labelledby="credit-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="credit-heading" className="font-semibold text-xl">
          Credit lines
        </h2>
        {latest.isSuccess && (
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
        )}
      </div>
      <CreditFilters
        key={writeCreditSearch({ draft: search.draft, cursor: firstPage })}
        initial={search.draft}
        applied={filtered}
        onApply={(draft) => go(draft, firstPage)}
      />
      {lines.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void lines.refetch()}
          fallback="The credit lines could not be loaded."
        />
      ) : !lines.isPending && rows.length === 0 ? (
        <EmptyHistory
          filtered={filtered}
          onClear={() => go(noCreditFilters, firstPage)}
          noun="credit lines"
        />
      ) : (
        <>
          <CreditTable rows={rows} loading={lines.isPending} busy={lines.isPlaceholderData} />
          <CursorPager
            paging={pagingState(lines.data?.pagination)}
            disabled={lines.isFetching}
            onPage={(cursor) => go(search.draft, cursor)}
          />
        </>
      )}
      {open === 'issue' && <IssueCreditDialog businessId={businessId} currency={currency} onClose={close} />}
      {open === 'extend' && line && (
        <ExtendExpiryDialog businessId={businessId} line={line} onClose={close} />
      )}
      {open === 'clear' && line && <ClearCreditDialog businessId={businessId} line={line} onClose={close} />}
    </section>
  );
}

function CreditFilters(props: { initial: CreditDraft; applied: boolean; onApply(draft: CreditDraft): void }) {
  const filter = useAmountFilters<keyof CreditDraft>(() => props.initial);
  const { draft, set } = filter;
  return (
    <FiltersForm
      label="Filter credit lines"
      onSubmit={filter.apply((applied) => props.onApply(readCreditSearch(applied).draft))}
      active={props.applied}
      onClear={() => props.onApply(noCreditFilters)}
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

const columns = [
  'Status',
  'Credit amount',
  'Used',
  'Expiry',
  'Received',
  'In dispute',
  'Issued by',
  'Issued',
  'Cleared',
] as const;

const money = (value: TCredit['amountReceived']) => (value ? formatMoney(value) : '—');

export function CreditTable({
  rows,
  loading,
  busy = false,
}: {
  rows: readonly TCredit[];
  loading: boolean;
  busy?: boolean;
}) {
  return (
    <HistoryTableFrame
      caption="Credit lines, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[64rem]"
    >
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
