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
import type { ZodTypeProvider } from './zod-validation.js';

/** The Fastify instance routes are registered on: zod-typed requests, the app context decorated. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeList: ReadonlyArray<{ method: string; url: string; audit: AuditSpec | false | undefined }>;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook on every non-public route. */
    auth: AuthContext | null;
    /** Who acted, for public routes whose session cannot say (see features/audit). */
    auditSubject: AuditSubject | null;
  }
  interface FastifyContextConfig extends RouteAccess {}
}
