import type { CursorList, PageList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type {
  TBankListResponse,
  TCompareImageRequest,
  TCompareImageResult,
  TExportRequest,
  TExportRequestsQuery,
  TGlobalValidateOptionsResponse,
  TGlobalValidateRequest,
  TIdentityCheck,
  TIdentityCheckRequest,
  TIdentityHistoryQuery,
  TSupportUploadLinkRequest,
} from '../identity/identity-schemas.js';
import type { IdentityCountry } from '../identity/identity-types.js';
import type { TAmlScreening } from '../modules/screening/screening-schemas.js';
import { type HistoryScope, scopePrefix } from './scope.js';

export { type HistoryScope, scopePrefix };

const asQuery = (query: object): Record<string, QueryValue> => query as Record<string, QueryValue>;

/** Customer verification (spec/modules.md §7 Identity). */
export class IdentityResource {
  constructor(private readonly t: Transport) {}

  /** Runs a check: POST /verifications/identity/{country}/{type}. Pass an idempotencyKey for live checks. */
  verify(
    country: Exclude<IdentityCountry, 'global'>,
    type: string,
    body: TIdentityCheckRequest,
    options?: RequestOptions,
  ) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: path`/verifications/identity/${country}/${type}`,
      body,
      options,
    });
  }
  /** Ghana's voter card check by its own path, with the card type in the body. */
  verifyGhanaVoter(
    body: TIdentityCheckRequest & { type: 'new_voter_card' | 'old_voter_card' },
    options?: RequestOptions,
  ) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/gh/voter',
      body,
      options,
    });
  }
  resolveBankAccount(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/ng/bank-account-number/resolve',
      body,
      options,
    });
  }
  resolvePremiumBankAccount(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/ng/premium-bav/resolve',
      body,
      options,
    });
  }
  /**
   * A Nigerian individual's credit report by BVN: POST /verifications/identity/ng/credit-report/individual.
   * Stored and listed like any check (type `individualCreditReport`); the report is `result.creditReport`.
   */
  creditReportIndividual(body: TIdentityCheckRequest, options?: RequestOptions) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/ng/credit-report/individual',
      body,
      options,
    });
  }
  /**
   * Screens the person a found check returned against sanction and PEP lists:
   * POST /verifications/identity/{id}/aml. Charged like a check when live; pass an idempotencyKey.
   */
  screenAml(id: string, options?: RequestOptions) {
    return this.t.json<TAmlScreening>({
      service: 'identity',
      method: 'POST',
      path: path`/verifications/identity/${id}/aml`,
      body: {},
      options,
    });
  }
  compareImage(body: TCompareImageRequest, options?: RequestOptions) {
    return this.t.json<TCompareImageResult>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/compare-image',
      body,
      options,
    });
  }
  globalValidate(body: TGlobalValidateRequest, options?: RequestOptions) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'POST',
      path: '/verifications/identity/global/validate',
      body,
      options,
    });
  }
  globalValidateOptions(options?: RequestOptions) {
    return this.t.json<TGlobalValidateOptionsResponse>({
      service: 'identity',
      method: 'GET',
      path: '/verifications/identity/global/validate/options',
      options,
    });
  }
  history(
    query: TIdentityHistoryQuery = {},
    scope: HistoryScope = { kind: 'business' },
    options?: RequestOptions,
  ) {
    return this.t.json<CursorList<TIdentityCheck>>({
      service: 'identity',
      method: 'GET',
      path: `${scopePrefix(scope)}/verifications/identity/history`,
      query: asQuery(query),
      options,
    });
  }
  get(id: string, scope: HistoryScope = { kind: 'business' }, options?: RequestOptions) {
    return this.t.json<TIdentityCheck>({
      service: 'identity',
      method: 'GET',
      path: `${scopePrefix(scope)}${path`/verifications/identity/${id}`}`,
      options,
    });
  }
  /** The history as CSV (streamed by the server; every matching row). */
  exportCsv(
    query: Omit<TIdentityHistoryQuery, 'start_after' | 'ending_before' | 'limit' | 'page'> = {},
    scope: HistoryScope = { kind: 'business' },
    options?: RequestOptions,
  ) {
    return this.t.blob({
      service: 'identity',
      method: 'GET',
      path: `${scopePrefix(scope)}/verifications/identity/history/export/csv`,
      query: asQuery(query),
      options,
    });
  }
  /** The URL of the CSV export, for a plain download link. */
  exportCsvUrl(scope: HistoryScope = { kind: 'business' }): string {
    return this.t.url('identity', `${scopePrefix(scope)}/verifications/identity/history/export/csv`);
  }
  exportRequests(query: TExportRequestsQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TExportRequest>>({
      service: 'identity',
      method: 'GET',
      path: '/verifications/identity/history/export/requests',
      query: asQuery(query),
      options,
    });
  }
  /** Platform support: every business's export requests (query business_id narrows it). */
  supportExportRequests(query: TExportRequestsQuery = {}, options?: RequestOptions) {
    return this.t.json<PageList<TExportRequest>>({
      service: 'identity',
      method: 'GET',
      path: '/verifications/identity/history/export/requests/support',
      query: asQuery(query),
      options,
    });
  }
  uploadSupportLink(id: string, body: TSupportUploadLinkRequest, options?: RequestOptions) {
    return this.t.json<TExportRequest>({
      service: 'identity',
      method: 'POST',
      path: path`/verifications/identity/history/export/requests/${id}/support/upload-link`,
      body,
      options,
    });
  }
  banks(list: 'ng' | 'ng-premium' | 'ke', options?: RequestOptions) {
    const paths = {
      ng: '/verifications/identity/ng/bank-account-number/bank-list',
      'ng-premium': '/verifications/identity/ng/premium-bav/bank-list',
      ke: '/verifications/identity/ke/banks',
    } as const;
    return this.t.json<TBankListResponse>({ service: 'identity', method: 'GET', path: paths[list], options });
  }
}
