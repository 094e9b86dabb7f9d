/**
 * The dashboard's one door to the card provider (Stripe.js): nothing else imports @stripe/stripe-js. It is
 * loaded through the `/pure` entry, so nothing is fetched from Stripe until a card dialog needs it.
 *
 * A `pk_sandbox_` key means the server has no Stripe account and runs a local Stripe double: its
 * browser half is served by the API at /stripe-sandbox/v3.js (same origin, so the dashboard's CSP allows
 * it) and defines `window.Stripe`, which `loadStripe` then adopts instead of fetching Stripe's script.
 * Only the calls the double implements are used here: elements(), create('card'), create('address',
 * { mode: 'billing' }), mount, on('change'), clear, destroy, confirmCardSetup, confirmSetup,
 * confirmCardPayment and retrieveSetupIntent.
 */
import type {
  PaymentIntentResult,
  SetupIntentResult,
  Stripe,
  StripeAddressElementChangeEvent,
  StripeCardElementChangeEvent,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

export const SANDBOX_KEY_PREFIX = 'pk_sandbox_';
export const SANDBOX_SCRIPT_SRC = '/stripe-sandbox/v3.js';
export const LOAD_FAILED_MESSAGE = 'The card form could not be loaded. Check your connection and try again.';
const FALLBACK_MESSAGE = 'The card provider could not complete this. Please try again.';

export const isSandboxKey = (publicKey: string) => publicKey.startsWith(SANDBOX_KEY_PREFIX);

let sandboxScript: Promise<void> | null = null;

/** Adds the local double's script once; a failed load may be tried again. */
function loadSandboxScript(): Promise<void> {
  if ('Stripe' in window) return Promise.resolve();
  sandboxScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SANDBOX_SCRIPT_SRC;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      sandboxScript = null;
      script.remove();
      reject(new Error(LOAD_FAILED_MESSAGE));
    });
    document.head.append(script);
  });
  return sandboxScript;
}

const instances = new Map<string, Promise<Stripe>>();

/** Stripe.js for a publishable key, loaded on first use and kept. */
export function stripeFor(publicKey: string): Promise<Stripe> {
  const known = instances.get(publicKey);
  if (known) return known;
  const instance = (async () => {
    if (isSandboxKey(publicKey)) await loadSandboxScript();
    const stripe = await loadStripe(publicKey).catch(() => null);
    if (!stripe) throw new Error(LOAD_FAILED_MESSAGE);
    return stripe;
  })();
  instances.set(publicKey, instance);
  instance.catch(() => instances.delete(publicKey));
  return instance;
}

/** What a confirmation came to: done, or the provider's words for why not. */
export type StripeOutcome = { ok: true } | { ok: false; message: string };

const notDone = (status: string): StripeOutcome => ({
  ok: false,
  message: `The card provider did not complete this (${status.replaceAll('_', ' ')}). Please try again.`,
});

export function setupOutcome(result: SetupIntentResult): StripeOutcome {
  if (result.error) return { ok: false, message: result.error.message ?? FALLBACK_MESSAGE };
  return result.setupIntent.status === 'succeeded' ? { ok: true } : notDone(result.setupIntent.status);
}

/** A payment the bank approved is done even while Stripe is still settling it (`processing`). */
export function paymentOutcome(result: PaymentIntentResult): StripeOutcome {
  if (result.error) return { ok: false, message: result.error.message ?? FALLBACK_MESSAGE };
  const { status } = result.paymentIntent;
  return status === 'succeeded' || status === 'processing' ? { ok: true } : notDone(status);
}

/** How a card is set up: USD confirms the card with a billing address; NGN confirms with a mandate. */
export type CardSetupFlow = 'usd' | 'ngn';

/** Adding an NGN card: the person accepts the mandate online, in this browser. */
export const ONLINE_MANDATE = {
  customer_acceptance: { type: 'online', online: { infer_from_client: true } },
} as const;

export interface CardFormOptions {
  publicKey: string;
  flow: CardSetupFlow;
  /** Where the card form mounts. */
  card: HTMLElement;
  /** Where the billing address form mounts (USD only). */
  address: HTMLElement | null;
  /** The address Stripe sends the browser back to after a set-up that needed a redirect (NGN). */
  returnUrl: string;
  /** The card form's own complaint as the person types ('Your card number is incomplete.'), or null. */
  onCardError?(message: string | null): void;
}

export interface CardForm {
  /** Confirms the card with the provider against the server's set-up. */
  confirm(clientSecret: string): Promise<StripeOutcome>;
  clear(): void;
  destroy(): void;
}

const RETURN_KEY = 'verity:billing:stripe-key';

/** Mounts the provider's card form (and, for USD, its billing address form) into the given elements. */
export async function mountCardForm(options: CardFormOptions): Promise<CardForm> {
  const stripe = await stripeFor(options.publicKey);
  const elements = stripe.elements();
  const card = elements.create('card');
  card.on('change', (event: StripeCardElementChangeEvent) =>
    options.onCardError?.(event.error?.message ?? null),
  );
  card.mount(options.card);
  let billing: StripeAddressElementChangeEvent['value'] | null = null;
  const address =
    options.flow === 'usd' && options.address ? elements.create('address', { mode: 'billing' }) : null;
  if (address && options.address) {
    address.on('change', (event: StripeAddressElementChangeEvent) => {
      billing = event.value;
    });
    address.mount(options.address);
  }

  return {
    async confirm(clientSecret) {
      if (options.flow === 'usd') {
        const result = await stripe.confirmCardSetup(clientSecret, {
          payment_method: {
            card,
            ...(billing ? { billing_details: { name: billing.name, address: billing.address } } : {}),
          },
        });
        return setupOutcome(result);
      }
      // Should the provider redirect, the page it returns to asks it why a set-up failed with this key.
      sessionStorage.setItem(RETURN_KEY, options.publicKey);
      const result = await stripe.confirmSetup({
        elements,
        clientSecret,
        confirmParams: { return_url: options.returnUrl, mandate_data: ONLINE_MANDATE },
        redirect: 'if_required',
      });
      return setupOutcome(result);
    },
    clear() {
      card.clear();
      address?.clear();
    },
    destroy() {
      card.destroy();
      address?.destroy();
    },
  };
}

/** Completes a payment the payer's bank must confirm (3-D Secure): the provider shows its own dialog. */
export async function confirmCardPayment(publicKey: string, clientSecret: string): Promise<StripeOutcome> {
  try {
    const stripe = await stripeFor(publicKey);
    return paymentOutcome(await stripe.confirmCardPayment(clientSecret));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : FALLBACK_MESSAGE };
  }
}

/** After a redirect back with a failed set-up: the provider's reason, when this browser started it. */
export async function setupFailureMessage(clientSecret: string): Promise<string | null> {
  const publicKey = sessionStorage.getItem(RETURN_KEY);
  if (!publicKey) return null;
  try {
    const stripe = await stripeFor(publicKey);
    const result = await stripe.retrieveSetupIntent(clientSecret);
    return result.error?.message ?? result.setupIntent?.last_setup_error?.message ?? null;
  } catch {
    return null;
  }
}
