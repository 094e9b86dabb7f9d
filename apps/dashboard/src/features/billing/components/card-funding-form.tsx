import { zodResolver } from '@hookform/resolvers/zod';
import { FUNDING_MIN, type TFundWalletRequest, type TPaymentCard } from '@verity/client';
import { useForm } from 'react-hook-form';
import { navigate } from 'wouter/use-browser-location';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useAddCardRequest } from '../../../shell/add-card-request';
import { type FundingResult, useFundWallet, usePaymentMethods } from '../api';
import { type CardFundingDraft, cardFundingSchema } from '../lib/funding-amount';
import { cardName } from '../lib/transaction-labels';

export interface CardFundingFormProps {
  currency: string;
  /** The person may add a card (billing:subscription:card:invoice:manage). */
  canAddCard: boolean;
  onClose(): void;
}

const fields = ['amount', 'cardId'] as const;

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
  const list = cards.data ?? [];
  const defaultCardId = (list.find((card) => card.isDefault) ?? list[0])?.id ?? '';
  const form = useForm<CardFundingDraft, unknown, TFundWalletRequest>({
    resolver: zodResolver(cardFundingSchema(currency, defaultCardId)),
    defaultValues: { amount: '', cardId: '' },
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors } = form.formState;
  // '' until a card is chosen: the default card, shown chosen.
  const cardId = form.watch('cardId') || defaultCardId;
  const symbol = currencySymbol(currency);

  const settle = (result: FundingResult) => {
    if (result.kind === 'failed') {
      failure.setMessage(result.message);
      return;
    }
    if (result.kind === 'successful')
      toast.success(`Your wallet was funded with ${formatMoney(result.transaction.amount)}`);
    else toast.info('The payment is processing: your balance updates once it completes');
    onClose();
  };

  const submit = form.handleSubmit((request) => {
    failure.setMessage(null);
    fund.mutate(request, { onSuccess: settle, onError: failure.report });
  });

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
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <SelectField
        label="Card to charge"
        options={list.map(cardOption)}
        error={errors.cardId?.message}
        {...form.register('cardId')}
        value={cardId}
      />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
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
