/**
 * Customer verification's route table (packages/client modules/identity/identity-routes.ts), registered in
 * one call: its checks per country and type, bank accounts and global validation (here), the facial compare
 * (compare-image-route.ts), the sanction/PEP screening (features/aml/identity-screening-route.ts), its free lists,
 * and its records at every scope (history-routes.ts).
 */
import {
  identityCountries,
  identityRequestSchema,
  identityRoutes,
  identityTypesByCountry,
  type TBankListResponse,
  type TGlobalValidateOptionsResponse,
} from '@verity/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { RequestValidationError } from '../../http/zod-validation.js';
import { screenHandler } from '../aml/identity-screening-route.js';
import type { AmlCheckDeps } from '../aml/run-aml-check.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { countries as countryData } from '../reference/countries-data.js';
import { type UpstreamConfig, upstreamProviders } from '../verification-kit/providers.js';
import { requesterOf } from '../verification-kit/requester.js';
import { kenyanBanks, nigerianBanks } from './banks.js';
import { compareImageHandler } from './compare-image-route.js';
import { identityRecordHandlers } from './history-routes.js';
import { HttpIdentityProvider } from './providers/http-provider.js';
import type { IdentityProvider } from './providers/identity-provider.js';
import { CREDIT_REPORT_INDIVIDUAL, SandboxIdentityProvider } from './providers/sandbox-provider.js';
import { type IdentityProviders, runIdentityCheck } from './run-identity-check.js';

/**
 * Request schemas by country and type, built once: zod compiles a schema on its first parse, and doing that
 * for a schema built per request was a tenth of a check's CPU time. Only known types are kept.
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

/** The options global validation offers: each country's types that have a number rule. */
function globalValidateOptions(): TGlobalValidateOptionsResponse {
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
  return { items };
}

export function registerIdentityRoutes(
  app: AppInstance,
  providers: { identity: IdentityProviders; aml: AmlCheckDeps },
): void {
  const { ctx } = app;

  async function verify(
    request: FastifyRequest,
    reply: FastifyReply,
    country: string,
    typeValue: string,
    body: unknown,
    /** A check outside the identity type list (the credit report): its stored code and its number's rule. */
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
    const outcome = await runIdentityCheck(ctx, requesterOf(requireAuth(request)), providers.identity, {
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
    reply.code(outcome.statusCode);
    return outcome.body;
  }

  const options = globalValidateOptions();
  const bankList = (items: readonly { code: string; name: string }[]) => async () =>
    ok<TBankListResponse>({ items: [...items] }, 'Banks retrieved');

  registerRoutes(app, identityRoutes, {
    'check.byType': (request, reply) =>
      verify(request, reply, request.params.country, request.params.type, request.body),
    'check.ghanaVoter': async (request, reply) => {
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
    'check.bankAccount': (request, reply) => verify(request, reply, 'ng', 'bav', request.body),
    'check.premiumBankAccount': (request, reply) => verify(request, reply, 'ng', 'premium-bav', request.body),
    // By BVN: the report is the BVN holder's; listed in history as individualCreditReport ('Credit Report').
    'check.creditReportByBvn': (request, reply) =>
      verify(request, reply, 'ng', CREDIT_REPORT_INDIVIDUAL, request.body, {
        filterCode: 'individualCreditReport',
        ruleOf: 'bvn',
      }),
    'check.globalValidate': (request, reply) => {
      const { country, type, number, ...rest } = request.body;
      return verify(request, reply, country, type, { number, ...rest });
    },
    'check.compareImage': compareImageHandler(app, providers.identity),
    'check.screen': screenHandler(app, providers.aml),
    'read.globalValidateOptions': async () => ok(options, 'Options retrieved'),
    'read.ngBanks': bankList(nigerianBanks),
    'read.ngPremiumBanks': bankList(nigerianBanks),
    'read.keBanks': bankList(kenyanBanks),
    ...identityRecordHandlers(app),
  });
}
