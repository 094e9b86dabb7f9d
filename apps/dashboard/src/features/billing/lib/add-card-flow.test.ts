import type { TCardAddInitiation } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  type AddCardContext,
  type AddCardEvent,
  type AddCardState,
  addCardReducer,
  cardLabelError,
  initialAddCard,
  initiationRequest,
  skipsDetails,
} from './add-card-flow';

const ngnFirstCard: AddCardContext = { currency: 'NGN', hasCard: false };
const ngnWithCard: AddCardContext = { currency: 'NGN', hasCard: true };
const usdFirstCard: AddCardContext = { currency: 'USD', hasCard: false };
const usdWithCard: AddCardContext = { currency: 'USD', hasCard: true };
const initiation: TCardAddInitiation = {
  stripePublicKey: 'pk_sandbox_1',
  clientSecretKey: 'seti_1_secret_2',
  currency: 'NGN',
};

const run = (events: AddCardEvent[], from: AddCardState = initialAddCard()) =>
  events.reduce(addCardReducer, from);

describe('the Add Card dialog pages', () => {
  it('an NGN business starts on page 1 and must name the card before Continue starts the set-up', () => {
    const opened = run([{ type: 'open', context: ngnFirstCard }]);
    expect(opened).toMatchObject({ page: 'details', phase: 'idle' });

    const unnamed = addCardReducer(opened, { type: 'continue', context: ngnFirstCard });
    expect(unnamed).toMatchObject({
      page: 'details',
      phase: 'idle',
      labelError: 'The card label field is required',
    });

    const named = run(
      [
        { type: 'setLabel', value: '  Ops card ' },
        { type: 'continue', context: ngnFirstCard },
      ],
      unnamed,
    );
    expect(named).toMatchObject({ page: 'details', phase: 'initiating', labelError: null });
    expect(initiationRequest(named, ngnFirstCard)).toEqual({ cardLabel: 'Ops card' });

    const answered = addCardReducer(named, { type: 'initiated', session: named.session, initiation });
    expect(answered).toMatchObject({ page: 'card', phase: 'mounting', initiation });
    expect(addCardReducer(answered, { type: 'mounted', session: answered.session }).phase).toBe('ready');
  });

  it('offers the default flag only when a card exists, and sends it then', () => {
    const state = run([
      { type: 'open', context: ngnWithCard },
      { type: 'setDefault', value: true },
      { type: 'setLabel', value: 'Backup' },
    ]);
    expect(initiationRequest(state, ngnWithCard)).toEqual({ setAsDefault: true, cardLabel: 'Backup' });
    expect(initiationRequest(state, { ...ngnWithCard, hasCard: false })).toEqual({ cardLabel: 'Backup' });
  });

  it('a USD business with a card is asked only about the default, without a label', () => {
    const opened = run([{ type: 'open', context: usdWithCard }]);
    expect(opened.page).toBe('details');
    const next = addCardReducer(opened, { type: 'continue', context: usdWithCard });
    expect(next.phase).toBe('initiating');
    expect(initiationRequest(next, usdWithCard)).toEqual({ setAsDefault: false });
  });

  it('a USD business without a card skips page 1 and starts the set-up at once', () => {
    expect(skipsDetails(usdFirstCard)).toBe(true);
    expect(skipsDetails(usdWithCard)).toBe(false);
    expect(skipsDetails(ngnFirstCard)).toBe(false);
    const opened = run([{ type: 'open', context: usdFirstCard }]);
    expect(opened).toMatchObject({ page: 'card', phase: 'initiating' });
    expect(initiationRequest(opened, usdFirstCard)).toEqual({});
  });

  it('a label the server refuses goes back under the field on page 1', () => {
    const sent = run([
      { type: 'open', context: ngnFirstCard },
      { type: 'setLabel', value: 'Ops card' },
      { type: 'continue', context: ngnFirstCard },
    ]);
    const refused = addCardReducer(sent, {
      type: 'initiationFailed',
      session: sent.session,
      labelError: 'A card with this label already exists',
    });
    expect(refused).toMatchObject({
      page: 'details',
      phase: 'idle',
      labelError: 'A card with this label already exists',
    });
    // Typing again clears it.
    expect(addCardReducer(refused, { type: 'setLabel', value: 'Ops card 2' }).labelError).toBeNull();
  });

  it('a failed set-up on the skipped page can be tried again; forms that failed to load mount again', () => {
    const opened = run([{ type: 'open', context: usdFirstCard }]);
    const failed = addCardReducer(opened, {
      type: 'initiationFailed',
      session: opened.session,
      error: 'Could not connect to server!',
    });
    expect(failed).toMatchObject({ page: 'card', phase: 'idle', error: 'Could not connect to server!' });
    expect(addCardReducer(failed, { type: 'retry' })).toMatchObject({ phase: 'initiating', error: null });

    const answered = addCardReducer(opened, { type: 'initiated', session: opened.session, initiation });
    const broken = addCardReducer(answered, {
      type: 'mountFailed',
      session: answered.session,
      error: 'Failed to load Stripe.js',
    });
    const again = addCardReducer(broken, { type: 'retry' });
    expect(again).toMatchObject({ phase: 'mounting', initiation, error: null });
    // A new answer object, so the forms mount afresh.
    expect(again.initiation).not.toBe(broken.initiation);
  });

  it('shows the provider’s message when confirming fails, and lets the person submit again', () => {
    const ready = run([
      { type: 'open', context: usdFirstCard },
      { type: 'initiated', session: 1, initiation },
      { type: 'mounted', session: 1 },
      { type: 'confirming' },
    ]);
    expect(ready.phase).toBe('confirming');
    const declined = addCardReducer(ready, { type: 'confirmFailed', error: 'Your card was declined.' });
    expect(declined).toMatchObject({ page: 'card', phase: 'ready', error: 'Your card was declined.' });
    expect(addCardReducer(declined, { type: 'confirming' })).toMatchObject({
      phase: 'confirming',
      error: null,
    });
  });

  it('closing resets to page 1 and clears the default flag and the card label', () => {
    const busy = run([
      { type: 'open', context: ngnWithCard },
      { type: 'setDefault', value: true },
      { type: 'setLabel', value: 'Ops card' },
      { type: 'continue', context: ngnWithCard },
      { type: 'initiated', session: 1, initiation },
    ]);
    const closed = addCardReducer(busy, { type: 'close' });
    expect(closed).toEqual({ ...initialAddCard(closed.session) });
    expect(closed).toMatchObject({ page: 'details', setAsDefault: false, cardLabel: '', initiation: null });
  });

  it('ignores an answer that arrives after the dialog was closed or opened again', () => {
    const sent = run([
      { type: 'open', context: ngnFirstCard },
      { type: 'setLabel', value: 'Ops card' },
      { type: 'continue', context: ngnFirstCard },
    ]);
    const reopened = run([{ type: 'close' }, { type: 'open', context: ngnFirstCard }], sent);
    expect(addCardReducer(reopened, { type: 'initiated', session: sent.session, initiation })).toBe(reopened);
    expect(
      addCardReducer(reopened, { type: 'initiationFailed', session: sent.session, labelError: 'taken' }),
    ).toBe(reopened);
  });

  it('checks the label as the server does: required for NGN, at most 60 characters', () => {
    expect(cardLabelError(' ', 'NGN')).toBe('The card label field is required');
    expect(cardLabelError('', 'USD')).toBeNull();
    expect(cardLabelError('x'.repeat(61), 'NGN')).toBe(
      'The card label field should be not more than 60 characters',
    );
    expect(cardLabelError('x'.repeat(60), 'NGN')).toBeNull();
  });
});
