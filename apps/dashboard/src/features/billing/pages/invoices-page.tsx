/**
 * /billing/invoice (/plans/upcoming-bill, /invoices): the upcoming bill per subscribed plan and what is owed
 * already, with Pay now; the invoices, each opening its details with Download PDF.
 */
import { bankTransfersRouteAddresses, cardsRouteAddresses, plansRouteAddresses } from '@verity/client';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Spinner } from '../../../components/ui/spinner';
import { cursorOnly } from '../../../lib/filter-search';
import { handleError } from '../../../lib/handle-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { BillingNav, INVOICES_PATH } from '../components/billing-nav';
import { InvoicesSection } from '../components/invoices-section';
import { UpcomingBillSection } from '../components/upcoming-bill-section';
import {
  useDownloadInvoice,
  useInvoices,
  usePayUpcomingBill,
  useUnpaidInvoices,
  useUpcomingBill,
} from '../invoice-api';
import { payOutcome, planNamer, unpaidPlans } from '../lib/invoice-labels';
import { usePlans } from '../plans/api';

export default function InvoicesPage() {
  useDocumentTitle('Invoices');
  const canPay = useCanCall(plansRouteAddresses.payUpcomingBill);
  const canManageCards = useCanCall(cardsRouteAddresses.initiateAdd);
  const canReconcile = useCanCall(bankTransfersRouteAddresses.reconciliations);
  const bill = useUpcomingBill();
  const billFailure = useQueryFailure(bill.error);
  const unpaid = useUnpaidInvoices((bill.data?.outstanding.amount ?? 0) > 0);
  const plans = usePlans().data;
  const planName = planNamer(plans);
  const url = useCursorListUrl(cursorOnly);
  const invoices = useInvoices(url.search.cursor);
  const pay = usePayUpcomingBill();
  const download = useDownloadInvoice();

  const payPlan = (planId: string) =>
    pay.mutate(planId, {
      onSuccess: (items) => {
        const outcome = payOutcome(items);
        toast[outcome.tone](outcome.message);
      },
      onError: handleError,
    });
  const paying = pay.isPending ? (pay.variables ?? null) : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Invoices</h1>
      <BillingNav current={INVOICES_PATH} canManageCards={canManageCards} canReconcile={canReconcile} />
      {bill.isError ? (
        <QueryError
          message={billFailure}
          onRetry={() => void bill.refetch()}
          fallback="The upcoming bill could not be loaded."
        />
      ) : bill.data ? (
        <UpcomingBillSection
          bill={bill.data}
          planName={planName}
          unpaid={unpaid.data ? unpaidPlans(unpaid.data) : undefined}
          onPay={canPay ? payPlan : undefined}
          paying={paying}
        />
      ) : (
        <Spinner label="Loading the upcoming bill" />
      )}
      <InvoicesSection
        invoices={invoices}
        onPage={url.goTo}
        planName={plans ? planName : undefined}
        actions={(invoice) => ({
          onDownload: () => download.mutate(invoice),
          downloading: download.isPending,
          onPay: canPay ? () => payPlan(invoice.planId) : undefined,
          paying: paying === invoice.planId,
        })}
      />
    </div>
  );
}
