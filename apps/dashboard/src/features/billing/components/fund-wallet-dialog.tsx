/**
 * Fund wallet: by card (a saved card, charged now) or by bank transfer (the business sends the money and
 * quotes a reference; the wallet is credited once platform staff match it).
 */
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import {
  type AnnouncedTransfer,
  BankTransferFunding,
  BankTransferInstructions,
} from './bank-transfer-funding';
import { CardFundingForm } from './card-funding-form';
import { type Choice, ChoiceRadios } from './choice-radios';

export interface FundWalletDialogProps {
  /** The business's own id: a bank transfer is announced for it. */
  businessId: string;
  currency: string;
  /** The person may add a card (billing:subscription:card:invoice:manage). */
  canAddCard: boolean;
  onClose(): void;
}

type FundingMethod = 'card' | 'bank_transfer';

const methods: readonly Choice<FundingMethod>[] = [
  { value: 'card', label: 'Card' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];

export function FundWalletDialog({ businessId, currency, canAddCard, onClose }: FundWalletDialogProps) {
  const [method, setMethod] = useState<FundingMethod>('card');
  const [announced, setAnnounced] = useState<AnnouncedTransfer | null>(null);
  // A dialog of its own (keyed), so focus moves to it from the button that is gone.
  if (announced)
    return (
      <Modal key="details" open title="Bank transfer details" onClose={onClose}>
        <BankTransferInstructions {...announced} onDone={onClose} />
      </Modal>
    );
  return (
    <Modal key="fund" open title="Fund wallet" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <ChoiceRadios<FundingMethod> legend="Pay by" choices={methods} value={method} onChange={setMethod} />
        {method === 'card' ? (
          <CardFundingForm currency={currency} canAddCard={canAddCard} onClose={onClose} />
        ) : (
          <BankTransferFunding
            businessId={businessId}
            currency={currency}
            onAnnounced={setAnnounced}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
