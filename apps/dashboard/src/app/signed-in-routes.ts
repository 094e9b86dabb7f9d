/**
 * The signed-in pages' routes, with their guard rules and layouts: a chunk of its own, imported when
 * first needed (routes.ts says why). Module pages that later issues build are listed with their gates and
 * render the 404 page until then.
 */
import {
  amlModule,
  companyModule,
  creditReportModule,
  identityModule,
  type ModuleDeclaration,
  type ModuleRoute,
  type Permission,
} from '@verity/client';
import { type ComponentType, lazy } from 'react';
import NotFoundPage from '../components/errors/not-found-page';
import type { ScopeKind } from '../features/identity/route-data';
import { mainNavigation, userMenuLinks } from '../shell/navigation';
import { type AppRoute, type LayoutName, type LazyRouteData, type PageModule, page } from './routes';

const notFoundModule = async (): Promise<PageModule> => ({ default: NotFoundPage });
const NotFound = lazy(notFoundModule);

const signedIn = (
  path: string,
  load: () => Promise<PageModule>,
  permissions: readonly Permission[] = [],
  layout: Exclude<LayoutName, 'auth' | 'plain'> = 'default',
): AppRoute => ({
  path,
  rule: { access: 'protected', permissions },
  layout,
  page: page(load),
  load,
});

const withData = (route: AppRoute, data: LazyRouteData): AppRoute => ({ ...route, data });

const customerVerificationData = () => import('../features/identity/route-data');
const historyData = (scope: ScopeKind) => async () => (await customerVerificationData()).historyData(scope);
const checkData = (scope: ScopeKind) => async () => (await customerVerificationData()).checkData(scope);
const formsData = async () => (await import('../features/vforms/route-data')).formsData;

const capturePages = () => import('../features/capture/pages/capture-list-page');
const captureDetailPages = () => import('../features/capture/pages/capture-detail-page');

const builtPaths = new Set([
  '/get-started',
  '/settings/profile',
  '/settings/account',
  '/customer-verification',
  '/business-verification',
  '/credit-report',
  '/sanction-pep-screening',
  '/v-forms',
  '/team',
  '/users',
  '/audit-log',
  '/billing',
  '/businesses',
  '/organizations',
]);

/** One named page of a module that keeps several pages in one chunk. */
const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async (): Promise<PageModule> => ({ default: (await load())[name] });

/** A module's pages and what each reads first, for its scoped routes. */
interface ScopedModulePages {
  /** The chunk that exports `Business<history>`, `Business<detail>`, `Organization<history>`... */
  load: () => Promise<Record<string, ComponentType>>;
  history: string;
  detail: string;
  /** The detail route's parameter, as its page reads it. */
  detailParam: string;
  historyData(scope: ScopeKind): LazyRouteData;
  detailData(scope: ScopeKind): LazyRouteData;
}

/**
 * The scopes a module's pages repeat beneath: a business (a platform admin, by the module's business-admin
 * gate) and an organization (by its organization gate), each with its base path, page-name prefix and layout.
 */
const moduleScopes = (module: ModuleDeclaration<ModuleRoute>) =>
  [
    ['/businesses/:businessId', 'Business', module.gates.businessAdmin, 'business', 'admin'],
    [
      '/organizations/:organizationId',
      'Organization',
      module.gates.organization,
      'organization',
      'organization',
    ],
  ] as const;

/** A module's history and detail beneath a business and an organization, in that scope's layout. */
function scopedModuleRoutes(module: ModuleDeclaration<ModuleRoute>, pages: ScopedModulePages): AppRoute[] {
  return moduleScopes(module).flatMap(([base, name, permission, layout, scope]) => [
    withData(
      signedIn(
        `${base}${module.dashboardPath}`,
        named(pages.load, `${name}${pages.history}`),
        [permission],
        layout,
      ),
      pages.historyData(scope),
    ),
    withData(
      signedIn(
        `${base}${module.dashboardPath}/:${pages.detailParam}`,
        named(pages.load, `${name}${pages.detail}`),
        [permission],
        layout,
      ),
      pages.detailData(scope),
    ),
  ]);
}

