import { z } from 'zod';
import { apiErrorSchema } from '@portal/shared/errors';
import type { App } from '../../http/types';

const principalSchema = z.object({ userId: z.string(), username: z.string(), isAdmin: z.boolean() });

/** GET /api/session: who the bearer token belongs to. */
export function registerSessionRoutes(app: App): void {
  app.get(
    '/api/session',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user behind the access token',
        security: [{ bearerAuth: [] }],
        response: { 200: principalSchema, 401: apiErrorSchema },
      },
    },
    async (request) => request.principal!,
  );
}
