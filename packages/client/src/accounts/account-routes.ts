/**
 * Sign-up: the details in and a code mailed, the details changed (a fresh code), and the code that
 * completes it, creating the business and its owner. Only completion is recorded: a pending sign-up
 * belongs to no business yet.
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZCompleteAccountCodeRequest,
  ZCompleteAccountRequest,
  ZCompleteAccountResponse,
  ZCreateAccountResponse,
  ZCreateBusinessAccountRequest,
  ZCreateUserAccountRequest,
} from '../schemas/accounts.js';
import { ZTokenParams } from '../schemas/common.js';

const PUBLIC = { tenancy: 'public' } as const;
const createdBusiness = { event: 'create', resource: 'business' } as const;

export const accountRoutes = defineRoutes('user', {
  createBusinessAccount: {
    method: 'POST',
    path: '/businesses/account/create',
    summary: "Starts a sign-up: mails a code to the owner's email and answers the sign-up's token",
    access: PUBLIC,
    body: ZCreateBusinessAccountRequest,
    response: ZCreateAccountResponse,
    status: 201,
    audit: false,
    errors: ['rate_limited'],
  },
  updatePendingAccount: {
    method: 'POST',
    path: '/users/account/create',
    summary: "Changes a pending sign-up's details and mails a fresh code",
    access: PUBLIC,
    body: ZCreateUserAccountRequest,
    response: ZCreateAccountResponse,
    audit: false,
    errors: ['rate_limited'],
  },
  complete: {
    method: 'POST',
    path: '/businesses/account/:token/complete',
    summary:
      'Completes a sign-up with its mailed code (`otp`): the business and its owner, whose password is mailed',
    access: PUBLIC,
    params: ZTokenParams,
    body: ZCompleteAccountRequest,
    response: ZCompleteAccountResponse,
    audit: createdBusiness,
    errors: ['conflict'],
  },
  completeWithCode: {
    method: 'POST',
    path: '/businesses/:token/complete',
    summary: 'Completes a sign-up as `complete` does, the mailed code sent as `code`',
    access: PUBLIC,
    params: ZTokenParams,
    body: ZCompleteAccountCodeRequest,
    response: ZCompleteAccountResponse,
    audit: createdBusiness,
    errors: ['conflict'],
  },
});
