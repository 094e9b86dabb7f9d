/**
 * A stranger's response to a published form (POST /v-forms/{templateId}). Refusals store nothing, each with
 * its own 4xx, checked in this order: the form (404), its availability (403), one entry per IP (409), the
 * captcha (400), the answers (400, keyed `fields.<fieldId>[.<part>]` for the widget), uploaded files (400).
 * Then the verification fields run their checks for the form's owner (402 if the owner cannot pay), and
 * the response, the entry count and the confirmation email are written in one transaction.
 */
import {
  answerPath,
  checkAnswers,
  isAnswerable,
  numberRuleFor,
  type TVFormAnswer,
  type TVFormField,
  type TVFormSubmission,
  type TVFormSubmissionResult,
  type ZVFormSubmission,
} from '@verity/client';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { runWrites } from '../../db/one-statement.js';
import {
  businesses,
  mediaFiles,
  vformAccessPoints,
  vformResponses,
  vformTemplates,
} from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import { enqueueWebhook } from '../developer/webhook-outbox.js';
import type { IdentityProviders } from '../identity/run-identity-check.js';
import { templates } from '../outbox/templates.js';
import { checkCaptcha, releaseCaptcha, type SolvedCaptcha, spendCaptcha } from './captcha.js';
import { assertAvailable, availabilityMessages, availabilityOf } from './form-availability.js';
import { claimFormCaptures, resolveFormCaptures } from './form-capture.js';
import { countryOfIp } from './ip-country.js';
import { presentResponse, responseFormOf, submissionResultOf } from './present-response.js';
import { responseStatusOf, runFormVerifications, verificationFieldsOf } from './run-form-verifications.js';
import {
  type Db,
  listFieldRows,
  loadPublishedTemplate,
  presentField,
  settingsOf,
  type VFormTemplateRow,
} from './vform-store.js';

export const ALREADY_FILLED = 'You have already filled this form';
export const NOT_AVAILABLE = 'This form is not available';

/** A duration longer than this is a tab left open for days, not time spent answering. */
const MAX_SANE_DURATION_MS = 7 * 86_400_000;

type Submission = z.output<typeof ZVFormSubmission>;
type Values = Record<string, unknown>;
type FileRef = { id: string; name: string };

export interface SubmittedResponse {
  id: string;
  template: VFormTemplateRow;
  result: TVFormSubmissionResult;
}

/** Keyed HMAC of the IP, per form: enough to spot a second entry, useless for finding the person. */
export function ipHashOf(ctx: AppContext, templateId: string, ip: string): string {
  return ctx.secrets.hashToken('vform-ip', `${templateId}:${ip}`);
}

async function alreadyAnswered(db: Db, templateId: string, ipHash: string) {
  const [row] = await db
    .select({ id: vformResponses.id })
    .from(vformResponses)
    .where(and(eq(vformResponses.templateId, templateId), eq(vformResponses.ipHash, ipHash)))
    .limit(1);
  return row !== undefined;
}

function checkedAnswers(
  fields: readonly TVFormField[],
  submitted: TVFormSubmission['fields'],
  ownerCountry: string,
): Values {
  // A phone number written without its country code is read in the form owner's country.
  const { values, problems } = checkAnswers(fields, submitted, {
    numberRule: numberRuleFor,
    phoneCountry: ownerCountry.toLowerCase(),
  });
  const entries = Object.entries(problems);
  if (entries.length > 0) {
    const fieldErrors = Object.fromEntries(entries.map(([path, message]) => [`fields.${path}`, message]));
    throw badRequest(entries[0]?.[1] ?? 'The answers are not valid', fieldErrors);
  }
  return values;
}

/**
 * Every file an answer points at must be one a respondent uploaded for that very answer of this form
 * (upload-respondent-file.ts ties them); the stored name, size and type replace what the browser sent.
 */
