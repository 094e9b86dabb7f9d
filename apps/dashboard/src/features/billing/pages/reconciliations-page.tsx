/**
 * /billing/reconciliations (gate admin:business:billing:view): platform staff match the bank transfers
 * businesses announced to the money that arrived.
 */
import { cardsRouteAddresses } from '@verity/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCall } from '../../../session/use-can-call';
import { useHeld } from '../../../session/use-held';
import { BillingNav, RECONCILIATIONS_PATH } from '../components/billing-nav';
import { ReconciliationsSection } from '../components/reconciliations-section';

export default function ReconciliationsPage() {
  useDocumentTitle('Reconciliations');
  const canViewWallet = useHeld(['wallet:view']);
  const canManageCards = useCanCall(cardsRouteAddresses.initiateAdd);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Reconciliations</h1>
      {canViewWallet && (
        <BillingNav current={RECONCILIATIONS_PATH} canManageCards={canManageCards} canReconcile />
      )}
      <p className="text-muted">
        A bank transfer stays Pending until its money is matched here: Reconcile it with what arrived, and the
        business&apos;s wallet is credited.
      </p>
      <ReconciliationsSection />
    </div>
  );
}
