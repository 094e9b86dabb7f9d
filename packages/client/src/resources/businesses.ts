import type { SuccessEnvelope } from '../core/envelope.js';
import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  adminBusinessesRouteAddresses as adminRoutes,
  invitationsRouteAddresses as invitationRoutes,
  organizationsRouteAddresses as organizationRoutes,
  businessesRouteAddresses as routes,
  twoFactorRouteAddresses as twoFactorRoutes,
} from '../route-addresses.generated.js';
import type {
  TInvitation,
  TInvitationBatch,
  TInviteUserRequest,
  TInviteUsersRequest,
} from '../schemas/accounts.js';
import type {
  TAdminBusinessQuery,
  TAdminCreateAccountRequest,
  TCreateOrganizationRequest,
  TOrganizationFilterQuery,
  TOrganizationListQuery,
  TUpdateBusinessRequest,
  TUpdateBusinessSettingsRequest,
} from '../schemas/businesses.js';
import type { TForceTwoFactorRequest } from '../schemas/two-factor.js';

/** Business-level settings and team calls served so far. */
export class BusinessesResource {
  constructor(private readonly t: Transport) {}

  me(options?: RequestOptions) {
    return callRoute(this.t, routes.me, {}, options);
  }
  /** Changes the business's public details (logo, support email and phone, website). */
  update(body: TUpdateBusinessRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.update, { body }, options);
  }
  /** Changes the team-wide security settings (force 2FA, the idle timeout's cap). */
  updateSettings(body: TUpdateBusinessSettingsRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.updateSettings, { body }, options);
  }
  /** Home's figures this month: checks by module, pass and failure rates, spend, activation progress. */
  figures(options?: RequestOptions) {
    return callRoute(this.t, routes.figures, {}, options);
  }
  /** Any business's profile, as a platform admin (admin:business:view). */
  get(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.get, { params: { businessId } }, options);
  }
  /** The caller's business's organizations (organization:view), oldest last; staff of one see only theirs. */
  organizations(query: TOrganizationListQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.list, { query }, options);
  }
  /** The organizations table's filters (status, dates, name, location). */
  filterOrganizations(query: TOrganizationFilterQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.filter, { query }, options);
  }
  /** The locations the caller's organizations are in. */
  locations(options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.locations, {}, options);
  }
  /** Creates an organization and invites its first staff member (organization:manage). */
  createOrganization(body: TCreateOrganizationRequest, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.create, { body }, options);
  }
  /** Platform staff: one business's organizations, with the organizations table's filters. */
  businessOrganizations(businessId: string, query: TOrganizationFilterQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.businessList, { params: { businessId }, query }, options);
  }
  /** Platform staff: one organization of a business. */
  businessOrganization(businessId: string, organizationId: string, options?: RequestOptions) {
    return callRoute(
      this.t,
      organizationRoutes.businessGet,
      { params: { businessId, organizationId } },
      options,
    );
  }
  /** Platform staff: creates an organization for a business and invites its first staff member. */
  createBusinessOrganization(businessId: string, body: TCreateOrganizationRequest, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.businessCreate, { params: { businessId }, body }, options);
  }
  /** Platform staff: every business, newest first. */
  list(query: TOrganizationListQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.list, { query }, options);
  }
  /** Platform staff: the businesses table's filters (status, dates, name, toBeContacted, country_code). */
  filter(query: TAdminBusinessQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.filter, { query }, options);
  }
  /** The choices business forms and filters offer: statuses, countries, industries, currencies. */
  optionsData(options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.optionsData, {}, options);
  }
  /** Platform staff: creates a business and invites its owner. */
  createAccount(body: TAdminCreateAccountRequest, options?: RequestOptions) {
    return callRoute(this.t, adminRoutes.createAccount, { body }, options);
  }
  /** One of the caller's business's organizations (organization:view); staff of one see only theirs. */
  organization(organizationId: string, options?: RequestOptions) {
    return callRoute(this.t, organizationRoutes.get, { params: { organizationId } }, options);
  }
  setForceTwoFactor(body: TForceTwoFactorRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.setForceTwoFactor, { body }, options);
  }
  // One route answers both: the invitation for one `email`, the batch for `emails`; the request says which.
  inviteUser(body: TInviteUserRequest, options?: RequestOptions) {
    return callRoute(this.t, invitationRoutes.invite, { body }, options) as Promise<
      SuccessEnvelope<TInvitation>
    >;
  }
  /** Several addresses with one role: each is invited on its own, so one refused does not stop the rest. */
  inviteUsers(body: TInviteUsersRequest, options?: RequestOptions) {
    return callRoute(this.t, invitationRoutes.invite, { body }, options) as Promise<
      SuccessEnvelope<TInvitationBatch>
    >;
  }
}
