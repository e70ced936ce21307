import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SandboxError } from './sandbox-error';

/**
 * Every failure as `{ code, message, details? }`. Messages are ours, never the parser's: Node's JSON.parse
 * quotes the text it choked on, and that text may be a card number.
 */
export function registerSandboxErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SandboxError) return reply.code(error.status).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      return reply
        .code(400)
        .send({ code: 'invalid_request', message: 'The request is not valid; see details.', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ code: 'invalid_request', message: 'The request could not be read.' });
    request.log.error({ err: error }, 'payments sandbox: unhandled error');
    return reply.code(500).send({ code: 'api_error', message: 'Something went wrong in the payments sandbox.' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: 'resource_missing', message: 'No such endpoint.' }),
  );
}
