/**
 * Activation calls under `/businesses/{businessId}`.
 * The business's own staff and platform staff reach them (`own-business` in the client's onboarding route
 * table, which hands the handler the named business as its tenant); activate, decline and suspend are platform staff's.
 * Every step answers the whole profile. Every transition is mailed to the owner. Each call is audited as its
 * own resource, filed under the business with what it changed (a decision's reasons too), and for staff
 * copied into the business's own audit log.
 */
import { onboardingRoutes, type TSubscriptionAndPricing } from '@verity/client';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { businesses, plans, subplans } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { registerRoutes } from '../../http/register-routes.js';
import { auditAlsoIn, recordChanges, runAuditedWrites } from '../audit/audit-hook.js';
import { actorName, type BusinessRow, requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { loadBusinessContactEmail } from '../businesses/present-business-profile.js';
import type { CompanyProviders } from '../company/company-provider.js';
import { maskReference } from '../identity/match-details.js';
import { ownFileOf } from '../media/file-links.js';
import { activationMail } from './activation-mail.js';
import { assertEditable, transition } from './activation-status.js';
import { runBusinessCheck } from './business-check.js';
import { checkDocuments } from './onboarding-documents.js';
import {
  latestSignatureRequest,
  loadBusiness,
  loadOnboarding,
  presentOnboardingProfile,
  type SignatureRequestRow,
  saveSection,
  signatureStatus,
  stepsDone,
} from './onboarding-profile.js';
import {
  cancelSignatureRequest,
  currentAgreement,
  prepareAgreement,
  prepareCountersignature,
  previewDetails,
  recordAgreement,
  recordCountersignature,
  remindSignee,
  type WithdrawnAgreement,
  withdrawAgreement,
} from './signature-requests.js';

const STEP_TITLES = {
  'business-information': 'Business information',
  'business-contact': 'Business contact',
  'verification-documents': 'Verification documents',
  'settlement-account': 'Settlement account',
  'subscription-and-pricing': 'Subscription and pricing',
  'service-license-agreement': 'Service license agreement (signed)',
} as const;

/** The named business, editable now, for a step's write. */
async function editableBusiness(ctx: AppContext, request: FastifyRequest) {
  const business = await loadBusiness(ctx, requireTenant(request).businessId);
  assertEditable(business.status);
  return business;
}

/** Platform staff acting on a business: their audit row is copied into the business's log. */
function auditForBusiness(request: FastifyRequest, businessId: string): void {
  if (requireAuth(request).business.id !== businessId) auditAlsoIn(request, businessId);
}

/** The agreement as the audit row shows it: its number, where it stands, whom it was sent to. */
function agreementState(ctx: AppContext, row: SignatureRequestRow | null) {
  return row
    ? {
        agreementNumber: row.agreementNumber,
        status: signatureStatus(row, ctx.now()),
        signee: row.signeeEmail,
      }
    : null;
}

/** A step that changed what the agreement prints withdrew it: the step's row says so. */
function recordWithdrawal(request: FastifyRequest, withdrawn: WithdrawnAgreement | null): void {
  if (withdrawn)
    recordChanges(
      request,
      { serviceAgreement: withdrawn },
      { serviceAgreement: { ...withdrawn, status: 'cancelled' } },
    );
}

/** A decision's row: the status and the fields the decision set, before and after. */
function recordDecision(
  request: FastifyRequest,
  before: BusinessRow,
  after: BusinessRow,
  fields: ReadonlyArray<'reasonsForDecline' | 'reasonsForSuspension'>,
): void {
  const pick = (row: BusinessRow): Record<string, unknown> =>
    Object.fromEntries(['status', ...fields].map((field) => [field, row[field as keyof BusinessRow]]));
  recordChanges(request, pick(before), pick(after));
}

async function answerProfile(ctx: AppContext, request: FastifyRequest, message: string) {
  const { businessId } = requireTenant(request);
  auditForBusiness(request, businessId);
  return ok(await presentOnboardingProfile(ctx, businessId), message);
}

async function mailOwner(
  ctx: AppContext,
  businessId: string,
  compose: (to: string) => Parameters<AppContext['outbox']['send']>[1],
): Promise<void> {
  const to = await loadBusinessContactEmail(ctx, businessId);
  if (to) await ctx.outbox.send(ctx.db, compose(to));
}

/** The chosen sub-plans, named and priced in the business's currency, as the agreement prints them. */
async function chosenSubplans(
  ctx: AppContext,
  currency: 'NGN' | 'USD',
  ids: readonly string[],
): Promise<TSubscriptionAndPricing['subplans']> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ subplan: subplans, plan: plans })
    .from(subplans)
    .innerJoin(plans, eq(plans.id, subplans.planId))
    .where(inArray(subplans.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.subplan.id, row]));
  const seenPlans = new Set<string>();
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw badRequest('The plans field names a plan that does not exist');
    if (seenPlans.has(row.plan.id)) throw badRequest('Choose one tier per product');
    seenPlans.add(row.plan.id);
    const monthly = currency === 'NGN' ? row.subplan.monthlyNgn : row.subplan.monthlyUsd;
    return {
      planId: row.plan.id,
      subplanId: id,
      planName: row.plan.name,
      subplanName: row.subplan.name,
      monthlyPrice: monthly === null ? null : { amount: monthly, currency },
    };
  });
}

