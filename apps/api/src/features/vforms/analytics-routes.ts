/** vForm analytics, signed in with vform:view: the business overview, its metrics and one template's. */
import { ZVFormMetricsQuery } from '@verity/client';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';
import { overviewAnalysis, overviewMetrics, templateAnalysis } from './vform-analytics.js';
import { loadOwnTemplate } from './vform-store.js';

const access = { permissions: ['vform:view' as const] };
const ZIdParams = z.strictObject({ id: z.string().max(64) });

export function registerAnalyticsRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get('/v-forms/overview/analysis', { config: access }, async (request) =>
    ok(await overviewAnalysis(ctx, requireAuth(request).business), 'Analysis retrieved'),
  );

  app.get(
    '/v-forms/overview/metrics',
    { schema: { querystring: ZVFormMetricsQuery }, config: access },
    async (request) =>
      ok(await overviewMetrics(ctx, requireAuth(request).business.id, request.query), 'Metrics retrieved'),
  );

  app.get(
    '/v-forms/:id/overview/analysis',
    { schema: { params: ZIdParams, querystring: ZVFormMetricsQuery }, config: access },
    async (request) => {
      const template = await loadOwnTemplate(ctx.db, requireAuth(request).business.id, request.params.id);
      return ok(await templateAnalysis(ctx, template.id, request.query), 'Analysis retrieved');
    },
  );
}
