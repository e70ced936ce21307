import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { serverFieldErrors, showServerFieldErrors } from './server-field-errors';

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

describe('showServerFieldErrors', () => {
  const form = () => {
    const errors: Record<string, string> = {};
    return {
      errors,
      getValues: () => ({ displayName: '', hours: {}, serviceZipCodes: [] }),
      setError: (name: string, error: { message?: string }) => {
        errors[name] = error.message ?? '';
      },
    };
  };

  it('puts nested paths and 422 details under the field they start with, as sentences, and ignores fields the form lacks', () => {
    const target = form();
    const error = new HttpError(422, {
      code: 'BUSINESS_RULE',
      message: 'x',
      details: [
        { path: 'body.hours.days.MON.0.end', message: 'must end after it starts' },
        { path: 'body.serviceZipCodes.1', message: '78701 is already in the list' },
        { path: 'body.campaignId', message: 'unknown' },
      ],
    });
    expect(showServerFieldErrors(error, target as never)).toBe(true);
    expect(target.errors).toEqual({
      'hours.days.MON.0.end': 'Must end after it starts',
      'serviceZipCodes.1': '78701 is already in the list',
    });
  });
});
