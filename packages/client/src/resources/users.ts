import type { CursorList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type {
  TInvitation,
  TInvitationBatch,
  TInviteUserRequest,
  TInviteUsersRequest,
} from '../schemas/accounts.js';
import type {
  TAdminBusinessQuery,
  TAdminBusinessSummary,
  TAdminCreateAccountRequest,
  TAdminCreateAccountResponse,
  TBusinessFigures,
  TBusinessOptionsData,
  TBusinessProfile,
  TCreateOrganizationRequest,
  TLocations,
  TOrganizationFilterQuery,
  TOrganizationListQuery,
  TOrganizationProfile,
  TUpdateBusinessRequest,
  TUpdateBusinessSettingsRequest,
} from '../schemas/businesses.js';
import type {
  TForceTwoFactorRequest,
  TForceTwoFactorResponse,
  TOtpRequest,
  TRecoveryCodesResponse,
  TTwoFactorCodeRequest,
  TTwoFactorInitiateResponse,
  TTwoFactorPhoneRequest,
} from '../schemas/two-factor.js';
import type {
  TChangePasswordRequest,
  TMeResponse,
  TSessionResponse,
  TSwitchEnvironmentRequest,
  TTimezonesResponse,
  TUpdateMeRequest,
} from '../schemas/users.js';

/** The signed-in user's own account. */
export class UsersResource {
  readonly twoFactor: TwoFactorResource;
  constructor(private readonly t: Transport) {
    this.twoFactor = new TwoFactorResource(t);
  }

  /** The signed-in user and their business's profile (null until a forced 2FA set-up is done). */
  me(options?: RequestOptions) {
    return this.t.json<TSessionResponse>({ service: 'user', method: 'GET', path: '/users/me', options });
  }
  updateMe(body: TUpdateMeRequest, options?: RequestOptions) {
    return this.t.json<TMeResponse>({ service: 'user', method: 'PUT', path: '/users/me', body, options });
  }
  changePassword(body: TChangePasswordRequest, options?: RequestOptions) {
    return this.t.json<TMeResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/me/password/change',
      body,
      options,
    });
  }
  /** No body switches to live. */
  switchEnvironment(body: TSwitchEnvironmentRequest = {}, options?: RequestOptions) {
    return this.t.json<TMeResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/settings/switch-environment',
      body,
      options,
    });
  }
  timezones(options?: RequestOptions) {
    return this.t.json<TTimezonesResponse>({
      service: 'user',
      method: 'GET',
      path: '/users/settings/timezones',
      options,
    });
  }
}

export class TwoFactorResource {
  constructor(private readonly t: Transport) {}

  initiate(options?: RequestOptions) {
    return this.t.json<TTwoFactorInitiateResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/2fa/initiate',
      options,
    });
  }
  activate(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return this.t.json<TRecoveryCodesResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/2fa/activate',
      body,
      options,
    });
  }
  deactivate(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return this.t.json<null>({
      service: 'user',
      method: 'POST',
      path: '/users/2fa/deactivate',
      body,
      options,
    });
  }
  regenerateRecoveryCodes(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return this.t.json<TRecoveryCodesResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/2fa/recovery-codes/generate',
      body,
      options,
    });
  }
  setPhone(body: TTwoFactorPhoneRequest, options?: RequestOptions) {
    return this.t.json<null>({ service: 'user', method: 'POST', path: '/users/2fa/phone', body, options });
  }
  verifyPhone(body: TOtpRequest, options?: RequestOptions) {
    return this.t.json<null>({
      service: 'user',
      method: 'POST',
      path: '/users/2fa/phone/verify',
      body,
      options,
    });
  }
  removePhone(options?: RequestOptions) {
    return this.t.json<null>({ service: 'user', method: 'POST', path: '/users/2fa/phone/remove', options });
  }
}

/** Business-level settings and team calls served so far. */
export class BusinessesResource {
  constructor(private readonly t: Transport) {}

