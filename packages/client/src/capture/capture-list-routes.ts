/**
 * The business's captures: document captures and liveness checks as page lists, newest first, with their
 * filters, and one capture's detail with its images. Like customer verification's history they repeat
 * beneath the business-admin and organization scopes, behind identity's gates at each: the caller's
 * business at the default path (organization staff see their organization's), a business seen by a
 * platform admin, one organization. A session that captures both shows in both lists; a capture outside
 * the scope, or an unknown business or organization, answers 404.
 */
import { defineRoutes } from '../core/route-table.js';
import { identityModule } from '../modules/identity/identity-module.js';
import { ZBusinessPathParams, ZOrganizationPathParams } from '../schemas/businesses.js';
import { ZIdParams, ZPageList } from '../schemas/common.js';
import {
  ZCaptureDetail,
  ZCapturePageQuery,
  ZCaptureRecord,
  ZDocumentCaptureFilterQuery,
  ZLivenessFilterQuery,
} from './capture-schemas.js';

const { gates } = identityModule;
const OWN = { tenancy: 'tenant', permissions: [gates.business] } as const;
const ADMIN = { tenancy: 'platform', permissions: [gates.businessAdmin] } as const;
const ORGANIZATION = { tenancy: 'scoped', permissions: [gates.organization] } as const;
const ZAdminIdParams = ZBusinessPathParams.extend(ZIdParams.shape);
const ZOrganizationIdParams = ZOrganizationPathParams.extend(ZIdParams.shape);
const ZCapturePage = ZPageList(ZCaptureRecord);

export const captureListRoutes = defineRoutes('identity', {
  documentCaptures: {
    method: 'GET',
    path: '/sdk/identity/document-capture',
    summary: "A page of the business's document captures, newest first",
    access: OWN,
    query: ZCapturePageQuery,
    response: ZCapturePage,
  },
  filterDocumentCaptures: {
    method: 'GET',
    path: '/sdk/identity/document-capture/filter',
    summary: "A page of the business's document captures by status, document type, name and dates",
    access: OWN,
    query: ZDocumentCaptureFilterQuery,
    response: ZCapturePage,
  },
  documentCapture: {
    method: 'GET',
    path: '/sdk/identity/document-capture/:id',
    summary: 'A document capture with its decision and images',
    access: OWN,
    params: ZIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
  livenessChecks: {
    method: 'GET',
    path: '/sdk/identity/liveness',
    summary: "A page of the business's liveness checks, newest first",
    access: OWN,
    query: ZCapturePageQuery,
    response: ZCapturePage,
  },
  filterLivenessChecks: {
    method: 'GET',
    path: '/sdk/identity/liveness/filter',
    summary: "A page of the business's liveness checks between dates",
    access: OWN,
    query: ZLivenessFilterQuery,
    response: ZCapturePage,
  },
  livenessCheck: {
    method: 'GET',
    path: '/sdk/identity/liveness/:id',
    summary: 'A liveness check with its decision and frames',
    access: OWN,
    params: ZIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
  adminDocumentCaptures: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/document-capture',
    summary: "A page of a business's document captures, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZCapturePageQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  adminFilterDocumentCaptures: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/document-capture/filter',
    summary:
      "A page of a business's document captures by status, document type, name and dates, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZDocumentCaptureFilterQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  adminDocumentCapture: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/document-capture/:id',
    summary: "A business's document capture with its decision and images, for platform staff",
    access: ADMIN,
    params: ZAdminIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
  adminLivenessChecks: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/liveness',
    summary: "A page of a business's liveness checks, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZCapturePageQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  adminFilterLivenessChecks: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/liveness/filter',
    summary: "A page of a business's liveness checks between dates, for platform staff",
    access: ADMIN,
    params: ZBusinessPathParams,
    query: ZLivenessFilterQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  adminLivenessCheck: {
    method: 'GET',
    path: '/admin/businesses/:businessId/sdk/identity/liveness/:id',
    summary: "A business's liveness check with its decision and frames, for platform staff",
    access: ADMIN,
    params: ZAdminIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
  organizationDocumentCaptures: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/document-capture',
    summary: "A page of an organization's document captures, newest first",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZCapturePageQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  organizationFilterDocumentCaptures: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/document-capture/filter',
    summary: "A page of an organization's document captures by status, document type, name and dates",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZDocumentCaptureFilterQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  organizationDocumentCapture: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/document-capture/:id',
    summary: "An organization's document capture with its decision and images",
    access: ORGANIZATION,
    params: ZOrganizationIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
  organizationLivenessChecks: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/liveness',
    summary: "A page of an organization's liveness checks, newest first",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZCapturePageQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  organizationFilterLivenessChecks: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/liveness/filter',
    summary: "A page of an organization's liveness checks between dates",
    access: ORGANIZATION,
    params: ZOrganizationPathParams,
    query: ZLivenessFilterQuery,
    response: ZCapturePage,
    errors: ['not_found'],
  },
  organizationLivenessCheck: {
    method: 'GET',
    path: '/organizations/:organizationId/sdk/identity/liveness/:id',
    summary: "An organization's liveness check with its decision and frames",
    access: ORGANIZATION,
    params: ZOrganizationIdParams,
    response: ZCaptureDetail,
    errors: ['not_found'],
  },
});
