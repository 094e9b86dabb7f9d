import type { PaymentIntentResult, SetupIntentResult } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** Just enough of a document for the loader: the scripts it appends, and their load or error events. */
function fakeDocument() {
  const scripts: Array<{
    src: string;
    async: boolean;
    fire(event: 'load' | 'error'): void;
    removed: boolean;
  }> = [];
  return {
    scripts,
    document: {
      createElement: () => {
        const listeners = new Map<string, () => void>();
        const script = {
          src: '',
          async: false,
          removed: false,
          addEventListener: (event: string, run: () => void) => listeners.set(event, run),
          remove: () => {
            script.removed = true;
          },
          fire: (event: 'load' | 'error') => listeners.get(event)?.(),
        };
        return script;
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    },
  };
}

/** A fake Stripe.js: elements that record their mounting, and confirmations that answer as told. */
function fakeStripe(answers: { setup?: SetupIntentResult; payment?: PaymentIntentResult } = {}) {
  const calls: Array<[string, ...unknown[]]> = [];
  const element = (kind: string) => {
    const handlers = new Map<string, (event: unknown) => void>();
    return {
      kind,
      handlers,
      on: (event: string, run: (event: unknown) => void) => handlers.set(event, run),
      mount: (target: unknown) => calls.push(['mount', kind, target]),
      clear: () => calls.push(['clear', kind]),
      destroy: () => calls.push(['destroy', kind]),
    };
  };
  const created: Array<ReturnType<typeof element>> = [];
  const elements = {
    create: (kind: string, options?: unknown) => {
      calls.push(['create', kind, options]);
      const made = element(kind);
      created.push(made);
      return made;
    },
  };
  const stripe = {
    elements: () => elements,
    confirmCardSetup: async (...args: unknown[]) => {
      calls.push(['confirmCardSetup', ...args]);
      return answers.setup;
    },
    confirmSetup: async (...args: unknown[]) => {
      calls.push(['confirmSetup', ...args]);
      return answers.setup;
    },
    confirmCardPayment: async (...args: unknown[]) => {
      calls.push(['confirmCardPayment', ...args]);
      return answers.payment;
    },
  };
  return { stripe, elements, created, calls };
}

const succeededSetup = { setupIntent: { status: 'succeeded' } } as SetupIntentResult;

describe('the Stripe module', () => {
  let dom: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    vi.resetModules();
    loadStripe.mockReset();
    dom = fakeDocument();
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', dom.document);
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      setItem: (key: string, value: string) => stored.set(key, value),
      getItem: (key: string) => stored.get(key) ?? null,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('with a sandbox key, adds the local double’s script first, then lets loadStripe adopt it', async () => {
    const { stripe } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const { stripeFor } = await import('./stripe');
    const loading = stripeFor('pk_sandbox_abc');
    await vi.waitFor(() => expect(dom.scripts).toHaveLength(1));
    expect(dom.scripts[0]?.src).toBe('/stripe-sandbox/v3.js');
    expect(loadStripe).not.toHaveBeenCalled();
    dom.scripts[0]?.fire('load');
    await expect(loading).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenCalledWith('pk_sandbox_abc');
    // Loaded once per key.
    await expect(stripeFor('pk_sandbox_abc')).resolves.toBe(stripe);
    expect(dom.scripts).toHaveLength(1);
  });

  it('with a real key, leaves the loading of Stripe’s script to loadStripe', async () => {
    const { stripe } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const { stripeFor } = await import('./stripe');
    await expect(stripeFor('pk_test_123')).resolves.toBe(stripe);
    expect(dom.scripts).toHaveLength(0);
  });

  it('says the form could not load when the script fails, and may try again', async () => {
    const { stripe } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const { stripeFor, LOAD_FAILED_MESSAGE } = await import('./stripe');
    const first = stripeFor('pk_sandbox_abc');
    await vi.waitFor(() => expect(dom.scripts).toHaveLength(1));
    dom.scripts[0]?.fire('error');
    await expect(first).rejects.toThrow(LOAD_FAILED_MESSAGE);
    expect(dom.scripts[0]?.removed).toBe(true);
    const second = stripeFor('pk_sandbox_abc');
    await vi.waitFor(() => expect(dom.scripts).toHaveLength(2));
    dom.scripts[1]?.fire('load');
    await expect(second).resolves.toBe(stripe);
  });

  it('USD: mounts the card and the billing address, and confirms the card set-up with the address', async () => {
    const fake = fakeStripe({ setup: succeededSetup });
    loadStripe.mockResolvedValue(fake.stripe);
    const { mountCardForm } = await import('./stripe');
    const cardTarget = { id: 'card' } as unknown as HTMLElement;
    const addressTarget = { id: 'address' } as unknown as HTMLElement;
    const errors: Array<string | null> = [];
    const form = await mountCardForm({
      publicKey: 'pk_test_1',
      flow: 'usd',
      card: cardTarget,
      address: addressTarget,
      returnUrl: 'https://app.test/billing/payment-details',
      onCardError: (message) => errors.push(message),
    });
    expect(fake.calls.filter(([name]) => name === 'create' || name === 'mount')).toEqual([
      ['create', 'card', undefined],
      ['mount', 'card', cardTarget],
      ['create', 'address', { mode: 'billing' }],
      ['mount', 'address', addressTarget],
    ]);
    const [card, address] = fake.created;
    card?.handlers.get('change')?.({ error: { message: 'Your card number is incomplete.' } });
    card?.handlers.get('change')?.({});
    expect(errors).toEqual(['Your card number is incomplete.', null]);
    const value = {
      name: 'Ada Lovelace',
      address: {
        line1: '1 Main St',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
    };
    address?.handlers.get('change')?.({ value });

    await expect(form.confirm('seti_1_secret')).resolves.toEqual({ ok: true });
    expect(fake.calls.find(([name]) => name === 'confirmCardSetup')).toEqual([
      'confirmCardSetup',
      'seti_1_secret',
      { payment_method: { card, billing_details: value } },
    ]);
    form.clear();
    form.destroy();
    expect(fake.calls.filter(([name]) => name === 'clear' || name === 'destroy')).toEqual([
      ['clear', 'card'],
      ['clear', 'address'],
      ['destroy', 'card'],
      ['destroy', 'address'],
    ]);
  });

  it('NGN: mounts the card only and confirms the set-up with an online mandate and the return address', async () => {
    const fake = fakeStripe({
      setup: { error: { message: 'Your card was declined.' } } as SetupIntentResult,
    });
    loadStripe.mockResolvedValue(fake.stripe);
    const { mountCardForm } = await import('./stripe');
    const form = await mountCardForm({
      publicKey: 'pk_test_1',
      flow: 'ngn',
      card: {} as HTMLElement,
      address: {} as HTMLElement,
      returnUrl: 'https://app.test/billing/payment-details',
    });
    expect(fake.created.map((element) => element.kind)).toEqual(['card']);
    await expect(form.confirm('seti_2_secret')).resolves.toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(fake.calls.find(([name]) => name === 'confirmSetup')).toEqual([
      'confirmSetup',
      {
        elements: fake.elements,
        clientSecret: 'seti_2_secret',
        confirmParams: {
          return_url: 'https://app.test/billing/payment-details',
          mandate_data: { customer_acceptance: { type: 'online', online: { infer_from_client: true } } },
        },
        redirect: 'if_required',
      },
    ]);
  });

  it('confirms a payment the bank must authenticate, with the provider’s words when it fails', async () => {
    const fake = fakeStripe({
      payment: {
        error: { message: 'We are unable to authenticate your payment method.' },
      } as PaymentIntentResult,
    });
    loadStripe.mockResolvedValue(fake.stripe);
    const { confirmCardPayment } = await import('./stripe');
    await expect(confirmCardPayment('pk_test_1', 'pi_1_secret')).resolves.toEqual({
      ok: false,
      message: 'We are unable to authenticate your payment method.',
    });
    expect(fake.calls).toContainEqual(['confirmCardPayment', 'pi_1_secret']);
  });
});

describe('what a confirmation came to', () => {
  it('a set-up is done only when it succeeded', async () => {
    const { setupOutcome } = await import('./stripe');
    expect(setupOutcome(succeededSetup)).toEqual({ ok: true });
    expect(setupOutcome({ setupIntent: { status: 'requires_action' } } as SetupIntentResult)).toEqual({
      ok: false,
      message: 'The card provider did not complete this (requires action). Please try again.',
    });
  });

  it('a payment is done once succeeded or processing', async () => {
    const { paymentOutcome } = await import('./stripe');
    expect(paymentOutcome({ paymentIntent: { status: 'processing' } } as PaymentIntentResult)).toEqual({
      ok: true,
    });
    expect(
      paymentOutcome({ paymentIntent: { status: 'requires_payment_method' } } as PaymentIntentResult).ok,
    ).toBe(false);
  });
});
