/**
 * Making a capture session: the one way a session comes to exist, for a business's own call
 * (POST /sdk/identity/capture-sessions) and for a vForm's identity capture step (the form's respondent,
 * for the form's business). The token is shown once and stored as its keyed hash; the session lasts
 * `CAPTURE_SESSION_LIFETIME_MS` and allows the business's `maxAttempts`.
 */
import type { CaptureDocumentType, CaptureKind, TCreateCaptureSessionRequest } from '@verity/client';
import type { AppContext } from '../../context.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { captureSessions } from './capture-tables.js';

export const CAPTURE_SESSION_LIFETIME_MS = 10 * 60_000;
const TOKEN_PURPOSE = 'capture-session';

export type SessionRow = typeof captureSessions.$inferSelect;

/** A session token as stored: its keyed hash (the token itself is shown once, at creation). */
export const captureTokenHash = (ctx: AppContext, token: string) =>
  ctx.secrets.hashToken(TOKEN_PURPOSE, token);

export interface NewCaptureSession {
  businessId: string;
  organizationId: string | null;
  environment: SessionRow['environment'];
  kind: CaptureKind;
  documentType: CaptureDocumentType | null;
  /** The business's liveness settings' `maxAttempts`. */
  maxAttempts: number;
  reference?: string | undefined;
  supplied?: TCreateCaptureSessionRequest['supplied'];
  /** Who asked: a user, an API key, or the vForm's creator for its respondents. */
  requestedBy: string;
  requestedByName: string;
  vform?: { templateId: string; fieldId: string };
}

/** The hosted page a session runs on; the token travels in the fragment, never to a server log. */
export function captureUrl(ctx: AppContext, row: SessionRow, token: string): string {
  const base = ctx.config.publicUrl;
  if (row.vformTemplateId) {
    const page =
      row.kind === 'document_and_liveness'
        ? `/v-forms/${row.id}/capture`
        : `/v-forms/capture/${row.id}/${row.kind}`;
    return `${base}${page}#token=${token}`;
  }
  return `${base}/sdk/${row.kind === 'liveness' ? 'liveness-check' : 'document-capture'}#token=${token}`;
}

export async function createCaptureSession(
  ctx: AppContext,
  input: NewCaptureSession,
): Promise<{ row: SessionRow; token: string }> {
  const token = `cst_${randomToken()}`;
  const now = ctx.now();
  const supplied = Object.fromEntries(Object.entries(input.supplied ?? {}).filter(([, value]) => value));
  const [row] = await ctx.db
    .insert(captureSessions)
    .values({
      id: newId(),
      businessId: input.businessId,
      organizationId: input.organizationId,
      environment: input.environment,
      kind: input.kind,
      documentType: input.kind === 'liveness' ? null : input.documentType,
      tokenHash: captureTokenHash(ctx, token),
      status: 'created',
      maxAttempts: input.maxAttempts,
      reference: input.reference ?? null,
      searchName:
        [input.supplied?.firstName, input.supplied?.lastName].filter(Boolean).join(' ').toLowerCase() || null,
      supplied: Object.keys(supplied).length > 0 ? (supplied as Record<string, string>) : null,
      requestedBy: input.requestedBy,
      requestedByName: input.requestedByName,
      vformTemplateId: input.vform?.templateId ?? null,
      vformFieldId: input.vform?.fieldId ?? null,
      expiresAt: new Date(now.getTime() + CAPTURE_SESSION_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The capture session was not stored');
  return { row, token };
}
