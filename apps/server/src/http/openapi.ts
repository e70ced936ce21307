import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookDocs } from './openapi-webhooks';
import type { App } from './types';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json; its UI at /api/docs. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1 for the `webhooks` section: what the portal posts to customers' endpoints, per event type.
      openapi: '3.1.0',
      // The plugin's types mix OpenAPI 3.0 and 3.1 schema objects; zod writes JSON Schema, which 3.1 takes.
      webhooks: webhookDocs() as never,
      info: {
        title: 'Advertiser Portal API',
        description: 'Accounts, campaigns, listings, budgets, leads and calls, billing, notifications and webhooks.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
