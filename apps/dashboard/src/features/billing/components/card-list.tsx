import type { TPaymentCard } from '@verity/client';
import { useState } from 'react';
import { Chip } from '../../../components/chip';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { handleError } from '../../../lib/handle-error';
import { useRemoveCard, useSetDefaultCard } from '../api';
import { cardName } from '../lib/transaction-labels';

/** '12/34': the expiry as printed on the card. */
export function cardExpiry(card: Pick<TPaymentCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
}

/**
 * The business's saved cards: network and last four digits, label, expiry, the default one marked; with
 * `manage`, Make default and Remove (after a confirmation).
 */
export function CardList({ cards, manage }: { cards: readonly TPaymentCard[]; manage: boolean }) {
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<TPaymentCard | null>(null);

  const makeDefault = (card: TPaymentCard) =>
    setDefault.mutate(card.id, {
      onSuccess: () => toast.success(`${cardName(card)} is now your default card`),
      onError: handleError,
    });
  const confirmRemove = (card: TPaymentCard) =>
    remove.mutate(card.id, {
      onSuccess: () => {
        toast.success(`${cardName(card)} removed`);
        setRemoving(null);
      },
      onError: handleError,
    });

  return (
    <>
      <ul
        aria-label="Saved cards"
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {cards.map((card) => {
          const name = cardName(card);
          return (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {name}
                  {card.isDefault && <Chip tone="good">Default</Chip>}
                </span>
                {card.cardLabel && <span>{card.cardLabel}</span>}
                <span className="text-muted text-sm">Expires {cardExpiry(card)}</span>
              </div>
              {manage && (
                <div className="flex gap-2">
                  {!card.isDefault && (
                    <Button
                      variant="secondary"
                      loading={setDefault.isPending && setDefault.variables === card.id}
                      onClick={() => makeDefault(card)}
                    >
                      Make default<span className="sr-only"> {name}</span>
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setRemoving(card)}>
                    Remove<span className="sr-only"> {name}</span>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {removing && (
        <Modal open title={`Remove ${cardName(removing)}?`} onClose={() => setRemoving(null)}>
          <div className="flex flex-col gap-4">
            <p>
              {removing.isDefault
                ? 'This is your default card: payments will no longer be taken from it until you add or choose another.'
                : 'Payments will no longer be taken from this card.'}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => confirmRemove(removing)}>
                Remove card
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
