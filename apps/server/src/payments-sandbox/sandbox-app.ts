import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerBrowserRoutes } from './browser-routes';
import { registerChargeRoute } from './charge-route';
import { registerSandboxErrorHandler } from './error-handler';
import { registerPaymentMethodRoute } from './payment-method-route';
import { registerRefundRoute } from './refund-route';
import type { SandboxApp, SandboxDeps } from './sandbox-types';
import { registerTokenRoute } from './token-route';

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
  registerTokenRoute(app, deps);
  registerPaymentMethodRoute(app, deps);
  registerChargeRoute(app, deps);
  registerRefundRoute(app, deps);
  return app;
}
