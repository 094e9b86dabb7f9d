/**
 * A business's invoices (GET /invoices, /invoices/businesses/{id}): the table, its page cursor in the URL,
 * Previous/Next, and the details of the invoice opened. The business's own page and platform staff's share
 * it; each says what its details offer.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, TInvoice } from '@verity/client';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { QueryError } from '../../../components/query-error';
import { type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { readInvoiceCursor, writeInvoiceCursor } from '../invoice-api';
import { InvoicesTable } from './invoices-table';

/** The invoices' page as the URL says, and a way to another. */
export function useInvoiceCursor(): [HistoryCursor, (cursor: HistoryCursor) => void] {
  const [location, navigate] = useLocation();
  const cursor = readInvoiceCursor(useSearch());
  return [
    cursor,
    (next) => {
      const query = writeInvoiceCursor(next);
      navigate(query ? `${location}?${query}` : location);
    },
  ];
}

export interface InvoicesSectionProps {
  invoices: UseQueryResult<CursorList<TInvoice>>;
  onPage(cursor: HistoryCursor): void;
  /** The open invoice's details: as the list now has it, so a payment shows there too. */
  details(invoice: TInvoice, close: () => void): ReactNode;
}

export function InvoicesSection({ invoices, onPage, details }: InvoicesSectionProps) {
  const failure = useQueryFailure(invoices.error);
  const [open, setOpen] = useState<TInvoice | null>(null);
  const rows = invoices.data?.items ?? [];
  const current = open ? (rows.find((row) => row.id === open.id) ?? open) : null;

  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
      <h2 id="invoices-heading" className="font-semibold text-xl">
        Invoices
      </h2>
      {invoices.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void invoices.refetch()}
          fallback="The invoices could not be loaded."
        />
      ) : !invoices.isPending && rows.length === 0 ? (
        <EmptyHistory filtered={false} onClear={() => undefined} noun="invoices" />
      ) : (
        <>
          <InvoicesTable
            rows={rows}
            loading={invoices.isPending}
            busy={invoices.isPlaceholderData}
            onOpen={setOpen}
          />
          <CursorPager
            paging={pagingState(invoices.data?.pagination)}
            disabled={invoices.isFetching}
            onPage={onPage}
          />
        </>
      )}
      {current && details(current, () => setOpen(null))}
    </section>
  );
}