export function registerOnboardingRoutes(app: AppInstance, companyProviders: CompanyProviders): void {
  const { ctx } = app;

  registerRoutes(app, onboardingRoutes, {
    profile: async (request) =>
      ok(
        await presentOnboardingProfile(ctx, requireTenant(request).businessId),
        'Onboarding profile retrieved',
      ),

    slaPreviewDetails: async (request) =>
      ok(await previewDetails(ctx, requireTenant(request).businessId), 'Agreement details retrieved'),

    downloadSla: async (request, reply) => {
      const { pdf, fileName } = await currentAgreement(ctx, requireTenant(request).businessId);
      return sendPdf(reply, pdf, { name: fileName, disposition: 'attachment' });
    },

    // The company registry is asked before the transaction opens (`ownTransaction` in the table).
    saveInformation: async (request) => {
      const business = await editableBusiness(ctx, request);
      const body = request.body;
      if (body.logo && !ownFileOf(ctx, body.logo)) throw badRequest('The logo should be an uploaded image');
      const businessCheck = await runBusinessCheck(ctx, companyProviders, body);
      return runAuditedWrites(ctx, request, async () => {
        const information = {
          companyName: body.companyName,
          registrationNumber: body.registrationNumber,
          tin: body.tin || null,
          countryCode: body.countryCode,
          industry: body.industry,
          logo: body.logo || null,
        };
        const { changed, before } = await saveSection(
          ctx,
          business.id,
          { information, businessCheck },
          // The check's time changes on every save; only what the business wrote decides.
          ['information'],
        );
        recordChanges(request, before?.information ?? {}, information);
        // The sidebars and the admin table read the business row: keep it in step with what was given.
        await ctx.db
          .update(businesses)
          .set({
            name: body.companyName,
            registrationNumber: body.registrationNumber,
            countryCode: body.countryCode,
            tin: body.tin || null,
            industry: body.industry,
            logo: body.logo || business.logo,
            updatedAt: ctx.now(),
          })
          .where(eq(businesses.id, business.id));
        ctx.authCache.forgetBusiness(business.id);
        if (changed) recordWithdrawal(request, await withdrawAgreement(ctx, business.id));
        return answerProfile(ctx, request, 'Business information saved');
      });
    },

    saveContact: async (request) => {
      const business = await editableBusiness(ctx, request);
      const { supportEmail, supportPhone, website } = request.body;
      const { changed, before } = await saveSection(ctx, business.id, { contact: request.body });
      recordChanges(request, before?.contact ?? {}, request.body);
      if (changed) recordWithdrawal(request, await withdrawAgreement(ctx, business.id));
      // The public details start as given here; the business keeps them up to date itself afterwards.
      await ctx.db
        .update(businesses)
        .set({ supportEmail, supportPhone, website: website || null, updatedAt: ctx.now() })
        .where(eq(businesses.id, business.id));
      ctx.authCache.forgetBusiness(business.id);
      return answerProfile(ctx, request, 'Business contact saved');
    },

    saveDocuments: async (request) => {
      const business = await editableBusiness(ctx, request);
      const documents = await checkDocuments(ctx, business.id, request.body);
      const { before } = await saveSection(ctx, business.id, { documents });
      recordChanges(request, before?.documents ?? {}, documents);
      return answerProfile(ctx, request, 'Verification documents saved');
    },

    saveSettlementAccount: async (request) => {
      const business = await editableBusiness(ctx, request);
      const { before } = await saveSection(ctx, business.id, { settlementAccount: request.body });
      // The log shows which account, not its whole number: the last four digits, as identity numbers.
      const shown = (account: typeof request.body) => ({
        ...account,
        accountNumber: maskReference(account.accountNumber),
      });
      recordChanges(
        request,
        before?.settlementAccount ? shown(before.settlementAccount) : {},
        shown(request.body),
      );
      return answerProfile(ctx, request, 'Settlement account saved');
    },

    saveSubscriptionAndPricing: async (request) => {
      const business = await editableBusiness(ctx, request);
      const { model, subplanIds = [] } = request.body;
      const chosen = model === 'plan' ? await chosenSubplans(ctx, business.currency, subplanIds) : [];
      const pricing = { model, subplans: chosen };
      const { changed, before } = await saveSection(ctx, business.id, { subscriptionAndPricing: pricing });
      recordChanges(request, before?.subscriptionAndPricing ?? {}, pricing);
      if (changed) recordWithdrawal(request, await withdrawAgreement(ctx, business.id));
      return answerProfile(ctx, request, 'Subscription and pricing saved');
    },

    saveSlaSignee: async (request) => {
      const business = await editableBusiness(ctx, request);
      const { changed, before } = await saveSection(ctx, business.id, { slaSignee: request.body });
      recordChanges(request, before?.slaSignee ?? {}, request.body);
      if (changed) recordWithdrawal(request, await withdrawAgreement(ctx, business.id));
      return answerProfile(ctx, request, 'Signee saved');
    },

    // The agreement is rendered before the transaction opens.
    sendSla: async (request) => {
      const business = await editableBusiness(ctx, request);
      const replaced = await latestSignatureRequest(ctx, business.id);
      const prepared = await prepareAgreement(ctx, business.id);
      return runAuditedWrites(ctx, request, async () => {
        const sent = await recordAgreement(ctx, prepared);
        recordChanges(
          request,
          { serviceAgreement: agreementState(ctx, replaced) },
          { serviceAgreement: agreementState(ctx, sent) },
        );
        return answerProfile(ctx, request, 'Agreement sent to the signee');
      });
    },

    contactSales: async (request) => {
      const { businessId } = requireTenant(request);
      const business = await loadBusiness(ctx, businessId);
      recordChanges(
        request,
        { toBeContacted: business.toBeContacted, expectedChecksPerMonth: business.expectedChecksPerMonth },
        { toBeContacted: true, expectedChecksPerMonth: request.body.expectedChecksPerMonth },
      );
      await ctx.db
        .update(businesses)
        .set({
          toBeContacted: true,
          expectedChecksPerMonth: request.body.expectedChecksPerMonth,
          updatedAt: ctx.now(),
        })
        .where(eq(businesses.id, businessId));
      const row = await loadOnboarding(ctx, businessId);
      if (!row?.subscriptionAndPricing) {
        const pricing = { model: 'enterprise' as const, subplans: [] };
        await saveSection(ctx, businessId, { subscriptionAndPricing: pricing });
        recordChanges(request, {}, { model: pricing.model });
      }
      return answerProfile(ctx, request, 'Our sales team will contact you shortly');
    },

    sendSignatureReminder: async (request) => {
      const reminded = await remindSignee(ctx, requireTenant(request).businessId);
      const { agreementNumber, remindersSent } = reminded;
      recordChanges(
        request,
        { serviceAgreement: { agreementNumber, remindersSent: remindersSent - 1 } },
        { serviceAgreement: { agreementNumber, remindersSent } },
      );
      return answerProfile(ctx, request, 'Reminder sent to the signee');
    },

    cancelSignatureRequest: async (request) => {
      await editableBusiness(ctx, request);
      const cancelled = await cancelSignatureRequest(ctx, requireTenant(request).businessId);
      const before = agreementState(ctx, cancelled);
      recordChanges(
        request,
        { serviceAgreement: before },
        { serviceAgreement: before && { ...before, status: 'cancelled' } },
      );
      return answerProfile(ctx, request, 'Signature request cancelled');
    },

    submit: async (request) => {
      const { businessId } = requireTenant(request);
      const business = await loadBusiness(ctx, businessId);
      assertEditable(business.status);
      const [row, signature] = await Promise.all([
        loadOnboarding(ctx, businessId),
        latestSignatureRequest(ctx, businessId),
      ]);
      const steps = stepsDone(row, signature, ctx.now());
      const missing = Object.entries(steps)
        .filter(([, done]) => !done)
        .map(([step]) => STEP_TITLES[step as keyof typeof STEP_TITLES]);
      if (missing.length > 0) throw conflict(`Finish these steps before submitting: ${missing.join(', ')}`);
      const moved = await transition(ctx, businessId, 'submit', {
        submittedAt: ctx.now(),
        reasonsForDecline: null,
      });
      recordDecision(request, business, moved, ['reasonsForDecline']);
      await mailOwner(ctx, businessId, (to) =>
        activationMail.submitted(to, moved.name, `${ctx.config.publicUrl}/get-started`),
      );
      return answerProfile(ctx, request, 'Activation submitted for review');
    },

    // The agreement is counter-signed before the transaction opens.
    activate: async (request) => {
      const auth = requireAuth(request);
      const { businessId } = request.params;
      const before = await loadBusiness(ctx, businessId);
      const reinstating = before.status === 'suspended';
      // Activation counter-signs the agreement first: a business is never active on an unsigned one.
      const countersignature =
        before.status === 'pending_activation'
          ? await prepareCountersignature(ctx, businessId, { id: auth.user.id, name: actorName(auth) })
          : null;
      return runAuditedWrites(ctx, request, async () => {
        if (countersignature) {
          const countersigned = await recordCountersignature(ctx, countersignature, auth.user);
          const after = agreementState(ctx, countersigned);
          recordChanges(
            request,
            { serviceAgreement: after && { ...after, status: 'signed' } },
            { serviceAgreement: after },
          );
        }
        const moved = await transition(ctx, businessId, 'activate', {
          reasonsForSuspension: null,
          ...(reinstating ? {} : { activatedAt: ctx.now() }),
        });
        recordDecision(request, before, moved, ['reasonsForSuspension']);
        await mailOwner(ctx, businessId, (to) =>
          reinstating
            ? activationMail.reinstated(to, moved.name, ctx.config.publicUrl)
            : activationMail.activated(to, moved.name, ctx.config.publicUrl),
        );
        auditAlsoIn(request, businessId);
        return ok(
          await presentOnboardingProfile(ctx, businessId),
          reinstating ? 'Business reinstated' : 'Business activated',
        );
      });
    },

    decline: async (request) => {
      const { businessId } = request.params;
      const reasons = request.body.reasonsForDecline;
      const before = await loadBusiness(ctx, businessId);
      const moved = await transition(ctx, businessId, 'decline', { reasonsForDecline: reasons });
      recordDecision(request, before, moved, ['reasonsForDecline']);
      await mailOwner(ctx, businessId, (to) =>
        activationMail.declined(to, moved.name, reasons, `${ctx.config.publicUrl}/get-started`),
      );
      auditAlsoIn(request, businessId);
      return ok(await presentOnboardingProfile(ctx, businessId), 'Business declined');
    },

    suspend: async (request) => {
      const { businessId } = request.params;
      const reasons = request.body.reasonsForSuspension;
      const before = await loadBusiness(ctx, businessId);
      const moved = await transition(ctx, businessId, 'suspend', { reasonsForSuspension: reasons });
      recordDecision(request, before, moved, ['reasonsForSuspension']);
      await mailOwner(ctx, businessId, (to) => activationMail.suspended(to, moved.name, reasons));
      auditAlsoIn(request, businessId);
      return ok(await presentOnboardingProfile(ctx, businessId), 'Business suspended');
    },
  });
}
