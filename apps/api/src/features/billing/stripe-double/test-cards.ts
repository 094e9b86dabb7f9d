/**
 * Stripe's test card numbers that the double knows, with what Stripe does with each, and the checks
 * Stripe.js makes on a card before it is sent (Luhn, expiry, CVC length) with Stripe's own messages.
 * The table is the one documented in README.md beside this file; keep them together.
 */

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

/** A decline as Stripe reports it: the error's `code`, `decline_code` and `message`. */
export interface CardDecline {
  code: string;
  declineCode: string;
  message: string;
}

/** What a SetupIntent (saving the card) does with the card. */
export type SetupOutcome =
  | { kind: 'succeed' }
  | ({ kind: 'decline' } & CardDecline)
  | { kind: 'authenticate' };

/**
 * What a PaymentIntent (charging the card) does with it. `authenticate_on_session`: 3-D Secure whenever
 * the payer is there; an off-session payment on a card saved through a SetupIntent goes through without it.
 */
export type PaymentOutcome =
  | { kind: 'succeed' }
  | ({ kind: 'decline' } & CardDecline)
  | { kind: 'authenticate' }
  | { kind: 'authenticate_on_session' };

export interface TestCard {
  number: string;
  brand: CardBrand;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  setup: SetupOutcome;
  payment: PaymentOutcome;
  /** One line for the docs table. */
  description: string;
}

export const DECLINED: CardDecline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

const INSUFFICIENT_FUNDS: CardDecline = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

const EXPIRED: CardDecline = {
  code: 'expired_card',
  declineCode: 'expired_card',
  message: 'Your card has expired.',
};

const SUCCEED = { kind: 'succeed' } as const;

function card(
  number: string,
  brand: CardBrand,
  setup: SetupOutcome,
  payment: PaymentOutcome,
  description: string,
): TestCard {
  return { number, brand, funding: 'credit', country: 'US', setup, payment, description };
}

export const TEST_CARDS: readonly TestCard[] = [
  card('4242424242424242', 'visa', SUCCEED, SUCCEED, 'Visa: saving and paying succeed'),
  card('5555555555554444', 'mastercard', SUCCEED, SUCCEED, 'Mastercard: saving and paying succeed'),
  card(
    '378282246310005',
    'amex',
    SUCCEED,
    SUCCEED,
    'American Express (4-digit CVC): saving and paying succeed',
  ),
  card(
    '4000000000000002',
    'visa',
    { kind: 'decline', ...DECLINED },
    { kind: 'decline', ...DECLINED },
    'Saving and paying are declined: "Your card was declined." (`card_declined`, `generic_decline`)',
  ),
  // A $0 check when the card is saved says nothing about the balance, so this card saves and then fails to pay.
  card(
    '4000000000009995',
    'visa',
    SUCCEED,
    { kind: 'decline', ...INSUFFICIENT_FUNDS },
    'Saves; payments are declined: "Your card has insufficient funds." (`card_declined`, `insufficient_funds`)',
  ),
  card(
    '4000000000000341',
    'visa',
    SUCCEED,
    { kind: 'decline', ...DECLINED },
    'Saves; payments are declined: "Your card was declined." (`card_declined`, `generic_decline`)',
  ),
  card(
    '4000000000000069',
    'visa',
    { kind: 'decline', ...EXPIRED },
    { kind: 'decline', ...EXPIRED },
    'Saving and paying are declined: "Your card has expired." (`expired_card`)',
  ),
  card(
    '4000002760003184',
    'visa',
    { kind: 'authenticate' },
    { kind: 'authenticate' },
    '3-D Secure on every setup and every payment (off-session payments are declined `authentication_required`)',
  ),
  card(
    '4000002500003155',
    'visa',
    { kind: 'authenticate' },
    { kind: 'authenticate_on_session' },
    '3-D Secure to save it; then off-session payments (`off_session=true`) succeed without it, on-session ones ask again',
  ),
];

/**
 * Stripe's answer in test mode to a valid number that is not one of its test cards: the double, like
 * Stripe, never pretends a real card worked.
 */
export const LIVE_CARD_IN_TEST_MODE: CardDecline = {
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function findTestCard(number: string): TestCard | undefined {
  const digits = digitsOnly(number);
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The network by the number's prefix (IIN ranges as Stripe.js detects them while typing). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  const prefix2 = Number(digits.slice(0, 2));
  const prefix3 = Number(digits.slice(0, 3));
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((prefix2 >= 51 && prefix2 <= 55) || (prefix4 >= 2221 && prefix4 <= 2720)) return 'mastercard';
  if (prefix2 === 34 || prefix2 === 37) return 'amex';
  if (digits.startsWith('6011') || prefix2 === 65 || (prefix3 >= 644 && prefix3 <= 649)) return 'discover';
  if ((prefix3 >= 300 && prefix3 <= 305) || prefix2 === 36 || prefix2 === 38 || prefix2 === 39)
    return 'diners';
  if (prefix4 >= 3528 && prefix4 <= 3589) return 'jcb';
  if (prefix2 === 62) return 'unionpay';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** How many CVC digits the brand's cards carry. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** A card as the browser sends it (`payment_method_data[card][...]`). */
export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** A check that failed, with the code and message Stripe gives and the field it concerns. */
export interface CardProblem {
  code: string;
  message: string;
  field: 'number' | 'exp_month' | 'exp_year' | 'cvc';
}

/** Stripe accepts two-digit years and reads them in this century. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Checks a card as Stripe.js does before sending it, with Stripe's messages; undefined when it passes.
 * `now` decides what "in the past" means: a card is good through the last day of its expiry month.
 */
export function cardProblem(card: CardInput, now: Date): CardProblem | undefined {
  const number = digitsOnly(card.number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return { code: 'invalid_number', message: 'Your card number is invalid.', field: 'number' };
  const month = Number(card.expMonth);
  if (!/^\d{1,2}$/.test(card.expMonth) || month < 1 || month > 12)
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      field: 'exp_month',
    };
  if (!/^(\d{2}|\d{4})$/.test(card.expYear))
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      field: 'exp_year',
    };
  const year = fullYear(Number(card.expYear));
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth))
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration date is in the past.",
      field: 'exp_year',
    };
  // Stripe.js refuses expiry years more than 50 years ahead.
  if (year > thisYear + 50)
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      field: 'exp_year',
    };
  const cvc = card.cvc.trim();
  const expected = cvcLength(cardBrand(number));
  if (!/^\d*$/.test(cvc) || cvc.length > expected)
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", field: 'cvc' };
  if (cvc.length < expected)
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete.", field: 'cvc' };
  return undefined;
}
