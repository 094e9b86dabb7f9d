/**
 * Business profiles: the caller's own business (the shell's activation banner and main sidebar) and a
 * business seen by a platform admin (the business-admin sidebar). Organizations are
 * in organization-routes.ts.
 */
import { businessRoutes } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness } from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { businessFigures } from './business-figures.js';
import { loadBusinessContactEmail, presentBusinessProfile } from './present-business-profile.js';
import { updateBusinessDetails, updateBusinessSettings } from './update-business.js';

export function registerBusinessRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, businessRoutes, {
    figures: async (request) =>
      ok(await businessFigures(ctx, requireAuth(request), requireTenant(request)), 'Figures retrieved'),

    me: async (request) => {
      const { business, businessContactEmail } = requireAuth(request);
      return ok(presentBusinessProfile(ctx, business, businessContactEmail), 'Business retrieved');
    },

    update: async (request) => {
      const auth = requireAuth(request);
      const business = await updateBusinessDetails(ctx, request, auth.business, request.body);
      return ok(presentBusinessProfile(ctx, business, auth.businessContactEmail), 'Business details saved');
    },

    updateSettings: async (request) => {
      const auth = requireAuth(request);
      const business = await updateBusinessSettings(ctx, request, auth.business, request.body);
      return ok(presentBusinessProfile(ctx, business, auth.businessContactEmail), 'Business settings saved');
    },

    get: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok(
        presentBusinessProfile(ctx, business, await loadBusinessContactEmail(ctx, business.id)),
        'Business retrieved',
      );
    },
  });
}
