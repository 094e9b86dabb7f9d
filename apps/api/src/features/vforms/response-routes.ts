/**
 * Responses, signed in with vform:view: a template's and a preset's lists, one
 * response, its confirmation, its PDF, the vForm history and its CSV export. Another business's ids answer
 * 404, never 403. The routes are declared in the client's vformResponseRoutes.
 */

import { vformResponseRoutes } from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { registerRoutes } from '../../http/register-routes.js';
import { sendTrackedCsv } from '../../lib/tracked-csv-export.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { withAnswerFileLinks } from './answer-file-links.js';
import { responsesCsv } from './export-responses-csv.js';
import { findResponse, listResponses } from './list-responses.js';
import { presentResponse, responseFormOf, submissionResultOf } from './present-response.js';
import { responsePdf } from './response-pdf.js';
import { loadOwnTemplate, loadPreset } from './vform-store.js';

export const RESPONSE_NOT_FOUND = 'vForm response not found';

export function registerResponseRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, vformResponseRoutes, {
    list: async (request) => {
      const tenant = requireTenant(request);
      const template = await loadOwnTemplate(ctx.db, tenant, request.params.templateId);
      const { page, limit, ...filters } = request.query;
      return ok(
        await listResponses(ctx, tenant, { ...filters, templateId: template.id }, { page, limit }),
        'Responses retrieved',
      );
    },

    listPreset: async (request) => {
      const tenant = requireTenant(request);
      const preset = await loadPreset(ctx.db, request.params.id);
      const { page, limit, ...filters } = request.query;
      return ok(
        await listResponses(ctx, tenant, { ...filters, presetId: preset.id }, { page, limit }),
        'Responses retrieved',
      );
    },

    get: async (request) => {
      const found = await findResponse(ctx, requireTenant(request), request.params.reportId);
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      const response = presentResponse(found.response, responseFormOf(found.template));
      return ok(withAnswerFileLinks(ctx, response, found.response.businessId), 'Response retrieved');
    },

    confirmation: async (request) => {
      const found = await findResponse(ctx, requireTenant(request), request.params.reportId);
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      return ok(submissionResultOf(found.response, found.template), 'Confirmation retrieved');
    },

    pdf: async (request, reply) => {
      const { templateId, reportId } = request.params;
      const found = await findResponse(ctx, requireTenant(request), reportId, templateId);
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      const pdf = await responsePdf(found.response, responseFormOf(found.template));
      return sendPdf(reply, pdf, {
        name: `vform-response-${found.response.id}.pdf`,
        disposition: 'attachment',
      });
    },

    history: async (request) => {
      const { page, limit, ...filters } = request.query;
      return ok(
        await listResponses(ctx, requireTenant(request), filters, { page, limit }),
        'History retrieved',
      );
    },

    exportCsv: async (request, reply) => {
      const auth = requireAuth(request);
      const tenant = requireTenant(request);
      return sendTrackedCsv(ctx, auth, reply, {
        businessId: tenant.businessId,
        resource: 'vform',
        filters: request.query,
        fileName: 'vform-history',
        lines: (countRow) => responsesCsv(ctx, tenant, request.query, countRow),
      });
    },
  });
}
