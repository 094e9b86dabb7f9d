import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type { TAmlScreening } from '../modules/aml/aml-screening-schemas.js';
import { identityModule } from '../modules/identity/identity-module.js';
import type {
  TBankListResponse,
  TCompareImageRequest,
  TCompareImageResult,
  TExportRequestsQuery,
  TGlobalValidateOptionsResponse,
  TGlobalValidateRequest,
  TIdentityCheck,
  TIdentityCheckRequest,
  TIdentityHistoryQuery,
  TSupportUploadLinkRequest,
} from '../modules/identity/identity-schemas.js';
import type { IdentityCountry } from '../modules/identity/identity-types.js';
import { exportRequestsRouteAddresses as exportRoutes } from '../route-addresses.generated.js';
import { ModuleResource } from './module-resource.js';
import { type HistoryScope, scopePrefix } from './scope.js';

export { type HistoryScope, scopePrefix };

/**
 * Customer verification: the kit's calls (`history`, `get`, `exportCsv`) from its declaration
 * (modules/identity/identity-module.ts), with a named call for each charged route.
 */
export class IdentityResource extends ModuleResource<
  TIdentityCheck,
  Record<never, object>,
  TIdentityHistoryQuery,
  typeof identityModule
> {
  constructor(t: Transport) {
    super(t, identityModule);
  }

  /** Runs a check: POST /verifications/identity/{country}/{type}. Pass an idempotencyKey for live checks. */
  verify(
    country: Exclude<IdentityCountry, 'global'>,
    type: string,
    body: TIdentityCheckRequest,
    options?: RequestOptions,
  ) {
    return this.post<TIdentityCheck>('byType', { country, type }, body, options);
  }
  /** Ghana's voter card check by its own path, with the card type in the body. */
  verifyGhanaVoter(
    body: TIdentityCheckRequest & { type: 'new_voter_card' | 'old_voter_card' },
    options?: RequestOptions,
  ) {
    return this.post<TIdentityCheck>('ghanaVoter', {}, body, options);
  }
  resolveBankAccount(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.post<TIdentityCheck>('bankAccount', {}, body, options);
  }
  resolvePremiumBankAccount(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.post<TIdentityCheck>('premiumBankAccount', {}, body, options);
  }
  /**
   * A Nigerian individual's credit report by BVN: POST /verifications/identity/ng/credit-report/individual.
   * Stored and listed like any check (type `individualCreditReport`); the report is `result.creditReport`.
   */
  creditReportIndividual(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.post<TIdentityCheck>('creditReportByBvn', {}, body, options);
  }
  /**
   * Screens the person a found check returned against sanction and PEP lists:
   * POST /verifications/identity/{id}/aml. Charged like a check when live; pass an idempotencyKey.
   */
  screenAml(id: string, options?: RequestOptions) {
    return this.post<TAmlScreening>('screen', { id }, {}, options);
  }
  compareImage(body: TCompareImageRequest, options?: RequestOptions) {
    return this.post<TCompareImageResult>('compareImage', {}, body, options);
  }
  globalValidate(body: TGlobalValidateRequest, options?: RequestOptions) {
    return this.post<TIdentityCheck>('globalValidate', {}, body, options);
  }
  globalValidateOptions(options?: RequestOptions) {
    return this.read<TGlobalValidateOptionsResponse>('globalValidateOptions', undefined, options);
  }
  banks(list: 'ng' | 'ng-premium' | 'ke', options?: RequestOptions) {
    const reads = { ng: 'ngBanks', 'ng-premium': 'ngPremiumBanks', ke: 'keBanks' } as const;
    return this.read<TBankListResponse>(reads[list], undefined, options);
  }
  exportRequests(query: TExportRequestsQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, exportRoutes.list, { query }, options);
  }
  /** Platform support: every business's export requests (query business_id narrows it). */
  supportExportRequests(query: TExportRequestsQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, exportRoutes.support, { query }, options);
  }
  uploadSupportLink(id: string, body: TSupportUploadLinkRequest, options?: RequestOptions) {
    return callRoute(this.t, exportRoutes.uploadLink, { params: { id }, body }, options);
  }
}
