/**
 * `buildApp` assembles the API: config, database, services, and every route under its service prefix
 * (`/api/{service}/v1`, or `/api` for the unversioned health, OpenAPI and dev mailbox routes).
 * `server.ts` only listens; tests call `app.inject()`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { devMailboxRoutes } from '@verity/client';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, defaultFormsUrl, type Env, loadConfig } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openDatabase } from './db/database.js';
import { currentRequestTransaction } from './db/request-transaction.js';
import { registerAccountRoutes } from './features/accounts/account-routes.js';
import { registerInvitationRoutes } from './features/accounts/invitation-routes.js';
import { createScreeningProviders, registerAmlRoutes } from './features/aml/aml-routes.js';
import type { ScreeningProvider } from './features/aml/screening-provider.js';
import { WatchlistIndexes } from './features/aml/watchlist.js';
import { registerOpenApiRoute } from './features/api-reference/openapi-route.js';
import { registerReferencePageRoutes } from './features/api-reference/reference-page-routes.js';
import { registerAuditHook } from './features/audit/audit-hook.js';
import { registerAuditRoutes } from './features/audit/audit-routes.js';
import { registerActsOnGuard } from './features/auth/acts-on.js';
import { AuthCache } from './features/auth/auth-cache.js';
import { registerAuthentication } from './features/auth/authenticate.js';
import { registerLoginRoutes } from './features/auth/login-routes.js';
import { registerPasswordResetRoutes } from './features/auth/password-reset-routes.js';
import { RateLimiter } from './features/auth/rate-limiter.js';
import { registerBankTransferRoutes } from './features/billing/bank-transfer-routes.js';
import { type CardProvider, createCardProvider } from './features/billing/card-provider.js';
import { registerCardRoutes } from './features/billing/card-routes.js';
import { registerCreditRoutes } from './features/billing/credit-routes.js';
import { registerInvoiceRoutes } from './features/billing/invoice-routes.js';
import { registerPlanRoutes } from './features/billing/plan-routes.js';
import { registerPricingRoutes } from './features/billing/pricing-routes.js';
import { registerStripeSandboxRoutes } from './features/billing/stripe-sandbox-routes.js';
import { registerStripeWebhookRoute, WEBHOOK_PATH } from './features/billing/stripe-webhook-route.js';
import { registerTransactionRoutes } from './features/billing/transaction-routes.js';
import { registerWalletRoutes } from './features/billing/wallet-routes.js';
import { registerAdminBusinessRoutes } from './features/businesses/admin-business-routes.js';
import { registerBusinessRoutes } from './features/businesses/business-routes.js';
import { registerOrganizationRoutes } from './features/businesses/organization-routes.js';
import { registerCaptureFlowRoutes } from './features/capture/capture-flow-routes.js';
import { registerCaptureImageRoutes } from './features/capture/capture-image-routes.js';
import { registerCaptureListRoutes } from './features/capture/capture-list-routes.js';
import { registerCapturePageRoutes } from './features/capture/capture-page-routes.js';
import { registerCaptureRoutes } from './features/capture/capture-routes.js';
import type { CompanyProviders } from './features/company/company-provider.js';
import { createCompanyProviders, registerCompanyRoutes } from './features/company/company-routes.js';
import type { CreditBureauProviders } from './features/credit-report/credit-bureau-provider.js';
import {
  createCreditBureaus,
  registerCreditReportRoutes,
} from './features/credit-report/credit-report-routes.js';
import { registerApiKeyRoutes } from './features/developer/api-key-routes.js';
import { registerIpAllowlistRoutes } from './features/developer/ip-allowlist-routes.js';
import { registerWebhookDeliveryRoutes } from './features/developer/webhook-delivery-routes.js';
import { WebhookDispatcher } from './features/developer/webhook-dispatcher.js';
import { registerWebhookSettingsRoutes } from './features/developer/webhook-settings-routes.js';
import { registerHealthRoute } from './features/health/health-route.js';
import { createIdentityProviders, registerIdentityRoutes } from './features/identity/identity-routes.js';
import type { IdentityProviders } from './features/identity/run-identity-check.js';
import { registerMediaRoutes } from './features/media/media-routes.js';
import { registerOnboardingRoutes } from './features/onboarding/onboarding-routes.js';
import { registerSigningRoutes } from './features/onboarding/signing-routes.js';
import { registerDevMailboxRoute } from './features/outbox/dev-mailbox-route.js';
import { createOutbox } from './features/outbox/outbox.js';
import { registerReferenceRoutes } from './features/reference/reference-routes.js';
import { registerAdminUserRoutes } from './features/team/admin-user-routes.js';
import { registerRoleRoutes } from './features/team/role-routes.js';
import { registerTeamRoutes } from './features/team/team-routes.js';
import { registerTwoFactorRoutes } from './features/two-factor/two-factor-routes.js';
import { registerMeRoutes } from './features/users/me-routes.js';
import { registerExportRequestRoutes } from './features/verification-kit/export-request-routes.js';
import { HistoryCache } from './features/verification-kit/history-cache.js';
import type { ProviderPair } from './features/verification-kit/providers.js';
import { registerAnalyticsRoutes } from './features/vforms/analytics-routes.js';
import { registerFieldRoutes } from './features/vforms/field-routes.js';
import { registerHostedPageRoutes } from './features/vforms/hosted-page-routes.js';
import { registerPublicRoutes } from './features/vforms/public-routes.js';
import { registerResponseRoutes } from './features/vforms/response-routes.js';
import { registerScopedVFormRoutes } from './features/vforms/scoped-routes.js';
import { registerShareRoutes } from './features/vforms/share-routes.js';
import { registerTemplateRoutes } from './features/vforms/template-routes.js';
import { registerThemeRoutes } from './features/vforms/theme-routes.js';
import { registerAnswerContractCheck } from './http/answer-contract.js';
import type { AppInstance, RegisteredRoute } from './http/app-instance.js';
import { dashboardSecurityHeaders } from './http/dashboard-security-headers.js';
import { registerEnvelopeStatus } from './http/envelope.js';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.js';
import { registerPublicCors } from './http/public-cors.js';
import { assertEveryTableRegistered, withholdRoutes } from './http/register-routes.js';
import { zodSerializerCompiler } from './http/response-serializer.js';
import { bindRouteAccess } from './http/route-access.js';
import { declareUndeclaredInputs, registerContentTypeGuard } from './http/route-input.js';
import { registerUnsafeTextGuard } from './http/unsafe-text.js';
import { zodValidatorCompiler } from './http/zod-validation.js';
import { startHousekeeping } from './lib/housekeeping.js';
import { newId } from './lib/ids.js';
import { createSecrets } from './lib/secrets.js';

export interface BuildOptions {
  /** Overrides on top of the environment. */
  config?: Partial<Config>;
  env?: Env;
  /** An already-open database (tests share setup); otherwise opened from the config. */
  database?: Database;
  /** Run migrations on start; default true. */
  migrate?: boolean;
  now?: () => Date;
  /** Registry providers; default: sandbox, and the HTTP adapter when IDENTITY_PROVIDER_URL is set. */
  identityProviders?: IdentityProviders;
  /** Sanction and PEP lists; default: the sandbox list, and yente when SCREENING_URL is set. */
  screeningProviders?: ProviderPair<ScreeningProvider>;
  companyProviders?: CompanyProviders;
  creditBureaus?: CreditBureauProviders;
  /** The card provider; default: Stripe with STRIPE_* keys, else the in-process Stripe double. */
  cardProvider?: CardProvider;
  /** Poll for due webhook deliveries every second; default true (tests on a fake clock call runDue()). */
  webhookPolling?: boolean;
}

