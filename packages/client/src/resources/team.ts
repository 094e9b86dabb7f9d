import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  adminUsersRouteAddresses as adminRoutes,
  teamRouteAddresses as routes,
} from '../route-addresses.generated.js';
import type {
  TActivitiesQuery,
  TAdminUserQuery,
  TReassignRoleRequest,
  TReinviteRequest,
  TSearchQuery,
  TTeamQuery,
} from '../team/team-schemas.js';

/**
 * The team: members and pending invitations in one list, a member's page, and the changes, each reaching the
 * person on their next request.
 */
/**
 * Every change below answers 403 when the member (or the invitation's role) holds a permission the caller
 * lacks, or when the role given holds one: nobody acts on, or makes, someone stronger than themselves.
 */
export class TeamResource {
  constructor(private readonly t: Transport) {}

  list(query: TTeamQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.list, { query }, options);
  }
  /** One organization's staff and pending invitations (organization:users:view). */
  organizationMembers(organizationId: string, query: TTeamQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.organizationMembers, { params: { organizationId }, query }, options);
  }
  /** A member, or a pending invitation by its id, with the role's permissions. */
  get(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.get, { params: { id } }, options);
  }
  reassignRole(id: string, body: TReassignRoleRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.reassignRole, { params: { id }, body }, options);
  }
  /** Ends every session of the member at once; they cannot sign in until activated. */
  deactivate(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.deactivate, { params: { id } }, options);
  }
  activate(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.activate, { params: { id } }, options);
  }
  /** Turns two-factor off for a member who lost their device; they set it up again at next sign-in if forced. */
  deactivateTwoFactor(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.deactivateTwoFactor, { params: { id } }, options);
  }
  /** A new link and a new week for a pending invitation; the old link stops working. */
  reinvite(body: TReinviteRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.reinvite, { body }, options);
  }

  /** Members (not invitations) whose name or email holds `q`: a person picker. */
  search(query: TSearchQuery, options?: RequestOptions) {
    return callRoute(this.t, routes.search, { query }, options);
  }
  /** Platform admins: businesses whose name holds `q`. */
  searchBusinesses(query: TSearchQuery, options?: RequestOptions) {
    return callRoute(this.t, routes.searchBusinesses, { query }, options);
  }
  /** Platform admins: people of every business (or of `businessId`), with their business. */
  adminList(query: TAdminUserQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.list, { query }, options);
  }
  /** Platform admins: a person of any business, with their role's permissions. */
  adminGet(id: string, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.get, { params: { id } }, options);
  }
  /** Platform admins: what a person did (their business's audit log rows), newest first. */
  adminActivities(id: string, query: TActivitiesQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.activities, { params: { id }, query }, options);
  }
  /** Platform admins: turns two-factor off for anyone on the platform. */
  adminDeactivateTwoFactor(id: string, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.deactivateTwoFactor, { params: { id } }, options);
  }
  /** Platform admins: mails the person a password reset link (earlier links stop working). */
  adminSendPasswordReset(id: string, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.resetPassword, { params: { id } }, options);
  }
}
