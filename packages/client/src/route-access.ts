/**
 * Who may call each route of the API, declared once: the server reads this table when it registers a
 * route (a route missing from it fails to start, so it cannot go undeclared) and enforces it before the
 * handler runs; the dashboard may read it to gate what it shows. Keys are `METHOD /api/{service}/v1/path`
 * exactly as the server registers them.
 *
 * Tenancy says whose data a route touches, and so what organization staff (users of a sub-organization)
 * may do there:
 * - `public`:   no session (sign-in, the public vForm, reference data).
 * - `session`:  the caller's own account and session, and the shell's view of their business.
 * - `tenant`:   records a business owns; the server hands the handler the caller's tenant, which for
 *               organization staff is their organization only, so a business-level id answers 404.
 * - `business`: business-level settings and records (team, audit log, default theme, forced 2FA):
 *               organization staff are refused with 403.
 * - `scoped`:   the path names an organization (`/organizations/:organizationId/...`); the route resolves
 *               it, and organization staff may name only their own.
 * - `platform`: platform admin staff only (`/admin/businesses/:businessId/...`, support tools).
 * - `own-business`: the path names a business (`/businesses/:businessId/...`, activation): its own staff
 *               (not organization staff) holding `permissions`, or platform staff holding
 *               `platformPermissions`; any other business answers 404. The handler gets that business as
 *               its tenant.
 *
 * Permissions: every listed permission must be held. Each paid action carries its own module's permission
 * (a credit report needs `credit:view`, sanction/PEP screening `aml:view`), never a neighbour's. A route
 * that touches records states its permissions even when any member may call it (`permissions: []`), so
 * an open door is always a decision, never an omission.
 */

import type { RouteAddress } from './core/route-call.js';
import { routeKey } from './core/route-table.js';
import { identityModule } from './modules/identity/identity-module.js';
import { verificationModules } from './modules/index.js';
import { moduleRouteAccess, scopedReadAccess } from './modules/kit/module-declaration.js';
import type { Permission } from './permissions.js';
import { routeAddresses } from './route-addresses.generated.js';

export const routeTenancies = [
  'public',
  'session',
  'tenant',
  'business',
  'scoped',
  'platform',
  'own-business',
] as const;
export type RouteTenancy = (typeof routeTenancies)[number];

/**
 * What a route changes that holds permissions of its own: a person (by their role), a role, an API key (by
 * its scopes) or a pending invitation (by the role it offers). Nobody acts on one that holds a permission
 * they lack, so an Administrator cannot demote, deactivate or re-invite an Owner, nor edit or delete a role
 * or key stronger than their own. The server finds the target (`user`, `role`, `api-key`: the `:id` path
 * parameter; `invitation`: the body's `email`) and refuses with 403 before the handler runs.
 */
export const routeTargets = ['user', 'role', 'api-key', 'invitation'] as const;
export type RouteTarget = (typeof routeTargets)[number];

export interface RouteAccessRule {
  tenancy: RouteTenancy;
  permissions?: readonly Permission[];
  /** `own-business` routes: what platform staff need to act there for whichever business they name. */
  platformPermissions?: readonly Permission[];
  /** What the route acts on, when that holds permissions (see `RouteTarget`). */
  actsOn?: RouteTarget;
}

/** Activation (issue #19): the business's owner fills it in; platform staff review and may help. */
const ACTIVATION = {
  tenancy: 'own-business',
  permissions: ['business:settings:manage'],
  platformPermissions: ['admin:business:view'],
} as const satisfies RouteAccessRule;
const ACTIVATION_REVIEW = { tenancy: 'platform', permissions: ['admin:business:view'] } as const;

function activationAccess(): Record<string, RouteAccessRule> {
  const base = '/api/user/v1/businesses/:businessId';
  const own = [
    'GET onboarding-profile',
    'GET sla-preview-details',
    'GET download-sla',
    'PUT information',
    'PUT contact',
    'PUT documents',
    'PUT settlement-account',
    'PUT subscription-and-pricing',
    'PUT sla-signee',
    'PUT sla-upload',
    'POST contact-sales',
    'POST signature-request/send-reminder',
    'POST signature-request/cancel',
    'POST submit',
  ];
  const review = ['POST activate', 'POST decline', 'POST suspend'];
  const key = (entry: string) => {
    const [method, tail] = entry.split(' ');
    return `${method} ${base}/${tail}`;
  };
  return Object.fromEntries([
    ...own.map((entry) => [key(entry), ACTIVATION]),
    ...review.map((entry) => [key(entry), ACTIVATION_REVIEW]),
  ]);
}

