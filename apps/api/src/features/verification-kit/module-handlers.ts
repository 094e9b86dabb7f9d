/**
 * The handlers of a module's route table (packages/client modules/kit/module-route-table.ts) come in groups:
 * its checks, its free reads, its records at each scope and its report, which the kit writes, and which a
 * module writes itself. Each group is typed as that part of the table's handlers, so a module's one
 * `registerRoutes` call spreads the kit's groups beside its own and the compiler checks every name.
 */
import type { RouteDeclaration, RouteTable } from '@verity/client';
import type { RouteHandler, RouteHandlers } from '../../http/register-routes.js';

/** The handlers of a table whose names match `P`. */
export type NamedHandlers<T extends RouteTable, P extends string> = {
  [K in keyof RouteHandlers<T> as K extends P ? K : never]: RouteHandlers<T>[K];
};

export type CheckHandlers<T extends RouteTable> = NamedHandlers<T, `check.${string}`>;

/** History (and its other names), detail and export at every scope. */
export type RecordHandlers<T extends RouteTable> = NamedHandlers<
  T,
  | 'history'
  | `history.${string}`
  | `historyAlias.${string}`
  | 'detail'
  | `detail.${string}`
  | 'export'
  | `export.${string}`
>;

export type ReportHandlers<T extends RouteTable> = NamedHandlers<T, 'report' | 'reportFile'>;

/** Handlers built in a loop over a module's routes, before they are handed over as their group. */
export type LoopHandlers = Record<string, RouteHandler<RouteDeclaration>>;

/**
 * A group built in a loop over `moduleRoutes` of the declaration the table is built from, so it has exactly
 * the table's names for its kind; the compiler cannot follow the loop, so it is told here, once.
 */
export function asGroup<G>(handlers: LoopHandlers): G {
  return handlers as unknown as G;
}