export async function buildApp(options: BuildOptions = {}): Promise<AppInstance> {
  const loaded = loadConfig(options.env ?? process.env);
  const config: Config = {
    ...loaded,
    ...options.config,
    // Public form links follow an overridden public URL unless the forms host is given too.
    formsUrl:
      options.config?.formsUrl ??
      (options.config?.publicUrl ? defaultFormsUrl(options.config.publicUrl) : loaded.formsUrl),
  };
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (options.migrate ?? true) await database.migrate();

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => newId(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    // Errors raised before routing (a bad URL, an over-long parameter) get the envelope too.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider() as unknown as AppInstance;

  const now = options.now ?? (() => new Date());
  // The double delivers Stripe's events to this server's own webhook route, signed as Stripe signs them.
  const cardProvider =
    options.cardProvider ??
    (await createCardProvider(config, async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/billing/v1${WEBHOOK_PATH}`,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`The Stripe webhook answered ${response.statusCode}`);
    }));
  app.addHook('onClose', () => cardProvider.close());
  const base: Omit<AppContext, 'webhooks'> = {
    config,
    database,
    // An audited request's writes go through its transaction (db/request-transaction.ts).
    get db() {
      return currentRequestTransaction() ?? database.db;
    },
    secrets: createSecrets(config.secretKey),
    outbox: createOutbox({
      db: database.db,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      log: app.log,
    }),
    rateLimiter: new RateLimiter(database.db, now),
    authCache: new AuthCache(now),
    historyCache: new HistoryCache(now),
    cardProvider,
    log: app.log,
    now,
  };
  // The dispatcher reads the context it belongs to (database, secrets, clock), so it joins it last.
  const ctx: AppContext = Object.assign(base, { webhooks: new WebhookDispatcher(base) });
  app.decorate('ctx', ctx);
  // Every route, as registered: the malformed-input suite walks this list, so no route escapes it.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    // What the route does not declare it does not accept (an unknown key is a 400, never ignored).
    declareUndeclaredInputs(route);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Binds the route's permissions and tenancy from the route-access table, or stops the app.
      const access = bindRouteAccess(route, method);
      routeList.push({
        method,
        url: route.url,
        audit: route.config?.audit,
        access,
        schema: route.schema ?? {},
      });
    }
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // The API speaks JSON (and multipart for uploads); a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');
  const spaIndex =
    config.dashboardDir && existsSync(join(config.dashboardDir, 'index.html'))
      ? config.dashboardDir
      : undefined;
  registerErrorHandling(app as unknown as FastifyInstance, { spaRoot: spaIndex });
  registerEnvelopeStatus(app as unknown as FastifyInstance);
  if (config.nodeEnv === 'test') registerAnswerContractCheck(app as unknown as FastifyInstance);
  registerAuthentication(app);
  registerActsOnGuard(app);
  registerAuditHook(app);
  registerUnsafeTextGuard(app);
  registerContentTypeGuard(app as unknown as FastifyInstance);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyMultipart);

  // The unversioned routes beside the services, at /api.
  await app.register(
    async (scope) => {
      const root = scope as unknown as AppInstance;
      registerHealthRoute(root);
      registerOpenApiRoute(root);
      // The development mailbox shows every mail and text the outbox sent, codes and links included: it
      // is never served in production, where its table is withheld rather than registered.
      if (config.nodeEnv !== 'production') registerDevMailboxRoute(root);
      else withholdRoutes(root, devMailboxRoutes);
    },
    { prefix: '/api' },
  );
  const companyProviders = options.companyProviders ?? createCompanyProviders(config);
  await app.register(
    async (scope) => {
      const user = scope as unknown as AppInstance;
      registerLoginRoutes(user);
      registerPasswordResetRoutes(user);
      registerAccountRoutes(user);
      registerInvitationRoutes(user);
      registerMeRoutes(user);
      registerTwoFactorRoutes(user);
      registerBusinessRoutes(user);
      registerAdminBusinessRoutes(user);
      registerOrganizationRoutes(user);
      registerOnboardingRoutes(user, companyProviders);
      registerSigningRoutes(user);
      registerApiKeyRoutes(user);
      registerRoleRoutes(user);
      registerTeamRoutes(user);
      registerAdminUserRoutes(user);
      registerIpAllowlistRoutes(user);
      registerWebhookSettingsRoutes(user);
      registerWebhookDeliveryRoutes(user);
      registerReferenceRoutes(user);
    },
    { prefix: '/api/user/v1' },
  );
  await app.register(async (scope) => registerMediaRoutes(scope as unknown as AppInstance), {
    prefix: '/api/media/v1',
  });
  await app.register(async (scope) => registerAuditRoutes(scope as unknown as AppInstance), {
    prefix: '/api/audit/v1',
  });
  await app.register(
    async (scope) => {
      const billing = scope as unknown as AppInstance;
      registerWalletRoutes(billing);
      registerCardRoutes(billing);
      registerTransactionRoutes(billing);
      registerBankTransferRoutes(billing);
      registerCreditRoutes(billing);
      registerPricingRoutes(billing);
      registerPlanRoutes(billing);
      registerInvoiceRoutes(billing);
      registerStripeWebhookRoute(billing);
    },
    { prefix: '/api/billing/v1' },
  );
  registerStripeSandboxRoutes(app);
  const identityProviders = options.identityProviders ?? createIdentityProviders(config);
  // One screening for the module's checks and the identity screening: the same lists, watchlists and matcher.
  const screening = {
    providers: options.screeningProviders ?? createScreeningProviders(config),
    watchlists: new WatchlistIndexes(),
  };
  await app.register(
    async (scope) => {
      const identity = scope as unknown as AppInstance;
      registerIdentityRoutes(identity, {
        identity: identityProviders,
        aml: screening,
      });
      registerExportRequestRoutes(identity);
      registerCreditReportRoutes(identity, options.creditBureaus ?? createCreditBureaus(config));
      registerCaptureRoutes(identity);
      registerCaptureListRoutes(identity);
      registerCaptureFlowRoutes(identity);
      registerCaptureImageRoutes(identity);
      registerPublicCors(identity);
    },
    { prefix: '/api/identity/v1' },
  );
  await app.register(
    async (scope) => registerCompanyRoutes(scope as unknown as AppInstance, companyProviders),
    { prefix: '/api/company/v1' },
  );
  await app.register(async (scope) => registerAmlRoutes(scope as unknown as AppInstance, screening), {
    prefix: '/api/aml/v1',
  });
  await app.register(
    async (scope) => {
      const vform = scope as unknown as AppInstance;
      registerPublicCors(vform);
      registerTemplateRoutes(vform);
      registerFieldRoutes(vform);
      registerThemeRoutes(vform);
      registerShareRoutes(vform);
      registerPublicRoutes(vform, identityProviders);
      registerResponseRoutes(vform);
      registerScopedVFormRoutes(vform);
      registerAnalyticsRoutes(vform);
    },
    { prefix: '/api/vform/v1' },
  );
  assertEveryTableRegistered(app);
  // The hosted form page and the widget's script files, outside the versioned API (the public link).
  registerHostedPageRoutes(app);
  registerCapturePageRoutes(app);

  registerReferencePageRoutes(app, dashboardSecurityHeaders(config));
  if (spaIndex) {
    const dashboardHeaders = dashboardSecurityHeaders(config);
    await app.register(fastifyStatic, {
      root: spaIndex,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside every asset (scripts/precompress.mjs); sent as negotiated.
      preCompressed: true,
      cacheControl: false,
      // Vite fingerprints everything under assets/: those never change; index.html always revalidates.
      // Also applied to the SPA fallback (reply.sendFile in http/error-handler.ts).
      setHeaders: (res, filePath) =>
        res
          .header(
            'cache-control',
            filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
          .headers(dashboardHeaders),
    });
  }

  const stopHousekeeping = startHousekeeping(ctx);
  if (options.webhookPolling ?? true) ctx.webhooks.start();
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await ctx.webhooks.stop();
    ctx.outbox.close();
    if (!options.database) await database.close();
  });
  return app;
}
