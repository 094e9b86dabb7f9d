/**
 * Document capture and liveness, the business's side (declared in the client's captureRoutes): its liveness
 * settings, capture sessions it creates for a person (a one-time token and URL, 10 minutes, at most the
 * settings' attempts; modelled on Onfido's SDK token and Veriff's session URL), and reading a document
 * image's text. The capture flow's own calls, with that token: capture-flow-routes.ts.
 */
import {
  captureRoutes,
  DOCUMENT_TYPE_REQUIRED,
  type TCaptureSession,
  type TCreatedCaptureSession,
  type TDocumentText,
  ZDocumentOcrFields,
} from '@verity/client';
import { and, eq, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { recordChanges } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { captureSessions, livenessSettings } from './capture-tables.js';
import { receiveCaptureUpload, refuseUnreadable } from './capture-upload.js';
import { captureUrl, createCaptureSession, type SessionRow } from './create-capture-session.js';
import { createDocumentReader } from './document-text/read-document-text.js';
import { kindFromSettings, livenessSettingsOf, mergeLivenessSettings } from './liveness-settings.js';

export const CAPTURE_SESSION_INVALID = 'This capture session is invalid or has expired';
export const CAPTURE_ATTEMPTS_SPENT = 'This capture session has used all its attempts: ask for a new link';

export function presentSession(row: SessionRow, now: Date): TCaptureSession {
  const expired = row.expiresAt <= now && (row.status === 'created' || row.status === 'in_progress');
  return {
    id: row.id,
    kind: row.kind,
    documentType: row.documentType,
    status: expired ? 'expired' : row.status,
    reference: row.reference,
    environment: row.environment,
    attemptsUsed: row.attemptsUsed,
    maxAttempts: row.maxAttempts,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerCaptureRoutes(app: AppInstance): void {
  const { ctx } = app;
  const reader = createDocumentReader();
  app.addHook('onClose', () => reader.close());

  registerRoutes(app, captureRoutes, {
    settings: async (request) =>
      ok(await livenessSettingsOf(ctx.db, requireTenant(request).businessId), 'Liveness settings retrieved'),

    updateSettings: async (request) => {
      const { businessId } = requireTenant(request);
      // Read under lock: two saves of different settings both land.
      await ctx.db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`liveness:${businessId}`}, 0))`,
      );
      const before = await livenessSettingsOf(ctx.db, businessId);
      const after = mergeLivenessSettings(before, request.body);
      recordChanges(request, before, after);
      await ctx.db
        .insert(livenessSettings)
        .values({ businessId, settings: after, updatedAt: ctx.now() })
        .onConflictDoUpdate({
          target: livenessSettings.businessId,
          set: { settings: after, updatedAt: ctx.now() },
        });
      return ok(after, 'Liveness settings saved');
    },

    createSession: async (request, reply) => {
      const auth = requireAuth(request);
      const tenant = requireTenant(request);
      const settings = await livenessSettingsOf(ctx.db, tenant.businessId);
      const body = request.body;
      const kind = body.kind ?? kindFromSettings(settings.checks);
      if (kind !== 'liveness' && !body.documentType)
        throw badRequest(DOCUMENT_TYPE_REQUIRED, { documentType: DOCUMENT_TYPE_REQUIRED });
      const { row, token } = await createCaptureSession(ctx, {
        businessId: tenant.businessId,
        organizationId: tenant.organizationId,
        environment: tenant.environment,
        kind,
        documentType: body.documentType ?? null,
        maxAttempts: settings.maxAttempts,
        reference: body.reference,
        supplied: body.supplied,
        requestedBy: auth.apiKey?.id ?? auth.user.id,
        requestedByName: actorName(auth),
      });
      const now = ctx.now();
      reply.code(201);
      return ok<TCreatedCaptureSession>(
        { ...presentSession(row, now), token, url: captureUrl(ctx, row, token) },
        'Capture session created',
      );
    },

    session: async (request) => {
      const tenant = requireTenant(request);
      const [row] = await ctx.db
        .select()
        .from(captureSessions)
        .where(
          and(
            eq(captureSessions.id, request.params.id),
            eq(captureSessions.businessId, tenant.businessId),
            tenant.organizationId ? eq(captureSessions.organizationId, tenant.organizationId) : undefined,
          ),
        );
      if (!row) throw notFound('Capture session not found');
      return ok(presentSession(row, ctx.now()), 'Capture session retrieved');
    },

    // A document image's text and machine-readable zone, read on this server.
    ocr: async (request) => {
      requireTenant(request);
      const { image } = await receiveCaptureUpload(request, ZDocumentOcrFields);
      const text = await reader.read(image).catch(refuseUnreadable);
      return ok<TDocumentText>(text, 'Document read');
    },
  });
}
