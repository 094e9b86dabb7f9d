/**
 * The pages Verity hosts for the public outside the dashboard (the hosted vForm, the capture flow's
 * pages): HTML that is never cached, never sniffed, and carries its page's own CSP and referrer rule.
 */
import type { FastifyReply } from 'fastify';

export interface HostedPageHeaders {
  csp: string;
  /** The capture pages send no referrer: their address held a one-time token until the page removed it. */
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer';
  /** What the page may use (the capture pages: the camera, for their own origin). */
  permissionsPolicy?: string;
  status?: number;
}

export function sendHostedPage(reply: FastifyReply, html: string, headers: HostedPageHeaders) {
  if (headers.permissionsPolicy) reply.header('permissions-policy', headers.permissionsPolicy);
  return reply
    .code(headers.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', headers.csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', headers.referrerPolicy)
    .header('cache-control', 'no-cache')
    .send(html);
}
