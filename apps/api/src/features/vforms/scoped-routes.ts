/**
 * vForms beneath the business-admin and organization scopes (a module's routes and history lists repeat
 * beneath each scope), read only:
 * the forms list, the response history, one form's responses and one response. An organization sees the
 * forms its staff made and their responses. A form or response outside the scope answers 404, never 403.
 * The routes are declared in the client's vformScopedRoutes, each once per scope; the default paths
 * (template-routes.ts, response-routes.ts) stay where they are, under vform:view.
 */
import {
  vformScopedRoutes,
  type ZVFormHistoryQuery,
  type ZVFormResponseListQuery,
  type ZVFormTemplateListQuery,
} from '@verity/client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { adminScope, organizationScope, type ScopeResolver } from '../auth/history-scope.js';
import { withAnswerFileLinks } from './answer-file-links.js';
import { findResponse, listResponses } from './list-responses.js';
import { listTemplates } from './list-templates.js';
import { presentResponse, responseFormOf } from './present-response.js';
import { RESPONSE_NOT_FOUND } from './response-routes.js';
import { loadOwnTemplate } from './vform-store.js';

type TemplateListQuery = z.output<typeof ZVFormTemplateListQuery>;
type HistoryQuery = z.output<typeof ZVFormHistoryQuery>;
type ResponseListQuery = z.output<typeof ZVFormResponseListQuery>;

export function registerScopedVFormRoutes(app: AppInstance): void {
  const { ctx } = app;
  const templateSource = {
    db: ctx.db,
    get formsUrl() {
      return ctx.config.formsUrl;
    },
  };

  /** What each scope answers, given how it resolves whose records the path names. */
  const reads = (resolve: ScopeResolver) => ({
    templates: async (request: FastifyRequest, query: TemplateListQuery) => {
      const resolved = await resolve(request, requireAuth(request));
      const { type, ...page } = query;
      const status = type === 'all' ? 'active' : type;
      return ok(await listTemplates(templateSource, { owner: resolved, status }, page), 'vForms');
    },
    history: async (request: FastifyRequest, query: HistoryQuery) => {
      const resolved = await resolve(request, requireAuth(request));
      const { page, limit, ...filters } = query;
      return ok(await listResponses(ctx, resolved, filters, { page, limit }), 'History retrieved');
    },
    responses: async (request: FastifyRequest, templateId: string, query: ResponseListQuery) => {
      const resolved = await resolve(request, requireAuth(request));
      const template = await loadOwnTemplate(ctx.db, resolved, templateId);
      const { page, limit, ...filters } = query;
      return ok(
        await listResponses(ctx, resolved, { ...filters, templateId: template.id }, { page, limit }),
        'Responses retrieved',
      );
    },
    response: async (request: FastifyRequest, reportId: string) => {
      const resolved = await resolve(request, requireAuth(request));
      const found = await findResponse(ctx, resolved, reportId);
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      const response = presentResponse(found.response, responseFormOf(found.template));
      return ok(withAnswerFileLinks(ctx, response, found.response.businessId), 'Response retrieved');
    },
  });
  const admin = reads(adminScope(ctx));
  const organization = reads(organizationScope(ctx));

  registerRoutes(app, vformScopedRoutes, {
    adminTemplates: (request) => admin.templates(request, request.query),
    adminHistory: (request) => admin.history(request, request.query),
    adminResponses: (request) => admin.responses(request, request.params.templateId, request.query),
    adminResponse: (request) => admin.response(request, request.params.reportId),
    organizationTemplates: (request) => organization.templates(request, request.query),
    organizationHistory: (request) => organization.history(request, request.query),
    organizationResponses: (request) =>
      organization.responses(request, request.params.templateId, request.query),
    organizationResponse: (request) => organization.response(request, request.params.reportId),
  });
}