/**
 * Document captures and liveness checks (issue #17), read like customer verification's history: at the
 * default path and beneath the business-admin and organization scopes, behind identity's gates.
 */
const CAPTURE_READS = [
  '/sdk/identity/document-capture',
  '/sdk/identity/document-capture/filter',
  '/sdk/identity/document-capture/:id',
  '/sdk/identity/liveness',
  '/sdk/identity/liveness/filter',
  '/sdk/identity/liveness/:id',
];

function captureReadAccess() {
  return Object.assign(
    {},
    ...CAPTURE_READS.map((path) => scopedReadAccess('/api/identity/v1', path, identityModule.gates)),
  ) as Record<string, RouteAccessRule>;
}

const declaredAccess = {
  'GET /api/health': { tenancy: 'public' },
  'GET /api/dev/mailbox': { tenancy: 'public' },
  'POST /api/user/v1/auth/lookup': { tenancy: 'public' },
  'POST /api/user/v1/auth/login': { tenancy: 'public' },
  'POST /api/user/v1/auth/logout': { tenancy: 'session' },
  'POST /api/user/v1/auth/2fa/login': { tenancy: 'public' },
  'POST /api/user/v1/auth/2fa/code/send': { tenancy: 'public' },
  'POST /api/user/v1/auth/password/reset': { tenancy: 'public' },
  'GET /api/user/v1/auth/password/token/:token/verify': { tenancy: 'public' },
  'POST /api/user/v1/auth/token/:token/password/reset': { tenancy: 'public' },
  'POST /api/user/v1/businesses/account/create': { tenancy: 'public' },
  'POST /api/user/v1/users/account/create': { tenancy: 'public' },
  'POST /api/user/v1/businesses/account/:token/complete': { tenancy: 'public' },
  'POST /api/user/v1/businesses/:token/complete': { tenancy: 'public' },
  'POST /api/user/v1/businesses/users/invite': { tenancy: 'business', permissions: ['user:invite'] },
  'GET /api/user/v1/businesses/users/token/:token/verify': { tenancy: 'public' },
  'POST /api/user/v1/businesses/users/register/:token': { tenancy: 'public' },
  'GET /api/user/v1/users/me': { tenancy: 'session' },
  'PUT /api/user/v1/users/me': { tenancy: 'session' },
  'POST /api/user/v1/users/me/password/change': { tenancy: 'session' },
  'POST /api/user/v1/users/settings/switch-environment': { tenancy: 'session' },
  'GET /api/user/v1/users/settings/timezones': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/initiate': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/activate': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/deactivate': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/recovery-codes/generate': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/phone': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/phone/verify': { tenancy: 'session' },
  'POST /api/user/v1/users/2fa/phone/remove': { tenancy: 'session' },
  'POST /api/user/v1/businesses/settings/2fa': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'GET /api/user/v1/businesses/me': { tenancy: 'session' },
  'PUT /api/user/v1/businesses/me': { tenancy: 'business', permissions: ['business:settings:manage'] },
  'PUT /api/user/v1/businesses/me/settings': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'GET /api/user/v1/admin/businesses/:businessId': {
    tenancy: 'platform',
    permissions: ['admin:business:view'],
  },
  // Billing (issue #18): the wallet, read from the ledger; organization staff see their organization's.
  'GET /api/billing/v1/wallets/balances': { tenancy: 'tenant', permissions: ['wallet:view'] },
  'GET /api/billing/v1/wallets/organization/:organizationId/balances': {
    tenancy: 'scoped',
    permissions: ['organization:billing:view'],
  },
  'GET /api/billing/v1/wallets/organization/:organizationId/transactions': {
    tenancy: 'scoped',
    permissions: ['organization:billing:view'],
  },
  'GET /api/billing/v1/wallets/business/:businessId/balances': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  // Cards belong to the business (organization staff have none); Stripe's webhook proves itself by signature.
  'POST /api/billing/v1/payment-methods/cards/initiate-card-add': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'GET /api/billing/v1/payment-methods': { tenancy: 'business', permissions: ['wallet:view'] },
  'POST /api/billing/v1/payment-methods/cards/:id': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/payment-methods/cards/:id/remove': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/payment-methods/webhooks/stripe': { tenancy: 'public' },
  'POST /api/billing/v1/wallets/funding/initiate': { tenancy: 'business', permissions: ['wallet:fund'] },
  'GET /api/billing/v1/transactions': { tenancy: 'tenant', permissions: ['wallet:view'] },
  'GET /api/billing/v1/transactions/filter': { tenancy: 'tenant', permissions: ['wallet:view'] },
  'GET /api/billing/v1/transactions/:id': { tenancy: 'tenant', permissions: ['wallet:view'] },
  'POST /api/billing/v1/transactions/verify': { tenancy: 'business', permissions: ['wallet:fund'] },
  'POST /api/billing/v1/wallets/funding/business/:businessId/initiate-bank-transfer': {
    tenancy: 'business',
    permissions: ['wallet:fund'],
  },
  'POST /api/billing/v1/wallets/funding/transfer': { tenancy: 'business', permissions: ['wallet:fund'] },
  // Platform staff's billing tools: reconciliation, credit lines, corrections and per-business prices.
  'GET /api/billing/v1/transactions/reconciliations': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/transactions/reconciliations/filter': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/transactions/:id/reconcile': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/wallets/business/:businessId/credit': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/wallets/business/:businessId/credit/filter': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/wallets/credit/business/:businessId/issue-credit': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/wallets/credit/business/:businessId/extend-expiry': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/wallets/credit/business/:businessId/clear-credit': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/balances/adjust/businesses/:businessId': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/accounts/businesses/:businessId/pricing': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/accounts/businesses/:businessId/pricing': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  // Plans and add-ons: the business's own (organization staff have none), and platform staff's tools.
  'GET /api/billing/v1/plans': { tenancy: 'business', permissions: ['wallet:view'] },
  'GET /api/billing/v1/plans/:id/addons': { tenancy: 'business', permissions: ['wallet:view'] },
  'POST /api/billing/v1/plans/:id/subplans/:subId/select-plan': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/plans/:id/subscribe-enterprise': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/plans/subplans/:id/schedule-cancellation': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/plans/subplans/:id/undo-cancellation': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/plans/subplans/:id/cancel-downgrade': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/addons/:id/enable': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'POST /api/billing/v1/addons/:id/disable': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'GET /api/billing/v1/plans/:id/usage': { tenancy: 'business', permissions: ['wallet:view'] },
  'GET /api/billing/v1/plans/upcoming-bill': { tenancy: 'business', permissions: ['wallet:view'] },
  'POST /api/billing/v1/plans/:id/upcoming-bill/pay': {
    tenancy: 'business',
    permissions: ['billing:subscription:card:invoice:manage'],
  },
  'GET /api/billing/v1/invoices': { tenancy: 'business', permissions: ['wallet:view'] },
  'GET /api/billing/v1/invoices/:id/download': { tenancy: 'business', permissions: ['wallet:view'] },
  'GET /api/billing/v1/invoices/businesses/:businessId': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/balances/businesses/:businessId': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/plans/businesses/:businessId': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/plans/businesses/:businessId/re-activate-usage': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/addons/:id/enable-by-admin': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/addons/:id/disable-by-admin': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/billing/v1/subscriptions/business/:businessId/cost-pricing': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'POST /api/billing/v1/subscriptions/business/:businessId/enterprise': {
    tenancy: 'platform',
    permissions: ['admin:business:billing:view'],
  },
  'GET /api/user/v1/organizations': { tenancy: 'tenant', permissions: ['organization:view'] },
  'GET /api/user/v1/organizations/filter': { tenancy: 'tenant', permissions: ['organization:view'] },
  'GET /api/user/v1/locations': { tenancy: 'tenant', permissions: ['organization:view'] },
  'POST /api/user/v1/organizations/account/create': {
    tenancy: 'business',
    permissions: ['organization:manage'],
  },
  'GET /api/user/v1/admin/businesses/:businessId/organizations': {
    tenancy: 'platform',
    permissions: ['admin:business:organization:view'],
  },
  'GET /api/user/v1/admin/businesses/:businessId/organizations/:organizationId': {
    tenancy: 'platform',
    permissions: ['admin:business:organization:view'],
  },
  'POST /api/user/v1/admin/businesses/:businessId/organizations/account/create': {
    tenancy: 'platform',
    permissions: ['admin:business:organization:view'],
  },
  // Platform admin's businesses (issue #19): the table, its filters and options, and creating an account.
  'GET /api/user/v1/businesses': { tenancy: 'platform', permissions: ['admin:business:view'] },
  'GET /api/user/v1/admin/businesses/filter': { tenancy: 'platform', permissions: ['admin:business:view'] },
  'GET /api/user/v1/businesses/options-data': { tenancy: 'session' },
  // Home's figures: every member sees the business's (or their organization's) counts; money needs wallet:view.
  'GET /api/user/v1/businesses/me/figures': { tenancy: 'tenant', permissions: [] },
  'POST /api/user/v1/admin/account/create': { tenancy: 'platform', permissions: ['admin:business:view'] },
  // The service agreement's signee, from the mailed link: the token is the credential.
  'GET /api/user/v1/sla/signature-requests/:token': { tenancy: 'public' },
  'GET /api/user/v1/sla/signature-requests/:token/document': { tenancy: 'public' },
  'POST /api/user/v1/sla/signature-requests/:token/sign': { tenancy: 'public' },
  'GET /api/user/v1/organizations/:organizationId': { tenancy: 'scoped', permissions: ['organization:view'] },
  'GET /api/user/v1/countries': { tenancy: 'public' },
  'GET /api/user/v1/countries/:countryCode/states': { tenancy: 'public' },
  // Any member of the business (`permissions: []`, by declaration): everyone sets their own profile photo.
  // Images only, re-encoded by sharp to at most 480x360, private to the business.
  'POST /api/media/v1/uploads/media': { tenancy: 'tenant', permissions: [] },
  'POST /api/media/v1/uploads/documents': { tenancy: 'tenant', permissions: ['vform:view'] },
  // `location`: a member of the tenant that owns the file; `cachedLocation`: the signature is the key.
  'GET /api/media/v1/files/:id/:name': { tenancy: 'tenant', permissions: [] },
  'GET /api/media/v1/links/:id/:name': { tenancy: 'public' },
  // Customer verification's checks, lists, history, detail and export: modules/identity/identity-module.ts.
  // Document capture and liveness (issue #17): settings per business; sessions for the person verified,
  // created by the business (a session or an API key), started by the capture flow with the session token.
  'GET /api/identity/v1/sdk/identity/liveness/settings': {
    tenancy: 'business',
    permissions: ['identity:view'],
  },
  'POST /api/identity/v1/sdk/identity/liveness/settings': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/identity/v1/sdk/identity/capture-sessions': {
    tenancy: 'tenant',
    permissions: ['identity:view'],
  },
  'GET /api/identity/v1/sdk/identity/capture-sessions/:id': {
    tenancy: 'tenant',
    permissions: ['identity:view'],
  },
  // The capture flow's calls: the session token is the credential (checked by the handler).
  'POST /api/identity/v1/sdk/capture/start': { tenancy: 'public' },
  'POST /api/identity/v1/sdk/capture/frames': { tenancy: 'public' },
  'POST /api/identity/v1/sdk/capture/document': { tenancy: 'public' },
  'POST /api/identity/v1/sdk/capture/complete': { tenancy: 'public' },
  // The browser's preflight before the capture flow's cross-origin calls (http/public-cors.ts).
  'OPTIONS /api/identity/v1/*': { tenancy: 'public' },
  'POST /api/identity/v1/sdk/identity/document-capture/ocr': {
    tenancy: 'tenant',
    permissions: ['identity:view'],
  },
  ...captureReadAccess(),
  // A captured image by a link the detail signed (minutes): the signature is the credential.
  'GET /api/identity/v1/sdk/capture-images/:sessionId/:name': { tenancy: 'public' },
  'GET /api/identity/v1/verifications/identity/history/export/requests': {
    tenancy: 'tenant',
    permissions: ['identity:view'],
  },
  'GET /api/identity/v1/verifications/identity/history/export/requests/support': {
    tenancy: 'platform',
    permissions: ['admin:business:view'],
  },
  'POST /api/identity/v1/verifications/identity/history/export/requests/:id/support/upload-link': {
    tenancy: 'platform',
    permissions: ['admin:business:view'],
  },
  // The team (issue #16): seeing it is user:view, changing it user:manage, inviting user:invite.
  'GET /api/user/v1/businesses/users': { tenancy: 'business', permissions: ['user:view'] },
  'GET /api/user/v1/organizations/:organizationId/users': {
    tenancy: 'scoped',
    permissions: ['organization:users:view'],
  },
  'GET /api/user/v1/users/:id': { tenancy: 'business', permissions: ['user:view'] },
  'GET /api/user/v1/businesses/users/search': { tenancy: 'business', permissions: ['user:view'] },
  'GET /api/user/v1/businesses/search': { tenancy: 'platform', permissions: ['admin:business:view'] },
  'POST /api/user/v1/businesses/users/:id/reassign-role': {
    tenancy: 'business',
    permissions: ['user:manage'],
    actsOn: 'user',
  },
  'POST /api/user/v1/businesses/users/:id/deactivate': {
    tenancy: 'business',
    permissions: ['user:manage'],
    actsOn: 'user',
  },
  'POST /api/user/v1/businesses/users/:id/activate': {
    tenancy: 'business',
    permissions: ['user:manage'],
    actsOn: 'user',
  },
  'POST /api/user/v1/businesses/users/:id/deactivate-2fa': {
    tenancy: 'business',
    permissions: ['user:manage'],
    actsOn: 'user',
  },
  'POST /api/user/v1/businesses/users/re-invite': {
    tenancy: 'business',
    permissions: ['user:invite'],
    actsOn: 'invitation',
  },
  // Platform support on any business's people (§6 admin-only capabilities; the /users pages).
  'GET /api/user/v1/admin/businesses/users': {
    tenancy: 'platform',
    permissions: ['admin:business:users:view'],
  },
  'GET /api/user/v1/admin/businesses/users/:id': {
    tenancy: 'platform',
    permissions: ['admin:business:users:view'],
  },
  'GET /api/user/v1/admin/businesses/users/:id/activities': {
    tenancy: 'platform',
    permissions: ['admin:business:users:view'],
  },
  'POST /api/user/v1/admin/businesses/users/:id/deactivate-2fa': {
    tenancy: 'platform',
    permissions: ['admin:business:users:view'],
  },
  'POST /api/user/v1/admin/businesses/users/:id/reset-password': {
    tenancy: 'platform',
    permissions: ['admin:business:users:view'],
  },
  // Roles (issue #16): anyone who sees the team sees the roles; changing them is user:manage.
  // Developer settings: a person's session only (acceptsApiKey: a key never manages keys).
  'GET /api/user/v1/settings/developer/api-keys': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'GET /api/user/v1/settings/developer/api-keys/scopes': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/api-keys': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'PUT /api/user/v1/settings/developer/api-keys/:id': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
    actsOn: 'api-key',
  },
  'DELETE /api/user/v1/settings/developer/api-keys/:id': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
    actsOn: 'api-key',
  },
  'GET /api/user/v1/settings/developer/ip-whitelist': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/ip-whitelist': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'PUT /api/user/v1/settings/developer/ip-whitelist/:id': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'DELETE /api/user/v1/settings/developer/ip-whitelist/:id': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'GET /api/user/v1/settings/developer/details': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/webhook': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/signing-secret/regenerate': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/webhook/test': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'GET /api/user/v1/settings/developer/webhook/deliveries': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/webhook/deliveries/:id/replay': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'POST /api/user/v1/settings/developer/webhook/deliveries/replay-failed': {
    tenancy: 'business',
    permissions: ['business:settings:manage'],
  },
  'OPTIONS /api/vform/v1/*': { tenancy: 'public' },
  'GET /api/vform/v1/v-forms/templates': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/published': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/search': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/search/publish': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/preset/published': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/presets/:id': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/shared/published': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/shared/template': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/:type': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/:id': { tenancy: 'tenant', permissions: ['vform:view'] },
  'PUT /api/vform/v1/v-forms/templates/:id': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/:id/publish': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/:id/unpublish': { tenancy: 'tenant', permissions: ['vform:view'] },
  'DELETE /api/vform/v1/v-forms/templates/:id': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/:id/estimated-charge': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'GET /api/vform/v1/v-forms/fields': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/fields/options': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/:id/fields': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/:id/fields': { tenancy: 'tenant', permissions: ['vform:view'] },
  'PUT /api/vform/v1/v-forms/templates/:id/fields/:fieldId': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'DELETE /api/vform/v1/v-forms/templates/:id/fields/:fieldId': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'POST /api/vform/v1/v-forms/templates/:id/fields/:fieldId/reorder': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'POST /api/vform/v1/v-forms/templates/:id/fields/:fieldId/duplicate': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'GET /api/vform/v1/v-forms/themes/default': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/themes/default': { tenancy: 'business', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/banner': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/banner/:id.svg': { tenancy: 'public' },
  'POST /api/vform/v1/v-forms/templates/:id/share': { tenancy: 'tenant', permissions: ['vform:view'] },
  'POST /api/vform/v1/v-forms/templates/:id/uploadcsv': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/templates/:id/view': { tenancy: 'public' },
  'POST /api/vform/v1/v-forms/access-points': { tenancy: 'public' },
  'GET /api/vform/v1/v-forms/templates/:id/captcha': { tenancy: 'public' },
  'POST /api/vform/v1/v-forms/:templateId/uploads': { tenancy: 'public' },
  'POST /api/vform/v1/v-forms/:templateId/captures': { tenancy: 'public' },
  'POST /api/vform/v1/v-forms/:templateId': { tenancy: 'public' },
  'GET /api/vform/v1/v-forms/:templateId/responses': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/preset/:id/responses': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/responses/:reportId': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/responses/:reportId/confirmation': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'GET /api/vform/v1/v-forms/download/:templateId/responses/:reportId': {
    tenancy: 'tenant',
    permissions: ['vform:view'],
  },
  'GET /api/vform/v1/v-forms': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/history/export/csv': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/admin/businesses/:businessId/v-forms/templates': {
    tenancy: 'platform',
    permissions: ['admin:business:vforms:view'],
  },
  'GET /api/vform/v1/admin/businesses/:businessId/v-forms': {
    tenancy: 'platform',
    permissions: ['admin:business:vforms:view'],
  },
  'GET /api/vform/v1/admin/businesses/:businessId/v-forms/:templateId/responses': {
    tenancy: 'platform',
    permissions: ['admin:business:vforms:view'],
  },
  'GET /api/vform/v1/admin/businesses/:businessId/v-forms/responses/:reportId': {
    tenancy: 'platform',
    permissions: ['admin:business:vforms:view'],
  },
  'GET /api/vform/v1/organizations/:organizationId/v-forms/templates': {
    tenancy: 'scoped',
    permissions: ['organization:vforms:view'],
  },
  'GET /api/vform/v1/organizations/:organizationId/v-forms': {
    tenancy: 'scoped',
    permissions: ['organization:vforms:view'],
  },
  'GET /api/vform/v1/organizations/:organizationId/v-forms/:templateId/responses': {
    tenancy: 'scoped',
    permissions: ['organization:vforms:view'],
  },
  'GET /api/vform/v1/organizations/:organizationId/v-forms/responses/:reportId': {
    tenancy: 'scoped',
    permissions: ['organization:vforms:view'],
  },
  'GET /api/vform/v1/v-forms/overview/analysis': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/overview/metrics': { tenancy: 'tenant', permissions: ['vform:view'] },
  'GET /api/vform/v1/v-forms/:id/overview/analysis': { tenancy: 'tenant', permissions: ['vform:view'] },
} as const satisfies Record<string, RouteAccessRule>;

