/**
 * Signing in: the look-up that hands out a challenge, the password, the second factor and its mailed or
 * texted code, and signing out. Every step before a session is public and rate-limited; a limited route's
 * hits must commit even when it refuses, so the routes that write a session open their own transaction
 * once the limit passed (`ownTransaction`).
 */
import { z } from 'zod';
import { defineRoutes } from '../core/route-table.js';
import {
  ZLoginRequest,
  ZLoginResponse,
  ZLookupRequest,
  ZLookupResponse,
  ZTwoFactorCodeSendRequest,
  ZTwoFactorCodeSendResponse,
  ZTwoFactorLoginRequest,
} from '../schemas/auth.js';

const PUBLIC = { tenancy: 'public' } as const;
const signedIn = { event: 'login', resource: 'session', ownTransaction: true } as const;

export const loginRoutes = defineRoutes('user', {
  lookup: {
    method: 'POST',
    path: '/auth/lookup',
    summary:
      'Starts a sign-in: a challenge token for the password step, whether or not the email has an account',
    access: PUBLIC,
    body: ZLookupRequest,
    response: ZLookupResponse,
    // Nothing worth recording: a short-lived challenge, handed out for any email.
    audit: false,
    errors: ['rate_limited'],
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary:
      'Signs in with a password: a session (and its cookie), or, with 2FA, a token for the second factor',
    access: PUBLIC,
    body: ZLoginRequest,
    response: ZLoginResponse,
    audit: signedIn,
    errors: ['invalid_credentials', 'sign_in_expired', 'rate_limited'],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Ends the current session and clears its cookie',
    access: { tenancy: 'session' },
    response: z.null(),
    audit: { event: 'logout', resource: 'session' },
    allowWhile: ['expired-password', 'first-login', 'two-factor-setup'],
  },
  twoFactorLogin: {
    method: 'POST',
    path: '/auth/2fa/login',
    summary: "Finishes a sign-in with the second factor's code: a session and its cookie",
    access: PUBLIC,
    body: ZTwoFactorLoginRequest,
    response: ZLoginResponse,
    audit: signedIn,
    errors: ['invalid_credentials', 'sign_in_expired', 'rate_limited'],
  },
  sendTwoFactorCode: {
    method: 'POST',
    path: '/auth/2fa/code/send',
    summary: 'Mails or texts a sign-in code for the second factor',
    access: PUBLIC,
    body: ZTwoFactorCodeSendRequest,
    response: ZTwoFactorCodeSendResponse,
    audit: false,
    errors: ['sign_in_expired', 'rate_limited'],
  },
});
