/**
 * The platform admin's businesses: every business as a cursor list, the table's filters, the options the
 * business forms and filters offer, and creating a business whose owner is invited by email (they choose
 * their own password on registering).
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZAdminBusinessQuery,
  ZAdminBusinessSummary,
  ZAdminCreateAccountRequest,
  ZAdminCreateAccountResponse,
  ZBusinessOptionsData,
  ZOrganizationListQuery,
} from '../schemas/businesses.js';
import { ZCursorList } from '../schemas/common.js';

const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:view'] } as const;

export const adminBusinessRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/businesses',
    summary: 'Every business, newest first',
    access: PLATFORM,
    query: ZOrganizationListQuery,
    response: ZCursorList(ZAdminBusinessSummary),
  },
  filter: {
    method: 'GET',
    path: '/admin/businesses/filter',
    summary: 'Businesses by status, sign-up dates, name, to be contacted and country',
    access: PLATFORM,
    query: ZAdminBusinessQuery,
    response: ZCursorList(ZAdminBusinessSummary),
  },
  optionsData: {
    method: 'GET',
    path: '/businesses/options-data',
    summary: 'The choices business forms and filters offer: statuses, countries, industries, currencies',
    access: { tenancy: 'session' },
    response: ZBusinessOptionsData,
  },
  createAccount: {
    method: 'POST',
    path: '/admin/account/create',
    summary: 'Creates a business and invites its owner by email',
    access: PLATFORM,
    body: ZAdminCreateAccountRequest,
    response: ZAdminCreateAccountResponse,
    status: 201,
    audit: { event: 'create', resource: 'business' },
    errors: ['conflict'],
  },
});
