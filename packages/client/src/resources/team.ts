import type { PageList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type { TAuditLog } from '../schemas/audit.js';
import type {
  TActivitiesQuery,
  TAdminUser,
  TAdminUserDetail,
  TAdminUserQuery,
  TBusinessSearchResult,
  TReassignRoleRequest,
  TReinviteRequest,
  TSearchQuery,
  TTeamMember,
  TTeamMemberDetail,
  TTeamQuery,
} from '../team/team-schemas.js';

const users = '/businesses/users';

/**
 * The team (spec/platform.md §7 Roles and users): members and pending invitations in one list, a member's
 * page, and the changes, each reaching the person on their next request.
 */
/**
 * Every change below answers 403 when the member (or the invitation's role) holds a permission the caller
 * lacks, or when the role given holds one: nobody acts on, or makes, someone stronger than themselves.
 */
export class TeamResource {
  constructor(private readonly t: Transport) {}

  list(query: TTeamQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TTeamMember>>({
      service: 'user',
      method: 'GET',
      path: users,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** One organization's staff and pending invitations (organization:users:view). */
  organizationMembers(organizationId: string, query: TTeamQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TTeamMember>>({
      service: 'user',
      method: 'GET',
      path: path`/organizations/${organizationId}/users`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** A member, or a pending invitation by its id, with the role's permissions. */
  get(id: string, options?: RequestOptions) {
    return this.t.json<TTeamMemberDetail>({
      service: 'user',
      method: 'GET',
      path: path`/users/${id}`,
      options,
    });
  }
  reassignRole(id: string, body: TReassignRoleRequest, options?: RequestOptions) {
    return this.#change(id, 'reassign-role', body, options);
  }
  /** Ends every session of the member at once; they cannot sign in until activated. */
  deactivate(id: string, options?: RequestOptions) {
    return this.#change(id, 'deactivate', undefined, options);
  }
  activate(id: string, options?: RequestOptions) {
    return this.#change(id, 'activate', undefined, options);
  }
  /** Turns two-factor off for a member who lost their device; they set it up again at next sign-in if forced. */
  deactivateTwoFactor(id: string, options?: RequestOptions) {
    return this.#change(id, 'deactivate-2fa', undefined, options);
  }
  /** A new link and a new week for a pending invitation; the old link stops working. */
  reinvite(body: TReinviteRequest, options?: RequestOptions) {
    return this.t.json<TTeamMember>({
      service: 'user',
      method: 'POST',
      path: `${users}/re-invite`,
      body,
      options,
    });
  }

  /** Members (not invitations) whose name or email holds `q`: a person picker. */
  search(query: TSearchQuery, options?: RequestOptions) {
    return this.t.json<{ items: TTeamMember[] }>({
      service: 'user',
      method: 'GET',
      path: `${users}/search`,
      query: query as unknown as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform admins: businesses whose name holds `q`. */
  searchBusinesses(query: TSearchQuery, options?: RequestOptions) {
    return this.t.json<{ items: TBusinessSearchResult[] }>({
      service: 'user',
      method: 'GET',
      path: '/businesses/search',
      query: query as unknown as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform admins: people of every business (or of `businessId`), with their business. */
  adminList(query: TAdminUserQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TAdminUser>>({
      service: 'user',
      method: 'GET',
      path: '/admin/businesses/users',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform admins: a person of any business, with their role's permissions. */
  adminGet(id: string, options?: RequestOptions) {
    return this.t.json<TAdminUserDetail>({
      service: 'user',
      method: 'GET',
      path: path`/admin/businesses/users/${id}`,
      options,
    });
  }
  /** Platform admins: what a person did (their business's audit log rows), newest first. */
  adminActivities(id: string, query: TActivitiesQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TAuditLog>>({
      service: 'user',
      method: 'GET',
      path: `/admin/businesses/users${path`/${id}`}/activities`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform admins: turns two-factor off for anyone on the platform. */
  adminDeactivateTwoFactor(id: string, options?: RequestOptions) {
    return this.#admin(id, 'deactivate-2fa', options);
  }
  /** Platform admins: mails the person a password reset link (earlier links stop working). */
  adminSendPasswordReset(id: string, options?: RequestOptions) {
    return this.#admin(id, 'reset-password', options);
  }

  #admin(id: string, action: string, options?: RequestOptions) {
    return this.t.json<null>({
      service: 'user',
      method: 'POST',
      path: `/admin/businesses/users${path`/${id}`}/${action}`,
      body: {},
      options,
    });
  }

  #change(id: string, action: string, body: unknown, options?: RequestOptions) {
    return this.t.json<TTeamMember>({
      service: 'user',
      method: 'POST',
      path: `${users}${path`/${id}`}/${action}`,
      body: body ?? {},
      options,
    });
  }
}
