/**
 * Verifying a Verity webhook on the receiving server, on the Standard Webhooks reference
 * library: `webhook-id`, `webhook-timestamp` (within 5 minutes) and `webhook-signature` (`v1,` + base64
 * HMAC-SHA256 of `id.timestamp.body` with the `whsec_…` secret). Pass every secret in use: during the 24
 * hours after a regeneration, deliveries are signed with both the new and the previous one.
 *
 * It needs the body exactly as it arrived. A parsed object cannot be verified (re-serialising it does not
 * give back the signed bytes), so passing one throws a TypeError rather than failing in a way that looks
 * like a bad signature.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { TWebhookEvent } from './webhook-events.js';

/** The delivery is not from Verity, was changed on the way, or is too old to trust (a replay). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function headerRecord(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof Headers !== 'undefined' && headers instanceof Headers) {
    headers.forEach((value, name) => {
      out[name.toLowerCase()] = value;
    });
    return out;
  }
  for (const [name, value] of Object.entries(
    headers as Record<string, string | readonly string[] | undefined>,
  ))
    if (value !== undefined) out[name.toLowerCase()] = typeof value === 'string' ? value : value.join(' ');
  return out;
}

/**
 * The event, once its signature holds; throws WebhookSignatureError when it does not. Typed by the
 * catalogue: the signature proves Verity sent it, so it has the shape docs/webhooks.md gives.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secrets: string | readonly string[],
): TWebhookEvent {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array))
    throw new TypeError(
      'verifyWebhook needs the raw request body (a string or bytes), not a parsed object: read the body as text before any JSON parser sees it',
    );
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const received = headerRecord(headers);
  let last: unknown;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      return new Webhook(secret).verify(body, received) as TWebhookEvent;
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      last = error;
    }
  }
  throw new WebhookSignatureError(
    last instanceof Error ? `Webhook not verified: ${last.message}` : 'Webhook not verified: no secret given',
  );
}
