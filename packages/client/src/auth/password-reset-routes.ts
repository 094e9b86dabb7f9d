/**
 * A forgotten password: a mailed link (valid an hour, used once), checked by the reset page, then the new
 * password, which ends every session.
 */
import { z } from 'zod';
import { defineRoutes } from '../core/route-table.js';
import {
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZPasswordTokenVerifyResponse,
} from '../schemas/auth.js';
import { ZTokenParams } from '../schemas/common.js';

const PUBLIC = { tenancy: 'public' } as const;

export const passwordResetRoutes = defineRoutes('user', {
  request: {
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Mails a password reset link; the same answer whether or not the email has an account',
    access: PUBLIC,
    body: ZPasswordResetRequest,
    response: z.null(),
    // The link is recorded when it is used, with the person it names.
    audit: false,
    errors: ['rate_limited'],
  },
  verifyToken: {
    method: 'GET',
    path: '/auth/password/token/:token/verify',
    summary: "Checks a reset link: the account's email and when the link expires",
    access: PUBLIC,
    params: ZTokenParams,
    response: ZPasswordTokenVerifyResponse,
  },
  reset: {
    method: 'POST',
    path: '/auth/token/:token/password/reset',
    summary: "Sets a new password from a reset link and ends every one of the person's sessions",
    access: PUBLIC,
    params: ZTokenParams,
    body: ZPasswordResetConfirmRequest,
    response: z.null(),
    audit: { event: 'update', resource: 'user' },
  },
});
