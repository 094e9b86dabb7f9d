/**
 * The aml service: Sanction and PEP screening's route tables (packages/client modules/aml/aml-routes.ts).
 * Each kind of check becomes a subject and runs through one pipeline (run-aml-check.ts); the records go
 * through the kit's record handlers at every scope; beside them, an officer's decisions on hits and the
 * business's watchlist, screened in every check it runs.
 */
import { amlModule, amlReviewRoutes, amlRoutes, UPLOAD_MAX_BYTES } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { ownScope } from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { readCsvUpload } from '../media/read-csv-upload.js';
import { listRecords } from '../verification-kit/check-records.js';
import type { ProviderPair } from '../verification-kit/providers.js';
import { moduleRecordHandlers } from '../verification-kit/record-routes.js';
import { requesterOf } from '../verification-kit/requester.js';
import { type AmlHistoryFilters, type AmlHistoryQuery, amlRecords } from './aml-records.js';
import { readAmlSettings, saveAmlSettings, thresholdFor } from './aml-settings.js';
import { nameSubject, walletSubject } from './aml-subject.js';
import { amlWatchlistEntries } from './aml-tables.js';
import { decideHit } from './hit-decisions.js';
import { type AmlCheckDeps, type AmlCheckRequest, runAmlCheck } from './run-aml-check.js';
import { SandboxScreeningProvider } from './sandbox-screening-provider.js';
import { foundPerson } from './screen-check.js';
import type { ScreeningProvider } from './screening-provider.js';
import { newWatchlistRow, presentWatchlistEntry, watchlistConditions, watchlistValues } from './watchlist.js';
import { readWatchlistCsv } from './watchlist-csv.js';
import { YenteScreeningProvider } from './yente/yente-provider.js';

/** The sandbox list always; yente when SCREENING_URL names one. */
export function createScreeningProviders(
  config: Pick<Config, 'screeningUrl' | 'screeningKey'>,
): ProviderPair<ScreeningProvider> {
  return {
    sandbox: new SandboxScreeningProvider(),
    live: config.screeningUrl
      ? new YenteScreeningProvider(config.screeningUrl, config.screeningKey)
      : undefined,
  };
}

/** Rows written per statement when a CSV is loaded: well under PostgreSQL's 65,535 bound parameters. */
const INSERT_BATCH = 1000;

export function registerAmlRoutes(app: AppInstance, deps: AmlCheckDeps): void {
  const { ctx } = app;
  const w = amlWatchlistEntries;

  /** One check, at the threshold it names or else the business's; on the lists at large unless it says. */
  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    check: Pick<AmlCheckRequest, 'type' | 'screened' | 'country'> &
      Partial<Pick<AmlCheckRequest, 'threshold' | 'scope'>>,
  ) {
    const auth = requireAuth(request);
    const outcome = await runAmlCheck(ctx, requesterOf(auth), deps, {
      ...check,
      threshold: await thresholdFor(ctx, auth.business.id, check.type, check.threshold),
      scope: check.scope ?? 'default',
      idempotencyKey: idempotencyKeyOf(request, auth),
      audit: auditInTransaction(request),
    });
    reply.code(outcome.statusCode);
    return outcome.body;
  }

  /** One watchlist entry of the caller's business and environment, or 404. */
  async function ownEntry(request: FastifyRequest, id: string) {
    const where = and(eq(w.id, id), ...watchlistConditions(requireTenant(request)));
    const [row] = await ctx.db.select().from(w).where(where).limit(1);
    if (!row) throw notFound('Watchlist entry not found');
    return row;
  }

  registerRoutes(app, amlRoutes, {
    ...moduleRecordHandlers<typeof amlRoutes, AmlHistoryQuery, AmlHistoryFilters>(
      app,
      amlModule,
      amlRecords(ctx),
    ),
    'check.name': (request, reply) => {
      const { entityType, ...subject } = request.body;
      return run(request, reply, { type: 'name', screened: nameSubject(entityType, subject) });
    },
    'check.advanced': (request, reply) => {
      const { threshold, ...subject } = request.body;
      const { type } = request.params;
      return run(request, reply, { type, screened: nameSubject(type, subject), threshold });
    },
    'check.domesticPep': (request, reply) => {
      const { type, ...subject } = request.body;
      return run(request, reply, {
        type: 'domestic_pep',
        screened: nameSubject(type, subject),
        scope: 'domestic-pep',
        country: subject.country,
      });
    },
    'check.crypto': (request, reply) =>
      run(request, reply, { type: 'crypto', screened: walletSubject(request.body) }),
    'check.identity': async (request, reply) => {
      const scope = await ownScope(request, requireAuth(request));
      const { screened } = await foundPerson(ctx, scope, request.body.verificationId);
      return run(request, reply, { type: 'identity', screened });
    },
  });

  registerRoutes(app, amlReviewRoutes, {
    decideHit: async (request) => {
      const auth = requireAuth(request);
      const check = await decideHit(ctx, await ownScope(request, auth), request.params, request.body, {
        id: auth.user.id,
        name: actorName(auth),
      });
      return ok(
        check,
        request.body.decision === 'confirmed' ? 'Match confirmed' : 'Marked as a false positive',
      );
    },
    settings: async (request) =>
      ok(await readAmlSettings(ctx, requireTenant(request).businessId), 'Settings retrieved'),
    updateSettings: async (request) =>
      ok(await saveAmlSettings(ctx, requireTenant(request).businessId, request.body), 'Settings saved'),
    watchlist: async (request) => {
      const where = watchlistConditions(requireTenant(request), request.query);
      const page = await listRecords(ctx, w, where, request.query, presentWatchlistEntry);
      return ok(page, 'Watchlist retrieved');
    },
    addToWatchlist: async (request, reply) => {
      const row = newWatchlistRow(request.body, requesterOf(requireAuth(request)), ctx.now());
      await ctx.db.insert(w).values(row);
      reply.code(201);
      return ok(presentWatchlistEntry(row), 'Added to the watchlist');
    },
    uploadWatchlist: async (request) => {
      const content = await readCsvUpload(
        ctx,
        requireTenant(request),
        request.body.csvLink,
        UPLOAD_MAX_BYTES / 1024,
      );
      const { entries, refused } = readWatchlistCsv(content);
      const requester = requesterOf(requireAuth(request));
      const now = ctx.now();
      const rows = entries.map((entry) => newWatchlistRow(entry, requester, now));
      for (let i = 0; i < rows.length; i += INSERT_BATCH)
        await ctx.db.insert(w).values(rows.slice(i, i + INSERT_BATCH));
      return ok(
        { added: rows.length, refused },
        refused.length > 0
          ? `${rows.length} added; ${refused.length} rows refused`
          : `${rows.length} added to the watchlist`,
      );
    },
    updateWatchlistEntry: async (request) => {
      const before = await ownEntry(request, request.params.id);
      const changes = watchlistValues(request.body, ctx.now());
      await ctx.db.update(w).set(changes).where(eq(w.id, before.id));
      return ok(presentWatchlistEntry({ ...before, ...changes }), 'Watchlist entry updated');
    },
    removeFromWatchlist: async (request) => {
      const entry = await ownEntry(request, request.params.id);
      await ctx.db.delete(w).where(eq(w.id, entry.id));
      return ok(presentWatchlistEntry(entry), 'Removed from the watchlist');
    },
  });
}
