/**
 * /businesses/{business_id}/billing (gate admin:business:billing:view): platform staff see one business's
 * wallet and correct it (Adjust balance), and manage its credit lines.
 */
import { useState } from 'react';
import { useParams } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useBusinessBalance } from '../admin-api';
import { AdjustBalanceDialog } from '../components/adjust-balance-dialog';
import { CreditSection } from '../components/credit-section';
import { WalletCard } from '../components/wallet-card';

export default function BusinessBillingPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  useDocumentTitle('Business billing');
  const balance = useBusinessBalance(businessId);
  const failure = useQueryFailure(balance.error);
  const [adjusting, setAdjusting] = useState(false);
  const wallet = balance.data;
  const currency = wallet?.balance.currency ?? 'NGN';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-semibold text-2xl">Billing</h1>
        <div className="flex flex-wrap gap-4">
          <TextLink href={`${scopeBasePath('business', businessId)}/manage/invoices`}>
            This business&apos;s invoices
          </TextLink>
          <TextLink href={`${scopeBasePath('business', businessId)}/manage/pricing-subscription`}>
            This business&apos;s prices
          </TextLink>
        </div>
      </div>
      {balance.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void balance.refetch()}
          fallback="The wallet could not be loaded."
        />
      ) : wallet ? (
        <WalletCard balance={wallet} onAdjust={() => setAdjusting(true)} />
      ) : (
        <Spinner label="Loading the wallet" />
      )}
      {wallet && <CreditSection businessId={businessId} currency={currency} />}
      {adjusting && (
        <AdjustBalanceDialog
          businessId={businessId}
          currency={currency}
          onClose={() => setAdjusting(false)}
        />
      )}
    </div>
  );
}
