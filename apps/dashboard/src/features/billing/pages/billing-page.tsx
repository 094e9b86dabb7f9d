/**
 * /billing (spec/platform.md §2, §3 Wallet balance and Wallet funding, §7 Billing, §9): the wallet-balance
 * banner, the wallet with Fund wallet, and the business's transactions.
 */
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBusinessProfile } from '../../shell/use-business-profile';
import { useWalletBalance } from '../api';
import { BalanceBanner } from '../components/balance-banner';
import { BillingNav } from '../components/billing-nav';
import { FundWalletDialog } from '../components/fund-wallet-dialog';
import { TransactionsSection } from '../components/transactions-section';
import { WalletCard } from '../components/wallet-card';
import { useHeld } from '../use-held';

export default function BillingPage() {
  useDocumentTitle('Billing');
  const balance = useWalletBalance();
  const failure = useQueryFailure(balance.error);
  const profile = useBusinessProfile();
  const canFund = useHeld(['wallet:fund']);
  const canManageCards = useHeld(['billing:subscription:card:invoice:manage']);
  const [funding, setFunding] = useState(false);
  const wallet = balance.data;
  const currency = profile.data?.currency ?? wallet?.balance.currency ?? 'NGN';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Billing</h1>
      <BillingNav current="/billing" canManageCards={canManageCards} />
      {wallet && <BalanceBanner unitBalance={wallet.unitBalance} currency={wallet.balance.currency} />}
      {balance.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void balance.refetch()}
          fallback="The wallet could not be loaded."
        />
      ) : wallet ? (
        <WalletCard balance={wallet} onFund={canFund ? () => setFunding(true) : undefined} />
      ) : (
        <Spinner label="Loading your wallet" />
      )}
      <TransactionsSection />
      {funding && (
        <FundWalletDialog currency={currency} canAddCard={canManageCards} onClose={() => setFunding(false)} />
      )}
    </div>
  );
}
