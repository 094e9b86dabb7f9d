/**
 * /billing: the wallet-balance banner, the wallet with Fund wallet (card or bank transfer) and Transfer to
 * organization, and the business's transactions.
 */
import {
  bankTransfersRouteAddresses,
  cardsRouteAddresses,
  organizationsRouteAddresses,
  walletsRouteAddresses,
} from '@verity/client';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { useOrganizations, useWalletBalance } from '../api';
import { BalanceBanner } from '../components/balance-banner';
import { BillingNav } from '../components/billing-nav';
import { FundWalletDialog } from '../components/fund-wallet-dialog';
import { TransactionsSection } from '../components/transactions-section';
import { TransferDialog } from '../components/transfer-dialog';
import { WalletCard } from '../components/wallet-card';

export default function BillingPage() {
  useDocumentTitle('Billing');
  const balance = useWalletBalance();
  const failure = useQueryFailure(balance.error);
  const profile = useBusinessProfile();
  // Fund wallet offers a card payment and a bank transfer.
  const canFund = useCanCall(walletsRouteAddresses.fund, bankTransfersRouteAddresses.initiate);
  const canManageCards = useCanCall(cardsRouteAddresses.initiateAdd);
  const canReconcile = useCanCall(bankTransfersRouteAddresses.reconciliations);
  // Transfer lists the business's organizations, then moves money to one.
  const canTransfer = useCanCall(organizationsRouteAddresses.list, walletsRouteAddresses.transfer);
  const organizations = useOrganizations(canTransfer).data ?? [];
  const [dialog, setDialog] = useState<'fund' | 'transfer' | null>(null);
  const close = () => setDialog(null);
  const wallet = balance.data;
  const currency = profile.data?.currency ?? wallet?.balance.currency ?? 'NGN';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Billing</h1>
      <BillingNav current="/billing" canManageCards={canManageCards} canReconcile={canReconcile} />
      {wallet && <BalanceBanner unitBalance={wallet.unitBalance} currency={wallet.balance.currency} />}
      {balance.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void balance.refetch()}
          fallback="The wallet could not be loaded."
        />
      ) : wallet ? (
        <WalletCard
          balance={wallet}
          onFund={canFund ? () => setDialog('fund') : undefined}
          onTransfer={canTransfer && organizations.length > 0 ? () => setDialog('transfer') : undefined}
        />
      ) : (
        <Spinner label="Loading your wallet" />
      )}
      <TransactionsSection />
      {dialog === 'fund' && (
        <FundWalletDialog
          businessId={profile.data?.id ?? ''}
          currency={currency}
          canAddCard={canManageCards}
          onClose={close}
        />
      )}
      {dialog === 'transfer' && (
        <TransferDialog organizations={organizations} currency={currency} onClose={close} />
      )}
    </div>
  );
}
