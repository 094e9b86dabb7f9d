/**
 * /billing/payment-details as the card provider's return address (an NGN card add): after a set-up that
 * needed a redirect, Stripe sends the browser back with
 * `?setup_intent=…&setup_intent_client_secret=…&redirect_status=succeeded|processing|failed`. The page reads
 * the outcome once and takes those parameters out of the address.
 */

export type SetupReturn =
  | { status: 'succeeded' }
  | { status: 'processing' }
  | { status: 'failed'; clientSecret: string | null };

const STRIPE_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'redirect_status'] as const;

/** The outcome the address carries (null when it is not a return from the provider) and the rest of it. */
export function readSetupReturn(search: string): { outcome: SetupReturn | null; rest: string } {
  const params = new URLSearchParams(search);
  const status = params.get('redirect_status');
  const clientSecret = params.get('setup_intent_client_secret');
  const isReturn = params.has('setup_intent') && status !== null;
  for (const key of STRIPE_PARAMS) params.delete(key);
  const rest = params.toString();
  if (!isReturn) return { outcome: null, rest };
  if (status === 'succeeded') return { outcome: { status: 'succeeded' }, rest };
  if (status === 'processing') return { outcome: { status: 'processing' }, rest };
  return { outcome: { status: 'failed', clientSecret }, rest };
}
