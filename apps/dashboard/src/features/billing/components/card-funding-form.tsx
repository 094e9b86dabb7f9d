import { FUNDING_MIN, type TPaymentCard } from '@verity/client';
import { type FormEvent, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { splitFieldErrors } from '../../../lib/field-errors';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useAddCardRequest } from '../../../shell/add-card-request';
import { type FundingResult, useFundWallet, usePaymentMethods } from '../api';
import { checkFundingAmount } from '../lib/funding-amount';
import { cardName } from '../lib/transaction-labels';

export interface CardFundingFormProps {
  currency: string;
  /** The person may add a card (billing:subscription:card:invoice:manage). */
  canAddCard: boolean;
  onClose(): void;
}

const cardOption = (card: TPaymentCard) => ({
  value: card.id,
  label: [cardName(card), card.cardLabel, card.isDefault ? 'default' : null].filter(Boolean).join(' · '),
});

/**
 * Funding from a card: an amount in major units of the business's currency and the saved card to charge, the
 * default one chosen to begin with. A payment the bank must confirm shows the bank's check (3-D Secure)
 * before the outcome; a failure keeps the dialog open with the provider's words.
 */
export function CardFundingForm({ currency, canAddCard, onClose }: CardFundingFormProps) {
  const cards = usePaymentMethods();
  const fund = useFundWallet();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [chosenCard, setChosenCard] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const list = cards.data ?? [];
  const cardId = chosenCard || (list.find((card) => card.isDefault) ?? list[0])?.id || '';
  const symbol = currencySymbol(currency);

  const settle = (result: FundingResult) => {
    if (result.kind === 'failed') {
      setFailure(result.message);
      return;
    }
    if (result.kind === 'successful')
      toast.success(`Your wallet was funded with ${formatMoney(result.transaction.amount)}`);
    else toast.info('The payment is processing: your balance updates once it completes');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkFundingAmount(amount, currency);
    if ('error' in check) {
      setAmountError(check.error);
      return;
    }
    setAmountError(undefined);
    setFailure(null);
    fund.mutate(
      { paymentMode: 'card', amount: check.amount, ...(cardId ? { cardId } : {}) },
      {
        onSuccess: settle,
        onError: (error) => {
          const split = splitFieldErrors(error, ['amount'] as const);
          if (split) {
            setAmountError(split.fields.amount);
            setFailure(split.formMessage);
            return;
          }
          const resolution = handleError(error);
          setFailure(resolution.action === 'show' ? resolution.message : null);
        },
      },
    );
  };

  const addCard = () => {
    useAddCardRequest.getState().requestAddCard();
    onClose();
    navigate('/billing/payment-details');
  };

  if (cards.isPending) return <Spinner label="Loading your cards" />;
  if (list.length === 0)
    return (
      <div className="flex flex-col gap-4">
        <p>Funding your wallet by card charges a saved card, and you have none yet.</p>
        {canAddCard ? (
          <div>
            <Button onClick={addCard}>Add a card</Button>
          </div>
        ) : (
          <p className="text-muted">Ask a team member who manages billing to add one.</p>
        )}
      </div>
    );
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label={`Amount (${symbol})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="5,000.00"
        hint={`At least ${formatMoney({ amount: FUNDING_MIN, currency })}`}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(undefined);
        }}
        error={amountError}
      />
      <SelectField
        label="Card to charge"
        value={cardId}
        onChange={(event) => setChosenCard(event.target.value)}
        options={list.map(cardOption)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={fund.isPending}>
          Pay
        </Button>
      </div>
    </form>
  );
}
