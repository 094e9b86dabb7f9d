import { createClient } from '@verity/client';

/**
 * The dashboard's one API client. The dashboard never calls `fetch` itself: every call goes through this
 * client, which owns base URLs, retries and the error tree. Origin '' means the API is on the same origin
 * (`/api/...`), proxied by Vite in development. No token provider: the session travels in the API's
 * HttpOnly cookie, which the browser sends with every same-origin call and no script can read.
 */
export const api = createClient({ origin: '', credentials: 'same-origin' });
