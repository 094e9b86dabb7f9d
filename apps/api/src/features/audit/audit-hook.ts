/**
 * Every successful write is recorded in the audit log. Each mutating route declares what it does in its
 * config (`audit: { event, resource }`, or `audit: false` for calls that change nothing worth recording);
 * a test fails for any mutating route that declares neither, so a new service cannot forget.
 * The actor and business come from the session, or, for sign-in and sign-up, from what the handler set
 * on `request.auditSubject` or what the response says.
 * The row is written in the same transaction as the route's writes (db/request-transaction.ts): opened
 * before the handler, it commits in onSend with the row, or rolls back on an error answer; a failed audit
 * insert rolls the write back. Work that must not hold a transaction across slow calls (a charged check
 * asking a registry) declares `ownTransaction` and writes its row in its own statement
 * (`auditInTransaction`); a rate-limited route declares it too and opens the transaction once its limit
 * passed (`beginAuditedWrites`).
 */

import { isDeepStrictEqual } from 'node:util';
import type { RouteAudit, TAuditEvent } from '@verity/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { insertWrite, type Write } from '../../db/one-statement.js';
import {
  beginRequestTransaction,
  type RequestTransaction,
  runInRequestTransaction,
} from '../../db/request-transaction.js';
import type { AppInstance } from '../../http/app-instance.js';
import { newId } from '../../lib/ids.js';
import { actorName } from '../auth/authenticate.js';
import { auditLogs } from './audit-tables.js';

/** What the audit log records for a route (declared with the route: core/route-table.ts `audit`). */
export type AuditSpec = RouteAudit;

/** Set by a public route's handler when the session cannot say who acted (password reset, sign-up). */
export interface AuditSubject {
  businessId: string;
  user: { id: string; name: string; email: string } | null;
  resourceId?: string;
}

interface ResponseShape {
  data?: {
    id?: unknown;
    user?: {
      id?: unknown;
      firstName?: unknown;
      lastName?: unknown;
      email?: unknown;
      business?: { id?: unknown };
    };
  };
}

const verbs: Record<TAuditEvent, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  logout: 'Signed out',
};

