import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorHandler, registerErrorHandler, sendError } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { generateRequestId } from './http/request-id';
import { registerSecurity } from './http/security';
import { registerStaticWeb } from './http/static-web';
import type { App, AppDeps } from './http/types';
import { queuedMessageSender } from './jobs/deliver-message';
import { registerDevClockRoutes } from './modules/dev-clock/dev-clock-routes';
import { registerDevOutboxRoutes } from './modules/dev-outbox/dev-outbox-routes';
import { registerHealthRoutes } from './modules/health/health-routes';
import { createIdentity } from './modules/identity/identity-module';
import { lazyDirectory } from './modules/identity/sso/directory-client';
import { registerSsoRoutes } from './modules/identity/sso/sso-routes';
import { registerCognitoRoutes } from './modules/identity/wire/cognito-routes';
import { registerSessionEndpoints } from './modules/session/session-endpoints';
import { registerAccessControl, type AccessRule } from './http/access';
import { createAccessCache, uncachedAccess } from './http/access-cache';
import { createReadCache, uncachedReads, type ReadCache } from './http/read-cache';
import { sharedRateLimit } from './http/shared-rate-limit';
import { registerAccountEndpoints } from './modules/accounts/account-endpoints';
import { registerBudgetEndpoints } from './modules/campaigns/budget-endpoints';
import { registerCampaignEndpoints } from './modules/campaigns/campaign-endpoints';
import { registerListingEndpoints } from './modules/campaigns/listing-endpoints';
import { registerIngestEndpoints } from './modules/supply/ingest-endpoints';
import { registerLeadEndpoints } from './modules/leads/lead-endpoints';
import { registerRecordingEndpoints } from './modules/recordings/recording-endpoints';
import { registerIdempotency } from './http/idempotency';
import { registerBillingEndpoints } from './modules/billing/billing-endpoints';
import { registerNotificationEndpoints } from './modules/notifications/notification-endpoints';
import { registerProfileEndpoints } from './modules/profile/profile-endpoints';
import { registerSupportEndpoints } from './modules/support/support-endpoints';
import { registerWebhookEndpoints } from './modules/webhooks/webhook-endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access rule. */
    accessTable: AccessRule[];
    /** Account reads remembered until the account changes (registerEndpoint's `remembered`). */
    readCache: ReadCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole HTTP application on the given dependencies; `listen` is the caller's business. */
export async function buildApp(deps: AppDeps, logger?: FastifyBaseLogger): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: generateRequestId,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The AWS SDK posts to "/cognito-idp/", Amplify to "/cognito-idp".
    routerOptions: { ignoreTrailingSlash: true },
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    // Failures before any route runs answer in the error shape too.
    clientErrorHandler,
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // On a database server there may be many processes: they count requests together. The embedded database
  // is one process, which counts on its own.
  const sharedLimits =
    deps.database.kind === 'server'
      ? sharedRateLimit(deps.database.db, (error) => app.log.warn({ err: error }, 'rate-limit counts not shared'))
      : null;
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.stop());
  await registerSecurity(app, {
    ratePerMinute: deps.config.RATE_LIMIT_PER_MINUTE,
    paymentsOrigin: deps.payments?.origin,
    ...(sharedLimits && { rateLimitStore: sharedLimits.Store }),
  });
  await registerOpenApi(app);
  registerMetrics(app, deps.config);

  const accessCache =
    deps.config.ACCESS_CACHE && deps.database.url ? createAccessCache(deps.database.url, app.log) : uncachedAccess;
  app.addHook('onClose', () => accessCache.close());
  const identity = await createIdentity({ ...deps, messages: queuedMessageSender(deps.queue), accessCache });
  // Before any route: every /api route must declare who may call it.
  const accessTable = registerAccessControl(app, {
    db: deps.database.db,
    verifier: identity.verifier,
    ingestKeys: deps.config.ingestKeys,
    accessCache,
  });
  app.decorate('accessTable', accessTable);
  const readCache =
    deps.config.READ_CACHE && deps.database.url ? createReadCache(deps.database.url, app.log) : uncachedReads;
  app.decorate('readCache', readCache);
  app.addHook('onClose', () => readCache.close());
  // A write retires this process's remembered reads of its account before its answer leaves, so the caller's
  // next read sees it (other processes hear of it from the database a moment later). A write to no account
  // (ingestion, staff decisions) may touch any.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && request.url.startsWith('/api/'))
      readCache.forget(request.accountAccess?.accountId);
  });
  registerIdempotency(app, deps.database.db, deps.config.IDEMPOTENCY_LEASE_SECONDS * 1000);
  registerHealthRoutes(app, deps);
  await registerCognitoRoutes(app, identity.context);
  registerSessionEndpoints(app);
  registerSsoRoutes(app, identity.context, lazyDirectory(deps.config));
  registerDevOutboxRoutes(app, deps);
  registerDevClockRoutes(app, deps);
  registerAccountEndpoints(app, deps);
  registerCampaignEndpoints(app, deps);
  registerListingEndpoints(app, deps);
  registerBudgetEndpoints(app, deps);
  registerIngestEndpoints(app, deps);
  registerLeadEndpoints(app, deps);
  registerRecordingEndpoints(app, deps);
  registerBillingEndpoints(app, deps);
  registerNotificationEndpoints(app, deps);
  registerProfileEndpoints(app, deps);
  registerSupportEndpoints(app, deps);
  registerWebhookEndpoints(app, deps);

  await registerStaticWeb(app, deps.config.webDistDir);
  return app;
}
