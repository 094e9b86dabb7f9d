/**
 * /billing/payment-details and /billing/payment-details/manage-cards: the business's saved cards, Add card
 * (the Add Card dialog), and on Manage cards, Make default and Remove. Payment details is also the card
 * provider's return address after a set-up that needed a redirect.
 */
import { bankTransfersRouteAddresses, cardsRouteAddresses } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useAddCardRequest } from '../../../shell/add-card-request';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { useCardsRefresh, usePaymentMethods } from '../api';
import { AddCardDialog, CARD_ADDED } from '../components/add-card-dialog';
import { BillingNav, MANAGE_CARDS_PATH } from '../components/billing-nav';
import { CardList } from '../components/card-list';
import { readSetupReturn } from '../lib/setup-return';

const SETUP_FAILED = 'Your card could not be added. Please try again.';

/**
 * Arriving back from the card provider: 'Card added successfully' (or why not), the provider's parameters
 * taken out of the address, and the cards read again at 3, 6 and 9 seconds. The failure's words, if any.
 */
function useSetupReturn(): string | null {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const refreshCards = useCardsRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  // Once per address: the effect runs again as the stripped address arrives (and twice in StrictMode).
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const { outcome, rest } = readSetupReturn(search);
    if (!outcome || handled.current === search) return;
    handled.current = search;
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    if (outcome.status === 'failed') {
      setFailure(SETUP_FAILED);
      const secret = outcome.clientSecret;
      if (secret)
        void import('../lib/stripe')
          .then(({ setupFailureMessage }) => setupFailureMessage(secret))
          .then((message) => message && setFailure(`${SETUP_FAILED} ${message}`));
      return;
    }
    if (outcome.status === 'succeeded') toast.success(CARD_ADDED);
    else toast.info('Your card is being confirmed: it appears here in a moment');
    refreshCards();
  }, [search, location, navigate, refreshCards]);
  return failure;
}

function CardsScreen({ manage }: { manage: boolean }) {
  const title = manage ? 'Manage cards' : 'Payment details';
  useDocumentTitle(title);
  const cards = usePaymentMethods();
  const failure = useQueryFailure(cards.error);
  const profile = useBusinessProfile();
  // Add card, and on Manage cards Make default and Remove.
  const canManage = useCanCall(
    cardsRouteAddresses.initiateAdd,
    cardsRouteAddresses.setDefault,
    cardsRouteAddresses.remove,
  );
  const canReconcile = useCanCall(bankTransfersRouteAddresses.reconciliations);
  const returnFailure = useSetupReturn();
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];
  const currency = profile.data?.currency ?? 'NGN';

  // Sent here to add a card (the billing steps' 'Add your Payment method', or Fund wallet without a card):
  // the dialog opens once the list says whether a card exists, which decides its first page.
  const loaded = cards.data !== undefined;
  useEffect(() => {
    if (loaded && useAddCardRequest.getState().takeAddCardRequest() && canManage) setAdding(true);
  }, [loaded, canManage]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <BillingNav
        current={manage ? MANAGE_CARDS_PATH : '/billing/payment-details'}
        canManageCards={canManage}
        canReconcile={canReconcile}
      />
      {returnFailure && <Alert tone="error">{returnFailure}</Alert>}
      <section aria-labelledby="saved-cards" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="saved-cards" className="font-semibold text-xl">
            Saved cards
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {!manage && canManage && list.length > 0 && (
              <TextLink href={MANAGE_CARDS_PATH}>Manage cards</TextLink>
            )}
            {canManage && (
              <Button onClick={() => setAdding(true)} disabled={!loaded}>
                Add card
              </Button>
            )}
          </div>
        </div>
        {cards.isError ? (
          <QueryError
            message={failure}
            onRetry={() => void cards.refetch()}
            fallback="Your cards could not be loaded."
          />
        ) : !loaded ? (
          <Spinner label="Loading your cards" />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
            No card yet. A card pays for your plan and funds your wallet.
          </p>
        ) : (
          <CardList cards={list} manage={manage && canManage} />
        )}
      </section>
      <AddCardDialog
        open={adding}
        currency={currency}
        hasCard={list.length > 0}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}

export function PaymentDetailsPage() {
  return <CardsScreen manage={false} />;
}

export function ManageCardsPage() {
  return <CardsScreen manage />;
}
