/**
 * vForms beneath the business-admin and organization scopes (spec/modules.md §2 'The same module routes
 * repeat beneath business and organization scopes', §7 'History lists are routed by scope'), read only:
 * the forms list, the response history, one form's responses and one response. An organization sees the
 * forms its staff made and their responses. A form or response outside the scope answers 404, never 403.
 */
import {
  ZVFormHistoryQuery,
  ZVFormResponseListQuery,
  ZVFormResponseParams,
  ZVFormTemplateListQuery,
} from '@verity/client';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';
import { routeScopes, scopedParams } from '../auth/history-scope.js';
import { withAnswerFileLinks } from './answer-file-links.js';
import { findResponse, listResponses } from './list-responses.js';
import { listTemplates } from './list-templates.js';
import { presentResponse, responseFormOf } from './present-response.js';
import { RESPONSE_NOT_FOUND } from './response-routes.js';
import { loadOwnTemplate } from './vform-store.js';

const ZTemplateIdParams = z.strictObject({ templateId: z.string().max(64) });

export function registerScopedVFormRoutes(app: AppInstance): void {
  const { ctx } = app;
  const templateSource = {
    db: ctx.db,
    get formsUrl() {
      return ctx.config.formsUrl;
    },
  };
  // The default paths (template-routes.ts, response-routes.ts) stay where they are, under vform:view.
  const scopes = routeScopes(ctx, { own: false });

  /** The scope's form, or 404: another business's, or another organization's, is simply not found. */

  for (const scope of scopes) {
    const params = scope.params ? { params: scope.params } : {};

    app.get(
      `${scope.prefix}/v-forms/templates`,
      { schema: { querystring: ZVFormTemplateListQuery, ...params } },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { type, ...page } = request.query;
        const status = type === 'all' ? 'active' : type;
        return ok(await listTemplates(templateSource, { owner: resolved, status }, page), 'vForms');
      },
    );

    app.get(
      `${scope.prefix}/v-forms`,
      { schema: { querystring: ZVFormHistoryQuery, ...params } },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { page, limit, ...filters } = request.query;
        return ok(await listResponses(ctx, resolved, filters, { page, limit }), 'History retrieved');
      },
    );

    app.get(
      `${scope.prefix}/v-forms/:templateId/responses`,
      {
        schema: { querystring: ZVFormResponseListQuery, params: scopedParams(scope, ZTemplateIdParams) },
      },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { templateId } = request.params as { templateId: string };
        const template = await loadOwnTemplate(ctx.db, resolved, templateId);
        const { page, limit, ...filters } = request.query;
        return ok(
          await listResponses(ctx, resolved, { ...filters, templateId: template.id }, { page, limit }),
          'Responses retrieved',
        );
      },
    );

    app.get(
      `${scope.prefix}/v-forms/responses/:reportId`,
      { schema: { params: scopedParams(scope, ZVFormResponseParams) } },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { reportId } = request.params as { reportId: string };
        const found = await findResponse(ctx, resolved, reportId);
        if (!found) throw notFound(RESPONSE_NOT_FOUND);
        const response = presentResponse(found.response, responseFormOf(found.template));
        return ok(withAnswerFileLinks(ctx, response, found.response.businessId), 'Response retrieved');
      },
    );
  }
}
