/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3) for the sandbox: the dashboard loads it instead of
 * Stripe's script when the sandbox keys are in use, and `loadStripe` from `@stripe/stripe-js/pure` picks
 * up `window.Stripe` from it. It talks to the Stripe double (features/billing/stripe-double) that the API
 * server serves at `/stripe-sandbox/v1/...` on this script's own origin, with the publishable key and the
 * intent's client secret, form-encoded, exactly as Stripe.js talks to Stripe.
 *
 * It implements what the dashboard calls, with Stripe.js's names and result shapes: `elements()` with
 * the `card` and `address` Elements, `confirmCardSetup`, `confirmSetup`, `confirmCardPayment`,
 * `handleCardAction`, `handleNextAction`, `retrieveSetupIntent`, `retrievePaymentIntent`, and a 3-D Secure
 * challenge page as a modal dialog. The fields are plain DOM in the page (no iframe, so no real card
 * data may ever be typed here: the form says so), styled through a constructable stylesheet because the
 * dashboard's CSP allows no inline styles.
 *
 * A classic script with no build step: ES2020, no imports.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: a classic browser script, not a module, so strict mode needs the directive
'use strict';

(() => {
  /** Read while the script runs: `document.currentScript` is null afterwards. */
  const currentScript = document.currentScript;
  const scriptSource =
    currentScript instanceof HTMLScriptElement && currentScript.src ? currentScript.src : '';
  /** The double's public endpoints, on the origin this script came from. */
  const API_BASE = new URL('/stripe-sandbox', scriptSource || window.location.origin).href;

  const SANDBOX_NOTE = 'Sandbox card form — no real card is charged';
  const CLASS = 'verity-stripe-sandbox';
  const COUNTRIES = [
    ['NG', 'Nigeria'],
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['GH', 'Ghana'],
    ['KE', 'Kenya'],
    ['ZA', 'South Africa'],
  ];

  const CSS = `
.${CLASS}-group { display: grid; gap: 12px; font: inherit; color: inherit; }
.${CLASS}-row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.${CLASS}-field { display: grid; gap: 4px; min-width: 0; }
.${CLASS}-label { font: inherit; font-size: 0.875em; font-weight: 500; }
.${CLASS}-input {
  box-sizing: border-box; width: 100%; font: inherit; color: inherit; background: transparent;
  border: 1px solid #8a94a6; border-radius: 6px; padding: 8px;
}
.${CLASS}-input:focus-visible { outline: 2px solid #2563eb; outline-offset: 1px; }
.${CLASS}-input[aria-invalid="true"] { border-color: #b42318; }
.${CLASS}-input:disabled { opacity: 0.6; }
.${CLASS}-note { margin: 0; font-size: 0.8125em; }
.${CLASS}-overlay {
  position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: center; justify-content: center;
  background: rgba(15, 23, 42, 0.6);
}
.${CLASS}-dialog {
  box-sizing: border-box; width: calc(100% - 32px); max-width: 420px; padding: 24px; border-radius: 8px;
  background: #ffffff; color: #111827; font-family: inherit; box-shadow: 0 20px 40px rgba(15, 23, 42, 0.3);
}
.${CLASS}-dialog h2 { margin: 0 0 8px; font-size: 1.25em; }
.${CLASS}-dialog p { margin: 0 0 8px; }
.${CLASS}-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
.${CLASS}-button {
  font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid #1d4ed8; cursor: pointer;
}
.${CLASS}-button:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
.${CLASS}-button:disabled { cursor: progress; opacity: 0.7; }
.${CLASS}-primary { background: #1d4ed8; color: #ffffff; }
.${CLASS}-secondary { background: #ffffff; color: #b42318; border-color: #b42318; }
`;

  let stylesInstalled = false;

  /** Once per page. A constructable stylesheet is not subject to the CSP's style-src, unlike <style>. */
  function installStyles() {
    if (stylesInstalled) return;
    stylesInstalled = true;
    if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return;
    }
    const style = document.createElement('style');
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  let lastId = 0;

  /** @param {string} purpose */
  function uniqueId(purpose) {
    lastId += 1;
    return `${CLASS}-${purpose}-${lastId}`;
  }

  /**
   * @param {string} tag
   * @param {string} [className]
   * @param {string} [text]
   * @returns {HTMLElement}
   */
  function make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /**
   * A labelled input: every field has its <label>, as the page's accessibility checks require.
   * @param {string} labelText
   * @param {Record<string, string>} attributes
   * @returns {{ wrapper: HTMLElement, input: HTMLInputElement }}
   */
  function inputField(labelText, attributes) {
    const wrapper = make('div', `${CLASS}-field`);
    const input = document.createElement('input');
    input.id = uniqueId('input');
    input.className = `${CLASS}-input`;
    input.type = 'text';
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    const label = make('label', `${CLASS}-label`, labelText);
    label.setAttribute('for', input.id);
    wrapper.append(label, input);
    return { wrapper, input };
  }

  /** Stripe.js throws IntegrationError for a call that can never work (a programming mistake). */
  function integrationError(message) {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  /** @param {string} value */
  function digitsOf(value) {
    return value.replace(/\D/g, '');
  }

  /** The card network by the number's first digits, with Stripe's brand names. */
  function brandOf(number) {
    const two = Number(number.slice(0, 2));
    const three = Number(number.slice(0, 3));
    const four = Number(number.slice(0, 4));
    if (number.startsWith('4')) return 'visa';
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
    if (two === 34 || two === 37) return 'amex';
    if (number.startsWith('6011') || two === 65 || (three >= 644 && three <= 649)) return 'discover';
    if ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39) return 'diners';
    if (four >= 3528 && four <= 3589) return 'jcb';
    if (two === 62) return 'unionpay';
    return 'unknown';
  }

  function numberLength(brand) {
    if (brand === 'amex') return 15;
    if (brand === 'diners') return 14;
    return 16;
  }

  function luhnValid(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return number.length > 0 && sum % 10 === 0;
  }

  /** Card numbers shown as the card prints them: 4-6-5 for Amex, groups of four otherwise. */
  function formatNumber(number) {
    const brand = brandOf(number);
    const digits = number.slice(0, brand === 'amex' ? 15 : 19);
    if (brand === 'amex')
      return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
    return (digits.match(/.{1,4}/g) || []).join(' ');
  }

  function formatExpiry(raw) {
    let digits = digitsOf(raw).slice(0, 4);
    // "4" can only be April: Stripe.js writes it as "04".
    if (digits.length === 1 && digits > '1') digits = `0${digits}`;
    return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  }

  /**
   * The card's problems, first field first, with Stripe.js's codes and messages.
   * @returns {{ field: string, code: string, message: string } | null}
   */
  function cardProblem(number, expiry, cvc) {
    const brand = brandOf(number);
    if (number.length < numberLength(brand))
      return { field: 'number', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if (!luhnValid(number))
      return { field: 'number', code: 'invalid_number', message: 'Your card number is invalid.' };
    const expiryDigits = digitsOf(expiry);
    if (expiryDigits.length < 4)
      return {
        field: 'expiry',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      };
    const month = Number(expiryDigits.slice(0, 2));
    const year = 2000 + Number(expiryDigits.slice(2, 4));
    if (month < 1 || month > 12)
      return {
        field: 'expiry',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
      };
    const now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      return {
        field: 'expiry',
        code: 'invalid_expiry_year_past',
        message: "Your card's expiration date is in the past.",
      };
    if (year > now.getFullYear() + 50)
      return {
        field: 'expiry',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
      };
    if (cvc.length < (brand === 'amex' ? 4 : 3))
      return { field: 'cvc', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  }

  /** Incomplete fields are only reported once the payer has left them, as Stripe.js does while typing. */
  function isIncomplete(problem) {
    return problem.code.startsWith('incomplete_');
  }

  // --- Elements -----------------------------------------------------------------------------------------

  class SandboxElement {
    /**
     * @param {string} type
     * @param {SandboxElements} group
     * @param {Record<string, unknown>} options
     */
    constructor(type, group, options) {
      this._type = type;
      this._group = group;
      this._options = { ...options };
      /** @type {Record<string, Array<(event: unknown) => void>>} */
      this._handlers = {};
      /** @type {HTMLElement | null} */
      this._root = null;
      this._destroyed = false;
    }

    /** @param {string | HTMLElement} target */
    mount(target) {
      if (this._destroyed)
        throw integrationError('This Element has already been destroyed. Please create a new one.');
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      if (!(container instanceof HTMLElement))
        throw integrationError(
          `The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
        );
      if (this._root) this.unmount();
      installStyles();
      this._root = this._render();
      container.appendChild(this._root);
      this._applyOptions();
      // Stripe.js reports `ready` asynchronously, after the frame has loaded.
      setTimeout(() => this._emit('ready', { elementType: this._type }), 0);
    }

    unmount() {
      if (this._root?.parentNode) this._root.parentNode.removeChild(this._root);
      this._root = null;
    }

    destroy() {
      this.unmount();
      this._destroyed = true;
      this._handlers = {};
      this._group._forget(this);
    }

    /** @param {string} event @param {(event: unknown) => void} handler */
    on(event, handler) {
      if (!this._handlers[event]) this._handlers[event] = [];
      this._handlers[event].push(handler);
      return this;
    }

    /** @param {string} event @param {(event: unknown) => void} handler */
    once(event, handler) {
      const wrapped = (payload) => {
        this.off(event, wrapped);
        handler(payload);
      };
      return this.on(event, wrapped);
    }

    /** @param {string} event @param {(event: unknown) => void} [handler] */
    off(event, handler) {
      if (!handler) delete this._handlers[event];
      else this._handlers[event] = (this._handlers[event] || []).filter((candidate) => candidate !== handler);
      return this;
    }

    /** @param {Record<string, unknown>} options */
    update(options) {
      Object.assign(this._options, options || {});
      this._applyOptions();
    }

    focus() {
      const first = this._root?.querySelector('input, select');
      if (first instanceof HTMLElement) first.focus();
    }

    blur() {
      const active = document.activeElement;
      if (this._root && active instanceof HTMLElement && this._root.contains(active)) active.blur();
    }

    clear() {
      for (const control of this._controls()) {
        if (control instanceof HTMLInputElement) control.value = '';
        control.removeAttribute('aria-invalid');
      }
      this._touched = {};
      this._changed();
    }

    _controls() {
      return this._root ? Array.from(this._root.querySelectorAll('input, select')) : [];
    }

    _applyOptions() {
      const disabled = this._options.disabled === true;
      for (const control of this._controls()) control.disabled = disabled;
    }

    _emit(event, payload) {
      for (const handler of (this._handlers[event] || []).slice()) {
        try {
          handler(payload);
        } catch (error) {
          // A page's handler failing must not break the field; report it as an uncaught error.
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    }
  }

  class CardElement extends SandboxElement {
    constructor(group, options) {
      super('card', group, options);
      /** @type {Record<string, boolean>} */
      this._touched = {};
      this._inputs = null;
    }

    _render() {
      const root = make('div', `${CLASS}-group`);
      root.setAttribute('role', 'group');
      root.setAttribute('aria-label', 'Card details');
      const number = inputField('Card number', {
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        placeholder: '1234 1234 1234 1234',
        maxlength: '23',
        spellcheck: 'false',
      });
      const expiry = inputField('Expiration date', {
        autocomplete: 'cc-exp',
        inputmode: 'numeric',
        placeholder: 'MM / YY',
        maxlength: '7',
      });
      const cvc = inputField('CVC', {
        autocomplete: 'cc-csc',
        inputmode: 'numeric',
        placeholder: 'CVC',
        maxlength: '4',
      });
      const row = make('div', `${CLASS}-row`);
      row.append(expiry.wrapper, cvc.wrapper);
      root.append(number.wrapper, row, make('p', `${CLASS}-note`, SANDBOX_NOTE));
      this._inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };

      number.input.addEventListener('input', () => {
        number.input.value = formatNumber(digitsOf(number.input.value));
        this._changed();
      });
      expiry.input.addEventListener('input', (event) => {
        const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
        expiry.input.value = deleting ? expiry.input.value : formatExpiry(expiry.input.value);
        this._changed();
      });
      cvc.input.addEventListener('input', () => {
        cvc.input.value = digitsOf(cvc.input.value).slice(0, 4);
        this._changed();
      });
      for (const [field, input] of Object.entries(this._inputs)) {
        input.addEventListener('focus', () => this._emit('focus', { elementType: 'card' }));
        input.addEventListener('blur', () => {
          if (input.value !== '') this._touched[field] = true;
          this._emit('blur', { elementType: 'card' });
          this._changed();
        });
      }
      return root;
    }

    /** The card as typed: digits only. */
    _card() {
      const inputs = this._inputs;
      if (!inputs) return { number: '', expiry: '', cvc: '' };
      return {
        number: digitsOf(inputs.number.value),
        expiry: digitsOf(inputs.expiry.value),
        cvc: digitsOf(inputs.cvc.value),
      };
    }

    /** @returns {{ complete: boolean, empty: boolean, problem: { field: string, code: string, message: string } | null }} */
    _state() {
      const card = this._card();
      const problem = cardProblem(card.number, card.expiry, card.cvc);
      return { complete: problem === null, empty: !card.number && !card.expiry && !card.cvc, problem };
    }

    _changed() {
      const state = this._state();
      const problem = state.problem;
      // While typing, only a wrong field is reported; an unfinished one waits until the payer leaves it.
      const shown = problem && (!isIncomplete(problem) || this._touched[problem.field]) ? problem : null;
      if (this._inputs)
        for (const [field, input] of Object.entries(this._inputs)) {
          if (shown && shown.field === field) input.setAttribute('aria-invalid', 'true');
          else input.removeAttribute('aria-invalid');
        }
      this._emit('change', {
        elementType: 'card',
        empty: state.empty,
        complete: state.complete,
        brand: brandOf(this._card().number),
        value: { postalCode: '' },
        error: shown ? { type: 'validation_error', code: shown.code, message: shown.message } : undefined,
      });
    }

    /** What a confirm sends, or the validation error Stripe.js answers before any request. */
    _paymentMethodData() {
      if (!this._root) return { error: integrationError('The card Element is not mounted.') };
      const state = this._state();
      if (state.problem) {
        this._touched[state.problem.field] = true;
        this._changed();
        return {
          error: { type: 'validation_error', code: state.problem.code, message: state.problem.message },
        };
      }
      const card = this._card();
      return {
        card: {
          number: card.number,
          exp_month: card.expiry.slice(0, 2),
          exp_year: `20${card.expiry.slice(2, 4)}`,
          cvc: card.cvc,
        },
      };
    }
  }

  class AddressElement extends SandboxElement {
    constructor(group, options) {
      super('address', group, options);
      if (options && options.mode !== undefined && options.mode !== 'billing')
        throw integrationError('The sandbox address Element supports mode "billing" only.');
      this._inputs = null;
    }

    _render() {
      const defaults = this._options.defaultValues || {};
      const defaultAddress = defaults.address || {};
      const root = make('div', `${CLASS}-group`);
      root.setAttribute('role', 'group');
      root.setAttribute('aria-label', 'Billing address');

      const name = inputField('Full name', { autocomplete: 'name' });
      const countryWrapper = make('div', `${CLASS}-field`);
      const country = document.createElement('select');
      country.id = uniqueId('input');
      country.className = `${CLASS}-input`;
      country.setAttribute('autocomplete', 'country');
      const allowed = Array.isArray(this._options.allowedCountries) ? this._options.allowedCountries : null;
      for (const [code, label] of COUNTRIES) {
        if (allowed && !allowed.includes(code)) continue;
        const option = make('option', undefined, label);
        option.setAttribute('value', code);
        country.appendChild(option);
      }
      const countryLabel = make('label', `${CLASS}-label`, 'Country or region');
      countryLabel.setAttribute('for', country.id);
      countryWrapper.append(countryLabel, country);
      const line1 = inputField('Address line 1', { autocomplete: 'address-line1' });
      const city = inputField('City', { autocomplete: 'address-level2' });
      const state = inputField('State', { autocomplete: 'address-level1' });
      const postalCode = inputField('Postal code', { autocomplete: 'postal-code' });
      const row = make('div', `${CLASS}-row`);
      row.append(state.wrapper, postalCode.wrapper);
      root.append(name.wrapper, countryWrapper, line1.wrapper, city.wrapper, row);

      this._inputs = {
        name: name.input,
        country,
        line1: line1.input,
        city: city.input,
        state: state.input,
        postal_code: postalCode.input,
      };
      name.input.value = typeof defaults.name === 'string' ? defaults.name : '';
      line1.input.value = defaultAddress.line1 || '';
      city.input.value = defaultAddress.city || '';
      state.input.value = defaultAddress.state || '';
      postalCode.input.value = defaultAddress.postal_code || '';
      if (defaultAddress.country && country.querySelector(`option[value="${defaultAddress.country}"]`))
        country.value = defaultAddress.country;
      for (const control of Object.values(this._inputs)) {
        control.addEventListener(control === country ? 'change' : 'input', () => this._changed());
        control.addEventListener('focus', () => this._emit('focus', { elementType: 'address' }));
        control.addEventListener('blur', () => this._emit('blur', { elementType: 'address' }));
      }
      return root;
    }

    _value() {
      const inputs = this._inputs;
      const text = (control) => (control ? control.value.trim() : '');
      return {
        name: text(inputs?.name),
        address: {
          line1: text(inputs?.line1),
          line2: null,
          city: text(inputs?.city),
          state: text(inputs?.state),
          postal_code: text(inputs?.postal_code),
          country: text(inputs?.country),
        },
      };
    }

    /** The first required field left empty, with a message for the payer. */
    _problem() {
      const value = this._value();
      if (!value.name)
        return {
          type: 'validation_error',
          code: 'incomplete_name',
          message: 'Your full name is incomplete.',
        };
      if (!value.address.line1 || !value.address.city || !value.address.country)
        return {
          type: 'validation_error',
          code: 'incomplete_address',
          message: 'Your address is incomplete.',
        };
      return null;
    }

    _changed() {
      const value = this._value();
      this._emit('change', {
        elementType: 'address',
        elementMode: 'billing',
        empty: !value.name && !value.address.line1 && !value.address.city,
        complete: this._problem() === null,
        isNewAddress: false,
        value,
      });
    }

    /** Stripe.js's `addressElement.getValue()`. */
    getValue() {
      return Promise.resolve({
        complete: this._problem() === null,
        isNewAddress: false,
        value: this._value(),
      });
    }
  }

  class SandboxElements {
    constructor(options) {
      this._options = { ...options };
      /** @type {Record<string, SandboxElement>} */
      this._byType = {};
    }

    /** @param {string} type @param {Record<string, unknown>} [options] */
    create(type, options) {
      if (type !== 'card' && type !== 'address')
        throw integrationError(
          `The sandbox Stripe.js supports the 'card' and 'address' Elements, not '${type}'.`,
        );
      if (this._byType[type]) throw integrationError(`Can only create one Element of type ${type}.`);
      const element = type === 'card' ? new CardElement(this, options) : new AddressElement(this, options);
      this._byType[type] = element;
      return element;
    }

    /** @param {string} type */
    getElement(type) {
      return this._byType[type] || null;
    }

    update(options) {
      Object.assign(this._options, options || {});
    }

    fetchUpdates() {
      return Promise.resolve({});
    }

    /** Stripe.js's `elements.submit()`: validates the fields before a confirm. */
    submit() {
      const card = this._byType.card;
      const cardData = card instanceof CardElement ? card._paymentMethodData() : null;
      if (cardData?.error) return Promise.resolve({ error: cardData.error });
      const address = this._byType.address;
      const problem = address instanceof AddressElement ? address._problem() : null;
      return Promise.resolve(problem ? { error: problem } : {});
    }

    _forget(element) {
      if (this._byType[element._type] === element) delete this._byType[element._type];
    }
  }

  // --- requests ---------------------------------------------------------------------------------------

  /**
   * Stripe's bracket notation: `{ card: { number } }` → `card[number]`.
   * @param {Record<string, unknown>} params
   * @param {string} prefix
   * @param {URLSearchParams} out
   */
  function encodeParams(params, prefix, out) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      const name = prefix ? `${prefix}[${key}]` : key;
      if (typeof value === 'object') encodeParams(/** @type {Record<string, unknown>} */ (value), name, out);
      else out.append(name, String(value));
    }
  }

  function apiError(message) {
    return { type: 'api_error', message };
  }

  /** @param {unknown} clientSecret @param {string} prefix */
  function intentIdOf(clientSecret, prefix) {
    const secret = typeof clientSecret === 'string' ? clientSecret : '';
    const id = secret.split('_secret_')[0] || '';
    if (!id.startsWith(prefix) || !secret.includes('_secret_'))
      throw integrationError(
        `Invalid value for the intent secret: it should be a client secret of the form ${prefix}..._secret_.... You specified: ${String(clientSecret)}.`,
      );
    return id;
  }

  /** @param {'setup' | 'payment'} kind @param {Record<string, unknown>} intent */
  function wrapIntent(kind, intent) {
    return kind === 'setup' ? { setupIntent: intent } : { paymentIntent: intent };
  }

  /** A confirm's answer as Stripe.js gives it: an intent that failed becomes `{ error }` with the intent. */
  function settle(kind, result) {
    if (result.error) return { error: result.error };
    const intent = result.object;
    const lastError = kind === 'setup' ? intent.last_setup_error : intent.last_payment_error;
    if (intent.status === 'requires_payment_method' && lastError)
      return { error: { ...lastError, [kind === 'setup' ? 'setup_intent' : 'payment_intent']: intent } };
    return wrapIntent(kind, intent);
  }

  class SandboxStripe {
    /** @param {string} publishableKey @param {Record<string, unknown>} [options] */
    constructor(publishableKey, options) {
      if (typeof publishableKey !== 'string' || publishableKey === '')
        throw integrationError('Please call Stripe() with your publishable key. You used an empty string.');
      if (publishableKey.startsWith('sk_'))
        throw integrationError(
          'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
        );
      this._key = publishableKey;
      this._options = { ...options };
    }

    /** Called by @stripe/stripe-js; Stripe uses it for telemetry, which the sandbox has none of. */
    _registerWrapper() {}

    registerAppInfo() {}

    /** @param {Record<string, unknown>} [options] */
    elements(options) {
      return new SandboxElements(options);
    }

    confirmCardSetup(clientSecret, data) {
      return this._confirm('setup', clientSecret, data || {}, null);
    }

    confirmCardPayment(clientSecret, data) {
      return this._confirmPayment(clientSecret, data || {});
    }

    async confirmSetup(options) {
      const { elements, clientSecret, confirmParams = {}, redirect = 'always' } = options || {};
      if (!(elements instanceof SandboxElements))
        throw integrationError(
          'Invalid value for confirmSetup: elements should be the Elements group the card is in.',
        );
      const card = elements.getElement('card');
      if (!card)
        throw integrationError('confirmSetup in the sandbox needs a card Element created from `elements`.');
      if (redirect !== 'if_required' && !confirmParams.return_url)
        throw integrationError(
          "stripe.confirmSetup(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
        );
      const address = elements.getElement('address');
      if (address instanceof AddressElement) {
        const problem = address._problem();
        if (problem) return { error: problem };
      }
      const extra = confirmParams.payment_method_data?.billing_details || {};
      const billing = address instanceof AddressElement ? { ...address._value(), ...extra } : extra;
      const result = await this._confirm(
        'setup',
        clientSecret,
        { payment_method: { card, billing_details: billing }, return_url: confirmParams.return_url },
        confirmParams.mandate_data || null,
      );
      if (redirect !== 'if_required' && result.setupIntent && result.setupIntent.status === 'succeeded') {
        const target = new URL(confirmParams.return_url, window.location.href);
        target.searchParams.set('setup_intent', result.setupIntent.id);
        target.searchParams.set('setup_intent_client_secret', clientSecret);
        target.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(target.href);
        // Like Stripe.js, the promise never settles: the page is going away.
        return new Promise(() => {});
      }
      return result;
    }

    async handleCardAction(clientSecret) {
      return this._handleAction('payment', clientSecret);
    }

    async handleNextAction(options) {
      const clientSecret = options?.clientSecret;
      const kind = typeof clientSecret === 'string' && clientSecret.startsWith('seti_') ? 'setup' : 'payment';
      return this._handleAction(kind, clientSecret);
    }

    async retrieveSetupIntent(clientSecret) {
      const result = await this._retrieve('setup', clientSecret);
      return result.error ? { error: result.error } : { setupIntent: result.object };
    }

    async retrievePaymentIntent(clientSecret) {
      const result = await this._retrieve('payment', clientSecret);
      return result.error ? { error: result.error } : { paymentIntent: result.object };
    }

    // --- internals ------------------------------------------------------------------------------------

    /**
     * @param {'GET' | 'POST'} method
     * @param {string} path
     * @param {Record<string, unknown>} params
     * @returns {Promise<{ object?: Record<string, unknown>, error?: Record<string, unknown> }>}
     */
    async _request(method, path, params) {
      const form = new URLSearchParams();
      encodeParams({ ...params, key: this._key }, '', form);
      const url = `${API_BASE}${path}${method === 'GET' ? `?${form.toString()}` : ''}`;
      let response;
      try {
        response = await fetch(url, {
          method,
          credentials: 'omit',
          headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
          body: method === 'POST' ? form.toString() : undefined,
        });
      } catch {
        return {
          error: apiError(
            'We could not reach the sandbox payment service. Check your connection and try again.',
          ),
        };
      }
      let body;
      try {
        body = await response.json();
      } catch {
        return {
          error: apiError(`The sandbox payment service answered ${response.status} with no readable body.`),
        };
      }
      if (response.ok) return { object: body };
      if (body?.error && typeof body.error.message === 'string') return { error: body.error };
      return { error: apiError(`The sandbox payment service answered ${response.status}.`) };
    }

    _retrieve(kind, clientSecret) {
      const id = intentIdOf(clientSecret, kind === 'setup' ? 'seti_' : 'pi_');
      const path = kind === 'setup' ? 'setup_intents' : 'payment_intents';
      return this._request('GET', `/v1/${path}/${encodeURIComponent(id)}`, { client_secret: clientSecret });
    }

    /** The `payment_method` or `payment_method_data` of a confirm, from a card Element or an id. */
    _paymentMethodParams(paymentMethod) {
      if (paymentMethod === undefined || paymentMethod === null) return { params: {} };
      if (typeof paymentMethod === 'string') return { params: { payment_method: paymentMethod } };
      const card = paymentMethod.card;
      if (!(card instanceof CardElement))
        throw integrationError(
          'Invalid value for payment_method.card: it should be a card Element from elements.create("card").',
        );
      const data = card._paymentMethodData();
      if (data.error) return { error: data.error };
      return {
        params: {
          payment_method_data: {
            type: 'card',
            card: data.card,
            billing_details: paymentMethod.billing_details || undefined,
          },
        },
      };
    }

    async _confirm(kind, clientSecret, data, mandateData) {
      const id = intentIdOf(clientSecret, kind === 'setup' ? 'seti_' : 'pi_');
      const paymentMethod = this._paymentMethodParams(data.payment_method);
      if (paymentMethod.error) return { error: paymentMethod.error };
      const path = kind === 'setup' ? 'setup_intents' : 'payment_intents';
      const result = await this._request('POST', `/v1/${path}/${encodeURIComponent(id)}/confirm`, {
        client_secret: clientSecret,
        ...paymentMethod.params,
        return_url: data.return_url,
        setup_future_usage: data.setup_future_usage,
        mandate_data: mandateData || undefined,
      });
      if (!result.error && result.object.status === 'requires_action')
        return this._challenge(kind, result.object, clientSecret);
      return settle(kind, result);
    }

    async _confirmPayment(clientSecret, data) {
      const current = await this._retrieve('payment', clientSecret);
      if (current.error) return { error: current.error };
      // An intent already waiting for the bank, with no new card: only the challenge is left to do.
      if (current.object.status === 'requires_action' && !data.payment_method)
        return this._challenge('payment', current.object, clientSecret);
      return this._confirm('payment', clientSecret, data, null);
    }

    async _handleAction(kind, clientSecret) {
      const current = await this._retrieve(kind, clientSecret);
      if (current.error) return { error: current.error };
      if (current.object.status === 'requires_action')
        return this._challenge(kind, current.object, clientSecret);
      return settle(kind, current);
    }

    /**
     * The bank's 3-D Secure page, as a modal dialog; resolves with the confirm's final answer.
     * @param {'setup' | 'payment'} kind
     */
    _challenge(kind, intent, clientSecret) {
      installStyles();
      return new Promise((resolve) => {
        const previousFocus = document.activeElement;
        const overlay = make('div', `${CLASS}-overlay`);
        const dialog = make('div', `${CLASS}-dialog`);
        const heading = make('h2', undefined, '3D Secure 2 Test Page');
        heading.id = uniqueId('heading');
        const line = make('p', undefined, 'Verity sandbox bank: confirm this payment');
        line.id = uniqueId('description');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-modal', 'true');
        dialog.setAttribute('aria-labelledby', heading.id);
        dialog.setAttribute('aria-describedby', line.id);
        dialog.append(heading, line);
        if (kind === 'payment' && typeof intent.amount === 'number' && typeof intent.currency === 'string')
          dialog.append(make('p', undefined, `Amount: ${formatAmount(intent.amount, intent.currency)}`));
        const status = make('p');
        status.setAttribute('role', 'status');
        const actions = make('div', `${CLASS}-actions`);
        const complete = make('button', `${CLASS}-button ${CLASS}-primary`, 'Complete authentication');
        const fail = make('button', `${CLASS}-button ${CLASS}-secondary`, 'Fail authentication');
        complete.setAttribute('type', 'button');
        fail.setAttribute('type', 'button');
        actions.append(complete, fail);
        dialog.append(actions, status);
        overlay.appendChild(dialog);

        let deciding = false;
        const decide = async (outcome) => {
          if (deciding) return;
          deciding = true;
          complete.disabled = true;
          fail.disabled = true;
          status.textContent = 'Contacting your bank…';
          const result = await this._request('POST', '/v1/sandbox/authenticate', {
            intent: intent.id,
            client_secret: clientSecret,
            outcome,
          });
          overlay.remove();
          document.removeEventListener('keydown', onKeydown, true);
          if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
          resolve(settle(kind, result));
        };
        // Keyboard users stay inside the dialog; Escape abandons the challenge, which fails it as on Stripe.
        const onKeydown = (event) => {
          if (event.key === 'Escape') {
            // The challenge sits above the page's own dialogs: Escape ends it, not them too.
            event.preventDefault();
            event.stopImmediatePropagation();
            decide('fail');
          } else if (event.key === 'Tab') {
            event.preventDefault();
            (document.activeElement === complete ? fail : complete).focus();
          }
        };
        complete.addEventListener('click', () => decide('complete'));
        fail.addEventListener('click', () => decide('fail'));
        document.addEventListener('keydown', onKeydown, true);
        document.body.appendChild(overlay);
        complete.focus();
      });
    }
  }

  /** An amount in minor units, shown in the currency's usual form (NGN 5,000.00). */
  function formatAmount(amount, currency) {
    try {
      const format = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: currency.toUpperCase(),
      });
      const fractionDigits = format.resolvedOptions().maximumFractionDigits;
      return format.format(amount / 10 ** fractionDigits);
    } catch {
      return `${amount} ${currency.toUpperCase()}`;
    }
  }

  /**
   * `Stripe(publishableKey, options)`, callable with or without `new` like Stripe's.
   * @param {string} publishableKey
   * @param {Record<string, unknown>} [options]
   */
  function Stripe(publishableKey, options) {
    return new SandboxStripe(publishableKey, options);
  }
  // @stripe/stripe-js compares this with the release it was built for and warns on a mismatch.
  Stripe.version = 'endive';
  Stripe.sandbox = true;
  window.Stripe = Stripe;
})();