/** Each route table's routes (core/route-table.ts), from their zod-free addresses. */
function tableAccess(): Record<string, RouteAccessRule> {
  const rows: Record<string, RouteAccessRule> = {};
  for (const table of Object.values(routeAddresses) as Array<Readonly<Record<string, RouteAddress>>>)
    for (const route of Object.values(table)) rows[routeKey(route.service, route)] = route.access;
  return rows;
}

/**
 * Every route: the route tables', the table above, and the verification modules' routes generated from
 * their declarations (modules/kit/module-declaration.ts), so a module's paths are written once.
 */
export const routeAccess = {
  ...tableAccess(),
  ...declaredAccess,
  ...activationAccess(),
  ...(Object.assign({}, ...verificationModules.map(moduleRouteAccess)) as Readonly<
    Record<string, RouteAccessRule>
  >),
};

export type RouteKey = keyof typeof declaredAccess;

/** Tenancies whose routes act on a business's records, which an API key may reach with the right scope. */
const apiKeyTenancies: readonly RouteTenancy[] = ['tenant', 'business', 'scoped'];

/**
 * Whether an API key may call a route (issue #15): a business's records on every service but the user
 * service, whose routes are a person's account, session, 2FA, team and the key management itself. Platform
 * routes are for platform staff, so never a key's; public routes need no key.
 */
export function acceptsApiKey(routeKey: string, rule: RouteAccessRule): boolean {
  return apiKeyTenancies.includes(rule.tenancy) && !routeKey.split(' ')[1]?.startsWith('/api/user/');
}

/** The rule for a registered route, or undefined when the table does not list it. */
export function routeAccessRule(method: string, url: string): RouteAccessRule | undefined {
  const key = `${method} ${url}`;
  return Object.hasOwn(routeAccess, key) ? (routeAccess as Record<string, RouteAccessRule>)[key] : undefined;
}
