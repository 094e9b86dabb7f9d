import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookSignatureError } from './verify-webhook.js';

const randomSecret = () =>
  `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;
const secret = randomSecret();
const previous = randomSecret();
const body = JSON.stringify({ id: 'evt_1', type: 'identity.check.completed', data: { status: 'found' } });

function signed(withSecret: string, at = new Date(), payload = body) {
  const id = 'msg_1';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(withSecret).sign(id, at, payload),
  };
}

describe('verifyWebhook', () => {
  it('returns the event when the signature holds, from a string or the raw bytes', () => {
    expect(verifyWebhook(body, signed(secret), secret)).toMatchObject({ type: 'identity.check.completed' });
    expect(
      verifyWebhook(new TextEncoder().encode(body), new Headers(signed(secret)), [secret]),
    ).toMatchObject({
      id: 'evt_1',
    });
  });

  it('accepts a delivery signed with the previous secret while both are in use', () => {
    expect(verifyWebhook(body, signed(previous), [secret, previous])).toMatchObject({ id: 'evt_1' });
  });

  it('refuses a changed body, a wrong secret and an old timestamp', () => {
    expect(() => verifyWebhook(body.replace('found', 'not_found'), signed(secret), secret)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhook(body, signed(previous), secret)).toThrow(WebhookSignatureError);
    const old = new Date(Date.now() - 10 * 60_000);
    expect(() => verifyWebhook(body, signed(secret, old), secret)).toThrow(/timestamp/i);
  });

  it('fails loudly when handed a parsed object instead of the raw body', () => {
    const parsed = JSON.parse(body) as unknown as string;
    expect(() => verifyWebhook(parsed, signed(secret), secret)).toThrow(TypeError);
    expect(() => verifyWebhook(parsed, signed(secret), secret)).toThrow(/raw request body/);
  });
});
