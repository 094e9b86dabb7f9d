/**
 * One webhook POST, over node:http(s) with keep-alive connections: a fraction of fetch's cost
 * per request under load. Never follows a redirect (the 3xx is the answer). In production it connects only
 * to a public https address, checked inside the connection's own DNS lookup.
 */
import http from 'node:http';
import https from 'node:https';
import { assertNoOpenTransaction } from '../../db/transaction-guard.js';
import { assertPublicUrlForm, publicOnlyLookup } from './webhook-url.js';

/** How much of an answer the delivery log keeps. */
export const EXCERPT_CHARS = 500;
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export interface WebhookAnswer {
  statusCode: number;
  /** The start of the response body. */
  excerpt: string;
}

/** Resolves with the receiver's answer; rejects when none came (a timeout, a refused connection). */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; production: boolean },
): Promise<WebhookAnswer> {
  // Before anything else: a caller inside a transaction is a bug, not a failed delivery to log.
  assertNoOpenTransaction('A webhook delivery');
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // Thrown here, a refusal rejects the promise like every other failure.
    if (options.production) assertPublicUrlForm(target);
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.production ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        // Read to the end (so the connection can be reused), keeping only the start.
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
        });
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT_CHARS) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
