/**
 * A business's vForm responses: a form's and a preset's lists, one response, what its respondent was
 * told, its PDF, the history of every response and its CSV export. Another business's ids answer 404.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams, ZPageList } from '../schemas/common.js';
import {
  ZVFormDownloadParams,
  ZVFormHistoryExportQuery,
  ZVFormHistoryQuery,
  ZVFormResponse,
  ZVFormResponseListQuery,
  ZVFormResponseParams,
  ZVFormSubmissionResult,
  ZVFormTemplateIdParams,
} from './vform-schemas.js';

const VIEW = { tenancy: 'tenant', permissions: ['vform:view'] } as const;
const ZResponsePage = ZPageList(ZVFormResponse);

export const vformResponseRoutes = defineRoutes('vform', {
  list: {
    method: 'GET',
    path: '/v-forms/:templateId/responses',
    summary: "A page of a form's responses, newest first, by status and dates",
    access: VIEW,
    params: ZVFormTemplateIdParams,
    query: ZVFormResponseListQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  listPreset: {
    method: 'GET',
    path: '/v-forms/preset/:id/responses',
    summary: "A page of the responses to the caller's forms made from a preset",
    access: VIEW,
    params: ZIdParams,
    query: ZVFormResponseListQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  get: {
    method: 'GET',
    path: '/v-forms/responses/:reportId',
    summary: 'A response with its answers (uploaded files as signed links)',
    access: VIEW,
    params: ZVFormResponseParams,
    response: ZVFormResponse,
    errors: ['not_found'],
  },
  confirmation: {
    method: 'GET',
    path: '/v-forms/responses/:reportId/confirmation',
    summary:
      'What the respondent was told: the confirmation, and the verification outcomes if the form shows them',
    access: VIEW,
    params: ZVFormResponseParams,
    response: ZVFormSubmissionResult,
    errors: ['not_found'],
  },
  pdf: {
    method: 'GET',
    path: '/v-forms/download/:templateId/responses/:reportId',
    summary: 'A response as a PDF',
    access: VIEW,
    params: ZVFormDownloadParams,
    response: { file: 'application/pdf' },
    errors: ['not_found'],
  },
  history: {
    method: 'GET',
    path: '/v-forms',
    summary: 'The vForm history: a page of every response of the business, newest first, filtered',
    access: VIEW,
    query: ZVFormHistoryQuery,
    response: ZResponsePage,
  },
  exportCsv: {
    method: 'GET',
    path: '/v-forms/history/export/csv',
    summary: "The vForm history's matching rows as a CSV file",
    access: VIEW,
    query: ZVFormHistoryExportQuery,
    response: { file: 'text/csv' },
  },
});