  me(options?: RequestOptions) {
    return this.t.json<TBusinessProfile>({ service: 'user', method: 'GET', path: '/businesses/me', options });
  }
  /** Changes the business's public details (logo, support email and phone, website). */
  update(body: TUpdateBusinessRequest, options?: RequestOptions) {
    return this.t.json<TBusinessProfile>({
      service: 'user',
      method: 'PUT',
      path: '/businesses/me',
      body,
      options,
    });
  }
  /** Changes the team-wide security settings (force 2FA, the idle timeout's cap). */
  updateSettings(body: TUpdateBusinessSettingsRequest, options?: RequestOptions) {
    return this.t.json<TBusinessProfile>({
      service: 'user',
      method: 'PUT',
      path: '/businesses/me/settings',
      body,
      options,
    });
  }
  /** Home's figures this month: checks by module, pass and failure rates, spend, activation progress. */
  figures(options?: RequestOptions) {
    return this.t.json<TBusinessFigures>({
      service: 'user',
      method: 'GET',
      path: '/businesses/me/figures',
      options,
    });
  }
  /** Any business's profile, as a platform admin (admin:business:view). */
  get(businessId: string, options?: RequestOptions) {
    return this.t.json<TBusinessProfile>({
      service: 'user',
      method: 'GET',
      path: path`/admin/businesses/${businessId}`,
      options,
    });
  }
  /** The caller's business's organizations (organization:view), oldest last; staff of one see only theirs. */
  organizations(query: TOrganizationListQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TOrganizationProfile>>({
      service: 'user',
      method: 'GET',
      path: '/organizations',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** The organizations table's filters (status, dates, name, location). */
  filterOrganizations(query: TOrganizationFilterQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TOrganizationProfile>>({
      service: 'user',
      method: 'GET',
      path: '/organizations/filter',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** The locations the caller's organizations are in. */
  locations(options?: RequestOptions) {
    return this.t.json<TLocations>({ service: 'user', method: 'GET', path: '/locations', options });
  }
  /** Creates an organization and invites its first staff member (organization:manage). */
  createOrganization(body: TCreateOrganizationRequest, options?: RequestOptions) {
    return this.t.json<TOrganizationProfile>({
      service: 'user',
      method: 'POST',
      path: '/organizations/account/create',
      body,
      options,
    });
  }
  /** Platform staff: one business's organizations, with the organizations table's filters. */
  businessOrganizations(businessId: string, query: TOrganizationFilterQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TOrganizationProfile>>({
      service: 'user',
      method: 'GET',
      path: path`/admin/businesses/${businessId}/organizations`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform staff: one organization of a business. */
  businessOrganization(businessId: string, organizationId: string, options?: RequestOptions) {
    return this.t.json<TOrganizationProfile>({
      service: 'user',
      method: 'GET',
      path: path`/admin/businesses/${businessId}/organizations/${organizationId}`,
      options,
    });
  }
  /** Platform staff: creates an organization for a business and invites its first staff member. */
  createBusinessOrganization(businessId: string, body: TCreateOrganizationRequest, options?: RequestOptions) {
    return this.t.json<TOrganizationProfile>({
      service: 'user',
      method: 'POST',
      path: path`/admin/businesses/${businessId}/organizations/account/create`,
      body,
      options,
    });
  }
  /** Platform staff: every business, newest first. */
  list(query: TOrganizationListQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TAdminBusinessSummary>>({
      service: 'user',
      method: 'GET',
      path: '/businesses',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform staff: the businesses table's filters (status, dates, name, toBeContacted, country_code). */
  filter(query: TAdminBusinessQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TAdminBusinessSummary>>({
      service: 'user',
      method: 'GET',
      path: '/admin/businesses/filter',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** The choices business forms and filters offer: statuses, countries, industries, currencies. */
  optionsData(options?: RequestOptions) {
    return this.t.json<TBusinessOptionsData>({
      service: 'user',
      method: 'GET',
      path: '/businesses/options-data',
      options,
    });
  }
  /** Platform staff: creates a business and invites its owner. */
  createAccount(body: TAdminCreateAccountRequest, options?: RequestOptions) {
    return this.t.json<TAdminCreateAccountResponse>({
      service: 'user',
      method: 'POST',
      path: '/admin/account/create',
      body,
      options,
    });
  }
  /** One of the caller's business's organizations (organization:view); staff of one see only theirs. */
  organization(organizationId: string, options?: RequestOptions) {
    return this.t.json<TOrganizationProfile>({
      service: 'user',
      method: 'GET',
      path: path`/organizations/${organizationId}`,
      options,
    });
  }
  setForceTwoFactor(body: TForceTwoFactorRequest, options?: RequestOptions) {
    return this.t.json<TForceTwoFactorResponse>({
      service: 'user',
      method: 'POST',
      path: '/businesses/settings/2fa',
      body,
      options,
    });
  }
  inviteUser(body: TInviteUserRequest, options?: RequestOptions) {
    return this.t.json<TInvitation>({
      service: 'user',
      method: 'POST',
      path: '/businesses/users/invite',
      body,
      options,
    });
  }
  /** Several addresses with one role: each is invited on its own, so one refused does not stop the rest. */
  inviteUsers(body: TInviteUsersRequest, options?: RequestOptions) {
    return this.t.json<TInvitationBatch>({
      service: 'user',
      method: 'POST',
      path: '/businesses/users/invite',
      body,
      options,
    });
  }
}
