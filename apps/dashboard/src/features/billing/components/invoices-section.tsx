/**
 * A business's invoices (GET /invoices, /invoices/businesses/{id}): the table, its page cursor in the URL
 * (useCursorListUrl with cursorOnly), Previous/Next, and the details of the invoice opened. The business's own
 * page and platform staff's share it; each says what its details offer besides the invoice's facts.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, TInvoice } from '@verity/client';
import { useState } from 'react';
import { CursorListBody } from '../../../components/cursor-list-body';
import { ListSection } from '../../../components/list-section';
import type { HistoryCursor } from '../../../lib/cursor-paging';
import { InvoiceDialog, type InvoiceDialogProps } from './invoice-dialog';
import { InvoicesTable } from './invoices-table';

/** What an invoice's details offer besides its facts: Download PDF, Pay now. */
export type InvoiceActions = Pick<InvoiceDialogProps, 'onDownload' | 'downloading' | 'onPay' | 'paying'>;

export interface InvoicesSectionProps {
  invoices: UseQueryResult<CursorList<TInvoice>>;
  onPage(cursor: HistoryCursor): void;
  /** Names an invoice's plan, once the plans are read (until then the details leave the plan out). */
  planName: ((planId: string) => string) | undefined;
  /** The open invoice's actions: as the list now has it, so a payment shows there too. */
  actions?(invoice: TInvoice): InvoiceActions;
}

export function InvoicesSection({ invoices, onPage, planName, actions }: InvoicesSectionProps) {
  const [open, setOpen] = useState<TInvoice | null>(null);
  const rows = invoices.data?.items ?? [];
  const current = open ? (rows.find((row) => row.id === open.id) ?? open) : null;

  return (
    <ListSection id="invoices-heading" title="Invoices">
      <CursorListBody
        list={invoices}
        noun="invoices"
        fallback="The invoices could not be loaded."
        onPage={onPage}
        table={(page, state) => <InvoicesTable rows={page} {...state} onOpen={setOpen} />}
      />
      {current && (
        <InvoiceDialog
          invoice={current}
          planName={planName ? planName(current.planId) : null}
          {...actions?.(current)}
          onClose={() => setOpen(null)}
        />
      )}
    </ListSection>
  );
}
