/**
 * `GET /api/dev/mailbox?to=` — what the outbox recorded, newest first, so people and tests can read
 * codes and links. Registered on the `/api` scope only when NODE_ENV is not production (app.ts withholds
 * the table in production).
 */

import { devMailboxRoutes, type TMailboxResponse } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';

export function registerDevMailboxRoute(app: AppInstance): void {
  registerRoutes(app, devMailboxRoutes, {
    list: async (request) => {
      const rows = await app.ctx.outbox.list(request.query.to);
      const data: TMailboxResponse = {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.createdAt.toISOString(),
        })),
      };
      return ok(data);
    },
  });
}
