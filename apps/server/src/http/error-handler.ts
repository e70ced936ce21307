import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/shared/errors';
import { AppError, codeForClientStatus } from './app-error';
import { isDatabaseUnavailable } from '../db/unavailable';

export const RETRY_AFTER_SECONDS_WHEN_DB_DOWN = 5;

/** The one error handler: every failure leaves as `{ code, message, details? }`, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const body: ApiErrorBody = {
        code: 'VALIDATION_FAILED',
        message: details.map((detail) => `${detail.path}: ${detail.message}`).join('; '),
        details,
      };
      return reply.code(400).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS_WHEN_DB_DOWN))
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' } satisfies ApiErrorBody);
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ code: 'RATE_LIMITED', message: error.message } satisfies ApiErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const body: ApiErrorBody = { code: codeForClientStatus(error.statusCode), message: error.message };
      return reply.code(error.statusCode).send(body);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' } satisfies ApiErrorBody);
  });
}