function parse(payload: unknown): ResponseShape {
  if (typeof payload !== 'string') return {};
  try {
    return JSON.parse(payload) as ResponseShape;
  } catch {
    return {};
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type AuditUser = { id: string; name: string; email: string } | null;

function auditRow(
  request: FastifyRequest,
  spec: AuditSpec,
  actor: { user: AuditUser; businessId: string; resourceId: string | null },
): typeof auditLogs.$inferInsert {
  return {
    id: newId(),
    businessId: actor.businessId,
    userId: actor.user?.id ?? null,
    userName: actor.user?.name ?? null,
    userEmail: actor.user?.email ?? null,
    event: spec.event,
    resource: spec.resource,
    resourceId: actor.resourceId,
    description: `${verbs[spec.event]} ${spec.resource.replace(/-/g, ' ')}`,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    changes: request.auditChanges,
  };
}

/**
 * Platform support acting on a business's person (features/team/admin-user-routes.ts): the row goes into
 * that business's log as well as the platform's, so the business sees who touched its people.
 */
export function auditAlsoIn(request: FastifyRequest, businessId: string): void {
  request.auditAlsoIn = [...(request.auditAlsoIn ?? []), businessId];
}

function withCopies(
  request: FastifyRequest,
  row: typeof auditLogs.$inferInsert,
): Array<typeof auditLogs.$inferInsert> {
  const others = [...new Set(request.auditAlsoIn ?? [])].filter(
    (businessId) => businessId !== row.businessId,
  );
  return [row, ...others.map((businessId) => ({ ...row, id: newId(), businessId }))];
}

/** Field names whose values never go into the log: they are recorded as changed, values hidden. */
const SECRET_FIELD = /password|secret|token|hash|otp|code|key$/i;
const HIDDEN = '[hidden]';

/**
 * What the write changes, for its audit row: each field of `after` whose value differs from `before`.
 * Call it before the write with the values the write sets; a secret-looking field shows as changed only.
 */
export function recordChanges(
  request: FastifyRequest,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): void {
  const changes = Object.keys(after)
    .filter((field) => !isDeepStrictEqual(before[field] ?? null, after[field] ?? null))
    .map((field) =>
      SECRET_FIELD.test(field)
        ? { field, before: HIDDEN, after: HIDDEN }
        : { field, before: before[field] ?? null, after: after[field] ?? null },
    );
  request.auditChanges = [...(request.auditChanges ?? []), ...changes];
}

/** `recordChanges` for the fields a partial update named (its body's keys): a save of several settings. */
export function recordNamedChanges(
  request: FastifyRequest,
  named: object,
  before: object,
  after: object,
): void {
  const pick = (values: object) =>
    Object.fromEntries(Object.keys(named).map((key) => [key, (values as Record<string, unknown>)[key]]));
  recordChanges(request, pick(before), pick(after));
}

/** The signed-in actor: the person, or an API key (named, with its label where a person's email goes). */
function sessionUser(request: FastifyRequest): AuditUser {
  const auth = request.auth;
  if (!auth) return null;
  if (auth.apiKey) return { id: auth.apiKey.id, name: actorName(auth), email: auth.apiKey.label };
  return { id: auth.user.id, name: actorName(auth), email: auth.user.email };
}

/** The route's audit row, written by the work inside its own statement (see the file's comment). */
export interface AuditInTransaction {
  /**
   * The row as a write of the work's statement (db/one-statement.ts); `businessId` for a public route,
   * whose business the work finds (a vForm's), otherwise the session's.
   */
  write(db: DbOrTx, resourceId: string, businessId?: string): Write;
  /** The work committed: the onSend hook leaves this request alone. */
  committed(): void;
}

const recordedWithWork = new WeakSet<FastifyRequest>();

/** For a route that declares an audit spec; undefined otherwise (the hook does as usual). */
export function auditInTransaction(request: FastifyRequest): AuditInTransaction | undefined {
  const spec = request.routeOptions.config.audit;
  if (!spec) return undefined;
  return {
    write: (db, resourceId, businessId = request.auth?.business.id) => {
      if (!businessId) throw new Error(`No business to audit ${request.method} ${request.url} under`);
      return insertWrite(
        auditLogs,
        auditRow(request, spec, { user: sessionUser(request), businessId, resourceId }),
      );
    },
    committed: () => recordedWithWork.add(request),
  };
}

/** The row the hook writes for a successful answer; null when no business can be named. */
function hookRow(
  request: FastifyRequest,
  spec: AuditSpec,
  payload: unknown,
): typeof auditLogs.$inferInsert | null {
  const body = parse(payload);
  const responseUser = body.data?.user;
  const auth = request.auth;
  const subject = request.auditSubject;
  const user =
    sessionUser(request) ??
    subject?.user ??
    (text(responseUser?.id)
      ? {
          id: text(responseUser?.id) ?? '',
          name: `${text(responseUser?.firstName) ?? ''} ${text(responseUser?.lastName) ?? ''}`.trim(),
          email: text(responseUser?.email) ?? '',
        }
      : null);
  const businessId = auth?.business.id ?? subject?.businessId ?? text(responseUser?.business?.id);
  if (!businessId) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const resourceId =
    (spec.resourceIdParam ? text(params[spec.resourceIdParam]) : undefined) ??
    subject?.resourceId ??
    text(body.data?.id) ??
    text(responseUser?.id) ??
    text((request.params as { id?: unknown } | undefined)?.id) ??
    null;
  return auditRow(request, spec, { user, businessId, resourceId });
}

const transactions = new WeakMap<FastifyRequest, RequestTransaction>();

/**
 * For an `ownTransaction` route whose limited checks have passed (sign-in, 2FA, password change): opens
 * the request's transaction now, so what the handler writes from here commits with its audit row, as on
 * any audited route. The handler then calls `enterRequestTransaction(transaction)` in its own body.
 */
export async function beginAuditedWrites(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<RequestTransaction> {
  const transaction = await beginRequestTransaction(ctx.database.db);
  transactions.set(request, transaction);
  return transaction;
}

/**
 * For an `ownTransaction` route whose slow work comes first (a registry asked, a PDF rendered or signed):
 * opens the request's transaction once that work is done and runs the rest of the handler in it; the
 * onSend hook commits it with the audit row, as for any audited route. The rest of the handler goes inside
 * `work`: on embedded PGlite a read outside the open transaction would wait for it.
 */
export async function runAuditedWrites<T>(
  ctx: AppContext,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  const transaction = await beginAuditedWrites(ctx, request);
  return runInRequestTransaction(transaction, work);
}

export function registerAuditHook(app: AppInstance): void {
  app.decorateRequest('auditSubject', null);
  app.decorateRequest('auditChanges', null);
  app.decorateRequest('auditAlsoIn', null);

  // An audited route's work and its audit row share one transaction, opened before the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const spec = request.routeOptions.config.audit;
    if (!spec || spec.ownTransaction) return done();
    beginRequestTransaction(app.ctx.database.db).then(
      (transaction) => {
        transactions.set(request, transaction);
        runInRequestTransaction(transaction, () => done());
      },
      (error: Error) => done(error),
    );
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const spec = request.routeOptions.config.audit;
    if (!spec) return payload;
    const transaction = transactions.get(request);
    if (transaction) {
      transactions.delete(request);
      // The answer leaves after the commit; a failure answers with an error and keeps nothing.
      try {
        const row = reply.statusCode < 300 ? hookRow(request, spec, payload) : null;
        if (row) await transaction.tx.insert(auditLogs).values(withCopies(request, row));
        await transaction.finish(reply.statusCode < 300 || transaction.keep);
      } catch (error) {
        await transaction.finish(false);
        throw error;
      }
      return payload;
    }
    if (reply.statusCode >= 300 || recordedWithWork.has(request)) return payload;
    // A route whose work writes its own row but did not (an idempotent replay): recorded after.
    const row = hookRow(request, spec, payload);
    if (!row) return payload;
    try {
      await app.ctx.db.insert(auditLogs).values(row);
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });

  // An answer that never reached onSend (the client went away): nothing of it commits.
  const rollBack = async (request: FastifyRequest) => {
    const transaction = transactions.get(request);
    if (!transaction) return;
    transactions.delete(request);
    await transaction.finish(false);
  };
  app.addHook('onResponse', rollBack);
  app.addHook('onRequestAbort', rollBack);
}
