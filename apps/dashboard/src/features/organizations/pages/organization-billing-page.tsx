/**
 * /organizations/{organization_id}/billing (gate organization:billing:view), in the organization layout: the
 * organization's wallet, funded by transfers from its business's, and those transfers, a cursor page at a
 * time (the cursor in the URL). The business transfers from its own billing page (Transfer to organization).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { pagingState } from '../../../lib/cursor-paging';
import { filterSearch } from '../../../lib/filter-search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import {
  organizationBalanceQuery,
  organizationTransactionsQuery,
  TransactionsTable,
  WalletCard,
} from '../../billing';

const cursorOnly = filterSearch({});

export default function OrganizationBillingPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  useDocumentTitle('Organization billing');
  const [location, navigate] = useLocation();
  const { cursor } = cursorOnly.read(useSearch());
  const balance = useQuery(organizationBalanceQuery(organizationId));
  const transactions = useQuery({
    ...organizationTransactionsQuery(organizationId, cursor),
    placeholderData: keepPreviousData,
  });
  const balanceFailure = useQueryFailure(balance.error);
  const listFailure = useQueryFailure(transactions.error);
  const rows = transactions.data?.items ?? [];

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
      <section aria-labelledby="organization-transactions" className="flex flex-col gap-4">
        <h2 id="organization-transactions" className="font-semibold text-xl">
          Transactions
        </h2>
        {transactions.isError ? (
          <QueryError
            message={listFailure}
            onRetry={() => void transactions.refetch()}
            fallback="The transactions could not be loaded."
          />
        ) : !transactions.isPending && rows.length === 0 ? (
          <EmptyHistory filtered={false} onClear={() => undefined} noun="transactions" />
        ) : (
          <>
            <TransactionsTable
              rows={rows}
              loading={transactions.isPending}
              busy={transactions.isPlaceholderData}
              linked={false}
            />
            <CursorPager
              paging={pagingState(transactions.data?.pagination)}
              disabled={transactions.isFetching}
              onPage={(next) => {
                const query = cursorOnly.write({ draft: cursorOnly.empty, cursor: next });
                navigate(query ? `${location}?${query}` : location);
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
