/**
 * Credit lines for platform staff: `GET /wallets/business/{id}/credit` (+ `/filter`) and
 * `POST /wallets/credit/business/{id}/issue-credit`, `/extend-expiry`, `/clear-credit`. Each change is
 * audited for the platform and copied into the business's own audit log.
 */
import { creditRoutes, type ZCreditQuery } from '@verity/client';
import type { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness } from '../auth/history-scope.js';
import { clearCredit, extendCredit, issueCredit, listCredits } from './credit-lines.js';

export function registerCreditRoutes(app: AppInstance): void {
  const { ctx } = app;
  const list = async (businessId: string, query: z.output<typeof ZCreditQuery>) => {
    const business = await findScopeBusiness(ctx, businessId);
    return ok(await listCredits(ctx, business.id, query), 'Credit history retrieved');
  };

  registerRoutes(app, creditRoutes, {
    list: async (request) => list(request.params.businessId, request.query),
    filter: async (request) => list(request.params.businessId, request.query),

    issue: async (request) => {
      const auth = requireAuth(request);
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const credit = await issueCredit(
        ctx,
        business,
        { id: auth.user.id, name: actorName(auth) },
        request.body,
      );
      auditAlsoIn(request, business.id);
      return ok(credit, 'Credit issued');
    },

    extendExpiry: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const credit = await extendCredit(ctx, business, request.body);
      auditAlsoIn(request, business.id);
      return ok(credit, 'Credit expiry extended');
    },

    clear: async (request) => {
      const auth = requireAuth(request);
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const credit = await clearCredit(
        ctx,
        business,
        { id: auth.user.id, name: actorName(auth) },
        request.body,
      );
      auditAlsoIn(request, business.id);
      return ok(credit, 'Credit cleared');
    },
  });
}