async function resolveFiles(
  ctx: AppContext,
  template: { id: string; businessId: string },
  fields: readonly TVFormField[],
  values: Values,
): Promise<void> {
  const refs: Array<{ path: string; label: string; ref: FileRef; set: (file: unknown) => void }> = [];
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined) continue;
    if (field.type === 'file-upload')
      refs.push({
        path: answerPath(field.id, ''),
        label: field.label,
        ref: value as FileRef,
        set: (file) => {
          values[field.id] = file;
        },
      });
    if (field.type === 'personal-information') {
      const parts = value as Record<string, unknown>;
      if (parts.photo !== undefined)
        refs.push({
          path: answerPath(field.id, 'photo'),
          label: 'photo',
          ref: parts.photo as FileRef,
          set: (file) => {
            parts.photo = file;
          },
        });
    }
  }
  if (refs.length === 0) return;
  const rows = await ctx.db
    .select()
    .from(mediaFiles)
    .where(
      and(
        inArray(
          mediaFiles.id,
          refs.map((entry) => entry.ref.id),
        ),
        eq(mediaFiles.businessId, template.businessId),
        eq(mediaFiles.vformTemplateId, template.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fieldErrors: Record<string, string> = {};
  for (const entry of refs) {
    const file = byId.get(entry.ref.id);
    if (file?.vformAnswerPath !== entry.path)
      fieldErrors[`fields.${entry.path}`] = `The ${entry.label} field should be a file uploaded to this form`;
    else entry.set({ id: file.id, name: file.name, size: file.size, mimeType: file.mimeType });
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

function personalInformationOf(fields: readonly TVFormField[], values: Values, preferredId: string | null) {
  const field =
    fields.find(
      (f) => f.id === preferredId && f.type === 'personal-information' && values[f.id] !== undefined,
    ) ?? fields.find((f) => f.type === 'personal-information' && values[f.id] !== undefined);
  return field ? (values[field.id] as Record<string, unknown>) : undefined;
}

function respondentEmailOf(
  fields: readonly TVFormField[],
  values: Values,
  person: Record<string, unknown> | undefined,
) {
  // The personal-information email is the respondent's own; a separate email question may be anyone's.
  if (typeof person?.email === 'string') return person.email;
  const answered = fields.find((f) => f.type === 'email' && typeof values[f.id] === 'string');
  return answered ? (values[answered.id] as string) : null;
}

async function accessIdOf(ctx: AppContext, templateId: string, accessId: string | undefined) {
  if (!accessId) return null;
  const [row] = await ctx.db
    .select({ id: vformAccessPoints.id })
    .from(vformAccessPoints)
    .where(and(eq(vformAccessPoints.id, accessId), eq(vformAccessPoints.templateId, templateId)))
    .limit(1);
  return row?.id ?? null;
}

export async function submitResponse(
  ctx: AppContext,
  providers: IdentityProviders,
  input: { templateId: string; body: Submission; ip: string; audit?: AuditInTransaction | undefined },
): Promise<SubmittedResponse> {
  const template = await loadPublishedTemplate(ctx.db, input.templateId);
  if (template.kind !== 'VFormTemplate' || !template.businessId) throw notFound(NOT_AVAILABLE);
  const businessId = template.businessId;
  const settings = settingsOf(template);
  const now = ctx.now();
  assertAvailable(availabilityOf(template, settings, now, input.ip));

  const ipHash = ipHashOf(ctx, template.id, input.ip);
  if (settings.allowOneEntryPerIp && (await alreadyAnswered(ctx.db, template.id, ipHash)))
    throw conflict(ALREADY_FILLED);

  const solved: SolvedCaptcha | undefined = settings.allowCaptcha
    ? await checkCaptcha(ctx, template.id, input.body.captcha)
    : undefined;

  const fields = (await listFieldRows(ctx.db, template.id)).map(presentField);
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound(NOT_AVAILABLE);
  const values = checkedAnswers(fields, input.body.fields, business.countryCode);
  await resolveFiles(ctx, { id: template.id, businessId }, fields, values);
  const captures = await resolveFormCaptures(ctx, template.id, fields, values);

  if (solved) await spendCaptcha(ctx, solved);
  try {
    const id = newId();
    const person = personalInformationOf(fields, values, settings.defaultPersonalInformationFieldId);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const run = await runFormVerifications(
      ctx,
      providers,
      {
        businessId,
        organizationId: template.organizationId,
        environment: template.environment,
        currency: business.currency,
        // Templates made in the builder always name their creator; a seeded one falls back to itself.
        userId: template.createdBy ?? template.id,
        userName: `vForm: ${template.title}`,
      },
      {
        responseId: id,
        fields: verificationFieldsOf(fields, values),
        values,
        supplied: {
          firstName: text(person?.firstName),
          lastName: text(person?.lastName),
          dateOfBirth: text(person?.dateOfBirth),
        },
      },
    );

    const outcomes = new Map([...run.outcomes, ...captures]);
    const answers: TVFormAnswer[] = fields.filter(isAnswerable).map((field) => ({
      fieldId: field.id,
      label: field.label,
      type: field.type,
      value: values[field.id] ?? null,
      verification: outcomes.get(field.id) ?? null,
    }));
    const status = responseStatusOf(outcomes.values());
    const respondentEmail = respondentEmailOf(fields, values, person);
    const duration = now.getTime() - input.body.startTimeInMilliSeconds;
    const row = {
      id,
      templateId: template.id,
      businessId,
      organizationId: template.organizationId,
      presetId: template.presetId,
      environment: template.environment,
      status,
      answers,
      respondentEmail,
      ipHash,
      country: countryOfIp(input.ip),
      accessId: await accessIdOf(ctx, template.id, input.body.accessId),
      durationMs: duration >= 0 && duration <= MAX_SANE_DURATION_MS ? duration : null,
      tracking: settings.tracking.enabled ? (input.body.tracking ?? null) : null,
      costAmount: run.costAmount,
      currency: business.currency,
      checkIds: run.checkIds,
      createdAt: now,
    };

    let queued = false;
    await ctx.db.transaction(async (tx) => {
      // The conditional UPDATE is the entry cap that counts: concurrent submissions cannot overshoot it.
      // It also locks the template row, so the per-IP re-check below sees any response committed first.
      const [counted] = await tx
        .update(vformTemplates)
        .set({ entries: sql`${vformTemplates.entries} + 1` })
        .where(
          and(
            eq(vformTemplates.id, template.id),
            eq(vformTemplates.status, 'published'),
            or(
              isNull(vformTemplates.allowedEntries),
              lt(vformTemplates.entries, vformTemplates.allowedEntries),
            ),
          ),
        )
        .returning({ entries: vformTemplates.entries });
      if (!counted) throw forbidden(availabilityMessages.entries_exhausted);
      if (settings.allowOneEntryPerIp && (await alreadyAnswered(tx, template.id, ipHash)))
        throw conflict(ALREADY_FILLED);
      const [stored] = await tx.insert(vformResponses).values(row).returning();
      await claimFormCaptures(tx, id, captures);
      if (input.audit) await runWrites(tx, [input.audit.write(tx, id, businessId)]);
      if (stored)
        queued =
          (await enqueueWebhook(ctx, tx, {
            businessId,
            environment: template.environment,
            type: 'vform.response.submitted',
            data: presentResponse(stored, responseFormOf(template)),
          })) !== null;
      if (settings.sendConfirmationEmail && respondentEmail)
        await ctx.outbox.send(
          tx,
          templates.vformConfirmation(
            respondentEmail,
            template.title,
            settings.confirmation.title,
            settings.confirmation.message,
          ),
        );
    });
    input.audit?.committed();
    if (queued) ctx.webhooks.kick();
    return { id, template, result: submissionResultOf(row, template) };
  } catch (error) {
    if (solved) await releaseCaptcha(ctx, solved);
    throw error;
  }
}
