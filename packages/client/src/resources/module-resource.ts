/**
 * The typed calls every verification module has, built from its declaration (modules/kit): run a check by
 * name, its history at any scope, a record, the CSV export and the report link. A module's resource extends
 * this with what only it has (Business verification's company search).
 */
import type { CursorList } from '../core/envelope.js';
import { fillPath } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import type { ModuleDeclaration, ModuleRoute } from '../modules/kit/module-declaration.js';
import { type HistoryScope, scopePrefix } from './scope.js';

const business: HistoryScope = { kind: 'business' };
const asQuery = (query: object): Record<string, QueryValue> => query as Record<string, QueryValue>;

type PagingKeys = 'start_after' | 'ending_before' | 'limit' | 'page';

export class ModuleResource<
  TRecord,
  TRequests extends Record<string, object>,
  THistoryQuery extends object,
  TDeclaration extends ModuleDeclaration<ModuleRoute> = ModuleDeclaration,
> {
  constructor(
    protected readonly t: Transport,
    readonly declaration: TDeclaration,
  ) {}

  /** Runs a check (a charged POST); pass an idempotencyKey for live checks, so a retry charges once. */
  check<K extends keyof TRequests & keyof TDeclaration['checks'] & string>(
    name: K,
    body: TRequests[K],
    options?: RequestOptions,
  ) {
    return this.post<TRecord>(name, {}, body, options);
  }

  /** POSTs to a declared charged route, its `:params` filled in. */
  protected post<TAnswer>(
    name: keyof TDeclaration['checks'] & string,
    params: Readonly<Record<string, string>>,
    body: object,
    options?: RequestOptions,
  ) {
    const route = this.declaration.checks[name];
    if (!route) throw new TypeError(`Unknown check ${name}`);
    return this.t.json<TAnswer>({
      service: this.declaration.service,
      method: 'POST',
      path: fillPath(route.path, params),
      body,
      options,
    });
  }

  /** GETs one of the module's free reads (an option list, a search). */
  protected read<TAnswer>(
    name: keyof TDeclaration['reads'] & string,
    query?: object,
    options?: RequestOptions,
  ) {
    const route = this.declaration.reads[name];
    if (!route) throw new TypeError(`Unknown read ${name}`);
    return this.t.json<TAnswer>({
      service: this.declaration.service,
      method: 'GET',
      path: route.path,
      ...(query ? { query: asQuery(query) } : {}),
      options,
    });
  }

  /** A page of the history, newest first; `scope` lists a business as platform admin, or an organization. */
  history(
    query: THistoryQuery = {} as THistoryQuery,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    return this.t.json<CursorList<TRecord>>({
      service: this.declaration.service,
      method: 'GET',
      path: `${scopePrefix(scope)}${this.declaration.history}`,
      query: asQuery(query),
      options,
    });
  }

  get(id: string, scope: HistoryScope = business, options?: RequestOptions) {
    return this.t.json<TRecord>({
      service: this.declaration.service,
      method: 'GET',
      path: `${scopePrefix(scope)}${fillPath(this.declaration.detail, { id })}`,
      options,
    });
  }

  /** The URL of the CSV export, for a plain download link. */
  exportCsvUrl(scope: HistoryScope = business): string {
    return this.t.url(this.declaration.service, `${scopePrefix(scope)}${this.declaration.exportCsv}`);
  }

  /** The history as CSV: every row the filters match, streamed by the server. */
  exportCsv(
    query: Omit<THistoryQuery, PagingKeys> = {} as Omit<THistoryQuery, PagingKeys>,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    return this.t.blob({
      service: this.declaration.service,
      method: 'GET',
      path: `${scopePrefix(scope)}${this.declaration.exportCsv}`,
      query: asQuery(query),
      options,
    });
  }

  /**
   * A signed link to the record's PDF report, to open in a new tab. A record without a report answers
   * NotFoundError 'Download link not found'.
   */
  reportLink(id: string, options?: RequestOptions) {
    const report = this.declaration.report;
    if (!report) throw new TypeError(`${this.declaration.name} has no reports`);
    return this.t.json<{ link: string }>({
      service: this.declaration.service,
      method: 'GET',
      path: fillPath(report.path, { id }),
      options,
    });
  }
}
