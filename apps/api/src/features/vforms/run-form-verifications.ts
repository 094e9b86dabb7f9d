/**
 * The identity checks a response's verification fields run, for the form's OWNER: charged to the owner's
 * wallet like any live check (sandbox is free), through the same `runIdentityCheck` as the dashboard.
 * A respondent learns at most whether each field verified (and only if the form says so:
 * present-response.ts), never what the registry holds.
 */

import {
  identityTypesByCountry,
  type TVFormAnswer,
  type TVFormField,
  type VFormResponseStatus,
} from '@verity/client';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { serverIdempotencyKey } from '../billing/idempotent-answers.js';
import { spendable, walletOf } from '../billing/ledger.js';
import { priceOf } from '../billing/wallet-charges.js';
import { type IdentityProviders, runIdentityCheck } from '../identity/run-identity-check.js';
import type { CheckRequester } from '../verification-kit/requester.js';

export const CANNOT_TAKE_RESPONSES = 'This form cannot take responses right now';

export type Verification = NonNullable<TVFormAnswer['verification']>;

export interface VerificationRun {
  /** By field id. */
  outcomes: Map<string, Verification>;
  costAmount: number;
  checkIds: string[];
}

interface Supplied {
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
}

/** The fields whose answer runs a check: identity verification with performVerification, answered. */
export function verificationFieldsOf(
  fields: readonly TVFormField[],
  values: Readonly<Record<string, unknown>>,
): TVFormField[] {
  return fields.filter(
    (field) =>
      field.type === 'identity-verification' &&
      field.performVerification &&
      field.country !== null &&
      field.verificationType !== null &&
      values[field.id] !== undefined,
  );
}

const paymentRefused = () => new AppError('PaymentRequiredError', CANNOT_TAKE_RESPONSES);

/**
 * Before any check runs on a live form: can the wallet pay for all of them? Without this, a second
 * field's 402 would come after the first was charged.
 */
async function assertCanPay(ctx: AppContext, businessId: string, fields: readonly TVFormField[]) {
  const keys = fields.map((field) => `${field.country}:${field.verificationType}`);
  if (keys.length === 0) return;
  // Each as the check will be charged: the business's price, or nothing when its plan covers it.
  const prices = await Promise.all(keys.map((key) => priceOf(ctx, key, businessId).catch(() => null)));
  const total = prices.reduce((sum, price) => sum + (price?.amount ?? 0), 0);
  if (total === 0) return;
  const wallet = await walletOf(ctx.db, businessId);
  if ((wallet ? spendable(wallet, ctx.now()) : 0) < total) throw paymentRefused();
}

export async function runFormVerifications(
  ctx: AppContext,
  providers: IdentityProviders,
  requester: CheckRequester,
  input: {
    responseId: string;
    fields: readonly TVFormField[];
    values: Readonly<Record<string, unknown>>;
    supplied: Supplied;
  },
): Promise<VerificationRun> {
  const run: VerificationRun = { outcomes: new Map(), costAmount: 0, checkIds: [] };
  if (requester.environment === 'live') await assertCanPay(ctx, requester.businessId, input.fields);
  for (const field of input.fields) {
    const country = field.country as string;
    const typeValue = field.verificationType as string;
    const type = identityTypesByCountry[country as keyof typeof identityTypesByCountry]?.find(
      (candidate) => candidate.value === typeValue,
    );
    const answer = input.values[field.id] as { number: string };
    if (!type) {
      // A field set up with a type this server does not run: nothing was checked.
      run.outcomes.set(field.id, { checkId: '', status: 'failed', verified: false });
      continue;
    }
    try {
      const outcome = await runIdentityCheck(ctx, requester, providers, {
        country,
        typeValue,
        type: type.filterCode,
        number: answer.number,
        supplied: input.supplied,
        // One charge per field of this response, however the request is retried.
        idempotencyKey: serverIdempotencyKey(
          requester.businessId,
          requester.userId,
          `vform:${input.responseId}:${field.id}`,
        ),
      });
      const check = outcome.body.data;
      const mismatch = Object.values(check.match).some((matched) => matched === false);
      run.outcomes.set(field.id, {
        checkId: check.id,
        status: check.status,
        verified: check.status === 'found' && !mismatch,
      });
      run.checkIds.push(check.id);
      run.costAmount += check.cost.amount;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.errorName === 'PaymentRequiredError') throw paymentRefused();
      if (error.errorName !== 'ServiceUnavailableError') throw error;
      // The registry is down: the check is stored as failed (free) and the response goes in as failed.
      const checkId = (error.options.data as { id?: string } | undefined)?.id ?? '';
      run.outcomes.set(field.id, { checkId, status: 'failed', verified: false });
      if (checkId) run.checkIds.push(checkId);
    }
  }
  return run;
}

/** No verification: completed; any failed: failed; all verified: verified; otherwise unverified. */
export function responseStatusOf(outcomes: Iterable<Verification>): VFormResponseStatus {
  const all = [...outcomes];
  if (all.length === 0) return 'completed';
  if (all.some((outcome) => outcome.status === 'failed')) return 'failed';
  return all.every((outcome) => outcome.verified) ? 'verified' : 'unverified';
}
