/**
 * vForms beneath the business-admin and organization scopes, read only: the forms list, the response
 * history, one form's responses and one response. A platform admin reads any business's; an organization
 * sees the forms its staff made and their responses. A form or response outside the scope answers 404.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZBusinessPathParams, ZOrganizationPathParams } from '../schemas/businesses.js';
import { ZPageList } from '../schemas/common.js';
import {
  ZVFormHistoryQuery,
  ZVFormResponse,
  ZVFormResponseListQuery,
  ZVFormResponseParams,
  ZVFormTemplateIdParams,
  ZVFormTemplateListQuery,
  ZVFormTemplateSummary,
} from './vform-schemas.js';

const ADMIN = { tenancy: 'platform', permissions: ['admin:business:vforms:view'] } as const;
const ORGANIZATION = { tenancy: 'scoped', permissions: ['organization:vforms:view'] } as const;
const ZTemplatePage = ZPageList(ZVFormTemplateSummary);
const ZResponsePage = ZPageList(ZVFormResponse);

export const vformScopedRoutes = defineRoutes('vform', {
  adminTemplates: {
    method: 'GET',
    path: '/admin/businesses/:businessId/v-forms/templates',
    summary: "A page of a business's forms, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZVFormTemplateListQuery,
    response: ZTemplatePage,
    errors: ['not_found'],
  },
  adminHistory: {
    method: 'GET',
    path: '/admin/businesses/:businessId/v-forms',
    summary: "A page of a business's vForm history, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZVFormHistoryQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  adminResponses: {
    method: 'GET',
    path: '/admin/businesses/:businessId/v-forms/:templateId/responses',
    summary: "A page of a business's form's responses, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams.extend(ZVFormTemplateIdParams.shape),
    query: ZVFormResponseListQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  adminResponse: {
    method: 'GET',
    path: '/admin/businesses/:businessId/v-forms/responses/:reportId',
    summary: "A business's response with its answers, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams.extend(ZVFormResponseParams.shape),
    response: ZVFormResponse,
    errors: ['not_found'],
  },
  organizationTemplates: {
    method: 'GET',
    path: '/organizations/:organizationId/v-forms/templates',
    summary: "A page of the forms an organization's staff made",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZVFormTemplateListQuery,
    response: ZTemplatePage,
    errors: ['not_found'],
  },
  organizationHistory: {
    method: 'GET',
    path: '/organizations/:organizationId/v-forms',
    summary: "A page of the responses to an organization's forms",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZVFormHistoryQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  organizationResponses: {
    method: 'GET',
    path: '/organizations/:organizationId/v-forms/:templateId/responses',
    summary: "A page of an organization's form's responses",
    access: ORGANIZATION,
    params: ZOrganizationPathParams.extend(ZVFormTemplateIdParams.shape),
    query: ZVFormResponseListQuery,
    response: ZResponsePage,
    errors: ['not_found'],
  },
  organizationResponse: {
    method: 'GET',
    path: '/organizations/:organizationId/v-forms/responses/:reportId',
    summary: "A response to an organization's form, with its answers",
    access: ORGANIZATION,
    params: ZOrganizationPathParams.extend(ZVFormResponseParams.shape),
    response: ZVFormResponse,
    errors: ['not_found'],
  },
});
