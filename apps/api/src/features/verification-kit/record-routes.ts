/**
 * A module's records as handlers of its route table: the history (and its other names), a
 * record's detail and the CSV export (logged in the export-request log), at the default path and beneath
 * the business-admin and organization prefixes; and its country paths. Another business's (or another
 * organization's) record is simply not found. Where the records live is the module's: the kit's
 * `verification_checks` (register-module.ts) or a table of its own (customer verification).
 */
import {
  type ModuleDeclaration,
  type ModuleRoute,
  type ModuleScope,
  moduleRoutes,
  type RouteTable,
} from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendTrackedCsv } from '../../lib/tracked-csv-export.js';
import { requireAuth } from '../auth/authenticate.js';
import {
  adminScope,
  type HistoryScope,
  organizationScope,
  ownScope,
  type ScopeResolver,
} from '../auth/history-scope.js';
import { asGroup, type LoopHandlers, type RecordHandlers } from './module-handlers.js';

/** Where a module's records are read from. */
export interface ModuleRecordStore<Query, Filters> {
  /** One page of the history, newest first, as the answer's `data`. */
  list(scope: HistoryScope, query: Query): Promise<unknown>;
  /** One record as the detail answers it; throws 404 when the scope does not hold it. */
  find(scope: HistoryScope, id: string): Promise<unknown>;
  /** The CSV lines of every record the filters match; `countRow` once per data row. */
  csv(scope: HistoryScope, filters: Filters, countRow: () => void): AsyncIterable<string>;
}

/**
 * The handlers of a module's records at every scope and of its country paths (`moduleCountryPaths` in the
 * client's kit): beside every declared route that names a country (`/credit-report/ng/individual`), the
 * same route with `:country`, whose only answer is 400 "Unknown country: use ng, ke or gb" on the country
 * field (its params schema). A known country never reaches it: the router prefers the declared path.
 */
export function moduleRecordHandlers<T extends RouteTable, Query, Filters>(
  app: AppInstance,
  declaration: ModuleDeclaration<ModuleRoute>,
  store: ModuleRecordStore<Query, Filters>,
): RecordHandlers<T> {
  const { ctx } = app;
  const resolvers: Readonly<Record<ModuleScope, ScopeResolver>> = {
    business: ownScope,
    businessAdmin: adminScope(ctx),
    organization: organizationScope(ctx),
  };
  const handlers: LoopHandlers = {};
  for (const route of moduleRoutes(declaration)) {
    if (route.kind === 'history') {
      const resolve = resolvers[route.scope];
      handlers[route.name] = async (request, reply) => {
        const resolved = await resolve(request, requireAuth(request));
        // The page depends on whose records and the query only, never on who asks: one key serves all.
        const key = `${declaration.key}|${resolved.businessId}|${resolved.environment}|${resolved.organizationId ?? ''}|${JSON.stringify(request.query)}`;
        let body = ctx.historyCache.get(key);
        if (body === undefined) {
          const generation = ctx.historyCache.generation(resolved.businessId);
          // Written by the route's answer schema, as every answer is, before it is kept.
          const written = reply.serialize(
            ok(await store.list(resolved, request.query as Query), 'History retrieved'),
          );
          if (typeof written !== 'string') throw new TypeError('An answer schema wrote bytes, not JSON text');
          body = written;
          ctx.historyCache.set(key, resolved.businessId, body, generation);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      };
    } else if (route.kind === 'detail') {
      const resolve = resolvers[route.scope];
      handlers[route.name] = async (request) => {
        const resolved = await resolve(request, requireAuth(request));
        const { id } = request.params as { id: string };
        return ok(await store.find(resolved, id), 'Verification retrieved');
      };
    } else if (route.kind === 'export') {
      const resolve = resolvers[route.scope];
      handlers[route.name] = async (request, reply) => {
        const auth = requireAuth(request);
        const resolved = await resolve(request, auth);
        return sendTrackedCsv(ctx, auth, reply, {
          businessId: resolved.businessId,
          resource: declaration.key,
          filters: request.query as Record<string, unknown>,
          fileName: `${declaration.key}-history`,
          lines: (countRow) => store.csv(resolved, request.query as Filters, countRow),
        });
      };
    } else if (route.kind === 'country')
      handlers[route.name] = async (request) => {
        throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
      };
  }
  return asGroup<RecordHandlers<T>>(handlers);
}
