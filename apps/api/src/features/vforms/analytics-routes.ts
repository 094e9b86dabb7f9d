/**
 * vForm analytics, signed in with vform:view: the business overview, its metrics and one template's. The
 * routes are declared in the client's vformAnalyticsRoutes.
 */
import { vformAnalyticsRoutes } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { overviewAnalysis, overviewMetrics, templateAnalysis } from './vform-analytics.js';
import { loadOwnTemplate } from './vform-store.js';

export function registerAnalyticsRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, vformAnalyticsRoutes, {
    overview: async (request) =>
      ok(
        await overviewAnalysis(ctx, requireTenant(request), requireAuth(request).business.currency),
        'Analysis retrieved',
      ),

    metrics: async (request) =>
      ok(await overviewMetrics(ctx, requireTenant(request), request.query), 'Metrics retrieved'),

    template: async (request) => {
      const template = await loadOwnTemplate(ctx.db, requireTenant(request), request.params.id);
      return ok(await templateAnalysis(ctx, template.id, request.query), 'Analysis retrieved');
    },
  });
}
