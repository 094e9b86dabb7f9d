/**
 * Business profiles: the caller's own business (the shell's activation banner and main sidebar) and a
 * business seen by a platform admin (the business-admin sidebar), spec/platform.md §2. Organizations are
 * in organization-routes.ts.
 */
import { ZUpdateBusinessRequest, ZUpdateBusinessSettingsRequest } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness, ZBusinessScopeParams } from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { businessFigures } from './business-figures.js';
import { loadBusinessContactEmail, presentBusinessProfile } from './present-business-profile.js';
import { updateBusinessDetails, updateBusinessSettings } from './update-business.js';

export function registerBusinessRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get('/businesses/me/figures', async (request) =>
    ok(await businessFigures(ctx, requireAuth(request), requireTenant(request)), 'Figures retrieved'),
  );

  app.get('/businesses/me', async (request) => {
    const { business, businessContactEmail } = requireAuth(request);
    return ok(presentBusinessProfile(ctx, business, businessContactEmail), 'Business retrieved');
  });

  const businessChange = { audit: { event: 'update', resource: 'business' } } as const;

  app.put(
    '/businesses/me',
    { schema: { body: ZUpdateBusinessRequest }, config: businessChange },
    async (request) => {
      const auth = requireAuth(request);
      const business = await updateBusinessDetails(ctx, request, auth.business, request.body);
      return ok(presentBusinessProfile(ctx, business, auth.businessContactEmail), 'Business details saved');
    },
  );

  app.put(
    '/businesses/me/settings',
    { schema: { body: ZUpdateBusinessSettingsRequest }, config: businessChange },
    async (request) => {
      const auth = requireAuth(request);
      const business = await updateBusinessSettings(ctx, request, auth.business, request.body);
      return ok(presentBusinessProfile(ctx, business, auth.businessContactEmail), 'Business settings saved');
    },
  );

  app.get('/admin/businesses/:businessId', { schema: { params: ZBusinessScopeParams } }, async (request) => {
    const business = await findScopeBusiness(ctx, request.params.businessId);
    return ok(
      presentBusinessProfile(ctx, business, await loadBusinessContactEmail(ctx, business.id)),
      'Business retrieved',
    );
  });
}
