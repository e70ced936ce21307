import type { ApiErrorBody, ErrorCode } from '@portal/shared/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The error code for a client error status that did not come from an AppError (e.g. malformed JSON). */
export function codeForClientStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, value]) => value === status);
  return match?.[0] ?? 'VALIDATION_FAILED';
}

/** A failure the client may see: services throw it, the one error handler turns it into `{ code, message, details? }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }

  toBody(): ApiErrorBody {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

/** A 429 that says when to try again: the error handler sends `retryAfterSeconds` as Retry-After. */
export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
