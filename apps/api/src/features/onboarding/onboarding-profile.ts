/**
 * The onboarding profile: the business's status and
 * decisions, each step's section, the business check and the current signature request, read together
 * and answered by every step. A section saved replaces that section whole; the business check is set only
 * by business-information and the pricing only by its own step, so saving another step keeps them.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  onboardingSteps,
  type TOnboardingProfile,
  type TOnboardingStep,
  type TSignatureRequest,
} from '@verity/client';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { businesses, businessOnboarding, slaSignatureRequests } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { presentFileUrl } from '../media/file-links.js';
import { presentDocuments } from './onboarding-documents.js';

export type OnboardingRow = typeof businessOnboarding.$inferSelect;
export type SignatureRequestRow = typeof slaSignatureRequests.$inferSelect;
export type OnboardingSection = Exclude<keyof OnboardingRow, 'businessId' | 'updatedAt'>;

export async function loadBusiness(ctx: AppContext, businessId: string): Promise<BusinessRow> {
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business not found');
  return business;
}

export async function loadOnboarding(ctx: AppContext, businessId: string): Promise<OnboardingRow | null> {
  const [row] = await ctx.db
    .select()
    .from(businessOnboarding)
    .where(eq(businessOnboarding.businessId, businessId))
    .limit(1);
  return row ?? null;
}

/** The latest signature request, whatever its state (the open one when there is one). */
export async function latestSignatureRequest(
  ctx: AppContext,
  businessId: string,
): Promise<SignatureRequestRow | null> {
  const [row] = await ctx.db
    .select()
    .from(slaSignatureRequests)
    .where(eq(slaSignatureRequests.businessId, businessId))
    .orderBy(desc(slaSignatureRequests.createdAt), desc(slaSignatureRequests.id))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces sections, creating the profile row on the first step. Answers whether one of them changed
 * (compared as values: PostgreSQL's jsonb does not keep key order), so saving a step again unchanged
 * does not withdraw an agreement that prints it; and the profile as it was, for the step's audit row.
 */
export async function saveSection<K extends OnboardingSection>(
  ctx: AppContext,
  businessId: string,
  values: Pick<typeof businessOnboarding.$inferInsert, K>,
  compared: readonly NoInfer<K>[] = Object.keys(values) as K[],
): Promise<{ changed: boolean; before: OnboardingRow | null }> {
  const before = await loadOnboarding(ctx, businessId);
  const changed = compared.some((key) => !isDeepStrictEqual(before?.[key] ?? null, values[key] ?? null));
  await ctx.db
    .insert(businessOnboarding)
    .values({ businessId, ...values, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: businessOnboarding.businessId, set: { ...values, updatedAt: ctx.now() } });
  return { changed, before };
}

/** A pending request past its expiry reads as expired (the row is settled when next written). */
export function signatureStatus(row: SignatureRequestRow, now: Date): TSignatureRequest['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

export function presentSignatureRequest(row: SignatureRequestRow, now: Date): TSignatureRequest {
  return {
    id: row.id,
    status: signatureStatus(row, now),
    signeeEmail: row.signeeEmail,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    remindersSent: row.remindersSent,
    lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    signedName: row.signedName,
    countersignedAt: row.countersignedAt?.toISOString() ?? null,
  };
}

const SIGNED: readonly TSignatureRequest['status'][] = ['signed', 'countersigned'];

export function stepsDone(
  row: OnboardingRow | null,
  request: SignatureRequestRow | null,
  now: Date,
): Record<TOnboardingStep, boolean> {
  const done: Record<TOnboardingStep, boolean> = {
    'business-information': Boolean(row?.information),
    'business-contact': Boolean(row?.contact),
    'verification-documents': Boolean(row?.documents),
    'settlement-account': Boolean(row?.settlementAccount),
    'subscription-and-pricing': Boolean(row?.subscriptionAndPricing),
    'service-license-agreement': request !== null && SIGNED.includes(signatureStatus(request, now)),
  };
  return Object.fromEntries(onboardingSteps.map((step) => [step, done[step]])) as Record<
    TOnboardingStep,
    boolean
  >;
}

export async function presentOnboardingProfile(
  ctx: AppContext,
  businessId: string,
): Promise<TOnboardingProfile> {
  const [business, row, request] = await Promise.all([
    loadBusiness(ctx, businessId),
    loadOnboarding(ctx, businessId),
    latestSignatureRequest(ctx, businessId),
  ]);
  const now = ctx.now();
  const information = row?.information
    ? { ...row.information, logo: presentFileUrl(ctx, row.information.logo, businessId) }
    : null;
  return {
    businessId,
    type: business.type,
    status: business.status,
    information,
    contact: row?.contact ?? null,
    documents: await presentDocuments(ctx, businessId, row?.documents ?? null),
    settlementAccount: row?.settlementAccount ?? null,
    subscriptionAndPricing: row?.subscriptionAndPricing ?? null,
    slaSignee: row?.slaSignee ?? null,
    signatureRequest: request ? presentSignatureRequest(request, now) : null,
    businessCheck: row?.businessCheck ?? null,
    steps: stepsDone(row, request, now),
    toBeContacted: business.toBeContacted,
    submittedAt: business.submittedAt?.toISOString() ?? null,
    activatedAt: business.activatedAt?.toISOString() ?? null,
    reasonsForDecline: business.reasonsForDecline,
    reasonsForSuspension: business.reasonsForSuspension,
  };
}
