/**
 * Sharing a published form's public link by email, to addresses given or to those of an uploaded CSV: one
 * mail per valid address, all recorded or none; the invalid ones are answered with their row and why.
 */
import { defineRoutes, type RouteAudit } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import { ZShareVFormByCsvRequest, ZShareVFormByEmailRequest, ZVFormShareResult } from './vform-schemas.js';

const VIEW = { tenancy: 'tenant', permissions: ['vform:view'] } as const;
const SHARED: RouteAudit = { event: 'update', resource: 'vForm' };

export const vformShareRoutes = defineRoutes('vform', {
  byEmail: {
    method: 'POST',
    path: '/v-forms/templates/:id/share',
    summary: "Mails a published form's link (or a preset's preview) to up to 50 addresses, with a note",
    access: VIEW,
    params: ZIdParams,
    body: ZShareVFormByEmailRequest,
    response: ZVFormShareResult,
    audit: SHARED,
    errors: ['not_found'],
  },
  byCsv: {
    method: 'POST',
    path: '/v-forms/templates/:id/uploadcsv',
    summary: "Mails a published form's link to every valid address of a CSV uploaded to the media service",
    access: VIEW,
    params: ZIdParams,
    body: ZShareVFormByCsvRequest,
    response: ZVFormShareResult,
    audit: SHARED,
    errors: ['not_found'],
  },
});
