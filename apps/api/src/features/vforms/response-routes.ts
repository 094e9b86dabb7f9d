/**
 * Responses, signed in with vform:view (spec/modules.md §7 vForms): a template's and a preset's lists, one
 * response, its confirmation, its PDF, the vForm history and its CSV export. Another business's ids answer
 * 404, never 403.
 */

import {
  ZVFormDownloadParams,
  ZVFormHistoryQuery,
  ZVFormResponseListQuery,
  ZVFormResponseParams,
} from '@verity/client';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendTrackedCsv } from '../../lib/tracked-csv-export.js';
import { requireAuth } from '../auth/authenticate.js';
import { responsesCsv } from './export-responses-csv.js';
import { findResponse, listResponses } from './list-responses.js';
import { presentResponse, submissionResultOf } from './present-response.js';
import { responsePdf } from './response-pdf.js';
import { loadOwnTemplate, loadPreset } from './vform-store.js';

export const RESPONSE_NOT_FOUND = 'vForm response not found';

const access = { permissions: ['vform:view' as const] };
const ZTemplateIdParams = z.strictObject({ templateId: z.string().max(64) });
const ZIdParams = z.strictObject({ id: z.string().max(64) });
const ZExportQuery = ZVFormHistoryQuery.omit({ page: true, limit: true });

export function registerResponseRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get(
    '/v-forms/:templateId/responses',
    { schema: { params: ZTemplateIdParams, querystring: ZVFormResponseListQuery }, config: access },
    async (request) => {
      const businessId = requireAuth(request).business.id;
      const template = await loadOwnTemplate(ctx.db, businessId, request.params.templateId);
      const { page, limit, ...filters } = request.query;
      return ok(
        await listResponses(ctx, businessId, { ...filters, templateId: template.id }, { page, limit }),
        'Responses retrieved',
      );
    },
  );

  app.get(
    '/v-forms/preset/:id/responses',
    { schema: { params: ZIdParams, querystring: ZVFormResponseListQuery }, config: access },
    async (request) => {
      const businessId = requireAuth(request).business.id;
      const preset = await loadPreset(ctx.db, request.params.id);
      const { page, limit, ...filters } = request.query;
      return ok(
        await listResponses(ctx, businessId, { ...filters, presetId: preset.id }, { page, limit }),
        'Responses retrieved',
      );
    },
  );

  app.get(
    '/v-forms/responses/:reportId',
    { schema: { params: ZVFormResponseParams }, config: access },
    async (request) => {
      const found = await findResponse(
        ctx,
        { businessId: requireAuth(request).business.id },
        request.params.reportId,
      );
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      return ok(presentResponse(found.response, found.template.title), 'Response retrieved');
    },
  );

  app.get(
    '/v-forms/responses/:reportId/confirmation',
    { schema: { params: ZVFormResponseParams }, config: access },
    async (request) => {
      const found = await findResponse(
        ctx,
        { businessId: requireAuth(request).business.id },
        request.params.reportId,
      );
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      return ok(submissionResultOf(found.response, found.template), 'Confirmation retrieved');
    },
  );

  app.get(
    '/v-forms/download/:templateId/responses/:reportId',
    { schema: { params: ZVFormDownloadParams }, config: access },
    async (request, reply) => {
      const { templateId, reportId } = request.params;
      const found = await findResponse(
        ctx,
        { businessId: requireAuth(request).business.id },
        reportId,
        templateId,
      );
      if (!found) throw notFound(RESPONSE_NOT_FOUND);
      const pdf = await responsePdf(found.response, found.template.title);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="vform-response-${found.response.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get('/v-forms', { schema: { querystring: ZVFormHistoryQuery }, config: access }, async (request) => {
    const { page, limit, ...filters } = request.query;
    return ok(
      await listResponses(ctx, requireAuth(request).business.id, filters, { page, limit }),
      'History retrieved',
    );
  });

  app.get(
    '/v-forms/history/export/csv',
    { schema: { querystring: ZExportQuery }, config: access },
    async (request, reply) => {
      const auth = requireAuth(request);
      const businessId = auth.business.id;
      return sendTrackedCsv(ctx, auth, reply, {
        businessId,
        resource: 'vform',
        filters: request.query,
        fileName: 'vform-history',
        lines: (countRow) => responsesCsv(ctx, businessId, request.query, countRow),
      });
    },
  );
}
