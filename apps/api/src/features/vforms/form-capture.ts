/**
 * A vForm's identity capture step. When the respondent reaches an identity capture field, the
 * widget asks for a capture session (POST /v-forms/{templateId}/captures): one for the form's business, in
 * the form's environment, tied to the form and the field, with the hosted capture page to open. The
 * respondent's device runs the capture; Verity's server decides, as for any capture session. At submit the
 * answer `{ captureId }` must name a decided session made for that very field of that form and not yet
 * used by another response; the stored answer and the verification outcome come from the session, never
 * from what the browser sent.
 */
import type { CaptureDocumentType, CaptureKind, TVFormCaptureStart, TVFormField } from '@verity/client';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { captureSessions } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../http/app-error.js';
import type { RateLimit } from '../auth/rate-limiter.js';
import { assertCanPay } from '../billing/wallet-charges.js';
import { capturePrice } from '../capture/capture-price.js';
import { captureUrl, createCaptureSession } from '../capture/create-capture-session.js';
import { livenessSettingsOf } from '../capture/liveness-settings.js';
import { assertAvailable, availabilityOf } from './form-availability.js';
import { CANNOT_TAKE_RESPONSES, type Verification } from './run-form-verifications.js';
import { listFieldRows, presentField, settingsOf, type VFormTemplateRow } from './vform-store.js';

export const NOT_A_CAPTURE_FIELD = 'This field does not take an identity check';
export const CAPTURE_ALREADY_USED = 'This identity check was already used in another response';

/**
 * Per IP: a respondent may cancel and start again a few times, and a family may share one connection; a
 * script cannot make capture sessions (and their rows) by the thousand.
 */
export const formCaptureLimit: RateLimit = { scope: 'vform-capture', limit: 10, windowMs: 10 * 60 * 1000 };

/** The answer an identity capture field stores: the session, what it captured, from the server's row. */
export interface CaptureAnswer {
  captureId: string;
  kind: CaptureKind;
  documentType: CaptureDocumentType | null;
}

type AnswerableTemplate = VFormTemplateRow & { businessId: string };

export async function startFormCapture(
  ctx: AppContext,
  template: AnswerableTemplate,
  input: { fieldId: string; ip: string },
): Promise<TVFormCaptureStart> {
  const settings = settingsOf(template);
  assertAvailable(availabilityOf(template, settings, ctx.now(), input.ip));
  const field = (await listFieldRows(ctx.db, template.id))
    .map(presentField)
    .find((candidate) => candidate.id === input.fieldId);
  if (field?.type !== 'identity-capture' || !field.capture)
    throw badRequest(NOT_A_CAPTURE_FIELD, { fieldId: NOT_A_CAPTURE_FIELD });
  const { kind, documentType } = field.capture;
  if (template.environment === 'live') {
    // Asked now, not after the respondent has photographed everything: the decision is what is charged.
    const price = await capturePrice(ctx, kind, template.businessId);
    await assertCanPay(ctx, template.businessId, price).catch((error: unknown) => {
      throw error instanceof AppError && error.errorName === 'PaymentRequiredError'
        ? new AppError('PaymentRequiredError', CANNOT_TAKE_RESPONSES)
        : error;
    });
  }
  const liveness = await livenessSettingsOf(ctx.db, template.businessId);
  const { row, token } = await createCaptureSession(ctx, {
    businessId: template.businessId,
    organizationId: template.organizationId,
    environment: template.environment,
    kind,
    documentType,
    maxAttempts: liveness.maxAttempts,
    reference: `vForm: ${template.title}`.slice(0, 100),
    requestedBy: template.createdBy ?? template.id,
    requestedByName: `vForm: ${template.title}`,
    vform: { templateId: template.id, fieldId: field.id },
  });
  return {
    captureId: row.id,
    kind: row.kind,
    documentType: row.documentType,
    url: captureUrl(ctx, row, token),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Checks each identity capture answer against its session and replaces it with the session's own facts.
 * Answers the outcome per field; throws a 400 keyed `fields.<fieldId>` naming the first problem.
 */
export async function resolveFormCaptures(
  ctx: AppContext,
  templateId: string,
  fields: readonly TVFormField[],
  values: Record<string, unknown>,
): Promise<Map<string, Verification>> {
  const answered = fields.filter(
    (field) => field.type === 'identity-capture' && values[field.id] !== undefined,
  );
  const outcomes = new Map<string, Verification>();
  if (answered.length === 0) return outcomes;
  const ids = answered.map((field) => (values[field.id] as { captureId: string }).captureId);
  const rows = await ctx.db
    .select()
    .from(captureSessions)
    .where(and(inArray(captureSessions.id, ids), eq(captureSessions.vformTemplateId, templateId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: Record<string, string> = {};
  for (const field of answered) {
    const row = byId.get((values[field.id] as { captureId: string }).captureId);
    const decision = row?.result?.decision;
    if (row?.vformFieldId !== field.id)
      problems[`fields.${field.id}`] =
        `The ${field.label} field should be an identity check taken on this form`;
    else if ((row.status !== 'completed' && row.status !== 'failed') || !decision)
      problems[`fields.${field.id}`] =
        `Finish the identity check in the ${field.label} field before submitting`;
    else if (row.vformResponseId !== null) problems[`fields.${field.id}`] = CAPTURE_ALREADY_USED;
    else {
      const answer: CaptureAnswer = { captureId: row.id, kind: row.kind, documentType: row.documentType };
      values[field.id] = answer;
      outcomes.set(field.id, { checkId: row.id, status: decision, verified: decision === 'approved' });
    }
  }
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return outcomes;
}

/**
 * Inside the response's transaction: each capture answers one response only. Two submissions racing with
 * the same capture both pass `resolveFormCaptures`; only one of them claims it here.
 */
export async function claimFormCaptures(
  tx: DbOrTx,
  responseId: string,
  outcomes: ReadonlyMap<string, Verification>,
): Promise<void> {
  const ids = [...outcomes.values()].map((outcome) => outcome.checkId);
  if (ids.length === 0) return;
  const claimed = await tx
    .update(captureSessions)
    .set({ vformResponseId: responseId })
    .where(and(inArray(captureSessions.id, ids), isNull(captureSessions.vformResponseId)))
    .returning({ id: captureSessions.id });
  if (claimed.length !== ids.length) throw conflict(CAPTURE_ALREADY_USED);
}
