import { createClient } from '@verity/client';
import { useAuthStore } from '../features/auth/auth-store';

/**
 * The dashboard's one API client. The dashboard never calls `fetch` itself: every call goes through this
 * client, which owns base URLs, retries and the error tree. Origin '' means the API is on the same origin
 * (`/api/...`), proxied by Vite in development.
 */
export const api = createClient({ origin: '', token: () => useAuthStore.getState().token });
