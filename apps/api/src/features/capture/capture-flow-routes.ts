/**
 * The capture flow's calls (declared in the client's captureFlowRoutes), made by the person's browser or
 * web-view with the session token and no sign-in: `start` an attempt (the server draws the liveness
 * challenge), upload liveness `frames` and `document` sides (each analysed as it arrives, the image sealed
 * on disk), and `complete`, where the server decides (capture-decision.ts). The client never sends a
 * verdict; there is no call that takes one. A decided session's token opens nothing more, and a declined
 * attempt can be retried while the session has attempts and time left.
 */
import {
  captureDocumentSides,
  captureFlowRoutes,
  MAX_CAPTURE_FRAMES,
  type TCaptureAttempt,
  type TCaptureDocumentResult,
  type TCaptureFrameResult,
  type TCaptureOutcome,
  type TDocumentText,
  ZCaptureDocumentFields,
  ZCaptureFrameFields,
} from '@verity/client';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { runWrites } from '../../db/one-statement.js';
import { badRequest, conflict, forbidden } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { assertCanPay, debitWallet } from '../billing/wallet-charges.js';
import { enqueueWebhook } from '../developer/webhook-outbox.js';
import { createProcessImageAnalyser } from '../face-process/face-process.js';
import { type DocumentFacts, decideCapture, documentProblems, type FrameFacts } from './capture-decision.js';
import { captureImagesOf } from './capture-images.js';
import { presentRecord } from './capture-list-routes.js';
import { capturePrice } from './capture-price.js';
import { CAPTURE_ATTEMPTS_SPENT, CAPTURE_SESSION_INVALID } from './capture-routes.js';
import { captureSessions, captureUploads } from './capture-tables.js';
import { receiveCaptureUpload, refuseUnreadable } from './capture-upload.js';
import { captureTokenHash, type SessionRow } from './create-capture-session.js';
import { compareFields } from './document-text/compare-fields.js';
import { createDocumentReader, type DocumentReader } from './document-text/read-document-text.js';
import type { DocumentQuality, FrameObservation, ImageAnalyser } from './image-analysis.js';
import { drawChallenge } from './liveness-challenge.js';
import { livenessSettingsOf } from './liveness-settings.js';

export const CAPTURE_ATTEMPT_STALE = 'This attempt is over: start the capture again';
export const CAPTURE_FRAME_REPEATED = 'This frame was already received';
export const CAPTURE_TOO_MANY_FRAMES = `An attempt takes at most ${MAX_CAPTURE_FRAMES} frames`;
export const CAPTURE_NOT_LIVENESS = 'This capture session takes no liveness frames';
export const CAPTURE_NOT_DOCUMENT = 'This capture session takes no document';
export const CAPTURE_SIDE_UNKNOWN = 'This document has no such side';

/** Frames whose face is smaller than this share of the width are too far away to judge. */
const TOO_FAR = 0.2;
const TOO_DARK = 40;

export interface CaptureFlowDeps {
  analyser?: ImageAnalyser;
  reader?: DocumentReader;
}

const isOpen = (session: SessionRow, now: Date) =>
  session.expiresAt > now && (session.status === 'created' || session.status === 'in_progress');

function frameHint(observation: FrameObservation): TCaptureFrameResult['hint'] {
  if (observation.brightness < TOO_DARK) return 'too_dark';
  if (observation.faces === 0) return 'no_face';
  if (observation.faces > 1) return 'several_faces';
  if ((observation.faceWidth ?? 0) < TOO_FAR) return 'too_far';
  return null;
}

