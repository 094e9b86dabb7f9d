/**
 * /organizations/{organization_id}/billing (gate organization:billing:view), in the organization layout: the
 * organization's wallet, funded by transfers from its business's, and those transfers, a cursor page at a
 * time (the cursor in the URL). The business transfers from its own billing page (Transfer to organization).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { CursorListBody } from '../../../components/cursor-list-body';
import { ListSection } from '../../../components/list-section';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { cursorOnly } from '../../../lib/filter-search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import {
  organizationBalanceQuery,
  organizationTransactionsQuery,
  TransactionsTable,
  WalletCard,
} from '../../billing';

export default function OrganizationBillingPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  useDocumentTitle('Organization billing');
  const url = useCursorListUrl(cursorOnly);
  const balance = useQuery(organizationBalanceQuery(organizationId));
  const transactions = useQuery({
    ...organizationTransactionsQuery(organizationId, url.search.cursor),
    placeholderData: keepPreviousData,
  });
  const balanceFailure = useQueryFailure(balance.error);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Billing</h1>
      {balance.isError ? (
        <QueryError
          message={balanceFailure}
          onRetry={() => void balance.refetch()}
          fallback="The wallet could not be loaded."
        />
      ) : balance.data ? (
        <WalletCard balance={balance.data} />
      ) : (
        <Spinner label="Loading the wallet" />
      )}
      <p className="text-muted text-sm">
        The business funds this wallet by transfer from its own (Billing, Transfer to organization).
      </p>
      <ListSection id="organization-transactions" title="Transactions">
        <CursorListBody
          list={transactions}
          noun="transactions"
          fallback="The transactions could not be loaded."
          onPage={url.goTo}
          table={(rows, state) => <TransactionsTable rows={rows} {...state} linked={false} />}
        />
      </ListSection>
    </div>
  );
}
