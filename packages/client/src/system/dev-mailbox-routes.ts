/**
 * The development mailbox: what the outbox recorded, newest first, so people and tests can read codes and
 * links without a mail server. Served outside production only: a production app withholds this table
 * (apps/api http/register-routes.ts `withholdRoutes`), so its route answers 404 there and the OpenAPI
 * document leaves it out.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZMailboxQuery, ZMailboxResponse } from '../schemas/reference.js';

export const devMailboxRoutes = defineRoutes('root', {
  list: {
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'The mail and text messages sent, newest first, optionally to one address (not in production)',
    access: { tenancy: 'public' },
    query: ZMailboxQuery,
    response: ZMailboxResponse,
  },
});
