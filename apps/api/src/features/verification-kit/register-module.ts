/**
 * The kit's handlers of a module's route table (packages/client modules/<module>/<module>-routes.ts): each
 * check as a charged POST on the pipeline (charged-check.ts), its history, detail and CSV export at the
 * default path and beneath the business-admin and organization prefixes, its country paths, and its PDF
 * report link and file. The table gives each its path, schemas, access and audit, from the same declaration
 * the route-access table reads, so a route and its permission cannot drift apart. A module supplies its
 * provider, how each check asks it, and how a record is presented; it writes its free reads itself and
 * registers all of them in one `registerRoutes` call.
 */
import { fillPath, type ModuleDeclaration, type RouteTable, type WebhookEventType } from '@verity/client';
import { eq } from 'drizzle-orm';
import { insertWrite } from '../../db/one-statement.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { isValidSignature, type SignedLinkQuery, signLink } from '../../lib/signed-links.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { failedRecord, pricedRecord, priceKey, runChargedCheck } from './charged-check.js';
import {
  asGroup,
  type CheckHandlers,
  type LoopHandlers,
  type RecordHandlers,
  type ReportHandlers,
} from './module-handlers.js';
import {
  findModuleRecord,
  listModuleHistory,
  type ModuleCsvColumns,
  type ModuleHistoryFilters,
  type ModuleHistoryQuery,
  moduleCsv,
  type VerificationCheckRow,
} from './module-records.js';
import type { ProviderPair } from './providers.js';
import { moduleRecordHandlers } from './record-routes.js';
import { requesterColumns, requesterOf } from './requester.js';
import { verificationChecks } from './verification-kit-tables.js';

/** What a provider answered: found (with what it found) or not found. */
export interface ModuleAnswer<Result> {
  status: 'found' | 'not_found';
  result: Result | null;
  /** Lower-cased name of what was found, for the history's `name` filter. */
  searchName: string | null;
}

/** How one check asks its module's provider. */
export interface ModuleCheckHandler<Provider, Input, Result> {
  /** The number or name the record shows as checked. */
  reference(input: Input): string;
  /** Its price key, when it is not `<module>:<country>:<type>` (a premium variant...). */
  priceKey?(input: Input): string;
  /** Throws ProviderUnavailableError when the provider cannot answer. */
  ask(provider: Provider, input: Input): Promise<ModuleAnswer<Result>>;
}

/** A module's report: which records have one, and the PDF. */
export interface ModuleReport {
  has(row: VerificationCheckRow): boolean;
  pdf(row: VerificationCheckRow): Promise<Buffer>;
}

export interface ModuleServer<
  T extends RouteTable,
  Provider,
  Result,
  Presented,
  Inputs extends Record<string, unknown>,
> {
  declaration: ModuleDeclaration;
  /** The module's route table, built from `declaration`: what the handlers are bound to. */
  routes: T;
  /** The webhook event each stored check sends. */
  event: WebhookEventType;
  providers: ProviderPair<Provider>;
  checks: { [K in keyof Inputs]: ModuleCheckHandler<Provider, Inputs[K], Result> };
  present(row: VerificationCheckRow): Presented;
  messages: { found: string; notFound: string };
  typeLabel(type: string): string;
  csv: ModuleCsvColumns;
  report?: ModuleReport;
}

/** How long a report link works: long enough to open, short enough that a forwarded link dies. */
const REPORT_LINK_MINUTES = 15;
const REPORT_LINK_PURPOSE = 'module-report-link';

/** Every handler of a module's table the kit writes: all but its free reads. */
export type ModuleKitHandlers<T extends RouteTable> = CheckHandlers<T> &
  RecordHandlers<T> &
  ReportHandlers<T>;

/** The kit's handlers of a module's table, to spread into the module's `registerRoutes` call. */
export function moduleHandlers<
  T extends RouteTable,
  Provider,
  Result,
  Presented,
  Inputs extends Record<string, unknown>,
>(app: AppInstance, module: ModuleServer<T, Provider, Result, Presented, Inputs>): ModuleKitHandlers<T> {
  return {
    ...checkHandlers(app, module),
    ...recordHandlers(app, module),
    ...(module.report ? reportHandlers(app, module, module.report) : asGroup<ReportHandlers<T>>({})),
  };
}

function checkHandlers<
  T extends RouteTable,
  Provider,
  Result,
  Presented,
  Inputs extends Record<string, unknown>,