const verifyPages = () => import('../features/identity/pages/verify-pages');
const scopedPages = () => import('../features/identity/pages/scoped-pages');

/**
 * Customer verification, gated like its sidebar entry; the scoped variants by their scope's gate, in the
 * business-admin or organization layout.
 */
const customerVerificationRoutes: AppRoute[] = [
  withData(
    signedIn('/customer-verification', () => import('../features/identity/pages/history-page'), [
      'identity:view',
    ]),
    historyData('business'),
  ),
  withData(
    signedIn(
      '/customer-verification/:identityId',
      () => import('../features/identity/pages/check-detail-page'),
      ['identity:view'],
    ),
    checkData('business'),
  ),
  signedIn('/report-log', () => import('../features/identity/pages/report-log-page'), ['identity:view']),
  signedIn('/ng/verify', named(verifyPages, 'NgVerifyPage'), ['identity:view']),
  signedIn('/gh/verify', named(verifyPages, 'GhVerifyPage'), ['identity:view']),
  signedIn('/ke/verify', named(verifyPages, 'KeVerifyPage'), ['identity:view']),
  signedIn('/za/verify', named(verifyPages, 'ZaVerifyPage'), ['identity:view']),
  signedIn('/gdc/:countryCode/verify', named(verifyPages, 'GdcVerifyPage'), ['identity:view']),
  signedIn('/global/verify', () => import('../features/identity/pages/global-verify-page'), [
    'identity:view',
  ]),
  ...scopedModuleRoutes(identityModule, {
    load: scopedPages,
    history: 'HistoryPage',
    detail: 'CheckDetailPage',
    detailParam: 'identityId',
    historyData,
    detailData: checkData,
  }),
];

const companyData = () => import('../features/company/route-data');
const companyHistoryData = (scope: ScopeKind) => async () => (await companyData()).companyHistoryData(scope);
const companyCheckData = (scope: ScopeKind) => async () => (await companyData()).companyCheckData(scope);
const companyPages = {
  history: () => import('../features/company/pages/history-page'),
  verify: () => import('../features/company/pages/verify-page'),
  detail: () => import('../features/company/pages/detail-page'),
  scoped: () => import('../features/company/pages/scoped-pages'),
};

/**
 * Business verification: its history, verify screen ({country_code?}) and detail, and the history and detail
 * beneath a business (platform admin) and an organization. Static segments come before `:companySearchId`.
 */
const businessVerificationRoutes: AppRoute[] = [
  withData(
    signedIn('/business-verification', companyPages.history, ['company:view']),
    companyHistoryData('business'),
  ),
  signedIn('/business-verification/verify', companyPages.verify, ['company:view']),
  signedIn('/business-verification/:countryCode/verify', companyPages.verify, ['company:view']),
  withData(
    signedIn('/business-verification/:companySearchId', companyPages.detail, ['company:view']),
    companyCheckData('business'),
  ),
  ...scopedModuleRoutes(companyModule, {
    load: companyPages.scoped,
    history: 'CompanyHistoryPage',
    detail: 'CompanyDetailPage',
    detailParam: 'companySearchId',
    historyData: companyHistoryData,
    detailData: companyCheckData,
  }),
];

const creditData = () => import('../features/credit-report/route-data');
const creditHistoryData = (scope: ScopeKind) => async () => (await creditData()).creditHistoryData(scope);
const creditCheckData = (scope: ScopeKind) => async () => (await creditData()).creditCheckData(scope);
const creditPages = {
  scoped: () => import('../features/credit-report/pages/scoped-pages'),
  list: () => import('../features/credit-report/pages/list-page'),
  checks: () => import('../features/credit-report/pages/check-pages'),
  detail: () => import('../features/credit-report/pages/detail-page'),
};

