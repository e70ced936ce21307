import { healthResponseSchema, readinessResponseSchema } from '@portal/shared/health';
import { apiErrorSchema } from '@portal/shared/errors';
import type { App, AppDeps } from '../../http/types';
import { checkDatabase } from './check-database';
import { RETRY_AFTER_SECONDS_WHEN_DB_DOWN } from '../../http/error-handler';

/** Liveness and readiness probes for load balancers and orchestrators; never rate limited. */
export function registerHealthRoutes(app: App, { database }: AppDeps): void {
  app.get(
    '/api/healthz',
    {
      config: { rateLimit: false, access: { kind: 'public' } },
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/readyz',
    {
      config: { rateLimit: false, access: { kind: 'public' } },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const up = await checkDatabase(database.pool);
      if (up) return { status: 'ready' as const, database: 'up' as const };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS_WHEN_DB_DOWN))
        .send({ status: 'unavailable' as const, database: 'down' as const });
    },
  );
}
