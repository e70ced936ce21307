import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the bearer token with METRICS_TOKEN. */
function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route and status. With
 * METRICS_TOKEN set, scrapers must send it as a bearer token; in production without one, /metrics is not
 * served at all (it tells anyone the routes, the traffic and the process's memory).
 */
export function registerMetrics(app: FastifyInstance, config: Pick<AppConfig, 'NODE_ENV' | 'METRICS_TOKEN'>): void {
  // A registry per app instance, so that tests can build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        // The route pattern, not the raw URL, to keep label cardinality bounded.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const token = config.METRICS_TOKEN;
  if (!token && config.NODE_ENV === 'production') return;
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (token && !hasMetricsToken(request, token))
      throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token set in METRICS_TOKEN.');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