/**
 * Credit report: the overview and list, each market's check page, and a report; the list and a report beneath
 * a business and an organization, by the identity gates (credit has none).
 */
const creditReportRoutes: AppRoute[] = [
  withData(signedIn('/credit-report', creditPages.list, ['credit:view']), creditHistoryData('business')),
  signedIn('/credit-report/ng/check', named(creditPages.checks, 'NigeriaCheckPage'), ['credit:view']),
  signedIn('/credit-report/ng/check/:subject', named(creditPages.checks, 'NigeriaCheckPage'), [
    'credit:view',
  ]),
  signedIn('/credit-report/ke/check', named(creditPages.checks, 'KenyaCheckPage'), ['credit:view']),
  signedIn('/credit-report/gb/check', named(creditPages.checks, 'UkCheckPage'), ['credit:view']),
  withData(signedIn('/credit-report/:id', creditPages.detail, ['credit:view']), creditCheckData('business')),
  ...scopedModuleRoutes(creditReportModule, {
    load: creditPages.scoped,
    history: 'CreditReportsPage',
    detail: 'CreditReportPage',
    detailParam: 'id',
    historyData: creditHistoryData,
    detailData: creditCheckData,
  }),
];

const amlData = () => import('../features/aml/route-data');
const amlHistoryData = (scope: ScopeKind) => async () => (await amlData()).amlHistoryData(scope);
const domesticPepData = (scope: ScopeKind) => async () =>
  (await amlData()).amlHistoryData(scope, 'domestic_pep');
const amlCheckData = (scope: ScopeKind) => async () => (await amlData()).amlCheckData(scope);
const amlPages = () => import('../features/aml/pages/aml-pages');
const AML = amlModule.dashboardPath;
const aml = (path: string, name: string) =>
  signedIn(`${AML}${path}`, named(amlPages, name), [amlModule.gates.business]);

/**
 * Sanction & PEP screening: its history, the domestic PEP list, the check pages, the watchlist and a check's
 * result; the history, the domestic PEP list and a result beneath a business and an organization. Static
 * segments come before `:amlId`.
 */
const amlRoutes: AppRoute[] = [
  withData(aml('', 'AmlHistoryPage'), amlHistoryData('business')),
  aml('/check', 'AmlCheckIndexPage'),
  aml('/check/:kind', 'AmlCheckPage'),
  withData(aml('/domestic-pep', 'DomesticPepPage'), domesticPepData('business')),
  aml('/domestic-pep/check', 'DomesticPepCheckPage'),
  aml('/watchlist', 'WatchlistPage'),
  withData(aml('/:amlId', 'AmlDetailPage'), amlCheckData('business')),
  // The domestic PEP list beneath a business and an organization, before the scoped `:amlId`.
  ...moduleScopes(amlModule).map(([base, name, gate, layout, scope]) =>
    withData(
      signedIn(`${base}${AML}/domestic-pep`, named(amlPages, `${name}DomesticPepPage`), [gate], layout),
      domesticPepData(scope),
    ),
  ),
  ...scopedModuleRoutes(amlModule, {
    load: amlPages,
    history: 'AmlHistoryPage',
    detail: 'AmlDetailPage',
    detailParam: 'amlId',
    historyData: amlHistoryData,
    detailData: amlCheckData,
  }),
];

const vformPages = {
  forms: () => import('../features/vforms/pages/forms-page'),
  presetPreview: () => import('../features/vforms/pages/preset-preview-page'),
  builder: () => import('../features/vforms/pages/builder-page'),
  preview: () => import('../features/vforms/pages/preview-page'),
  overview: () => import('../features/vforms/pages/overview-page'),
  responses: () => import('../features/vforms/pages/responses-page'),
  responseDetail: () => import('../features/vforms/pages/response-detail-page'),
  shortcut: () => import('../features/vforms/pages/shortcut-page'),
  confirmation: () => import('../features/vforms/pages/confirmation-page'),
};
const vform = (path: string, load: () => Promise<{ default: ComponentType }>) =>
  signedIn(path, load, ['vform:view']);

