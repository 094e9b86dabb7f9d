/**
 * The team: one list of the business's members and the people it invited (and an organization's own),
 * a member's page, quick searches, and the changes (give another role, deactivate, activate, turn
 * two-factor off, send an invitation again). Nobody changes their own access, the last active Owner keeps
 * the role and stays active (403), and nobody acts on, or gives, a role stronger than their own (403).
 */
import { defineRoutes } from '../core/route-table.js';
import { ZOrganizationPathParams } from '../schemas/businesses.js';
import { ZIdParams, ZItems, ZPageList } from '../schemas/common.js';
import {
  ZBusinessSearchResult,
  ZReassignRoleRequest,
  ZReinviteRequest,
  ZSearchQuery,
  ZTeamMember,
  ZTeamMemberDetail,
  ZTeamQuery,
} from './team-schemas.js';

const VIEW = { tenancy: 'business', permissions: ['user:view'] } as const;
const MANAGE_USER = { tenancy: 'business', permissions: ['user:manage'], actsOn: 'user' } as const;
const USER_CHANGE = { event: 'update', resource: 'user' } as const;

export const teamRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/businesses/users',
    summary: "A page of the business's members and pending invitations, newest first",
    access: VIEW,
    query: ZTeamQuery,
    response: ZPageList(ZTeamMember),
  },
  organizationMembers: {
    method: 'GET',
    path: '/organizations/:organizationId/users',
    summary: "A page of one organization's staff and pending invitations, newest first",
    access: { tenancy: 'scoped', permissions: ['organization:users:view'] },
    params: ZOrganizationPathParams,
    query: ZTeamQuery,
    response: ZPageList(ZTeamMember),
    errors: ['not_found'],
  },
  search: {
    method: 'GET',
    path: '/businesses/users/search',
    summary: 'Members (not invitations) whose name or email holds the text, for a person picker',
    access: VIEW,
    query: ZSearchQuery,
    response: ZItems(ZTeamMember),
  },
  searchBusinesses: {
    method: 'GET',
    path: '/businesses/search',
    summary: 'Businesses whose name holds the text, for a platform admin’s business picker',
    access: { tenancy: 'platform', permissions: ['admin:business:view'] },
    query: ZSearchQuery,
    response: ZItems(ZBusinessSearchResult),
  },
  get: {
    method: 'GET',
    path: '/users/:id',
    summary: "A member, or a pending invitation by its id, with the role's permissions",
    access: VIEW,
    params: ZIdParams,
    response: ZTeamMemberDetail,
    errors: ['not_found'],
  },
  reassignRole: {
    method: 'POST',
    path: '/businesses/users/:id/reassign-role',
    summary: "Gives a member another of the business's roles",
    access: MANAGE_USER,
    params: ZIdParams,
    body: ZReassignRoleRequest,
    response: ZTeamMember,
    audit: USER_CHANGE,
    errors: ['forbidden', 'permission_missing', 'not_found'],
  },
  deactivate: {
    method: 'POST',
    path: '/businesses/users/:id/deactivate',
    summary: 'Deactivates a member and ends every session of theirs at once',
    access: MANAGE_USER,
    params: ZIdParams,
    response: ZTeamMember,
    audit: USER_CHANGE,
    errors: ['forbidden', 'not_found'],
  },
  activate: {
    method: 'POST',
    path: '/businesses/users/:id/activate',
    summary: 'Lets a deactivated member sign in again',
    access: MANAGE_USER,
    params: ZIdParams,
    response: ZTeamMember,
    audit: USER_CHANGE,
    errors: ['forbidden', 'not_found'],
  },
  deactivateTwoFactor: {
    method: 'POST',
    path: '/businesses/users/:id/deactivate-2fa',
    summary: 'Turns two-factor authentication off for a member who lost their device',
    access: MANAGE_USER,
    params: ZIdParams,
    response: ZTeamMember,
    audit: USER_CHANGE,
    errors: ['forbidden', 'not_found'],
  },
  reinvite: {
    method: 'POST',
    path: '/businesses/users/re-invite',
    summary: 'Sends a pending invitation again with a new link and a new week; the old link stops working',
    access: { tenancy: 'business', permissions: ['user:invite'], actsOn: 'invitation' },
    body: ZReinviteRequest,
    response: ZTeamMember,
    audit: { event: 'update', resource: 'invitation' },
    errors: ['not_found'],
  },
});
