import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TCardAddInitiation } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AddCardState, addCardReducer, initialAddCard } from '../lib/add-card-flow';
import { AddCardDialog, type AddCardDialogProps } from './add-card-dialog';
import { CardFormPage } from './add-card-pages';

// Nothing may load the card provider or call the server while the dialog only renders.
const stripe = vi.hoisted(() => ({ mountCardForm: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock('../lib/stripe', () => stripe);
const billing = vi.hoisted(() => ({ initiateCardAdd: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({ api: { billing } }));

afterEach(() => {
  expect(stripe.mountCardForm).not.toHaveBeenCalled();
  expect(billing.initiateCardAdd).not.toHaveBeenCalled();
});

/** The markup without tags: what a person reads. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function dialog(props: Omit<AddCardDialogProps, 'onClose'>): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AddCardDialog {...props} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the Add Card dialog as it opens', () => {
  it('NGN without a card: page 1 asks for the required Card Label, with no default flag', () => {
    const markup = dialog({ open: true, currency: 'NGN', hasCard: false });
    expect(markup).toContain('role="dialog"');
    expect(text(markup)).toContain('Add Card');
    expect(markup).toMatch(
      /<label for="([^"]+)"[^>]*>Card Label<\/label><div class="relative"><input id="\1"/,
    );
    expect(markup).toContain('placeholder="Enter Card Label"');
    expect(markup).toContain('required=""');
    expect(text(markup)).toContain('The name displayed on the card; it must be unique');
    expect(text(markup)).toContain('Continue');
    expect(markup).not.toContain('Set this card as a default payment method.');
    expect(markup).not.toContain('Card Details');
  });

  it('NGN with a card: the default flag too', () => {
    const markup = dialog({ open: true, currency: 'NGN', hasCard: true });
    expect(markup).toMatch(
      /<input id="([^"]+)" type="checkbox"[^>]*\/><label for="\1">Set this card as a default payment method\.<\/label>/,
    );
    expect(markup).toContain('Card Label');
  });

  it('USD with a card: page 1 asks only about the default', () => {
    const markup = dialog({ open: true, currency: 'USD', hasCard: true });
    expect(markup).toContain('Set this card as a default payment method.');
    expect(markup).not.toContain('Card Label');
    expect(text(markup)).toContain('Continue');
  });

  it('USD without a card: skips page 1, straight to the address and card forms while the set-up starts', () => {
    const markup = dialog({ open: true, currency: 'USD', hasCard: false });
    const words = text(markup);
    expect(words).not.toContain('Continue');
    expect(words).toContain('Address Details');
    expect(words).toContain('Card Details');
    expect(words).toContain('Loading the card form');
    expect(words).toContain('Powered By Stripe');
    expect(markup).toMatch(/<button type="submit" disabled=""[^>]*>Submit<\/button>/);
  });

  it('shows nothing while closed', () => {
    expect(dialog({ open: false, currency: 'NGN', hasCard: true })).toBe('');
  });
});

const initiation: TCardAddInitiation = {
  stripePublicKey: 'pk_sandbox_1',
  clientSecretKey: 's',
  currency: 'NGN',
};

function page2(currency: string, state: AddCardState): string {
  return renderToStaticMarkup(
    <CardFormPage
      state={state}
      currency={currency}
      cardError={null}
      onConfirm={async () => undefined}
      onRetry={() => undefined}
    />,
  );
}

describe('the Add Card dialog’s page 2', () => {
  const ready = [
    { type: 'open', context: { currency: 'NGN', hasCard: false } },
    { type: 'setLabel', value: 'Ops card' },
    { type: 'continue', context: { currency: 'NGN', hasCard: false } },
    { type: 'initiated', session: 1, initiation },
    { type: 'mounted', session: 1 },
  ] as const;
  const readyState = ready.reduce(addCardReducer, initialAddCard());

  it('NGN: the card form only, no address', () => {
    const words = text(page2('NGN', readyState));
    expect(words).toContain('Card Details');
    expect(words).not.toContain('Address Details');
    expect(words).toContain('Powered By Stripe');
  });

  it('Submit is enabled once the forms are in', () => {
    expect(page2('NGN', readyState)).toMatch(/<button type="submit" class="[^"]*">Submit<\/button>/);
  });

  it('shows the provider’s message as an alert', () => {
    const declined = addCardReducer(readyState, { type: 'confirmFailed', error: 'Your card was declined.' });
    expect(page2('NGN', declined)).toMatch(/role="alert"[^>]*><span>Your card was declined\.<\/span>/);
  });

  it('offers to try again when the set-up could not start', () => {
    const opened = addCardReducer(initialAddCard(), {
      type: 'open',
      context: { currency: 'USD', hasCard: false },
    });
    const failed = addCardReducer(opened, {
      type: 'initiationFailed',
      session: 1,
      error: 'Could not connect to server!',
    });
    const markup = page2('USD', failed);
    expect(text(markup)).toContain('Could not connect to server!');
    expect(text(markup)).toContain('Try again');
  });
});
