const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * True when an error means "the database cannot be reached right now" (as opposed to a bad query):
 * such errors become 503 with Retry-After, never a crash.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now).
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  }
  if (MESSAGES.some((text) => error.message.includes(text))) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

/**
 * True when the database refused a value (SQLSTATE class 22, data exception: a NUL in text, a malformed
 * UUID or number, a value out of range): the request was bad, so it answers 400, never 500.
 */
export function isInvalidDatabaseInput(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return error.cause !== undefined && isInvalidDatabaseInput(error.cause);
}

/** True when a write broke a unique constraint (SQLSTATE 23505), this one if named: a race another check lost. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  if (code === '23505' && (!constraint || violated === constraint)) return true;
  return error.cause !== undefined && isUniqueViolation(error.cause, constraint);
}
