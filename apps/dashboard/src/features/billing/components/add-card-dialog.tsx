/**
 * The Add Card dialog. The pages and what each step may do are lib/add-card-flow.ts's; this component runs
 * the side effects: asking the server to start a set-up, mounting the provider's forms a second after its
 * answer, and confirming the card on Submit.
 */
import { ApiError } from '@verity/client';
import { useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Modal } from '../../../components/ui/modal';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useCardsRefresh } from '../api';
import {
  type AddCardContext,
  addCardReducer,
  asksForLabel,
  initialAddCard,
  initiationRequest,
} from '../lib/add-card-flow';
import type { CardForm } from '../lib/stripe';
import { CardFormPage, DetailsPage } from './add-card-pages';

/** The provider's forms mount a second after the set-up answer. */
export const FORM_MOUNT_DELAY_MS = 1000;
export const CARD_ADDED = 'Card added successfully';
const RETURN_PATH = '/billing/payment-details';

export interface AddCardDialogProps {
  open: boolean;
  currency: string;
  hasCard: boolean;
  onClose(): void;
}

/** Why the server would not start a set-up: words for the Card Label field, or for the dialog. */
function initiationFailure(error: unknown): { labelError?: string; error?: string | null } {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.cardLabel;
    if (field) return { labelError: field };
    // 409: a card of the business already has this label; the server says so.
    if (error.status === 409) return { labelError: error.message };
  }
  const resolution = handleError(error);
  return { error: resolution.action === 'show' ? resolution.message : null };
}

export function AddCardDialog({ open, currency, hasCard, onClose }: AddCardDialogProps) {
  const [state, dispatch] = useReducer(addCardReducer, undefined, () => initialAddCard());
  const refreshCards = useCardsRefresh();
  // Read when the dialog opens and when it starts a set-up, so a list that refreshes meanwhile does not
  // reset what the person is doing.
  const context = useRef<AddCardContext>({ currency, hasCard });
  context.current = { currency, hasCard };
  const latest = useRef(state);
  latest.current = state;
  const form = useRef<CardForm | null>(null);
  const cardTarget = useRef<HTMLDivElement>(null);
  const addressTarget = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const page2 = useRef<HTMLFormElement>(null);
  const { phase, session, initiation, page } = state;
  const flow = asksForLabel(currency) ? 'ngn' : 'usd';

  // Opening starts the flow and closing resets it, in the render that opens or closes: a USD business
  // without a card never sees page 1 flash by.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    dispatch(open ? { type: 'open', context: { currency, hasCard } } : { type: 'close' });
  }

  // Continue, or opening without page 1: ask the server to start a set-up.
  useEffect(() => {
    if (phase !== 'initiating') return;
    const body = initiationRequest(latest.current, context.current);
    api.billing.initiateCardAdd(body).then(
      ({ data }) => dispatch({ type: 'initiated', session, initiation: data }),
      (error: unknown) => dispatch({ type: 'initiationFailed', session, ...initiationFailure(error) }),
    );
  }, [phase, session]);

  // The set-up answered: a second later, the provider's forms mount (and go when the dialog closes).
  useEffect(() => {
    if (!initiation) return;
    let cancelled = false;
    let mounted: CardForm | null = null;
    const timer = setTimeout(() => {
      const card = cardTarget.current;
      if (!card) {
        dispatch({
          type: 'mountFailed',
          session,
          error: 'The card form could not be shown. Please try again.',
        });
        return;
      }
      import('../lib/stripe')
        .then(({ mountCardForm }) =>
          mountCardForm({
            publicKey: initiation.stripePublicKey,
            flow,
            card,
            address: addressTarget.current,
            returnUrl: `${window.location.origin}${RETURN_PATH}`,
            onCardError: setCardError,
          }),
        )
        .then(
          (ready) => {
            if (cancelled) {
              ready.destroy();
              return;
            }
            mounted = ready;
            form.current = ready;
            dispatch({ type: 'mounted', session });
          },
          (error: unknown) => {
            if (!cancelled)
              dispatch({
                type: 'mountFailed',
                session,
                error: error instanceof Error ? error.message : String(error),
              });
          },
        );
    }, FORM_MOUNT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      mounted?.destroy();
      form.current = null;
      setCardError(null);
    };
  }, [initiation, session, flow]);

  // Page 2 replaced the button that was pressed: focus moves to the new page, not to the document.
  useEffect(() => {
    if (page === 'card') page2.current?.focus();
  }, [page]);

  const confirm = async () => {
    const ready = form.current;
    if (!ready || !initiation || phase !== 'ready') return;
    dispatch({ type: 'confirming' });
    const outcome = await ready.confirm(initiation.clientSecretKey).catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    if (latest.current.session !== session) return;
    if (!outcome.ok) {
      dispatch({ type: 'confirmFailed', error: outcome.message });
      return;
    }
    ready.clear();
    toast.success(CARD_ADDED);
    refreshCards();
    onClose();
  };

  return (
    <Modal open={open} title="Add Card" onClose={onClose}>
      {page === 'details' ? (
        <DetailsPage state={state} currency={currency} hasCard={hasCard} dispatch={dispatch} />
      ) : (
        <CardFormPage
          state={state}
          currency={currency}
          formRef={page2}
          cardTarget={cardTarget}
          addressTarget={addressTarget}
          cardError={cardError}
          onConfirm={confirm}
          onRetry={() => dispatch({ type: 'retry' })}
        />
      )}
    </Modal>
  );
}