/**
 * vForms, shown as Workflow Builder. Static segments come before `:id` so `/v-forms/forms` is never read as a
 * form id.
 */
const vformRoutes: AppRoute[] = [
  withData(vform('/v-forms', vformPages.forms), formsData),
  withData(vform('/v-forms/forms', vformPages.forms), formsData),
  withData(vform('/v-forms/forms/:tab', vformPages.forms), formsData),
  vform('/v-forms/shortcut', vformPages.shortcut),
  vform('/v-forms/shortcut/:id/reports', vformPages.responses),
  vform('/v-forms/shortcut/:id/reports/:reportId', vformPages.responseDetail),
  vform('/v-forms/confirmation/:responseId', vformPages.confirmation),
  vform('/v-forms/:id/edit', vformPages.builder),
  vform('/v-forms/:id/edit/:panel', vformPages.builder),
  vform('/v-forms/:id/preview', vformPages.preview),
  vform('/v-forms/:id/preset/preview', vformPages.presetPreview),
  vform('/v-forms/:id/reports', vformPages.responses),
  vform('/v-forms/:id/reports/:reportId', vformPages.responseDetail),
  vform('/v-forms/:id', vformPages.overview),
];

const scopedVFormPages = () => import('../features/vforms/pages/scoped-pages');

/**
 * The same vForm pages beneath a business (platform admin) and an organization, read only: the forms with
 * their response history, a form's responses and one response, each by its scope's gate and layout.
 */
const scopedVFormRoutes: AppRoute[] = (
  [
    ['/businesses/:businessId', 'Business', 'admin:business:vforms:view', 'business'],
    ['/organizations/:organizationId', 'Organization', 'organization:vforms:view', 'organization'],
  ] as const
).flatMap(([base, name, permission, layout]) => [
  signedIn(`${base}/v-forms`, named(scopedVFormPages, `${name}FormsPage`), [permission], layout),
  signedIn(
    `${base}/v-forms/:id/reports`,
    named(scopedVFormPages, `${name}ResponsesPage`),
    [permission],
    layout,
  ),
  signedIn(
    `${base}/v-forms/:id/reports/:reportId`,
    named(scopedVFormPages, `${name}ResponseDetailPage`),
    [permission],
    layout,
  ),
]);

const scopedCapturePages = () => import('../features/capture/pages/scoped-capture-pages');

/**
 * Document captures and liveness checks beneath a business (platform admin) and an organization, by
 * customer verification's gates for that scope, like the other modules' scoped pages.
 */
const scopedCaptureRoutes: AppRoute[] = (
  [
    ['/businesses/:businessId', identityModule.gates.businessAdmin, 'business'],
    ['/organizations/:organizationId', identityModule.gates.organization, 'organization'],
  ] as const
).flatMap(([base, permission, layout]) =>
  (
    [
      ['/document-capture', 'ScopedDocumentCapturesPage'],
      ['/document-capture/:captureId', 'ScopedDocumentCapturePage'],
      ['/liveness-check', 'ScopedLivenessChecksPage'],
      ['/liveness-check/:captureId', 'ScopedLivenessCheckPage'],
    ] as const
  ).map(([path, name]) => signedIn(`${base}${path}`, named(scopedCapturePages, name), [permission], layout)),
);

