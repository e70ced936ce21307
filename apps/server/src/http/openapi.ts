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
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A person’s access token, from signing in to the portal (an hour long).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pk_live_…',
            description:
              'An API key for one of your own systems, made under Account, API keys (ADMIN and up). It calls the routes that list its scope, on its own account only.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Authorizations are kept in the page's storage, so that a key entered once tries every route with it.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { persistAuthorization: true },
  });
  app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
