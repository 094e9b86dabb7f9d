/**
 * The default component theme (GET and POST /v-forms/themes/default) and the stock
 * banners (GET /v-forms/banner). Banner images are public: a form's header shows them to respondents. The
 * routes are declared in the client's vformThemeRoutes.
 */
import { vformThemeRoutes } from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { bannerList, bannerSvg } from './banners.js';
import { loadBusinessTheme, updateBusinessTheme } from './theme.js';

export function registerThemeRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, vformThemeRoutes, {
    get: async (request) => {
      const { business } = requireAuth(request);
      return ok(await loadBusinessTheme(ctx.db, business.id), 'Default theme');
    },

    update: async (request) => {
      const { business } = requireAuth(request);
      const theme = await updateBusinessTheme(ctx.db, business.id, request.body, ctx.now());
      return ok(theme, 'Default theme updated successfully');
    },

    banners: async () => ok(bannerList(), 'Banners'),

    bannerImage: async (request, reply) => {
      const svg = bannerSvg(request.params.id);
      if (!svg) throw notFound('Banner not found');
      return (
        reply
          .header('content-type', 'image/svg+xml')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // Stock banners never change under an id: a new look gets a new id.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(svg)
      );
    },
  });
}
