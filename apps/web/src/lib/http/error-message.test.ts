import { describe, expect, it } from 'vitest';
import { errorMessage, isNotFound } from './error-message';
import { HttpError, RequestTimeoutError } from './http-error';

describe('errorMessage', () => {
  it("says the server's message when it wrote one", () => {
    expect(
      errorMessage(new HttpError(422, { code: 'BUSINESS_RULE', message: 'Must contact admin to update name' })),
    ).toBe('Must contact admin to update name');
  });

  it('says the message of the code otherwise, and never an internal one', () => {
    expect(errorMessage(new HttpError(409, { code: 'CONFLICT', message: '' }))).toMatch(/Someone else changed this/);
    expect(errorMessage(new HttpError(500, { code: 'INTERNAL', message: 'stack trace at x.ts:1' }))).toBe(
      'Something went wrong on our side. Please try again later.',
    );
  });

  it('says the time-out, a lost connection, or the fallback', () => {
    expect(errorMessage(new RequestTimeoutError())).toBe('Request timed out');
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the portal/);
    expect(errorMessage(new HttpError(502, '<html>bad gateway</html>'), 'Your message could not be sent.')).toBe(
      'Your message could not be sent.',
    );
  });

  it('knows a 404', () => {
    expect(isNotFound(new HttpError(404, { code: 'NOT_FOUND', message: 'x' }))).toBe(true);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
