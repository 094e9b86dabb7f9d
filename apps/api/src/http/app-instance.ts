import type { RouteAccessRule, TAuditChange } from '@verity/client';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AppContext } from '../context.js';
import type { AuditSpec, AuditSubject } from '../features/audit/audit-hook.js';
import type { AuthContext, RouteAccess } from '../features/auth/authenticate.js';
import type { Tenant } from '../features/auth/tenant.js';
import type { ZodTypeProvider } from './zod-validation.js';

/** The Fastify instance routes are registered on: zod-typed requests, the app context decorated. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route as registered, for the suites that walk every route (malformed input, scope, audit). */
export interface RegisteredRoute {
  method: string;
  url: string;
  audit: AuditSpec | false | undefined;
  /** Its row in the route-access table; undefined for pages and files outside /api. */
  access: RouteAccessRule | undefined;
  /** The zod schemas it validates its input with (http/zod-validation.ts), for the input walkers. */
  schema: RouteInputSchemas;
}

/** What a route declares for each part of its input; an absent part is not validated at all. */
export interface RouteInputSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeList: ReadonlyArray<RegisteredRoute>;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook on every non-public route. */
    auth: AuthContext | null;
    /** Set by the authenticate hook on `tenant` and `business` routes (route-access.ts). */
    tenant: Tenant | null;
    /** Who acted, for public routes whose session cannot say (see features/audit). */
    auditSubject: AuditSubject | null;
    /** What the write changed, set through `recordChanges` (audit-hook.ts); null when not recorded. */
    auditChanges: TAuditChange[] | null;
    /** Other businesses whose log also gets this request's row (platform support on their people). */
    auditAlsoIn: string[] | null;
  }
  interface FastifyContextConfig extends RouteAccess {}
}
