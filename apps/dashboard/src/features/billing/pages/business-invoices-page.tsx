/**
 * /businesses/{business_id}/manage/invoices (/invoices/businesses/{id} and /balances/businesses/{id}; gate
 * admin:business:billing:view): what a business owes on invoices and its wallet, and its invoices with their
 * details. The PDF is the business's own to download.
 */
import type { TBusinessBalance } from '@verity/client';
import { useParams } from 'wouter';
import { DetailSection } from '../../../components/detail-section';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { TextLink } from '../../../components/ui/text-link';
import { cursorOnly } from '../../../lib/filter-search';
import { formatCount, formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { InvoicesSection } from '../components/invoices-section';
import { useBusinessInvoiceBalance, useBusinessInvoices, useBusinessPlans } from '../invoice-api';
import { planNamer } from '../lib/invoice-labels';

export function businessBalanceRows(balance: TBusinessBalance): SummaryRow[] {
  return [
    ['Outstanding', formatMoney(balance.outstanding)],
    ['Unpaid invoices', formatCount(balance.unpaidInvoices)],
    ['Wallet', formatMoney(balance.wallet)],
  ];
}

export default function BusinessInvoicesPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  useDocumentTitle('Business invoices');
  const balance = useBusinessInvoiceBalance(businessId);
  const failure = useQueryFailure(balance.error);
  const plans = useBusinessPlans(businessId).data;
  const planName = planNamer(plans);
  const url = useCursorListUrl(cursorOnly);
  const invoices = useBusinessInvoices(businessId, url.search.cursor);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-semibold text-2xl">Invoices</h1>
        <TextLink href={`${scopeBasePath('business', businessId)}/billing`}>
          This business&apos;s billing
        </TextLink>
      </div>
      {balance.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void balance.refetch()}
          fallback="The balance could not be loaded."
        />
      ) : balance.data ? (
        <DetailSection title="Balance">
          <SummaryList rows={businessBalanceRows(balance.data)} />
        </DetailSection>
      ) : (
        <Spinner label="Loading the balance" />
      )}
      <InvoicesSection invoices={invoices} onPage={url.goTo} planName={plans ? planName : undefined} />
    </div>
  );
}
