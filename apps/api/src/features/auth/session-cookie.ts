/**
 * The dashboard's session cookie: the same JWT the login answer carries, in an HttpOnly, SameSite=Strict
 * cookie (Secure on https) so that no script on the page can read it. Set wherever a session starts
 * (login, 2FA login, registration), cleared at logout. API keys and the Node client keep using
 * `Authorization: Bearer`, which wins when both are sent.
 *
 * CSRF: SameSite=Strict keeps the cookie off cross-site requests. On top of that the cookie only
 * authenticates reads and the writes whose body is JSON or multipart: another origin can send JSON only
 * after a CORS preflight, which this API never grants with credentials, and a write with no body or a
 * form-encoded one (what a sibling subdomain's form or a bare fetch would send) is not signed in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

export const SESSION_COOKIE = 'verity_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WRITE_CONTENT_TYPE = /^\s*(application\/json|multipart\/form-data)\s*(;|$)/i;

/** The cookie's value from a Cookie header, or null. Names are compared exactly, values taken as sent. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/**
 * The session token from the cookie, for the authenticate hook to use when there is no bearer token:
 * `bearerToken(request) ?? readSessionCookie(request)`. Null for a write whose body is not JSON or
 * multipart, so such a request is simply unauthenticated.
 */
export function readSessionCookie(request: FastifyRequest): string | null {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (token === null) return null;
  if (SAFE_METHODS.has(request.method)) return token;
  return WRITE_CONTENT_TYPE.test(request.headers['content-type'] ?? '') ? token : null;
}

/** What the cookie follows: Secure when the dashboard is on https, and the session's lifetime. */
export type SessionCookieConfig = Pick<Config, 'publicUrl' | 'sessionTtlHours'>;

function attributes(publicUrl: string): string[] {
  const secure = publicUrl.startsWith('https:');
  return ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
}

/** A session started: the browser keeps its token where scripts cannot read it, as long as it lives. */
export function setSessionCookie(reply: FastifyReply, token: string, config: SessionCookieConfig): void {
  const maxAge = Math.floor(config.sessionTtlHours * 3600);
  reply.header(
    'set-cookie',
    [`${SESSION_COOKIE}=${token}`, ...attributes(config.publicUrl), `Max-Age=${maxAge}`].join('; '),
  );
}

/** The session ended: the browser drops the cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.header('set-cookie', [`${SESSION_COOKIE}=`, ...attributes(config.publicUrl), 'Max-Age=0'].join('; '));
}
