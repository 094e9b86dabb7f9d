/**
 * Every feature's route table (core/route-table.ts), by name. The API checks at start-up that it registered
 * each one, the OpenAPI document lists them, and `npm run generate:routes -w @verity/client` derives the
 * client's zod-free addresses from them (route-addresses.generated.ts). A new table is added here.
 */
import { accountRoutes } from './accounts/account-routes.js';
import { invitationRoutes } from './accounts/invitation-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { loginRoutes } from './auth/login-routes.js';
import { passwordResetRoutes } from './auth/password-reset-routes.js';
import { bankTransferRoutes } from './billing/bank-transfer-routes.js';
import { cardRoutes } from './billing/card-routes.js';
import { creditRoutes } from './billing/credit-routes.js';
import { invoiceRoutes } from './billing/invoice-routes.js';
import { planRoutes } from './billing/plan-routes.js';
import { pricingRoutes } from './billing/pricing-routes.js';
import { stripeWebhookRoutes } from './billing/stripe-webhook-routes.js';
import { transactionRoutes } from './billing/transaction-routes.js';
import { walletRoutes } from './billing/wallet-routes.js';
import { adminBusinessRoutes } from './businesses/admin-business-routes.js';
import { businessRoutes } from './businesses/business-routes.js';
import { organizationRoutes } from './businesses/organization-routes.js';
import { captureFlowRoutes } from './capture/capture-flow-routes.js';
import { captureImageRoutes } from './capture/capture-image-routes.js';
import { captureListRoutes } from './capture/capture-list-routes.js';
import { captureRoutes } from './capture/capture-routes.js';
import { apiKeyRoutes } from './developer/api-key-routes.js';
import { ipAllowlistRoutes } from './developer/ip-allowlist-routes.js';
import { webhookDeliveryRoutes } from './developer/webhook-delivery-routes.js';
import { webhookSettingsRoutes } from './developer/webhook-settings-routes.js';
import { mediaRoutes } from './media/media-routes.js';
import { amlReviewRoutes, amlRoutes } from './modules/aml/aml-routes.js';
import { companyRoutes } from './modules/company/company-routes.js';
import { creditReportRoutes } from './modules/credit-report/credit-report-routes.js';
import { exportRequestRoutes } from './modules/identity/export-request-routes.js';
import { identityRoutes } from './modules/identity/identity-routes.js';
import { onboardingRoutes } from './onboarding/onboarding-routes.js';
import { signingRoutes } from './onboarding/signing-routes.js';
import { referenceRoutes } from './reference/reference-routes.js';
import { apiReferenceRoutes } from './system/api-reference-routes.js';
import { devMailboxRoutes } from './system/dev-mailbox-routes.js';
import { healthRoutes } from './system/health-routes.js';
import { adminUserRoutes } from './team/admin-user-routes.js';
import { roleRoutes } from './team/role-routes.js';
import { teamRoutes } from './team/team-routes.js';
import { twoFactorRoutes } from './two-factor/two-factor-routes.js';
import { meRoutes } from './users/me-routes.js';

import { vformAnalyticsRoutes } from './vforms/analytics-routes.js';
import { vformFieldRoutes } from './vforms/field-routes.js';
import { vformPublicRoutes } from './vforms/public-routes.js';
import { vformResponseRoutes } from './vforms/response-routes.js';
import { vformScopedRoutes } from './vforms/scoped-routes.js';
import { vformShareRoutes } from './vforms/share-routes.js';
import { vformTemplateRoutes } from './vforms/template-routes.js';
import { vformThemeRoutes } from './vforms/theme-routes.js';
export const routeTables = {
  health: healthRoutes,
  apiReference: apiReferenceRoutes,
  devMailbox: devMailboxRoutes,
  audit: auditRoutes,
  capture: captureRoutes,
  captureLists: captureListRoutes,
  captureFlow: captureFlowRoutes,
  captureImages: captureImageRoutes,
  wallets: walletRoutes,
  cards: cardRoutes,
  transactions: transactionRoutes,
  bankTransfers: bankTransferRoutes,
  credits: creditRoutes,
  pricing: pricingRoutes,
  plans: planRoutes,
  invoices: invoiceRoutes,
  stripeWebhook: stripeWebhookRoutes,
  apiKeys: apiKeyRoutes,
  ipAllowlist: ipAllowlistRoutes,
  webhookSettings: webhookSettingsRoutes,
  webhookDeliveries: webhookDeliveryRoutes,
  onboarding: onboardingRoutes,
  signing: signingRoutes,
  reference: referenceRoutes,
  media: mediaRoutes,
  identity: identityRoutes,
  company: companyRoutes,
  aml: amlRoutes,
  amlReview: amlReviewRoutes,
  creditReport: creditReportRoutes,
  exportRequests: exportRequestRoutes,
  roles: roleRoutes,
  login: loginRoutes,
  passwordReset: passwordResetRoutes,
  accounts: accountRoutes,
  invitations: invitationRoutes,
  me: meRoutes,
  twoFactor: twoFactorRoutes,
  team: teamRoutes,
  adminUsers: adminUserRoutes,
  businesses: businessRoutes,
  organizations: organizationRoutes,
  adminBusinesses: adminBusinessRoutes,
  vformTemplates: vformTemplateRoutes,
  vformFields: vformFieldRoutes,
  vformThemes: vformThemeRoutes,
  vformShares: vformShareRoutes,
  vformPublic: vformPublicRoutes,
  vformResponses: vformResponseRoutes,
  vformScoped: vformScopedRoutes,
  vformAnalytics: vformAnalyticsRoutes,
} as const;

export type RouteTableName = keyof typeof routeTables;
