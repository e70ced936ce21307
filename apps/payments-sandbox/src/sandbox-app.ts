import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerBrowserRoutes } from './browser-routes';
import { registerChargeLookupRoutes, registerChargeRoutes } from './charge-routes';
import { registerSandboxErrorHandler } from './error-handler';
import { registerPaymentMethodRoutes } from './payment-method-routes';
import { registerRefundRoutes } from './refund-routes';
import type { SandboxApp, SandboxDeps } from './sandbox-types';
import { registerTokenRoutes } from './token-routes';

/**
 * The payments sandbox: a Fastify instance of its own, so it has its own origin (port), headers and error
 * shape, and shares nothing with the portal's app but the database handle.
 */
export function buildSandboxApp(deps: SandboxDeps, logger?: FastifyBaseLogger): SandboxApp {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 64 * 1024,
    // A charge held open by the times-out test card must not keep the sandbox from stopping.
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSandboxErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // Only the frame may be embedded (its route says by whom); the API answers are data.
    if (!request.url.startsWith('/hosted-fields')) {
      reply.header('x-frame-options', 'DENY');
      if (request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store');
    }
  });

  registerBrowserRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerPaymentMethodRoutes(app, deps);
  registerChargeRoutes(app, deps);
  registerChargeLookupRoutes(app, deps);
  registerRefundRoutes(app, deps);
  return app;
}