const billingPages = {
  wallet: () => import('../features/billing/pages/billing-page'),
  transaction: () => import('../features/billing/pages/transaction-page'),
  cards: () => import('../features/billing/pages/card-pages'),
  reconciliations: () => import('../features/billing/pages/reconciliations-page'),
  business: () => import('../features/billing/pages/business-billing-page'),
  businessPricing: () => import('../features/billing/pages/business-pricing-page'),
  invoices: () => import('../features/billing/pages/invoices-page'),
  businessInvoices: () => import('../features/billing/pages/business-invoices-page'),
};
const billingRouteData = () => import('../features/billing/route-data');
const billingData = async () => (await billingRouteData()).billingData;
const transactionData = async () => (await billingRouteData()).transactionData;
const paymentDetailsData = async () => (await billingRouteData()).paymentDetailsData;
const reconciliationsData = async () => (await billingRouteData()).reconciliationsData;
const businessBillingData = async () => (await billingRouteData()).businessBillingData;
const invoicesData = async () => (await billingRouteData()).invoicesData;
const businessInvoicesData = async () => (await billingRouteData()).businessInvoicesData;

const planPages = {
  list: () => import('../features/billing/plans/pages/plans-page'),
  product: () => import('../features/billing/plans/pages/product-page'),
  addons: () => import('../features/billing/plans/pages/addons-page'),
};
const plansData = async () => (await import('../features/billing/plans/route-data')).plansData;
const plan = (path: string, load: () => Promise<PageModule>) =>
  withData(signedIn(path, load, ['wallet:view']), plansData);

/**
 * Plans and products: the plans, a product's tiers, and add-ons (a product's, or every plan's). `add-ons`
 * comes before `:product`; an unknown product is the page's 404.
 */
const planRoutes: AppRoute[] = [
  plan('/billing/plans-and-products', planPages.list),
  plan('/billing/plans-and-products/add-ons', planPages.addons),
  plan('/billing/plans-and-products/:product', planPages.product),
  plan('/billing/plans-and-products/:product/add-ons', planPages.addons),
  signedIn('/billing/plans-and-products/*', notFoundModule, ['wallet:view']),
];

/**
 * Billing: the wallet and its transactions, a transaction, the saved cards, and the invoices. The fixed paths
 * come before `/billing/:transactionId`; anything deeper is a 404.
 */
const billingRoutes: AppRoute[] = [
  withData(signedIn('/billing', billingPages.wallet, ['wallet:view']), billingData),
  withData(
    signedIn('/billing/payment-details', named(billingPages.cards, 'PaymentDetailsPage'), ['wallet:view']),
    paymentDetailsData,
  ),
  withData(
    signedIn('/billing/payment-details/manage-cards', named(billingPages.cards, 'ManageCardsPage'), [
      'wallet:view',
    ]),
    paymentDetailsData,
  ),
  ...planRoutes,
  withData(signedIn('/billing/invoice', billingPages.invoices, ['wallet:view']), invoicesData),
  // Platform staff's, by their gate: they match bank transfers for every business.
  withData(
    signedIn('/billing/reconciliations', billingPages.reconciliations, ['admin:business:billing:view']),
    reconciliationsData,
  ),
  withData(signedIn('/billing/:transactionId', billingPages.transaction, ['wallet:view']), transactionData),
  signedIn('/billing/*', notFoundModule, ['wallet:view']),
];

const subscriptionRouteData = () => import('../features/billing/subscription-route-data');
const businessSubscriptionsData = async () => (await subscriptionRouteData()).businessSubscriptionsData;
const businessSubscribeData = async () => (await subscriptionRouteData()).businessSubscribeData;
const businessSubscribePages = () => import('../features/billing/pages/business-subscribe-pages');

/**
 * A business's pricing and subscriptions for platform staff (children of the business's manage page): the
 * page, upgrade-enterprise (the page with Set Enterprise terms open), the plans and a product's tiers as the
 * business sees them, and a product's add-ons (the page's own). Deeper paths are the 404.
 */
