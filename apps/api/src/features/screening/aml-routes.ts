/** POST /verifications/identity/{id}/aml: screen a found person against sanction and PEP lists. */
import { identityModule, ZAmlScreeningRequest } from '@verity/client';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { ownScope } from '../auth/history-scope.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { type UpstreamConfig, upstreamProviders } from '../verification-kit/providers.js';
import { chargedRouteConfig } from '../verification-kit/record-routes.js';
import { requesterOf } from '../verification-kit/requester.js';
import type { AmlProvider, AmlProviders } from './aml-provider.js';
import { HttpAmlProvider } from './http-aml-provider.js';
import { SandboxAmlProvider } from './sandbox-aml-provider.js';
import { screenCheck } from './screen-check.js';

const ZIdParams = z.strictObject({ id: z.string().max(64) });

export function createAmlProviders(config: UpstreamConfig): AmlProviders {
  return upstreamProviders<AmlProvider>(
    config,
    new SandboxAmlProvider(),
    (url, key) => new HttpAmlProvider(url, key),
  );
}

export function registerAmlRoutes(app: AppInstance, providers: AmlProviders): void {
  app.post(
    identityModule.checks.screen.path,
    {
      schema: { params: ZIdParams },
      config: chargedRouteConfig(identityModule, identityModule.checks.screen),
    },
    async (request, reply) => {
      // The body may be left out entirely; when sent, it must be the empty object.
      const body = ZAmlScreeningRequest.safeParse(request.body ?? {});
      if (!body.success) throw new RequestValidationError('body', body.error);
      const auth = requireAuth(request);
      const outcome = await screenCheck(app.ctx, requesterOf(auth), providers, {
        scope: await ownScope(request, auth),
        checkId: request.params.id,
        idempotencyKey: idempotencyKeyOf(request, auth),
        audit: auditInTransaction(request),
      });
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
}
