import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('reads the body fields of a 400 answer', () => {
    const error = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: [
        { path: 'body.Phone', message: 'Enter a US phone number with area code, e.g. (512) 555-0199' },
        { path: 'querystring.limit', message: 'Too big' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { field: 'Phone', message: 'Enter a US phone number with area code, e.g. (512) 555-0199' },
    ]);
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new HttpError(500, 'boom'))).toEqual([]);
    expect(serverFieldErrors(new HttpError(400, { code: 'VALIDATION_FAILED', message: 'x' }))).toEqual([]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });
});
