/**
 * Credit lines for platform staff (§7 Billing): `GET /wallets/business/{id}/credit` (+ `/filter`) and
 * `POST /wallets/credit/business/{id}/issue-credit`, `/extend-expiry`, `/clear-credit`. Each change is
 * audited for the platform and copied into the business's own audit log.
 */
import { ZClearCreditRequest, ZCreditQuery, ZExtendCreditRequest, ZIssueCreditRequest } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness, ZBusinessScopeParams } from '../auth/history-scope.js';
import { clearCredit, extendCredit, issueCredit, listCredits } from './credit-lines.js';

export function registerCreditRoutes(app: AppInstance): void {
  const { ctx } = app;
  const audit = (event: 'create' | 'update') => ({ audit: { event, resource: 'credit-line' } as const });

  for (const path of ['/wallets/business/:businessId/credit', '/wallets/business/:businessId/credit/filter'])
    app.get(
      path,
      { schema: { params: ZBusinessScopeParams, querystring: ZCreditQuery } },
      async (request) => {
        const business = await findScopeBusiness(ctx, request.params.businessId);
        return ok(await listCredits(ctx, business.id, request.query), 'Credit history retrieved');
      },
    );

  app.post(
    '/wallets/credit/business/:businessId/issue-credit',
    { schema: { params: ZBusinessScopeParams, body: ZIssueCreditRequest }, config: audit('create') },
    async (request) => {
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
  );

  app.post(
    '/wallets/credit/business/:businessId/extend-expiry',
    { schema: { params: ZBusinessScopeParams, body: ZExtendCreditRequest }, config: audit('update') },
    async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const credit = await extendCredit(ctx, business, request.body);
      auditAlsoIn(request, business.id);
      return ok(credit, 'Credit expiry extended');
    },
  );

  app.post(
    '/wallets/credit/business/:businessId/clear-credit',
    { schema: { params: ZBusinessScopeParams, body: ZClearCreditRequest }, config: audit('update') },
    async (request) => {
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
  );
}
