/** POST /verifications/identity/{id}/aml: screen a found person against sanction and PEP lists. */
import { type identityRoutes, ZAmlScreeningRequest } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import type { RouteHandlers } from '../../http/register-routes.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { ownScope } from '../auth/history-scope.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { requesterOf } from '../verification-kit/requester.js';
import type { AmlCheckDeps } from './run-aml-check.js';
import { screenCheck } from './screen-check.js';

/** The screening's handler in customer verification's table (features/identity/identity-routes.ts). */
export function screenHandler(
  app: AppInstance,
  deps: AmlCheckDeps,
): RouteHandlers<typeof identityRoutes>['check.screen'] {
  return async (request, reply) => {
    // The body may be left out entirely; when sent, it must be the empty object.
    const body = ZAmlScreeningRequest.safeParse(request.body ?? {});
    if (!body.success) throw new RequestValidationError('body', body.error);
    const auth = requireAuth(request);
    const outcome = await screenCheck(app.ctx, requesterOf(auth), deps, {
      scope: await ownScope(request, auth),
      checkId: request.params.id,
      idempotencyKey: idempotencyKeyOf(request, auth),
      audit: auditInTransaction(request),
    });
    reply.code(outcome.statusCode);
    return outcome.body;
  };
}