>(app: AppInstance, module: ModuleServer<T, Provider, Result, Presented, Inputs>): CheckHandlers<T> {
  const { ctx } = app;
  const { declaration } = module;
  const handlers: LoopHandlers = {};
  for (const name of Object.keys(module.checks) as Array<keyof Inputs & string>) {
    const check = declaration.checks[name];
    if (!check) throw new Error(`${declaration.key}: check ${name} is not declared`);
    const handler = module.checks[name];
    handlers[`check.${name}`] = async (request, reply) => {
      // Parsed by the check's body schema in the table (the module's `Inputs` are its outputs).
      const input = request.body as Inputs[typeof name];
      const auth = requireAuth(request);
      const requester = requesterOf(auth);
      const base = {
        ...requesterColumns(requester),
        module: declaration.key,
        country: check.country,
        type: check.type,
        reference: handler.reference(input),
      };
      const outcome = await runChargedCheck(
        ctx,
        { idempotencyKey: idempotencyKeyOf(request, auth), audit: auditInTransaction(request) },
        () => ({
          businessId: requester.businessId,
          environment: requester.environment,
          currency: requester.currency,
          priceKey: handler.priceKey?.(input) ?? priceKey(declaration.key, check.country, check.type),
          ledgerDescription: `${declaration.name}: ${check.label}`,
          providers: module.providers,
          event: module.event,
          ask: (provider) => handler.ask(provider as Provider, input),
          async recordUnavailable(error, price) {
            const row = { ...base, ...failedRecord(ctx, error, price), result: null, searchName: null };
            await ctx.db.insert(verificationChecks).values(row);
            return row;
          },
          record(answer, price) {
            const row: VerificationCheckRow = {
              ...base,
              ...pricedRecord(ctx, price),
              status: answer.status,
              result: answer.result,
              searchName: answer.searchName,
              failureReason: null,
            };
            return {
              id: row.id,
              writes: () => [insertWrite(verificationChecks, row)],
              present: () => ({
                data: module.present(row),
                message: answer.status === 'found' ? module.messages.found : module.messages.notFound,
              }),
            };
          },
        }),
      );
      reply.code(outcome.statusCode);
      return outcome.body;
    };
  }
  return asGroup<CheckHandlers<T>>(handlers);
}

/** History, detail and CSV export from the kit's table, at the default path and beneath each scoped prefix. */
function recordHandlers<
  T extends RouteTable,
  Provider,
  Result,
  Presented,
  Inputs extends Record<string, unknown>,
>(app: AppInstance, module: ModuleServer<T, Provider, Result, Presented, Inputs>): RecordHandlers<T> {
  const { ctx } = app;
  const { declaration } = module;
  return moduleRecordHandlers<T, ModuleHistoryQuery, ModuleHistoryFilters>(app, declaration, {
    list: (scope, query) => listModuleHistory(ctx, declaration.key, scope, query, module.present),
    find: async (scope, id) => module.present(await findModuleRecord(ctx, declaration.key, scope, id)),
    csv: (scope, filters, countRow) =>
      moduleCsv(
        ctx,
        { key: declaration.key, typeLabel: module.typeLabel, columns: module.csv },
        scope,
        filters,
        countRow,
      ),
  });
}

function reportSubject(row: Pick<VerificationCheckRow, 'id' | 'businessId'>): string {
  return `${row.id}:${row.businessId}`;
}

function reportHandlers<
  T extends RouteTable,
  Provider,
  Result,
  Presented,
  Inputs extends Record<string, unknown>,
>(
  app: AppInstance,
  module: ModuleServer<T, Provider, Result, Presented, Inputs>,
  report: ModuleReport,
): ReportHandlers<T> {
  const { ctx } = app;
  const { declaration } = module;
  const paths = declaration.report;
  if (!paths) throw new Error(`${declaration.key}: a report without its paths in the declaration`);

  const reportLink: LoopHandlers[string] = async (request) => {
    const { id } = request.params as { id: string };
    const row = await findModuleRecord(ctx, declaration.key, requireTenant(request), id);
    if (!report.has(row)) throw notFound('Download link not found');
    const expiresAt = new Date(ctx.now().getTime() + REPORT_LINK_MINUTES * 60_000);
    // publicUrl is read per request: a test server learns its port after the routes are registered.
    const link = `${ctx.config.publicUrl}/api/${declaration.service}/v1${fillPath(paths.file, { id: row.id })}?${signLink(ctx, REPORT_LINK_PURPOSE, reportSubject(row), expiresAt)}`;
    return ok({ link }, 'Download link created');
  };

  // Public in the route-access table: the signature is the credential, so a new tab can open it.
  const file: LoopHandlers[string] = async (request, reply) => {
    const { id } = request.params as { id: string };
    const [row] = await ctx.db
      .select()
      .from(verificationChecks)
      .where(eq(verificationChecks.id, id))
      .limit(1);
    // One answer for a wrong id, a wrong or expired signature, and a record without a report.
    if (
      !row ||
      row.module !== declaration.key ||
      !isValidSignature(ctx, REPORT_LINK_PURPOSE, reportSubject(row), request.query as SignedLinkQuery) ||
      !report.has(row)
    )
      throw notFound('Download link not found');
    const pdf = await report.pdf(row);
    return sendPdf(reply, pdf, { name: `${declaration.key}-report-${row.id}.pdf`, disposition: 'inline' });
  };
  return asGroup<ReportHandlers<T>>({ report: reportLink, reportFile: file });
}
