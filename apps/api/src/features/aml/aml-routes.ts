/**
 * The aml service: Sanction and PEP screening's route tables (packages/client modules/aml/aml-routes.ts).
 * Each kind of check becomes a subject and runs through one pipeline (run-aml-check.ts); the records go
 * through the kit's record handlers at every scope; beside them, an officer's decisions on hits and the
 * business's watchlist, screened in every check it runs.
 */
import { type AmlCheckType, amlModule, amlReviewRoutes, amlRoutes, UPLOAD_MAX_BYTES } from '@verity/client';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { ownScope } from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { findCheck } from '../identity/find-check.js';
import { retentionCutoff } from '../identity/run-identity-check.js';
import { readCsvUpload } from '../media/read-csv-upload.js';
import type { ProviderPair } from '../verification-kit/providers.js';
import { moduleRecordHandlers } from '../verification-kit/record-routes.js';
import { requesterOf } from '../verification-kit/requester.js';
import { amlCsv, findAmlCheck, listAmlHistory } from './aml-records.js';
import { readAmlSettings, saveAmlSettings, thresholdFor } from './aml-settings.js';
import { nameSubject, type ScreenedSubject, walletSubject } from './aml-subject.js';
import { amlWatchlistEntries } from './aml-tables.js';
import { decideHit } from './hit-decisions.js';
import { type AmlCheckDeps, runAmlCheck } from './run-aml-check.js';
import { SandboxScreeningProvider } from './sandbox-screening-provider.js';
import { NOTHING_TO_SCREEN } from './screen-check.js';
import type { ScreeningProvider, ScreeningScope } from './screening-provider.js';
import { newWatchlistRow, presentWatchlistEntry, watchlistValues } from './watchlist.js';
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

  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    check: {
      type: AmlCheckType;
      screened: ScreenedSubject;
      threshold?: number | undefined;
      scope?: ScreeningScope;
      country?: string;
    },
  ) {
    const auth = requireAuth(request);
    const outcome = await runAmlCheck(ctx, requesterOf(auth), deps, {
      type: check.type,
      screened: check.screened,
      threshold: await thresholdFor(ctx, auth.business.id, check.type, check.threshold),
      scope: check.scope ?? 'default',
      country: check.country,
      idempotencyKey: idempotencyKeyOf(request, auth),
      audit: auditInTransaction(request),
    });
    reply.code(outcome.statusCode);
    return outcome.body;
  }

  /** One watchlist entry of the caller's business and environment, or 404. */
  async function ownEntry(request: FastifyRequest, id: string) {
    const tenant = requireTenant(request);
    const { user } = requireAuth(request);
    const [row] = await ctx.db
      .select()
      .from(w)
      .where(and(eq(w.id, id), eq(w.businessId, tenant.businessId), eq(w.environment, user.environment)))
      .limit(1);
    if (!row) throw notFound('Watchlist entry not found');
    return row;
  }

  registerRoutes(app, amlRoutes, {
    ...moduleRecordHandlers<
      typeof amlRoutes,
      Parameters<typeof listAmlHistory>[2],
      Parameters<typeof amlCsv>[2]
    >(app, amlModule, {
      list: (scope, query) => listAmlHistory(ctx, scope, query),
      find: (scope, id) => findAmlCheck(ctx, scope, id),
      csv: (scope, filters, countRow) => amlCsv(ctx, scope, filters, countRow),
    }),
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
      const auth = requireAuth(request);
      const found = await findCheck(ctx, await ownScope(request, auth), request.body.verificationId);
      const person = found.result as { fullName?: string | null; dateOfBirth?: string | null } | null;
      const name = person?.fullName?.trim();
      // A check that found nobody, or whose record retention has withheld, names no one to screen.
      if (found.status !== 'found' || found.createdAt < retentionCutoff(ctx) || !name)
        throw new AppError('ValidationError', NOTHING_TO_SCREEN);
      const screened = nameSubject('individual', {
        name,
        birthDate: person?.dateOfBirth ?? undefined,
        country: found.country.length === 2 ? found.country : undefined,
      });
      screened.subject.verificationId = found.id;
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
      const tenant = requireTenant(request);
      const { user } = requireAuth(request);
      const { query } = request;
      const where: SQL[] = [eq(w.businessId, tenant.businessId), eq(w.environment, user.environment)];
      if (query.query) where.push(like(w.searchText, containsPattern(query.query.toLowerCase())));
      if (query.requested_by) where.push(eq(w.createdBy, query.requested_by));
      where.push(...idDateRange(w.id, { startDate: query.start_date, endDate: query.end_date }));
      const { rows, pagination } = await keysetPage(query, w.id, (extra, order, limit) =>
        ctx.db
          .select()
          .from(w)
          .where(and(...where, extra))
          .orderBy(order)
          .limit(limit),
      );
      return ok({ items: rows.map(presentWatchlistEntry), pagination }, 'Watchlist retrieved');
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
