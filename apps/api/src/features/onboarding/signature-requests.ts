/**
 * The service agreement's signature request: generated from the profile and mailed to the
 * signee as a link (a random token, stored hashed, valid 14 days), which can be reminded and cancelled;
 * how often it may be mailed is signing-mail-limits.ts.
 * Signing stamps the signee's drawn signature and typed name, appends the audit page (consent, time, IP,
 * user agent, the unsigned document's SHA-256) and seals it with a PAdES signature under the platform
 * certificate. Activation counter-signs it as an incremental update, so the first signature stays valid.
 *
 * Each of sending, signing and counter-signing comes in two steps: `prepare…` does the reading and the PDF
 * work (rendering and signing take a CPU for a noticeable time), and `record…` the writes, which the route
 * runs in its request's transaction. So no transaction is held while a PDF is made: on embedded PGlite an
 * open transaction holds the one connection every other request needs.
 *
 * State moves by conditional UPDATEs (`where status = 'pending'`), so a double submit signs once.
 */
import { createHash } from 'node:crypto';
import {
  CONSENT_STATEMENT,
  type TSignAgreementRequest,
  type TSignatureRequestView,
  type TSlaPreviewDetails,
} from '@verity/client';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { loadBusinessContactEmail } from '../businesses/present-business-profile.js';
import { renderAgreementPdf } from '../sla/agreement-pdf.js';
import { signFirst, signIncrementally } from '../sla/pades-signing.js';
import { loadPlatformCertificate, type PlatformCertificate } from '../sla/platform-certificate.js';
import { appendSignatureAndAuditPage, SignatureImageError } from '../sla/signature-page.js';
import { activationMail } from './activation-mail.js';
import {
  latestSignatureRequest,
  loadBusiness,
  loadOnboarding,
  type SignatureRequestRow,
  signatureStatus,
} from './onboarding-profile.js';
import { slaSignatureRequests } from './onboarding-tables.js';
import {
  assertReminderAllowed,
  assertSigningMailAllowed,
  SIGNING_MAIL_GAP_MS,
} from './signing-mail-limits.js';
import { agreementDetails, readAgreement, writeAgreement } from './sla-agreement.js';

const SIGNING_LINK_DAYS = 14;
const DAY_MS = 86_400_000;
const TOKEN_PURPOSE = 'sla-signing';
const SIGNING_PAGE = '/sla/sign';

const certificates = new WeakMap<AppContext, Promise<PlatformCertificate>>();

/** The platform's sealing certificate: configured, or generated into the data folder once. */
export function platformCertificate(ctx: AppContext): Promise<PlatformCertificate> {
  let loading = certificates.get(ctx);
  if (!loading) {
    loading = loadPlatformCertificate({
      p12Path: ctx.config.slaSigningP12?.path ?? null,
      passphrase: ctx.config.slaSigningP12?.passphrase ?? '',
      dataDir: ctx.config.dataDir,
      now: ctx.now(),
    });
    certificates.set(ctx, loading);
    loading.catch(() => certificates.delete(ctx));
  }
  return loading;
}

const OPEN_STATUSES = ['pending', 'signed', 'countersigned'] as const;

function agreementNumber(now: Date): string {
  const suffix = randomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase();
  return `SLA-${now.getUTCFullYear()}-${suffix}`;
}

function signingLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}${SIGNING_PAGE}/${token}`;
}

/** What the agreement would say now: the open request's number, else a draft. */
export async function previewDetails(ctx: AppContext, businessId: string): Promise<TSlaPreviewDetails> {
  const [business, row, request] = await Promise.all([
    loadBusiness(ctx, businessId),
    loadOnboarding(ctx, businessId),
    latestSignatureRequest(ctx, businessId),
  ]);
  const open = request && request.status !== 'cancelled' && request.status !== 'expired' ? request : null;
  return agreementDetails(business, row, open?.agreementNumber ?? 'Draft', open?.createdAt ?? ctx.now());
}

/** Closes whatever request is open: an expired pending one as expired, anything else as cancelled. */
async function closeOpenRequests(ctx: AppContext, businessId: string): Promise<SignatureRequestRow[]> {
  return ctx.db
    .update(slaSignatureRequests)
    .set({
      status: sql`case when ${slaSignatureRequests.status} = 'pending' and ${slaSignatureRequests.expiresAt} <= ${ctx.now()} then 'expired' else 'cancelled' end`,
      cancelledAt: ctx.now(),
    })
    .where(
      and(
        eq(slaSignatureRequests.businessId, businessId),
        inArray(slaSignatureRequests.status, [...OPEN_STATUSES]),
      ),
    )
    .returning();
}

/** An agreement a step withdrew, as it stood before: for the step's audit row. */
export interface WithdrawnAgreement {
  agreementNumber: string;
  status: TSignatureRequestView['status'];
}

/**
 * What the agreement prints changed (the company, its address, the plan, the signee): an agreement sent or
 * signed before no longer says what the business agreed to, so it is withdrawn (a waiting signee is told)
 * and the step must be done again. Answers the agreement withdrawn, if there was one (at most one is open).
 */
export async function withdrawAgreement(
  ctx: AppContext,
  businessId: string,
): Promise<WithdrawnAgreement | null> {
  const business = await loadBusiness(ctx, businessId);
  const now = ctx.now();
  const [request] = await ctx.db
    .update(slaSignatureRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(slaSignatureRequests.businessId, businessId),
        inArray(slaSignatureRequests.status, ['pending', 'signed']),
      ),
    )
    .returning();
  if (!request) return null;
  const waiting = request.signedAt === null && request.expiresAt > now;
  if (waiting)
    await ctx.outbox.send(
      ctx.db,
      activationMail.signatureCancelled(request.signeeEmail, request.signeeName, business.name),
    );
  return {
    agreementNumber: request.agreementNumber,
    status: request.signedAt !== null ? 'signed' : waiting ? 'pending' : 'expired',
  };
}

/** An agreement rendered for its signee, not yet recorded or mailed (`recordAgreement`). */
export interface PreparedAgreement {
  id: string;
  businessId: string;
  now: Date;
  signee: { email: string; name: string; title: string };
  agreementNumber: string;
  companyName: string;
  documentSha256: string;
}

/**
 * Generates the agreement from the profile, to be mailed to the signee as a link by `recordAgreement`; a
 * request already open is then replaced (its link stops working). Refused with 429, before anything is
 * rendered, when the business has mailed signing links too often (signing-mail-limits.ts).
 */
export async function prepareAgreement(ctx: AppContext, businessId: string): Promise<PreparedAgreement> {
  const [business, row] = await Promise.all([loadBusiness(ctx, businessId), loadOnboarding(ctx, businessId)]);
  if (!row?.information) throw conflict('Add the business information before preparing the agreement');
  if (!row.subscriptionAndPricing) throw conflict('Choose how you will pay before preparing the agreement');
  const signee = row.slaSignee;
  if (!signee) throw conflict("Add the signee's details before sending the agreement");
  await assertSigningMailAllowed(ctx, businessId, signee.email, { locked: false });

  const now = ctx.now();
  const id = newId();
  const details = agreementDetails(business, row, agreementNumber(now), now);
  const signeeName = `${signee.firstName} ${signee.lastName}`;
  const pdf = await renderAgreementPdf({
    ...details,
    signee: { name: signeeName, email: signee.email, title: signee.jobTitle },
    effectiveDate: now,
    platformName: 'Verity',
  });
  await writeAgreement(ctx, { businessId, requestId: id }, 'unsigned', pdf);
  return {
    id,
    businessId,
    now,
    signee: { email: signee.email, name: signeeName, title: signee.jobTitle },
    agreementNumber: details.agreementNumber,
    companyName: details.companyName,
    documentSha256: createHash('sha256').update(pdf).digest('hex'),
  };
}

/**
 * Records the prepared agreement and mails the signee its link, in the request's transaction: the signing
 * limits are counted again there, under the lock.
 */
export async function recordAgreement(
  ctx: AppContext,
  prepared: PreparedAgreement,
): Promise<SignatureRequestRow> {
  const { id, businessId, now, signee } = prepared;
  await assertSigningMailAllowed(ctx, businessId, signee.email, { locked: true });
  await closeOpenRequests(ctx, businessId);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SIGNING_LINK_DAYS * DAY_MS);
  const [sent] = await ctx.db
    .insert(slaSignatureRequests)
    .values({
      id,
      businessId,
      tokenHash: ctx.secrets.hashToken(TOKEN_PURPOSE, token),
      agreementNumber: prepared.agreementNumber,
      status: 'pending',
      signeeName: signee.name,
      signeeEmail: signee.email,
      signeeTitle: signee.title,
      documentSha256: prepared.documentSha256,
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!sent) throw new Error('The signature request was not recorded');
  await ctx.outbox.send(
    ctx.db,
    activationMail.signatureRequest(
      signee.email,
      signee.name,
      prepared.companyName,
      signingLink(ctx, token),
      expiresAt,
    ),
  );
  return sent;
}

async function pendingRequest(ctx: AppContext, businessId: string): Promise<SignatureRequestRow> {
  const request = await latestSignatureRequest(ctx, businessId);
  const status = request ? signatureStatus(request, ctx.now()) : null;
  if (!request || status === 'cancelled') throw conflict('There is no signature request waiting');
  if (status === 'expired') throw conflict('The signing link has expired: send the agreement again');
  if (status !== 'pending') throw conflict('The agreement is already signed');
  return request;
}

/**
 * Mails the signee the link again; a new token, so the reminder's link is the one that works. At most one
 * an hour: refused with 429 otherwise. Answers the request as reminded.
 */
export async function remindSignee(ctx: AppContext, businessId: string): Promise<SignatureRequestRow> {
  const request = await pendingRequest(ctx, businessId);
  const now = ctx.now();
  assertReminderAllowed(request, now);
  const token = randomToken();
  // The hour is part of the condition, so of two reminders at once only one is sent.
  const t = slaSignatureRequests;
  const [updated] = await ctx.db
    .update(t)
    .set({
      tokenHash: ctx.secrets.hashToken(TOKEN_PURPOSE, token),
      remindersSent: sql`${t.remindersSent} + 1`,
      lastRemindedAt: now,
    })
    .where(
      and(
        eq(t.id, request.id),
        eq(t.status, 'pending'),
        or(isNull(t.lastRemindedAt), lte(t.lastRemindedAt, new Date(now.getTime() - SIGNING_MAIL_GAP_MS))),
      ),
    )
    .returning();
  if (!updated) {
    // Signed, cancelled or reminded in the meantime: the same answer as if it had happened before.
    assertReminderAllowed(await pendingRequest(ctx, businessId), now);
    throw conflict('The agreement is already signed');
  }
  const business = await loadBusiness(ctx, businessId);
  await ctx.outbox.send(
    ctx.db,
    activationMail.signatureReminder(
      updated.signeeEmail,
      updated.signeeName,
      business.name,
      signingLink(ctx, token),
      updated.expiresAt,
    ),
  );
  return updated;
}

/** Cancels the waiting request and tells the signee; answers the request as it was before. */
export async function cancelSignatureRequest(
  ctx: AppContext,
  businessId: string,
): Promise<SignatureRequestRow> {
  const request = await pendingRequest(ctx, businessId);
  const [cancelled] = await ctx.db
    .update(slaSignatureRequests)
    .set({ status: 'cancelled', cancelledAt: ctx.now() })
    .where(and(eq(slaSignatureRequests.id, request.id), eq(slaSignatureRequests.status, 'pending')))
    .returning();
  if (!cancelled) throw conflict('The agreement is already signed');
  const business = await loadBusiness(ctx, businessId);
  await ctx.outbox.send(
    ctx.db,
    activationMail.signatureCancelled(cancelled.signeeEmail, cancelled.signeeName, business.name),
  );
  return request;
}

const LINK_NOT_VALID = 'This signing link is not valid';

async function requestByToken(ctx: AppContext, token: string): Promise<SignatureRequestRow> {
  const [request] = await ctx.db
    .select()
    .from(slaSignatureRequests)
    .where(eq(slaSignatureRequests.tokenHash, ctx.secrets.hashToken(TOKEN_PURPOSE, token)))
    .limit(1);
  if (!request) throw notFound(LINK_NOT_VALID);
  return request;
}

async function presentView(ctx: AppContext, request: SignatureRequestRow): Promise<TSignatureRequestView> {
  const [business, row] = await Promise.all([
    loadBusiness(ctx, request.businessId),
    loadOnboarding(ctx, request.businessId),
  ]);
  const preview = agreementDetails(business, row, request.agreementNumber, request.createdAt);
  return {
    status: signatureStatus(request, ctx.now()),
    agreementNumber: request.agreementNumber,
    companyName: preview.companyName,
    signeeName: request.signeeName,
    signeeEmail: request.signeeEmail,
    expiresAt: request.expiresAt.toISOString(),
    signedAt: request.signedAt?.toISOString() ?? null,
    preview,
  };
}

export async function signatureRequestView(ctx: AppContext, token: string): Promise<TSignatureRequestView> {
  return presentView(ctx, await requestByToken(ctx, token));
}

/** The PDF behind a link: the agreement to sign, or the signed copy once signed. */
export async function signatureRequestDocument(
  ctx: AppContext,
  token: string,
): Promise<{ pdf: Buffer; agreementNumber: string }> {
  const request = await requestByToken(ctx, token);
  const status = signatureStatus(request, ctx.now());
  if (status === 'cancelled' || status === 'expired') throw notFound(LINK_NOT_VALID);
  const ids = { businessId: request.businessId, requestId: request.id };
  const pdf = await readAgreement(ctx, ids, status === 'pending' ? 'unsigned' : 'signed');
  return { pdf, agreementNumber: request.agreementNumber };
}

/** The signee's signature stamped and sealed, not yet recorded (`recordSignature`). */
export interface PreparedSignature {
  request: SignatureRequestRow;
  businessName: string;
  signedAt: Date;
  signed: Uint8Array;
  signedName: string;
  client: { ip: string; userAgent: string };
}

export async function prepareSignature(
  ctx: AppContext,
  token: string,
  body: TSignAgreementRequest,
  client: { ip: string; userAgent: string },
): Promise<PreparedSignature> {
  const request = await requestByToken(ctx, token);
  const status = signatureStatus(request, ctx.now());
  if (status === 'cancelled') throw conflict('This signature request was cancelled');
  if (status === 'expired')
    throw conflict('This signing link has expired: ask the business to send the agreement again');
  if (status !== 'pending') throw conflict('This agreement is already signed');

  const ids = { businessId: request.businessId, requestId: request.id };
  const signedAt = ctx.now();
  const stamped = await appendSignatureAndAuditPage(await readAgreement(ctx, ids, 'unsigned'), {
    signedName: body.signedName,
    signatureImagePng: Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64'),
    signedAt,
    ip: client.ip,
    userAgent: client.userAgent,
    email: request.signeeEmail,
    consentText: CONSENT_STATEMENT,
    documentSha256: request.documentSha256,
    agreementNumber: request.agreementNumber,
  }).catch((error: unknown) => {
    // A drawn signature that is not a readable PNG is the signee's to fix; anything else is ours.
    if (error instanceof SignatureImageError)
      throw badRequest('The signature could not be read: draw it again');
    throw error;
  });
  const business = await loadBusiness(ctx, request.businessId);
  const signed = await signFirst(stamped, await platformCertificate(ctx), {
    name: body.signedName,
    reason: `Signed for ${business.name} by ${body.signedName} (${request.signeeEmail})`,
    location: 'Online, through Verity',
    contactInfo: request.signeeEmail,
    signedAt,
  });
  return { request, businessName: business.name, signedAt, signed, signedName: body.signedName, client };
}

/** Records the prepared signature and tells the business, in the request's transaction. */
export async function recordSignature(
  ctx: AppContext,
  prepared: PreparedSignature,
): Promise<{ view: TSignatureRequestView; businessId: string; requestId: string }> {
  const { request, signedAt, signedName, client } = prepared;
  const ids = { businessId: request.businessId, requestId: request.id };
  const [updated] = await ctx.db
    .update(slaSignatureRequests)
    .set({
      status: 'signed',
      signedAt,
      signedName,
      signedIp: client.ip,
      signedUserAgent: client.userAgent.slice(0, 512),
    })
    .where(and(eq(slaSignatureRequests.id, request.id), eq(slaSignatureRequests.status, 'pending')))
    .returning();
  if (!updated) throw conflict('This agreement is already signed');
  await writeAgreement(ctx, ids, 'signed', prepared.signed);

  const owner = await loadBusinessContactEmail(ctx, request.businessId);
  if (owner)
    await ctx.outbox.send(
      ctx.db,
      activationMail.agreementSigned(
        owner,
        prepared.businessName,
        signedName,
        `${ctx.config.publicUrl}/get-started/business-activation/service-license-agreement`,
      ),
    );
  return { view: await presentView(ctx, updated), ...ids };
}

/** Activation's counter-signature, made and not yet recorded (`recordCountersignature`). */
export interface PreparedCountersignature {
  request: SignatureRequestRow;
  countersignedAt: Date;
  countersigned: Uint8Array;
}

/**
 * Activation's counter-signature: the signed agreement gets Verity's signature as an incremental update.
 * Throws 409 when there is no signed agreement to counter-sign.
 */
export async function prepareCountersignature(
  ctx: AppContext,
  businessId: string,
  staff: { id: string; name: string },
): Promise<PreparedCountersignature> {
  const request = await latestSignatureRequest(ctx, businessId);
  if (request?.status !== 'signed')
    throw conflict(
      request?.status === 'countersigned'
        ? 'The agreement is already counter-signed'
        : 'The service agreement has not been signed yet',
    );
  const ids = { businessId, requestId: request.id };
  const now = ctx.now();
  const countersigned = await signIncrementally(
    await readAgreement(ctx, ids, 'signed'),
    await platformCertificate(ctx),
    {
      name: 'Verity',
      reason: `Counter-signed for Verity by ${staff.name} at activation`,
      location: 'Online, through Verity',
      contactInfo: 'support@verity.local',
      signedAt: now,
    },
  );
  return { request, countersignedAt: now, countersigned };
}

/** Records the prepared counter-signature, in the request's transaction. */
export async function recordCountersignature(
  ctx: AppContext,
  prepared: PreparedCountersignature,
  staff: { id: string },
): Promise<SignatureRequestRow> {
  const { request } = prepared;
  const [updated] = await ctx.db
    .update(slaSignatureRequests)
    .set({ status: 'countersigned', countersignedAt: prepared.countersignedAt, countersignedBy: staff.id })
    .where(and(eq(slaSignatureRequests.id, request.id), eq(slaSignatureRequests.status, 'signed')))
    .returning();
  if (!updated) throw conflict('The agreement is already counter-signed');
  await writeAgreement(
    ctx,
    { businessId: request.businessId, requestId: request.id },
    'countersigned',
    prepared.countersigned,
  );
  return updated;
}

/** The agreement as it stands now, for download: counter-signed, signed, or as sent. */
export async function currentAgreement(
  ctx: AppContext,
  businessId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const request = await latestSignatureRequest(ctx, businessId);
  if (!request || request.status === 'cancelled' || request.status === 'expired')
    throw notFound('No service agreement has been prepared yet');
  const stage =
    request.status === 'countersigned'
      ? 'countersigned'
      : request.status === 'signed'
        ? 'signed'
        : 'unsigned';
  const pdf = await readAgreement(ctx, { businessId, requestId: request.id }, stage);
  return { pdf, fileName: `${request.agreementNumber}${stage === 'unsigned' ? '' : `-${stage}`}.pdf` };
}
