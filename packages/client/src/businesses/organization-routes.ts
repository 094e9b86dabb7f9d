/**
 * Organizations: the caller's business's organizations as a list and filtered (organization staff see only
 * their own), their locations, one organization, and creating one with the invitation of its first staff
 * member, who joins it on registering. Platform staff read and create a business's organizations beneath
 * `/admin/businesses/:businessId`. A name that looks like another of the business's organizations is
 * refused (409), as is an email already in use.
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZBusinessOrganizationPathParams,
  ZBusinessPathParams,
  ZCreateOrganizationRequest,
  ZLocations,
  ZOrganizationFilterQuery,
  ZOrganizationListQuery,
  ZOrganizationPathParams,
  ZOrganizationProfile,
} from '../schemas/businesses.js';
import { ZCursorList } from '../schemas/common.js';

const VIEW = { tenancy: 'tenant', permissions: ['organization:view'] } as const;
const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:organization:view'] } as const;
const CREATED = { event: 'create', resource: 'organization' } as const;

export const organizationRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/organizations',
    summary: "The caller's business's organizations, for choosing one; staff of one see only theirs",
    access: VIEW,
    query: ZOrganizationListQuery,
    response: ZCursorList(ZOrganizationProfile),
  },
  filter: {
    method: 'GET',
    path: '/organizations/filter',
    summary: 'Organizations by status, creation dates, name and location',
    access: VIEW,
    query: ZOrganizationFilterQuery,
    response: ZCursorList(ZOrganizationProfile),
  },
  locations: {
    method: 'GET',
    path: '/locations',
    summary: "The locations the caller's organizations are in, for the filter",
    access: VIEW,
    response: ZLocations,
  },
  get: {
    method: 'GET',
    path: '/organizations/:organizationId',
    summary: "One of the caller's business's organizations; staff of one see only theirs",
    access: { tenancy: 'scoped', permissions: ['organization:view'] },
    params: ZOrganizationPathParams,
    response: ZOrganizationProfile,
    errors: ['not_found'],
  },
  create: {
    method: 'POST',
    path: '/organizations/account/create',
    summary: 'Creates an organization and invites its first staff member',
    access: { tenancy: 'business', permissions: ['organization:manage'] },
    body: ZCreateOrganizationRequest,
    response: ZOrganizationProfile,
    status: 201,
    audit: CREATED,
    errors: ['conflict'],
  },
  businessList: {
    method: 'GET',
    path: '/admin/businesses/:businessId/organizations',
    summary: "A business's organizations, with the organizations table's filters, for platform staff",
    access: PLATFORM,
    params: ZBusinessPathParams,
    query: ZOrganizationFilterQuery,
    response: ZCursorList(ZOrganizationProfile),
    errors: ['not_found'],
  },
  businessGet: {
    method: 'GET',
    path: '/admin/businesses/:businessId/organizations/:organizationId',
    summary: 'One organization of a business, for platform staff',
    access: PLATFORM,
    params: ZBusinessOrganizationPathParams,
    response: ZOrganizationProfile,
    errors: ['not_found'],
  },
  businessCreate: {
    method: 'POST',
    path: '/admin/businesses/:businessId/organizations/account/create',
    summary: 'Creates an organization for a business and invites its first staff member, for platform staff',
    access: PLATFORM,
    params: ZBusinessPathParams,
    body: ZCreateOrganizationRequest,
    response: ZOrganizationProfile,
    status: 201,
    audit: CREATED,
    errors: ['conflict', 'not_found'],
  },
});
