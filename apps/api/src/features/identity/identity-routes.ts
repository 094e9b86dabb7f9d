/** Running checks (spec/modules.md §7 Identity): per country and type, bank accounts, global validation. */
import {
  countryParam,
  identityCountries,
  identityModule,
  identityRequestSchema,
  identityTypesByCountry,
  type TBankListResponse,
  type TGlobalValidateOptionsResponse,
  ZGhanaVoterFields,
  ZGlobalValidateRequest,
  ZIdentityCheckFields,
} from '@verity/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { countries as countryData } from '../reference/countries-data.js';
import { type UpstreamConfig, upstreamProviders } from '../verification-kit/providers.js';
import { chargedRouteConfig } from '../verification-kit/record-routes.js';
import { requesterOf } from '../verification-kit/requester.js';
import { kenyanBanks, nigerianBanks } from './banks.js';
import { HttpIdentityProvider } from './providers/http-provider.js';
import type { IdentityProvider } from './providers/identity-provider.js';
import { CREDIT_REPORT_INDIVIDUAL, SandboxIdentityProvider } from './providers/sandbox-provider.js';
import { type IdentityProviders, runIdentityCheck } from './run-identity-check.js';

const ZVerifyParams = z.strictObject({
  country: countryParam(['ng', 'gh', 'ke', 'za']),
  type: z.string().max(64),
});
const { checks, reads } = identityModule;
const configOf = (route: (typeof checks)[keyof typeof checks]) => chargedRouteConfig(identityModule, route);

/**
 * Request schemas by country and type, built once: zod compiles a schema on its first parse, and doing that
 * for a schema built per request was a tenth of a check's CPU time (issue #13). Only known types are kept.
 */
const requestSchemas = new Map<string, NonNullable<ReturnType<typeof identityRequestSchema>>>();
function requestSchemaFor(country: string, type: string) {
  const key = `${country}/${type}`;
  let schema = requestSchemas.get(key);
  if (!schema) {
    schema = identityRequestSchema(country, type);
    if (schema) requestSchemas.set(key, schema);
  }
  return schema;
}

export function createIdentityProviders(config: UpstreamConfig): IdentityProviders {
  return upstreamProviders<IdentityProvider>(
    config,
    new SandboxIdentityProvider(),
    (url, key) => new HttpIdentityProvider(url, key),
  );
}

export function registerIdentityRoutes(app: AppInstance, providers: IdentityProviders): void {
  const { ctx } = app;

  async function verify(
    request: FastifyRequest,
    reply: FastifyReply,
    country: string,
    typeValue: string,
    body: unknown,
    /** A check outside the §3 type list (the credit report): its stored code and its number's rule. */
    special?: { filterCode: string; ruleOf: string },
  ) {
    const type = special
      ? { filterCode: special.filterCode }
      : identityTypesByCountry[country as keyof typeof identityTypesByCountry]?.find(
          (t) => t.value === typeValue,
        );
    const schema = requestSchemaFor(country, special?.ruleOf ?? typeValue);
    if (!type || !schema) throw notFound(`Unknown verification type ${country}/${typeValue}`);
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw new RequestValidationError('body', parsed.error);
    const input = parsed.data as Record<string, string | boolean | undefined>;
    const outcome = await runIdentityCheck(ctx, requesterOf(requireAuth(request)), providers, {
      country,
      typeValue,
      type: type.filterCode,
      number: String(input.number ?? input.accountNumber),
      bankCode: typeof input.bankCode === 'string' ? input.bankCode : undefined,
      supplied: {
        firstName: input.firstName as string | undefined,
        lastName: input.lastName as string | undefined,
        dateOfBirth: input.dateOfBirth as string | undefined,
      },
      idempotencyKey: idempotencyKeyOf(request, requireAuth(request)),
      audit: auditInTransaction(request),
    });
    return reply.code(outcome.statusCode).send(outcome.body);
  }

  app.post(
    checks.ghanaVoter.path,
    { schema: { body: ZGhanaVoterFields }, config: configOf(checks.ghanaVoter) },
    async (request, reply) => {
      const { type, ...body } = request.body;
      if (type !== 'new_voter_card' && type !== 'old_voter_card')
        throw new AppError(
          'ValidationError',
          'The type field should be one of new_voter_card, old_voter_card',
          {
            fieldErrors: { type: 'The type field should be one of new_voter_card, old_voter_card' },
          },
        );
      return verify(request, reply, 'gh', type, body);
    },
  );
  app.post(
    checks.bankAccount.path,
    { schema: { body: ZIdentityCheckFields }, config: configOf(checks.bankAccount) },
    (request, reply) => verify(request, reply, 'ng', 'bav', request.body),
  );
  app.post(
    checks.premiumBankAccount.path,
    { schema: { body: ZIdentityCheckFields }, config: configOf(checks.premiumBankAccount) },
    (request, reply) => verify(request, reply, 'ng', 'premium-bav', request.body),
  );
  // By BVN: the report is the BVN holder's; listed in history as individualCreditReport ('Credit Report').
  app.post(
    checks.creditReportByBvn.path,
    { schema: { body: ZIdentityCheckFields }, config: configOf(checks.creditReportByBvn) },
    (request, reply) =>
      verify(request, reply, 'ng', CREDIT_REPORT_INDIVIDUAL, request.body, {
        filterCode: 'individualCreditReport',
        ruleOf: 'bvn',
      }),
  );
  app.post(
    checks.byType.path,
    { schema: { params: ZVerifyParams, body: ZIdentityCheckFields }, config: configOf(checks.byType) },
    (request, reply) => verify(request, reply, request.params.country, request.params.type, request.body),
  );

  app.post(
    checks.globalValidate.path,
    { schema: { body: ZGlobalValidateRequest }, config: configOf(checks.globalValidate) },
    (request, reply) => {
      const { country, type, number, ...rest } = request.body;
      return verify(request, reply, country, type, { number, ...rest });
    },
  );
  app.get(reads.globalValidateOptions.path, {}, async () => {
    const items = identityCountries
      .filter((code) => code !== 'global')
      .map((code) => ({
        country: code,
        countryName: countryData.find((c) => c.code === code.toUpperCase())?.name ?? code.toUpperCase(),
        types: identityTypesByCountry[code]
          .filter((t) => identityRequestSchema(code, t.value) !== undefined)
          .map((t) => ({
            value: t.value,
            name: t.name,
            field: t.value.includes('bav') ? 'accountNumber' : 'number',
            example: '',
          })),
      }));
    return ok<TGlobalValidateOptionsResponse>({ items }, 'Options retrieved');
  });

  const bankList = (items: readonly { code: string; name: string }[]) => async () =>
    ok<TBankListResponse>({ items: [...items] }, 'Banks retrieved');
  app.get(reads.ngBanks.path, {}, bankList(nigerianBanks));
  app.get(reads.ngPremiumBanks.path, {}, bankList(nigerianBanks));
  app.get(reads.keBanks.path, {}, bankList(kenyanBanks));
}