export function registerCaptureFlowRoutes(app: AppInstance, deps: CaptureFlowDeps = {}): void {
  const { ctx } = app;
  const analyser = deps.analyser ?? createProcessImageAnalyser();
  const reader = deps.reader ?? createDocumentReader();
  const images = captureImagesOf(ctx);
  app.addHook('onClose', async () => {
    await Promise.all([analyser.close(), reader.close()]);
  });

  async function sessionOf(token: string): Promise<SessionRow> {
    const [session] = await ctx.db
      .select()
      .from(captureSessions)
      .where(eq(captureSessions.tokenHash, captureTokenHash(ctx, token)));
    if (!session || !isOpen(session, ctx.now())) throw badRequest(CAPTURE_SESSION_INVALID);
    return session;
  }

  /** The session of an upload or `complete`: open, and `attempt` the one running now. */
  async function attemptOf(token: string, attempt: number): Promise<SessionRow> {
    const session = await sessionOf(token);
    // A decided attempt takes nothing more: a retry starts the next one.
    if (
      session.status !== 'in_progress' ||
      attempt !== session.attemptsUsed ||
      session.result?.attempt === attempt
    )
      throw conflict(CAPTURE_ATTEMPT_STALE);
    return session;
  }

  registerRoutes(app, captureFlowRoutes, {
    // Each start is an attempt and draws a new challenge. One statement takes the attempt only while the
    // session is open, unexpired and has one left, so parallel starts cannot take more than it allows.
    start: async (request) => {
      const now = ctx.now();
      const session = await sessionOf(request.body.token);
      const settings = await livenessSettingsOf(ctx.db, session.businessId);
      const challenge = session.kind === 'document' ? [] : drawChallenge(settings.challengeLength);
      const [started] = await ctx.db
        .update(captureSessions)
        .set({ attemptsUsed: sql`${captureSessions.attemptsUsed} + 1`, status: 'in_progress', challenge })
        .where(
          and(
            eq(captureSessions.id, session.id),
            gt(captureSessions.expiresAt, now),
            lt(captureSessions.attemptsUsed, captureSessions.maxAttempts),
          ),
        )
        .returning();
      if (!started) throw forbidden(CAPTURE_ATTEMPTS_SPENT);
      return ok<TCaptureAttempt>(
        {
          sessionId: started.id,
          attempt: started.attemptsUsed,
          attemptsLeft: started.maxAttempts - started.attemptsUsed,
          kind: started.kind,
          documentType: started.documentType,
          documentSides: started.documentType ? [...captureDocumentSides[started.documentType]] : [],
          challenge,
          expiresAt: started.expiresAt.toISOString(),
          branding: settings.branding,
        },
        'Capture started',
      );
    },

    frames: async (request) => {
      const { fields, image } = await receiveCaptureUpload(request, ZCaptureFrameFields);
      const session = await attemptOf(fields.token, fields.attempt);
      if (session.kind === 'document') throw badRequest(CAPTURE_NOT_LIVENESS);
      const analysed = await analyser.frame(image).catch(refuseUnreadable);
      const key = String(fields.sequence).padStart(2, '0');
      const stored = await ctx.db
        .insert(captureUploads)
        .values({
          sessionId: session.id,
          attempt: fields.attempt,
          kind: 'frame',
          key,
          observation: { ...analysed.observation },
          embedding: analysed.embedding,
        })
        .onConflictDoNothing()
        .returning({ key: captureUploads.key });
      if (stored.length === 0) throw conflict(CAPTURE_FRAME_REPEATED);
      await images.save(session.businessId, session.id, `a${fields.attempt}-frame-${key}`, image);
      const [received] = await ctx.db
        .select({ frames: count() })
        .from(captureUploads)
        .where(
          and(
            eq(captureUploads.sessionId, session.id),
            eq(captureUploads.attempt, fields.attempt),
            eq(captureUploads.kind, 'frame'),
          ),
        );
      return ok<TCaptureFrameResult>(
        {
          sequence: fields.sequence,
          faceFound: analysed.observation.faces === 1,
          hint: frameHint(analysed.observation),
          framesReceived: received?.frames ?? 1,
        },
        'Frame received',
      );
    },

    document: async (request) => {
      const { fields, image } = await receiveCaptureUpload(request, ZCaptureDocumentFields);
      const session = await attemptOf(fields.token, fields.attempt);
      if (!session.documentType) throw badRequest(CAPTURE_NOT_DOCUMENT);
      if (!captureDocumentSides[session.documentType].includes(fields.side))
        throw badRequest(CAPTURE_SIDE_UNKNOWN, { side: CAPTURE_SIDE_UNKNOWN });
      const analysed = await analyser.document(image).catch(refuseUnreadable);
      const problems = documentProblems(analysed.observation, fields.side);
      // Text is read only from a usable photo: a blurred one is taken again anyway.
      const text: TDocumentText | null =
        problems.length === 0 ? await reader.read(image).catch(refuseUnreadable) : null;
      const row = {
        sessionId: session.id,
        attempt: fields.attempt,
        kind: 'document' as const,
        key: fields.side,
        observation: { ...analysed.observation },
        embedding: analysed.embedding,
        text,
      };
      // A side taken again replaces the earlier photo.
      await ctx.db
        .insert(captureUploads)
        .values(row)
        .onConflictDoUpdate({
          target: [captureUploads.sessionId, captureUploads.attempt, captureUploads.kind, captureUploads.key],
          set: {
            observation: row.observation,
            embedding: row.embedding,
            text: row.text,
            createdAt: ctx.now(),
          },
        });
      await images.save(session.businessId, session.id, `a${fields.attempt}-document-${fields.side}`, image);
      return ok<TCaptureDocumentResult>(
        { side: fields.side, accepted: problems.length === 0, problems },
        problems.length === 0 ? 'Document side received' : 'Document side should be taken again',
      );
    },

    complete: async (request) => {
      const { token, attempt } = request.body;
      const session = await attemptOf(token, attempt);
      const settings = await livenessSettingsOf(ctx.db, session.businessId);
      const live = session.environment === 'live';
      const firstDecision = session.decidedAt === null;
      const price = live && firstDecision ? await capturePrice(ctx, session.kind, session.businessId) : null;
      const total = price?.amount ?? 0;
      const currency = price?.currency ?? 'NGN';
      if (total > 0) await assertCanPay(ctx, session.businessId, { amount: total, currency });

      const uploads = await ctx.db
        .select()
        .from(captureUploads)
        .where(and(eq(captureUploads.sessionId, session.id), eq(captureUploads.attempt, attempt)));
      const frames: FrameFacts[] = uploads
        .filter((upload) => upload.kind === 'frame')
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((upload) => ({
          sequence: Number(upload.key),
          observation: upload.observation as unknown as FrameObservation,
          embedding: upload.embedding,
        }));
      const documents: DocumentFacts[] = uploads
        .filter((upload) => upload.kind === 'document')
        .map((upload) => ({
          side: upload.key === 'back' ? 'back' : 'front',
          observation: upload.observation as unknown as DocumentQuality,
          embedding: upload.embedding,
          text: upload.text,
        }));
      const now = ctx.now();
      const result = decideCapture({
        kind: session.kind,
        attempt,
        challenge: session.challenge ?? [],
        settings,
        sides: session.documentType ? captureDocumentSides[session.documentType] : [],
        frames,
        documents,
        fields: (text) => compareFields(session.supplied ?? {}, text),
        decidedAt: now,
      });
      const approved = result.decision === 'approved';
      const attemptsLeft = session.maxAttempts - session.attemptsUsed;
      const canRetry = !approved && attemptsLeft > 0 && session.expiresAt > now;
      const status: SessionRow['status'] = approved ? 'completed' : canRetry ? 'in_progress' : 'failed';

      const decided = await ctx.db.transaction(async (tx) => {
        // Decided once per attempt: a second `complete` of the same attempt finds nothing to update.
        const [row] = await tx
          .update(captureSessions)
          .set({ result, decidedAt: now, status, ...(canRetry ? { challenge: [] } : {}) })
          .where(
            and(
              eq(captureSessions.id, session.id),
              eq(captureSessions.attemptsUsed, attempt),
              eq(captureSessions.status, 'in_progress'),
              sql`coalesce((${captureSessions.result}->>'attempt')::int, 0) <> ${attempt}`,
            ),
          )
          .returning();
        if (!row) throw conflict(CAPTURE_ATTEMPT_STALE);
        // Face descriptors are kept only until the decision.
        await tx
          .update(captureUploads)
          .set({ embedding: null })
          .where(and(eq(captureUploads.sessionId, session.id), eq(captureUploads.attempt, attempt)));
        const writes =
          total > 0 || price?.covered
            ? await debitWallet(ctx, tx, {
                businessId: session.businessId,
                price: price ?? { amount: total, currency },
                description: session.kind === 'liveness' ? 'Liveness check' : 'Document capture',
                reference: session.id,
              })
            : [];
        if (writes.length > 0) await runWrites(tx, writes);
        const queued = await enqueueWebhook(ctx, tx, {
          businessId: session.businessId,
          environment: session.environment,
          type: 'capture.completed',
          data: presentRecord(row, now),
        });
        return { row, queued: queued !== null || writes.length > 0 };
      });
      if (decided.queued) ctx.webhooks.kick();
      return ok<TCaptureOutcome>(
        {
          sessionId: session.id,
          status: decided.row.status,
          decision: result.decision,
          canRetry,
          attemptsLeft,
        },
        approved ? 'Capture approved' : 'Capture declined',
      );
    },
  });
}
