/** vForm analytics, signed in with vform:view: the business overview, its metrics and one template's. */
import { ZVFormMetricsQuery } from '@verity/client';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { overviewAnalysis, overviewMetrics, templateAnalysis } from './vform-analytics.js';
import { loadOwnTemplate } from './vform-store.js';

const ZIdParams = z.strictObject({ id: z.string().max(64) });

export function registerAnalyticsRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get('/v-forms/overview/analysis', {}, async (request) =>
    ok(
      await overviewAnalysis(ctx, requireTenant(request), requireAuth(request).business.currency),
      'Analysis retrieved',
    ),
  );

  app.get('/v-forms/overview/metrics', { schema: { querystring: ZVFormMetricsQuery } }, async (request) =>
    ok(await overviewMetrics(ctx, requireTenant(request), request.query), 'Metrics retrieved'),
  );

  app.get(
    '/v-forms/:id/overview/analysis',
    { schema: { params: ZIdParams, querystring: ZVFormMetricsQuery } },
    async (request) => {
      const template = await loadOwnTemplate(ctx.db, requireTenant(request), request.params.id);
      return ok(await templateAnalysis(ctx, template.id, request.query), 'Analysis retrieved');
    },
  );
}
