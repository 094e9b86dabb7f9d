/**
 * Registers a kit module's routes from its declaration (packages/client modules/<module>): each check as a
 * charged POST on the pipeline (charged-check.ts), and its history, detail and CSV export at the default
 * path and beneath the business-admin and organization prefixes, and its PDF report link and file. The
 * route-access table takes the same paths from the same declaration, so a route and its permission cannot
 * drift apart. A module supplies its provider, how each check asks it, and how a record is presented.
 */
import { fillPath, type ModuleDeclaration, type WebhookEventType } from '@verity/client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { insertWrite } from '../../db/one-statement.js';
import { verificationChecks } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { newId } from '../../lib/ids.js';
import { isValidSignature, signLink } from '../../lib/signed-links.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { priceKey, runChargedCheck } from './charged-check.js';
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
import { chargedRouteConfig, registerRecordRoutes } from './record-routes.js';
import { requesterOf } from './requester.js';

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

export interface ModuleServer<Provider, Result, Presented, Inputs extends Record<string, unknown>> {
  declaration: ModuleDeclaration;
  /** The webhook event each stored check sends. */
  event: WebhookEventType;
  /** Each check's request schema, by check name: the same zod schemas the client types with. */
  checkSchemas: { [K in keyof Inputs]: z.ZodType<Inputs[K]> };
  historyQuery: z.ZodType<ModuleHistoryQuery>;
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
const ZIdParams = z.strictObject({ id: z.string().max(64) });
const ZReportFileQuery = z.strictObject({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});

export function registerModule<Provider, Result, Presented, Inputs extends Record<string, unknown>>(
  app: AppInstance,
  module: ModuleServer<Provider, Result, Presented, Inputs>,
): void {
  registerChecks(app, module);
  registerReads(app, module);
  if (module.report) registerReport(app, module, module.report);
}

function registerChecks<Provider, Result, Presented, Inputs extends Record<string, unknown>>(
  app: AppInstance,
  module: ModuleServer<Provider, Result, Presented, Inputs>,
): void {
  const { ctx } = app;
  const { declaration } = module;
  for (const name of Object.keys(module.checks) as Array<keyof Inputs & string>) {
    const check = declaration.checks[name];
    if (!check) throw new Error(`${declaration.key}: check ${name} is not declared`);
    const handler = module.checks[name];
    const config = chargedRouteConfig(declaration, check);
    app.post(check.path, { schema: { body: module.checkSchemas[name] }, config }, async (request, reply) => {
      const input = request.body as Inputs[typeof name];
      const auth = requireAuth(request);
      const requester = requesterOf(auth);
      const base = {
        module: declaration.key,
        businessId: requester.businessId,
        organizationId: requester.organizationId,
        environment: requester.environment,
        country: check.country,
        type: check.type,
        reference: handler.reference(input),
        requestedBy: requester.userId,
        requestedByName: requester.userName,
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
            const id = newId();
            await ctx.db.insert(verificationChecks).values({
              ...base,
              id,
              status: 'failed',
              result: null,
              searchName: null,
              failureReason: error.message,
              costAmount: 0,
              currency: price.currency,
              createdAt: ctx.now(),
            });
            return { id };
          },
          record(answer, price) {
            const row: VerificationCheckRow = {
              ...base,
              id: newId(),
              status: answer.status,
              result: answer.result,
              searchName: answer.searchName,
              failureReason: null,
              costAmount: price.amount,
              currency: price.currency,
              createdAt: ctx.now(),
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
      return reply.code(outcome.statusCode).send(outcome.body);
    });
  }
}

/** History, detail and CSV export from the kit's table, at the default path and beneath each scoped prefix. */
function registerReads<Provider, Result, Presented, Inputs extends Record<string, unknown>>(
  app: AppInstance,
  module: ModuleServer<Provider, Result, Presented, Inputs>,
): void {
  const { ctx } = app;
  const { declaration } = module;
  registerRecordRoutes<ModuleHistoryQuery, ModuleHistoryFilters>(app, declaration, {
    historyQuery: module.historyQuery,
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

function registerReport<Provider, Result, Presented, Inputs extends Record<string, unknown>>(
  app: AppInstance,
  module: ModuleServer<Provider, Result, Presented, Inputs>,
  report: ModuleReport,
): void {
  const { ctx } = app;
  const { declaration } = module;
  const paths = declaration.report;
  if (!paths) return;

  app.get(paths.path, { schema: { params: ZIdParams } }, async (request) => {
    const row = await findModuleRecord(ctx, declaration.key, requireTenant(request), request.params.id);
    if (!report.has(row)) throw notFound('Download link not found');
    const expiresAt = new Date(ctx.now().getTime() + REPORT_LINK_MINUTES * 60_000);
    // publicUrl is read per request: a test server learns its port after the routes are registered.
    const link = `${ctx.config.publicUrl}/api/${declaration.service}/v1${fillPath(paths.file, { id: row.id })}?${signLink(ctx, REPORT_LINK_PURPOSE, reportSubject(row), expiresAt)}`;
    return ok({ link }, 'Download link created');
  });

  // Public in the route-access table: the signature is the credential, so a new tab can open it.
  app.get(
    paths.file,
    { schema: { params: ZIdParams, querystring: ZReportFileQuery } },
    async (request, reply) => {
      const [row] = await ctx.db
        .select()
        .from(verificationChecks)
        .where(eq(verificationChecks.id, request.params.id))
        .limit(1);
      // One answer for a wrong id, a wrong or expired signature, and a record without a report.
      if (
        !row ||
        row.module !== declaration.key ||
        !isValidSignature(ctx, REPORT_LINK_PURPOSE, reportSubject(row), request.query) ||
        !report.has(row)
      )
        throw notFound('Download link not found');
      const pdf = await report.pdf(row);
      return sendPdf(reply, pdf, { name: `${declaration.key}-report-${row.id}.pdf`, disposition: 'inline' });
    },
  );
}