const businessSubscriptionRoutes: AppRoute[] = (
  [
    ['', billingPages.businessPricing, businessSubscriptionsData],
    [
      '/upgrade-enterprise',
      named(billingPages.businessPricing, 'UpgradeEnterprisePage'),
      businessSubscriptionsData,
    ],
    ['/subscribe', named(businessSubscribePages, 'BusinessSubscribePage'), businessSubscribeData],
    [
      '/subscribe/:product',
      named(businessSubscribePages, 'BusinessSubscribeProductPage'),
      businessSubscribeData,
    ],
    [
      '/subscribe/:product/add-ons',
      named(billingPages.businessPricing, 'SubscribeAddonsPage'),
      businessSubscriptionsData,
    ],
  ] as const
).map(([path, load, data]) =>
  withData(
    signedIn(
      `/businesses/:businessId/manage/pricing-subscription${path}`,
      load,
      ['admin:business:billing:view'],
      'business',
    ),
    data,
  ),
);

/**
 * One business's billing for platform staff (the business's `billing`, and its manage children
 * `account-topup`, `pricing-subscription` and `invoices`), in the business-admin layout, by the sidebar's
 * Billing gate. An invoice's details open over the list (the API reads invoices by the page, not one by one).
 */
const businessBillingRoutes: AppRoute[] = [
  withData(
    signedIn(
      '/businesses/:businessId/billing',
      billingPages.business,
      ['admin:business:billing:view'],
      'business',
    ),
    businessBillingData,
  ),
  // The manage child `account-topup`: topping up is the billing page's Adjust balance (add, with a reason).
  withData(
    signedIn(
      '/businesses/:businessId/manage/account-topup',
      billingPages.business,
      ['admin:business:billing:view'],
      'business',
    ),
    businessBillingData,
  ),
  ...businessSubscriptionRoutes,
  withData(
    signedIn(
      '/businesses/:businessId/manage/invoices',
      billingPages.businessInvoices,
      ['admin:business:billing:view'],
      'business',
    ),
    businessInvoicesData,
  ),
];

/** A page anyone may open, signed in or not, outside the shell: the service agreement's signing link. */
const open = (path: string, load: () => Promise<PageModule>): AppRoute => ({
  path,
  rule: { access: 'open' },
  layout: 'plain',
  page: page(load),
  load,
});

const onboardingRouteData = () => import('../features/onboarding/route-data');
const activationData = async () => (await onboardingRouteData()).activationData;
const signingData = async () => (await onboardingRouteData()).signingData;
const onboardingPages = {
  getStarted: () => import('../features/onboarding/pages/get-started-page'),
  activation: () => import('../features/onboarding/pages/business-activation-page'),
  sign: () => import('../features/onboarding/pages/sign-agreement-page'),
};
/** What the activation calls need (the API's `own-business` rule): without it, the 403 page. */
const activationGate: readonly Permission[] = ['business:settings:manage'];

/**
 * Business activation, under Get started: the checklist (no gate, as its sidebar entry; it says who can fill
 * it in), the steps, and the signee's page. The signing page lives in this table, not the auth pages' entry:
 * a signee needs it once, and the login page must not grow with it.
 */
const onboardingRoutes: AppRoute[] = [
  withData(signedIn('/get-started', onboardingPages.getStarted), activationData),
  withData(
    signedIn('/get-started/business-activation', onboardingPages.activation, activationGate),
    activationData,
  ),
  withData(
    signedIn('/get-started/business-activation/:step', onboardingPages.activation, activationGate),
    activationData,
  ),
  withData(open('/sla/sign/:token', onboardingPages.sign), signingData),
];

const businessPages = {
  list: () => import('../features/businesses/pages/businesses-page'),
  create: () => import('../features/businesses/pages/create-business-page'),
  exportRequests: () => import('../features/businesses/pages/report-log-requests-page'),
  index: () => import('../features/businesses/pages/business-index-page'),
  manage: () => import('../features/businesses/pages/manage-page'),
  profile: () => import('../features/businesses/pages/business-profile-page'),
};
const businessRouteData = () => import('../features/businesses/route-data');
const businessesData = async () => (await businessRouteData()).businessesData;
const createBusinessData = async () => (await businessRouteData()).createBusinessData;
const onboardingProfileData = async () => (await businessRouteData()).onboardingProfileData;
const reportLogRequestsData = async () => (await businessRouteData()).reportLogRequestsData;

