import type { ErrorCode } from '@portal/shared/errors';
import { HttpError, RequestTimeoutError } from './http-error';

/** What people read when the server gives no better message of its own, by error code. */
const MESSAGE_BY_CODE: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some of what was entered is not valid. Check the highlighted fields.',
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'We could not find what you asked for. It may have been removed.',
  CONFLICT: 'Someone else changed this meanwhile. Reload to see their change, then try again.',
  BUSINESS_RULE: 'This cannot be done as asked.',
  TOO_LARGE: 'That is larger than the portal accepts.',
  UNSUPPORTED_MEDIA_TYPE: 'That kind of file is not accepted here.',
  RATE_LIMITED: 'Too many requests at once. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'The portal is briefly unavailable. Please try again in a few seconds.',
  INTERNAL: 'Something went wrong on our side. Please try again later.',
};

const codeOf = (error: HttpError): ErrorCode | undefined => {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code in MESSAGE_BY_CODE ? (code as ErrorCode) : undefined;
};

/**
 * The one error mapper of the web app: any failure of a call as a sentence for people. The server's own
 * message when it wrote one for them (our API always does), else the message of its code, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = MESSAGE_BY_CODE.INTERNAL): string {
  if (error instanceof RequestTimeoutError) return error.message;
  if (error instanceof HttpError) {
    const code = codeOf(error);
    const serverMessage = (error.body as { message?: unknown } | undefined)?.message;
    if (code && typeof serverMessage === 'string' && serverMessage.length > 0 && code !== 'INTERNAL')
      return serverMessage;
    return code ? MESSAGE_BY_CODE[code] : fallback;
  }
  // fetch itself failed: offline, or the server cannot be reached.
  if (error instanceof TypeError) return 'We could not reach the portal. Check your connection and try again.';
  return fallback;
}

/** True for the answer to a lookup of something that does not exist (or is not yours). */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;
