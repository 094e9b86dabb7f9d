/**
 * A module's records as routes, from its declaration: the history (and the spec's other names for it), a
 * record's detail and the CSV export (logged in the export-request log), at the default path and beneath the
 * business-admin and organization prefixes. Another business's (or another organization's) record is simply
 * not found. Where the records live is the module's: the kit's `verification_checks`
 * (register-module.ts) or a table of its own (customer verification).
 */
import { type ModuleDeclaration, type ModuleRoute, pagingKeys } from '@verity/client';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendTrackedCsv } from '../../lib/tracked-csv-export.js';
import { requireAuth } from '../auth/authenticate.js';
import { type HistoryScope, routeScopes, scopedParams } from '../auth/history-scope.js';
import { registerCountryPaths } from './country-paths.js';

/** Where a module's records are read from. */
export interface ModuleRecordStore<Query, Filters> {
  /** The history's query: filters and paging. The export takes the same filters without the paging. */
  historyQuery: z.ZodType<Query>;
  /** One page of the history, newest first, as the answer's `data`. */
  list(scope: HistoryScope, query: Query): Promise<unknown>;
  /** One record as the detail answers it; throws 404 when the scope does not hold it. */
  find(scope: HistoryScope, id: string): Promise<unknown>;
  /** The CSV lines of every record the filters match; `countRow` once per data row. */
  csv(scope: HistoryScope, filters: Filters, countRow: () => void): AsyncIterable<string>;
}

const ZIdParams = z.strictObject({ id: z.string().max(64) });

/** The export takes the history's filters without its paging. */
function exportQueryOf(history: z.ZodType): z.ZodType {
  return history instanceof z.ZodObject ? history.omit(pagingKeys) : history;
}

export function registerRecordRoutes<Query, Filters>(
  app: AppInstance,
  declaration: ModuleDeclaration<ModuleRoute>,
  store: ModuleRecordStore<Query, Filters>,
): void {
  const { ctx } = app;
  // Every module passes here, the kit's and customer verification alike.
  registerCountryPaths(app, declaration);
  const exportQuery = exportQueryOf(store.historyQuery);
  for (const scope of routeScopes(ctx, { own: true })) {
    const params = scope.params ? { params: scope.params } : {};
    const historyPaths = [declaration.history, ...(scope.prefix ? [] : (declaration.historyAliases ?? []))];
    for (const path of historyPaths)
      app.get(
        `${scope.prefix}${path}`,
        { schema: { querystring: store.historyQuery, ...params } },
        async (request, reply) => {
          const resolved = await scope.resolve(request, requireAuth(request));
          // The page depends on whose records and the query only, never on who asks: one key serves all.
          const key = `${declaration.key}|${resolved.businessId}|${resolved.environment}|${resolved.organizationId ?? ''}|${JSON.stringify(request.query)}`;
          let body = ctx.historyCache.get(key);
          if (body === undefined) {
            const generation = ctx.historyCache.generation(resolved.businessId);
            body = JSON.stringify(
              ok(await store.list(resolved, request.query as Query), 'History retrieved'),
            );
            ctx.historyCache.set(key, resolved.businessId, body, generation);
          }
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );
    app.get(
      `${scope.prefix}${declaration.detail}`,
      { schema: { params: scopedParams(scope, ZIdParams) } },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { id } = request.params as { id: string };
        return ok(await store.find(resolved, id), 'Verification retrieved');
      },
    );
    app.get(
      `${scope.prefix}${declaration.exportCsv}`,
      { schema: { querystring: exportQuery, ...params } },
      async (request, reply) => {
        const auth = requireAuth(request);
        const resolved = await scope.resolve(request, auth);
        return sendTrackedCsv(ctx, auth, reply, {
          businessId: resolved.businessId,
          resource: declaration.key,
          filters: request.query as Record<string, unknown>,
          fileName: `${declaration.key}-history`,
          lines: (countRow) => store.csv(resolved, request.query as Filters, countRow),
        });
      },
    );
  }
}

/** The Fastify config of a module's charged route: its audit row names the records it creates. */
export function chargedRouteConfig(declaration: ModuleDeclaration<ModuleRoute>, route: ModuleRoute) {
  return {
    audit: {
      event: 'create',
      resource: route.auditResource ?? declaration.auditResource,
      ownTransaction: true,
    } as const,
  };
}