/**
 * Platform staff's businesses (gate admin:business:view): the table with its review queue, create, the
 * support export requests, and one business's index (its manage page), manage index and business profile with
 * its five sections, in the business layout. The fixed paths come before `:businessId`; deeper unknown paths
 * are the 404, behind the same gate.
 */
const businessRoutes: AppRoute[] = [
  withData(signedIn('/businesses', businessPages.list, ['admin:business:view']), businessesData),
  withData(signedIn('/businesses/create', businessPages.create, ['admin:business:view']), createBusinessData),
  withData(
    signedIn('/businesses/report-log-requests', businessPages.exportRequests, ['admin:business:view']),
    reportLogRequestsData,
  ),
  signedIn('/businesses/:businessId', businessPages.index, ['admin:business:view'], 'business'),
  withData(
    signedIn('/businesses/:businessId/manage', businessPages.manage, ['admin:business:view'], 'business'),
    onboardingProfileData,
  ),
  ...['', '/:section'].map((section) =>
    withData(
      signedIn(
        `/businesses/:businessId/manage/business-profile${section}`,
        businessPages.profile,
        ['admin:business:view'],
        'business',
      ),
      onboardingProfileData,
    ),
  ),
  signedIn('/businesses/*', notFoundModule, ['admin:business:view']),
];

const organizationPages = {
  list: () => import('../features/organizations/pages/organizations-page'),
  create: () => import('../features/organizations/pages/create-organization-page'),
  profile: () => import('../features/organizations/pages/organization-page'),
  billing: () => import('../features/organizations/pages/organization-billing-page'),
  team: () => import('../features/organizations/pages/organization-team-page'),
};
const organizationRouteData = () => import('../features/organizations/route-data');
const organizationsData = async () => (await organizationRouteData()).organizationsData;
const createOrganizationData = async () => (await organizationRouteData()).createOrganizationData;
const organizationData = async () => (await organizationRouteData()).organizationData;

/**
 * Organizations (gate organization:view, creating organization:manage): the table, create, and an
 * organization's profile, billing and team in the organization layout (its module pages are the scoped routes
 * above). `create` comes before `:organizationId`; deeper unknown paths are the 404.
 */
const organizationRoutes: AppRoute[] = [
  withData(signedIn('/organizations', organizationPages.list, ['organization:view']), organizationsData),
  withData(
    signedIn('/organizations/create', organizationPages.create, ['organization:view', 'organization:manage']),
    createOrganizationData,
  ),
  withData(
    signedIn(
      '/organizations/:organizationId',
      organizationPages.profile,
      ['organization:view'],
      'organization',
    ),
    organizationData,
  ),
  signedIn(
    '/organizations/:organizationId/billing',
    organizationPages.billing,
    ['organization:billing:view'],
    'organization',
  ),
  signedIn(
    '/organizations/:organizationId/team',
    organizationPages.team,
    ['organization:users:view'],
    'organization',
  ),
  signedIn('/organizations/*', notFoundModule, ['organization:view']),
];

const adminOrganizationsGate: readonly Permission[] = ['admin:business:organization:view'];
const adminOrganizations = '/businesses/admin/:businessId/organizations';

/**
 * Platform staff's view of one business's organizations: the same pages as the business's own, in the
 * business layout. The business sidebar's Organization child (`/businesses/{id}/organization`) is the same
 * list.
 */
