export * from './accounts/account-routes.js';
export * from './accounts/invitation-routes.js';
export * from './audit/audit-routes.js';
export * from './auth/login-routes.js';
export * from './auth/password-reset-routes.js';
export * from './billing/bank-transfer-routes.js';
export * from './billing/billing-schemas.js';
export * from './billing/card-routes.js';
export * from './billing/credit-routes.js';
export * from './billing/invoice-routes.js';
export * from './billing/plan-routes.js';
export * from './billing/pricing-routes.js';
export * from './billing/stripe-webhook-routes.js';
export * from './billing/transaction-routes.js';
export * from './billing/wallet-routes.js';
export * from './businesses/admin-business-routes.js';
export * from './businesses/business-routes.js';
export * from './businesses/organization-routes.js';
export * from './capture/capture-flow-routes.js';
export * from './capture/capture-image-routes.js';
export * from './capture/capture-list-routes.js';
export * from './capture/capture-routes.js';
export * from './capture/capture-schemas.js';
export { type ClientOptions, createClient, type VerityClient } from './client.js';
export * from './core/can-call.js';
export type {
  CursorList,
  CursorPagination,
  Envelope,
  FailureEnvelope,
  PageList,
  SuccessEnvelope,
} from './core/envelope.js';
export {
  defaultErrorCode,
  type ErrorCode,
  errorCodes,
  errorNameOfCode,
  isErrorCode,
} from './core/error-codes.js';
export { type ApiErrorName, errorStatusByName, isApiErrorName } from './core/error-names.js';
export * from './core/errors.js';
export { fillPath, path } from './core/path.js';
export {
  type ErrorResolution,
  errorTexts,
  resolveError,
  type ThrottleRecord,
} from './core/resolve-error.js';
export * from './core/route-call.js';
export * from './core/route-table.js';
export * from './core/services.js';
export type { HttpMethod, RequestOptions, RetryPolicy, TokenProvider } from './core/transport.js';
export * from './developer/api-key-routes.js';
export * from './developer/api-key-schemas.js';
export * from './developer/ip-allowlist-routes.js';
export * from './developer/ip-allowlist-schemas.js';
export * from './developer/verify-webhook.js';
export * from './developer/webhook-delivery-routes.js';
export * from './developer/webhook-events.js';
export * from './developer/webhook-schemas.js';
export * from './developer/webhook-settings-routes.js';
export * from './media/media-routes.js';
export * from './modules/aml/aml-module.js';
export * from './modules/aml/aml-routes.js';
export * from './modules/aml/aml-schemas.js';
export * from './modules/aml/aml-screening-schemas.js';
export * from './modules/company/company-module.js';
export * from './modules/company/company-routes.js';
export * from './modules/company/company-schemas.js';
export * from './modules/credit-report/credit-bureau-report.js';
export * from './modules/credit-report/credit-report-module.js';
export * from './modules/credit-report/credit-report-routes.js';
export * from './modules/credit-report/credit-report-schemas.js';
export * from './modules/identity/export-request-routes.js';
export * from './modules/identity/identity-module.js';
export * from './modules/identity/identity-numbers.js';
export * from './modules/identity/identity-routes.js';
export * from './modules/identity/identity-schemas.js';
export * from './modules/identity/identity-types.js';
export * from './modules/index.js';
export * from './modules/kit/module-declaration.js';
export * from './modules/kit/module-route-table.js';
export * from './modules/kit/module-schemas.js';
export * from './modules/record-schemas.js';
export * from './onboarding/onboarding-routes.js';
export * from './onboarding/onboarding-schemas.js';
export * from './onboarding/signing-routes.js';
export * from './permissions.js';
export * from './reference/reference-routes.js';
export { AmlResource } from './resources/aml.js';
export { BillingResource } from './resources/billing.js';
export { CompanyResource } from './resources/company.js';
export { CreditReportResource } from './resources/credit-report.js';
export { ModuleResource } from './resources/module-resource.js';
export { OnboardingResource } from './resources/onboarding.js';
export { PlansResource } from './resources/plans.js';
export { type HistoryScope, scopePrefix } from './resources/scope.js';
export { PublicVFormsResource, VFormsResource } from './resources/vforms.js';
export * from './route-access.js';
export * from './route-addresses.generated.js';
export * from './route-tables.js';
export * from './rules/index.js';
export * from './schemas/index.js';
export * from './system/api-reference-routes.js';
export * from './system/dev-mailbox-routes.js';
export * from './system/health-routes.js';
export * from './team/admin-user-routes.js';
export * from './team/role-routes.js';
export * from './team/role-schemas.js';
export * from './team/team-routes.js';
export * from './team/team-schemas.js';
export * from './two-factor/two-factor-routes.js';
export * from './users/me-routes.js';
export * from './vforms/analytics-routes.js';
export * from './vforms/field-routes.js';
export * from './vforms/public-routes.js';
export * from './vforms/response-routes.js';
export * from './vforms/scoped-routes.js';
export * from './vforms/share-routes.js';
export * from './vforms/template-routes.js';
export * from './vforms/theme-routes.js';
export * from './vforms/vform-answers.js';
export * from './vforms/vform-fields.js';
export * from './vforms/vform-file-rules.js';
export * from './vforms/vform-schemas.js';
