export * from './audit/audit-routes.js';
export * from './billing/billing-schemas.js';
export * from './capture/capture-schemas.js';
export { type ClientOptions, createClient, type VerityClient } from './client.js';
export type {
  CursorList,
  CursorPagination,
  Envelope,
  FailureEnvelope,
  PageList,
  SuccessEnvelope,
} from './core/envelope.js';
export { defaultErrorCode, type ErrorCode, errorCodes, isErrorCode } from './core/error-codes.js';
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
export * from './developer/api-key-schemas.js';
export * from './developer/ip-allowlist-schemas.js';
export * from './developer/verify-webhook.js';
export * from './developer/webhook-events.js';
export * from './developer/webhook-schemas.js';
export * from './modules/company/company-module.js';
export * from './modules/company/company-schemas.js';
export * from './modules/credit-report/credit-bureau-report.js';
export * from './modules/credit-report/credit-report-module.js';
export * from './modules/credit-report/credit-report-schemas.js';
export * from './modules/identity/identity-module.js';
export * from './modules/identity/identity-numbers.js';
export * from './modules/identity/identity-schemas.js';
export * from './modules/identity/identity-types.js';
export * from './modules/index.js';
export * from './modules/kit/module-declaration.js';
export * from './modules/kit/module-schemas.js';
export * from './modules/record-schemas.js';
export * from './modules/screening/screening-schemas.js';
export * from './onboarding/onboarding-schemas.js';
export * from './permissions.js';
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
export * from './team/role-routes.js';
export * from './team/role-schemas.js';
export * from './team/team-schemas.js';
export * from './vforms/vform-answers.js';
export * from './vforms/vform-fields.js';
export * from './vforms/vform-file-rules.js';
export * from './vforms/vform-schemas.js';