const adminOrganizationRoutes: AppRoute[] = [
  withData(
    signedIn(adminOrganizations, organizationPages.list, adminOrganizationsGate, 'business'),
    organizationsData,
  ),
  withData(
    signedIn(`${adminOrganizations}/create`, organizationPages.create, adminOrganizationsGate, 'business'),
    createOrganizationData,
  ),
  withData(
    signedIn(
      `${adminOrganizations}/:organizationId`,
      organizationPages.profile,
      adminOrganizationsGate,
      'business',
    ),
    organizationData,
  ),
  // The business sidebar's Organization child: the same list.
  withData(
    signedIn(
      '/businesses/:businessId/organization',
      organizationPages.list,
      adminOrganizationsGate,
      'business',
    ),
    organizationsData,
  ),
];

/** Gated module routes not built yet: the guard still applies (403 without the permission), then 404. */
const pendingModules: AppRoute[] = [...mainNavigation, ...userMenuLinks]
  .filter((entry) => entry.kind === 'link' && !builtPaths.has(entry.path))
  .flatMap((entry) =>
    entry.kind === 'link'
      ? [entry.path, `${entry.path}/*?`].map((path) => ({
          path,
          rule: { access: 'protected' as const, permissions: entry.permissions },
          layout: 'default' as const,
          page: NotFound,
          load: notFoundModule,
        }))
      : [],
  );

export const signedInRoutes: AppRoute[] = [
  withData(
    signedIn('/', () => import('../features/home/home-page')),
    async () => (await import('../features/home/figures-api')).homeData,
  ),
  ...onboardingRoutes,
  signedIn('/settings', () => import('../features/settings/settings-index-page')),
  signedIn('/settings/profile', () => import('../features/settings/profile-page')),
  signedIn('/settings/account', () => import('../features/settings/account-page')),
  signedIn('/team', () => import('../features/team/pages/team-page'), ['user:view']),
  signedIn('/team/manage-roles', () => import('../features/team/pages/manage-roles-page'), ['user:view']),
  signedIn('/team/manage-roles/:roleId', () => import('../features/team/pages/role-page'), ['user:view']),
  signedIn('/team/:userId', () => import('../features/team/pages/member-page'), ['user:view']),
  // Document capture and liveness.
  signedIn('/document-capture', named(capturePages, 'DocumentCapturesPage'), ['identity:view']),
  signedIn('/liveness-check', named(capturePages, 'LivenessChecksPage'), ['identity:view']),
  signedIn('/document-capture/:documentId', named(captureDetailPages, 'DocumentCapturePage'), [
    'identity:view',
  ]),
  signedIn('/liveness-check/:captureId', named(captureDetailPages, 'LivenessCheckPage'), ['identity:view']),
  signedIn('/settings/liveness', () => import('../features/capture/pages/liveness-settings-page'), [
    'identity:view',
  ]),
  // The same pages for platform admins across every business, under /users.
  signedIn('/users', () => import('../features/users/pages/users-page'), ['admin:business:users:view']),
  signedIn('/users/manage-roles', () => import('../features/team/pages/manage-roles-page'), ['user:view']),
  signedIn('/users/manage-roles/:roleId', () => import('../features/team/pages/role-page'), ['user:view']),
  signedIn('/users/:userId', () => import('../features/users/pages/user-page'), [
    'admin:business:users:view',
  ]),
  signedIn('/audit-log', () => import('../features/audit-log/pages/audit-log-page'), ['auditlog:view']),
  signedIn('/settings/api-webhooks', () => import('../features/developer-settings/pages/api-webhooks-page'), [
    'business:settings:manage',
  ]),
  ...billingRoutes,
  // Before the businesses' and organizations' own routes: their catch-alls would match the scoped pages.
  ...customerVerificationRoutes,
  ...businessVerificationRoutes,
  ...creditReportRoutes,
  ...amlRoutes,
  ...vformRoutes,
  ...scopedVFormRoutes,
  ...scopedCaptureRoutes,
  ...businessBillingRoutes,
  ...adminOrganizationRoutes,
  ...businessRoutes,
  ...organizationRoutes,
  ...pendingModules,
];
