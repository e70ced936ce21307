import Fastify, { type FastifyBaseLogger } from 'fastify';
import { API_KEY_LIMITS } from '@portal/shared/api-keys';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorHandler, registerErrorHandler, sendError } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { generateRequestId } from './http/request-id';
import { registerSecurity } from './http/security';
import { registerStaticWeb } from './http/static-web';
import type { App, AppDeps } from './http/types';
import { registerDevClockRoutes } from './modules/dev-clock/index';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/index';
import { registerHealthRoutes } from './modules/health/index';
import {
  createIdentity,
  lazyDirectory,
  registerSsoRoutes,
  registerCognitoRoutes,
  registerProfileEndpoints,
  registerSignInEndpoints,
  registerRecoveryCodeEndpoints,
  registerPeopleEndpoints,
} from './modules/identity/index';
import { registerSessionEndpoints } from './modules/session/index';
import { registerAccessControl, type AccessRule } from './http/access';
import { createAccessCache, uncachedAccess } from './http/access-cache';
import { createReadCache, uncachedReads, type ReadCache } from './http/read-cache';
import { registerRateLimits } from './http/rate-limits';
import { sharedRateLimit } from './http/shared-rate-limit';
import { registerAccountEndpoints, twoStepRequiredFor } from './modules/accounts/index';
import { registerAttentionEndpoints } from './modules/attention/index';
import { registerOnboardingEndpoints } from './modules/onboarding/index';
import {
  registerBudgetEndpoints,
  registerCampaignEndpoints,
  registerListingEndpoints,
} from './modules/campaigns/index';
import { registerIngestEndpoints, registerLeadEndpoints } from './modules/supply/index';
import { registerRecordingEndpoints } from './modules/recordings/index';
import { registerIdempotency } from './http/idempotency';
import { registerBillingEndpoints } from './modules/billing/index';
import { createLiveHub, registerNotificationEndpoints } from './modules/notifications/index';
import { registerSupportEndpoints } from './modules/support/index';
import { registerWebhookEndpoints } from './modules/webhooks/index';
import { createApiKeyVerifier, registerApiKeyEndpoints } from './modules/api-keys/index';

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
      ? sharedRateLimit(
          deps.database.db,
          (error) => app.log.warn({ err: error }, 'rate-limit counts not shared'),
          () => deps.clock.now().getTime(),
        )
      : null;
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.stop());
  await registerSecurity(app, { paymentsOrigin: deps.payments?.origin });
  const rateLimits = await registerRateLimits(app, {
    perPerson: deps.config.RATE_LIMIT_PER_MINUTE,
    perApiKey: API_KEY_LIMITS.requestsPerMinute,
    perAddress: deps.config.RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? deps.config.RATE_LIMIT_PER_MINUTE,
    ...(sharedLimits && { store: sharedLimits.Store }),
  });
  registerMetrics(app, deps.config);

  const accessCache =
    deps.config.ACCESS_CACHE && deps.database.url ? createAccessCache(deps.database.url, app.log) : uncachedAccess;
  app.addHook('onClose', () => accessCache.close());
  const identity = await createIdentity({
    ...deps,
    accessCache,
    twoStepRequired: (username) => twoStepRequiredFor(deps.database.db, username),
  });
  // Before any route: every /api route must declare who may call it.
  const accessTable = registerAccessControl(app, {
    db: deps.database.db,
    verifier: identity.verifier,
    apiKeys: createApiKeyVerifier(deps.database.db, deps.clock),
    ingestKeys: deps.config.ingestKeys,
    accessCache,
    rateLimits,
  });
  app.decorate('accessTable', accessTable);
  // After the guard, so that the document and the docs' pages are counted like every signed-out route.
  await registerOpenApi(app);
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
  registerDevMailboxRoutes(app, deps);
  registerDevClockRoutes(app, deps);
  registerAccountEndpoints(app, deps);
  registerOnboardingEndpoints(app, deps);
  registerCampaignEndpoints(app, deps);
  registerListingEndpoints(app, deps);
  registerBudgetEndpoints(app, deps);
  registerIngestEndpoints(app, deps);
  registerLeadEndpoints(app, deps);
  registerAttentionEndpoints(app, deps);
  registerRecordingEndpoints(app, deps);
  registerBillingEndpoints(app, deps);
  // The live streams' hub, closed before the server waits for its connections to end (open streams would keep
  // it waiting). It looks at the database only while someone listens.
  const liveHub = createLiveHub(deps.database.db, {
    now: () => deps.clock.now(),
    onError: (error) => app.log.error({ err: error }, 'live stream look failed'),
  });
  app.addHook('preClose', async () => liveHub.close());
  registerNotificationEndpoints(app, deps, liveHub);
  registerProfileEndpoints(app, deps);
  registerSignInEndpoints(app, identity.context);
  registerRecoveryCodeEndpoints(app, identity.context);
  registerPeopleEndpoints(app, identity.context);
  registerSupportEndpoints(app, deps);
  registerWebhookEndpoints(app, deps);
  registerApiKeyEndpoints(app, deps);

  await registerStaticWeb(app, deps.config.webDistDir);
  return app;
}
