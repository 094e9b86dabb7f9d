/**
 * Stripe's errors: `{ error: { type, code, decline_code, message, param, ... } }` with Stripe's HTTP status
 * (400 invalid request, 401 bad key, 402 card error, 404 unknown id), which is how stripe-node chooses
 * its error class (StripeCardError for a 402, and so on).
 */
import type { StripeErrorBody } from './stripe-objects.js';
import type { CardDecline } from './test-cards.js';

/** Stripe's message when the bank's 3-D Secure challenge fails or is abandoned. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** A request Stripe would refuse: thrown by a handler, answered as `{ error }` with its status. */
export class StripeFailure extends Error {
  readonly status: number;
  readonly error: StripeErrorBody;
  constructor(status: number, error: StripeErrorBody) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
}

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}): StripeFailure {
  const error: StripeErrorBody = { type: 'invalid_request_error', message, ...extra };
  if (error.code !== undefined) error.doc_url = docUrl(error.code);
  return new StripeFailure(400, error);
}

export function notFound(message: string, param: string): StripeFailure {
  return new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message,
    param,
  });
}

export function unauthorized(message: string): StripeFailure {
  return new StripeFailure(401, { type: 'invalid_request_error', message });
}

export function missingParam(param: string): StripeFailure {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function cardError(decline: CardDecline, extra: Partial<StripeErrorBody> = {}): StripeErrorBody {
  return {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...extra,
  };
}

export const AUTHENTICATION_REQUIRED: CardDecline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export function missingPaymentMethod(kind: 'SetupIntent' | 'PaymentIntent'): StripeFailure {
  return invalidRequest(
    `You cannot confirm this ${kind} because it's missing a payment method. Update the ${kind} with a payment method and then confirm it again, or confirm it again directly with a payment method.`,
    {
      code: kind === 'SetupIntent' ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
      param: 'payment_method',
    },
  );
}
