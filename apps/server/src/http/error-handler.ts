import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/shared/errors';
import { AppError, codeForClientStatus, RateLimitedError } from '../lib/app-error';
import { isDatabaseUnavailable, isInvalidDatabaseInput } from '../db/unavailable';

export const RETRY_AFTER_SECONDS_WHEN_DB_DOWN = 5;
/** How many field problems a validation error lists at most. */
export const MAX_VALIDATION_DETAILS = 20;
const MAX_DETAIL_LENGTH = 200;

const clip = (text: string) => (text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text);

/** What the one error handler answers for a failure: status, body, and how loudly to log it. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  retryAfterSeconds?: number;
  /** `error` for our own faults; client mistakes are not logged as errors. */
  log?: 'error' | 'warn';
}

const INTERNAL: ApiErrorBody = {
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again later.',
};

/** The answer for any error a request can meet; every 4xx and 5xx of the API leaves in this shape. */
export function errorAnswer(error: FastifyError | Error, request?: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError)
    return {
      status: error.statusCode,
      body: error.toBody(),
      ...(error instanceof RateLimitedError && { retryAfterSeconds: error.retryAfterSeconds }),
      ...(error.statusCode >= 500 && { log: 'error' as const }),
    };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An array of 100,000 wrong items has as many problems: the first few say what is wrong.
    // Clipped, since a message may quote the input ("Unrecognized key: …" with a key of 100,000 characters).
    const details = error.validation.slice(0, MAX_VALIDATION_DETAILS).map((issue) => ({
      path: clip([error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.')),
      message: clip(issue.message ?? 'is invalid'),
    }));
    const more = error.validation.length - details.length;
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message:
          details.map((detail) => `${detail.path}: ${detail.message}`).join('; ') +
          (more > 0 ? `; and ${more} more ${more === 1 ? 'problem' : 'problems'}` : ''),
        details,
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
      retryAfterSeconds: RETRY_AFTER_SECONDS_WHEN_DB_DOWN,
      log: 'error',
    };
  }
  // The database refused a value the checks let through: the request's fault, so a 400, never a 500.
  if (isInvalidDatabaseInput(error)) {
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'A value in the request is not valid.' },
      log: 'warn',
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 429) return { status, body: { code: 'RATE_LIMITED', message: error.message } };
  if (isResponseSerializationError(error)) return { status: 500, body: INTERNAL, log: 'error' };
  // Fastify's own client errors: malformed JSON, wrong content type, body too large, bad URL.
  if (status && status >= 400 && status < 500)
    return {
      status,
      body: { code: codeForClientStatus(status), message: clientMessage(error as FastifyError, request) },
    };
  return { status: 500, body: INTERNAL, log: 'error' };
}

/** Fastify's messages, except where they repeat the request back (a bad or overlong URL) or leave out the limit. */
function clientMessage(error: FastifyError, request?: FastifyRequest): string {
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not valid: it has a malformed %-escape.';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'A part of the address is too long.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request?.routeOptions.bodyLimit;
    return `The request body is too large${limit ? `: this address takes at most ${formatBytes(limit)}` : ''}.`;
  }
  return error.message;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${+(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;

/**
 * True when the client hung up (mid-body, or before the answer): nobody is left to answer. Not
 * `request.raw.destroyed`: Node destroys a request stream as soon as its body has been read whole, so that
 * flag is true for every request that carried a body, and would turn each of their 404, 409 and 422 into this.
 */
export function clientIsGone(request: FastifyRequest): boolean {
  return request.raw.readableAborted || Boolean(request.raw.socket?.destroyed);
}

export function sendErrorAnswer(reply: FastifyReply, answer: ErrorAnswer) {
  if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.code(answer.status).send(answer.body);
}

export function logErrorAnswer(request: FastifyRequest, error: unknown, answer: ErrorAnswer): void {
  if (answer.log === 'error')
    request.log.error(
      { err: error },
      answer.body.code === 'SERVICE_UNAVAILABLE' ? 'database unavailable' : 'unhandled error',
    );
  else if (answer.log === 'warn') request.log.warn({ err: error }, 'the database refused a value');
}

/** Answers any failure in the error shape, logging our own faults: routes and routing failures alike. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = errorAnswer(error, request);
  logErrorAnswer(request, error, answer);
  return sendErrorAnswer(reply, answer);
}

/** The one error handler: every failure leaves as `{ code, message, details? }`, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientIsGone(request)) {
      request.log.info({ code: error.code }, 'the client closed the connection before the answer');
      return reply
        .code(400)
        .send({ code: 'VALIDATION_FAILED', message: 'The request did not arrive whole.' } satisfies ApiErrorBody);
    }
    return sendError(error, request, reply);
  });
}

const HTTP_CLIENT_ERRORS: Record<string, { status: number; text: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    message: "The request's headers are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', message: 'The request took too long to arrive.' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (oversized headers, garbage), answered in
 * the error shape like everything else. Modelled on Fastify's default handler.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = HTTP_CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    text: 'Bad Request',
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify({
    code: codeForClientStatus(known.status),
    message: known.message,
  } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
