import { z } from 'zod';
import { apiErrorSchema } from '@portal/shared/errors';
import { authenticate } from '../../http/authenticate';
import type { App } from '../../http/types';
import type { AccessTokenVerifier } from '../identity/domain/access-token-verifier';

const principalSchema = z.object({ userId: z.string(), username: z.string(), isAdmin: z.boolean() });

/** GET /api/session: who the bearer token belongs to. */
export function registerSessionRoutes(app: App, verifier: AccessTokenVerifier): void {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user behind the access token',
        security: [{ bearerAuth: [] }],
        response: { 200: principalSchema, 401: apiErrorSchema },
      },
    },
    async (request) => authenticate(request, verifier),
  );
}
