/**
 * The Add Card dialog's pages as a pure reducer. Page 1 ('details') asks whether the card becomes the default
 * (only when a card exists) and, for an NGN business, its required Card Label; Continue starts the set-up
 * with the server. Page 2 ('card') holds the card provider's forms, mounted a second after the set-up answer,
 * and Submit. A USD business without a card has nothing to ask on page 1, so the dialog opens on page 2 with
 * the set-up already starting. Closing forgets everything: the next opening starts on page 1 with no default
 * flag and no label.
 */
import {
  CARD_LABEL_MAX,
  ruleMessages,
  type TCardAddInitiation,
  type TInitiateCardAddRequest,
  ZInitiateCardAddRequest,
} from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';

/** What the dialog is opened for: the business's currency and whether it has a card already. */
export interface AddCardContext {
  currency: string;
  hasCard: boolean;
}

export type AddCardPage = 'details' | 'card';
/**
 * idle: waiting for the person; initiating: asking the server to start a set-up; mounting: the forms mount
 * after a one-second delay; ready: the forms are in; confirming: the provider is confirming the card.
 */
export type AddCardPhase = 'idle' | 'initiating' | 'mounting' | 'ready' | 'confirming';

export interface AddCardState {
  /** Grows at every opening and closing: an answer that belongs to an earlier opening is ignored. */
  session: number;
  page: AddCardPage;
  phase: AddCardPhase;
  setAsDefault: boolean;
  cardLabel: string;
  labelError: string | null;
  initiation: TCardAddInitiation | null;
  /** Words for the dialog's alert: the provider's message, or the server's. */
  error: string | null;
}

export type AddCardEvent =
  | { type: 'open'; context: AddCardContext }
  | { type: 'close' }
  | { type: 'setDefault'; value: boolean }
  | { type: 'setLabel'; value: string }
  | { type: 'continue'; context: AddCardContext }
  | { type: 'retry' }
  | { type: 'initiated'; session: number; initiation: TCardAddInitiation }
  | { type: 'initiationFailed'; session: number; labelError?: string; error?: string | null }
  | { type: 'mounted'; session: number }
  | { type: 'mountFailed'; session: number; error: string }
  | { type: 'confirming' }
  | { type: 'confirmFailed'; error: string };

/** An NGN business names its cards; a USD business is not asked. */
export const asksForLabel = (currency: string) => currency.toUpperCase() === 'NGN';
/** The default-card checkbox only means something once there is a card to be default over. */
export const offersDefault = (hasCard: boolean) => hasCard;
/** A USD business without a card has nothing to answer on page 1. */
export const skipsDetails = (context: AddCardContext) =>
  !asksForLabel(context.currency) && !offersDefault(context.hasCard);

export function initialAddCard(session = 0): AddCardState {
  return {
    session,
    page: 'details',
    phase: 'idle',
    setAsDefault: false,
    cardLabel: '',
    labelError: null,
    initiation: null,
    error: null,
  };
}

/** The Card Label's message, or null when it may be sent. */
export function cardLabelError(label: string, currency: string): string | null {
  const trimmed = label.trim();
  if (asksForLabel(currency) && trimmed === '') return ruleMessages.required('card label');
  if (trimmed.length > CARD_LABEL_MAX) return ruleMessages.maxLength('card label', CARD_LABEL_MAX);
  return null;
}

/** What Continue (or the skipped page 1) sends: only what page 1 asked. */
export function initiationRequest(
  state: Pick<AddCardState, 'setAsDefault' | 'cardLabel'>,
  context: AddCardContext,
): TInitiateCardAddRequest {
  const body: TInitiateCardAddRequest = {};
  if (offersDefault(context.hasCard)) body.setAsDefault = state.setAsDefault;
  if (asksForLabel(context.currency)) body.cardLabel = state.cardLabel.trim();
  return body;
}

/** Page 1's fields, as its form holds them. */
export type AddCardDetails = Pick<AddCardState, 'setAsDefault' | 'cardLabel'>;

/** Page 1's schema for zodResolver: the Card Label's rule, then the call's own (ZInitiateCardAddRequest). */
export const addCardDetailsSchema = (context: AddCardContext) =>
  draftSchema<AddCardDetails, TInitiateCardAddRequest>((details) => {
    const labelError = cardLabelError(details.cardLabel, context.currency);
    return labelError
      ? { errors: { cardLabel: labelError } }
      : { request: initiationRequest(details, context) };
  }, ZInitiateCardAddRequest);

export function addCardReducer(state: AddCardState, event: AddCardEvent): AddCardState {
  switch (event.type) {
    case 'open': {
      const opened = initialAddCard(state.session + 1);
      return skipsDetails(event.context) ? { ...opened, page: 'card', phase: 'initiating' } : opened;
    }
    case 'close':
      return initialAddCard(state.session + 1);
    case 'setDefault':
      return { ...state, setAsDefault: event.value };
    case 'setLabel':
      return { ...state, cardLabel: event.value, labelError: null };
    case 'continue': {
      if (state.phase !== 'idle') return state;
      const labelError = cardLabelError(state.cardLabel, event.context.currency);
      return labelError
        ? { ...state, labelError }
        : { ...state, phase: 'initiating', labelError: null, error: null };
    }
    case 'retry':
      // After a failed set-up, ask the server again; after forms that failed to load, mount them again.
      if (state.phase !== 'idle' || state.page !== 'card') return state;
      // The same set-up as a new object: the dialog mounts the forms once per set-up answer.
      return state.initiation
        ? { ...state, phase: 'mounting', initiation: { ...state.initiation }, error: null }
        : { ...state, phase: 'initiating', error: null };
    case 'initiated':
      if (event.session !== state.session) return state;
      return { ...state, page: 'card', phase: 'mounting', initiation: event.initiation, error: null };
    case 'initiationFailed':
      if (event.session !== state.session) return state;
      // A label the server refused (taken, too long) is page 1's to fix.
      if (event.labelError) return { ...state, page: 'details', phase: 'idle', labelError: event.labelError };
      return { ...state, phase: 'idle', error: event.error ?? null };
    case 'mounted':
      return event.session === state.session && state.phase === 'mounting'
        ? { ...state, phase: 'ready' }
        : state;
    case 'mountFailed':
      return event.session === state.session ? { ...state, phase: 'idle', error: event.error } : state;
    case 'confirming':
      return state.phase === 'ready' ? { ...state, phase: 'confirming', error: null } : state;
    case 'confirmFailed':
      return { ...state, phase: 'ready', error: event.error };
  }
}
