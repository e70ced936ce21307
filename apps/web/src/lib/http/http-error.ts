import { MESSAGES } from '@portal/shared/messages';

/** A non-OK answer: the body the server sent, with the status attached (specification section 8). */
export class HttpError<Body = unknown> extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: Body,
  ) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
  }
}

/** The call took longer than the time-out. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';

  constructor() {
    super(MESSAGES.requestTimedOut);
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.length > 0) return body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}
