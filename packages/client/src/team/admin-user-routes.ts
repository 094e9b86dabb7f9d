/**
 * Platform support on any business's people: the people of every business with their business, a person's
 * page and activities, turning a person's two-factor off when they lost their device, and mailing them a
 * password reset link. Nobody sees or sets a password here.
 */

import { z } from 'zod';
import { defineRoutes } from '../core/route-table.js';
import { ZAuditLog } from '../schemas/audit.js';
import { ZIdParams, ZPageList } from '../schemas/common.js';
import { ZActivitiesQuery, ZAdminUser, ZAdminUserDetail, ZAdminUserQuery } from './team-schemas.js';

const SUPPORT = { tenancy: 'platform', permissions: ['admin:business:users:view'] } as const;
const USER_CHANGE = { event: 'update', resource: 'user' } as const;

export const adminUserRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/admin/businesses/users',
    summary: 'A page of the people of every business (or of one), with their business, newest first',
    access: SUPPORT,
    query: ZAdminUserQuery,
    response: ZPageList(ZAdminUser),
  },
  get: {
    method: 'GET',
    path: '/admin/businesses/users/:id',
    summary: "A person of any business, with their business and their role's permissions",
    access: SUPPORT,
    params: ZIdParams,
    response: ZAdminUserDetail,
    errors: ['not_found'],
  },
  activities: {
    method: 'GET',
    path: '/admin/businesses/users/:id/activities',
    summary: "What a person did: their business's audit log rows, newest first",
    access: SUPPORT,
    params: ZIdParams,
    query: ZActivitiesQuery,
    response: ZPageList(ZAuditLog),
    errors: ['not_found'],
  },
  deactivateTwoFactor: {
    method: 'POST',
    path: '/admin/businesses/users/:id/deactivate-2fa',
    summary: 'Turns two-factor authentication off for anyone on the platform but the caller',
    access: SUPPORT,
    params: ZIdParams,
    response: z.null(),
    audit: USER_CHANGE,
    errors: ['forbidden', 'not_found'],
  },
  resetPassword: {
    method: 'POST',
    path: '/admin/businesses/users/:id/reset-password',
    summary: 'Mails an active person a password reset link; any earlier link stops working',
    access: SUPPORT,
    params: ZIdParams,
    response: z.null(),
    audit: USER_CHANGE,
    errors: ['not_found'],
  },
});
