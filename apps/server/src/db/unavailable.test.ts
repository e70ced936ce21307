import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('ECONNREFUSED'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('08006'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    new Error('wrapped', { cause: withCode('ECONNRESET') }),
  ])('recognises %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), new Error('bug'), 'text'])(
    'does not mistake %s for an outage',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );
});
