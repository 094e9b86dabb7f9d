/**
 * A delivery in production connects only to a public https address: the address written in
 * the URL is checked before connecting, and a name is checked inside the connection's own DNS lookup, so
 * it cannot resolve to a public address for a check and to this machine for the connection.
 */
import { describe, expect, it } from 'vitest';
import { postWebhook } from '../src/features/developer/webhook-post.js';
import { HTTPS_REQUIRED, INTERNAL_URL } from '../src/features/developer/webhook-url.js';

const send = (url: string) =>
  postWebhook(url, { 'content-type': 'application/json' }, '{}', { timeoutMs: 2_000, production: true });

describe('a webhook delivery in production', () => {
  it('refuses plain http', async () => {
    await expect(send('http://example.com/hooks')).rejects.toThrow(HTTPS_REQUIRED);
  });

  it('refuses an internal address written in the URL', async () => {
    await expect(send('https://127.0.0.1/hooks')).rejects.toThrow(INTERNAL_URL);
    await expect(send('https://[::1]/hooks')).rejects.toThrow(INTERNAL_URL);
    await expect(send('https://10.1.2.3/hooks')).rejects.toThrow(INTERNAL_URL);
  });

  it('refuses a name that resolves to this machine, at connection time', async () => {
    await expect(send('https://localhost:1/hooks')).rejects.toThrow(INTERNAL_URL);
  });
});
