/**
 * Running one identity check on the kit's charged-check pipeline (verification-kit/charged-check.ts): the
 * registry lookup, or a check answered here (facial compare); an unavailable registry keeps a free failed
 * check whose id travels with the 503.
 */
import type { TIdentityCheck } from '@verity/client';
import type { AppContext } from '../../context.js';
import { insertWrite } from '../../db/one-statement.js';
import { newId } from '../../lib/ids.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import type { IdempotencyKey } from '../billing/idempotent-answers.js';
import { type ChargedOutcome, priceKey, runChargedCheck } from '../verification-kit/charged-check.js';
import type { ProviderPair } from '../verification-kit/providers.js';
import type { CheckRequester } from '../verification-kit/requester.js';
import { identityChecks } from './identity-tables.js';
import { maskReference, matchDetails } from './match-details.js';
import { presentCheck } from './present-check.js';
import type { IdentityProvider, ProviderAnswer } from './providers/identity-provider.js';

export interface IdentityCheckInput {
  country: string;
  /** Path value of the type (nin, new_voter_card...). */
  typeValue: string;
  /** Stored type code (nin, ghVoter...). */
  type: string;
  number: string;
  bankCode?: string | undefined;
  supplied: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    dateOfBirth?: string | undefined;
  };
  idempotencyKey?: IdempotencyKey | undefined;
  /** The calling route's audit row, written in the check's transaction. */
  audit?: AuditInTransaction | undefined;
  /**
   * A check answered on this server rather than by a registry (facial compare): it replaces the provider
   * lookup; pricing, charging, storage and idempotency stay the same.
   */
  answer?: () => Promise<ProviderAnswer>;
}

export type IdentityProviders = ProviderPair<IdentityProvider>;

export type CheckOutcome = ChargedOutcome<TIdentityCheck>;

export function retentionCutoff(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() - ctx.config.identityRetentionDays * 86_400_000);
}

export async function runIdentityCheck(
  ctx: AppContext,
  requester: CheckRequester,
  providers: IdentityProviders,
  input: IdentityCheckInput,
): Promise<CheckOutcome> {
  const base = {
    businessId: requester.businessId,
    organizationId: requester.organizationId,
    environment: requester.environment,
    country: input.country,
    type: input.type,
    typeValue: input.typeValue,
    reference: maskReference(input.number),
    requestedBy: requester.userId,
    requestedByName: requester.userName,
  };
  return runChargedCheck(ctx, { idempotencyKey: input.idempotencyKey, audit: input.audit }, () => ({
    businessId: requester.businessId,
    environment: requester.environment,
    currency: requester.currency,
    priceKey: priceKey(input.country, input.typeValue),
    ledgerDescription: `${input.country.toUpperCase()} ${input.typeValue} check`,
    providers,
    answeredHere: input.answer !== undefined,
    event: 'identity.check.completed',
    ask: (provider) =>
      input.answer
        ? input.answer()
        : (provider as IdentityProvider).lookup({
            country: input.country,
            type: input.typeValue,
            number: input.number,
            bankCode: input.bankCode,
          }),
    async recordUnavailable(error, price) {
      const id = newId();
      await ctx.db.insert(identityChecks).values({
        ...base,
        id,
        status: 'failed',
        result: null,
        searchName: null,
        match: matchDetails(input.supplied, null),
        failureReason: error.message,
        riskLevel: null,
        costAmount: 0,
        currency: price.currency,
        createdAt: ctx.now(),
      });
      return { id };
    },
    record(answer, price) {
      const person = answer.status === 'found' ? answer.person : null;
      const row = {
        ...base,
        id: newId(),
        status: answer.status,
        result: person,
        searchName: person?.fullName?.toLowerCase() ?? null,
        match: matchDetails(input.supplied, person),
        failureReason: null,
        costAmount: price.amount,
        currency: price.currency,
        riskLevel: person?.creditReport?.riskLevel ?? null,
        createdAt: ctx.now(),
      };
      return {
        id: row.id,
        writes: () => [insertWrite(identityChecks, row)],
        present: () => ({
          data: presentCheck(row, retentionCutoff(ctx)),
          message:
            answer.status === 'found' ? 'Verification successful' : 'No record was found for this number',
        }),
      };
    },
  }));
}
