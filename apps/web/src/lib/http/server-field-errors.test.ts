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
  const formWith = (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    return {
      errors,
      form: {
        getValues: () => values,
        setError: (field: string, error: { message?: string }) => {
          errors[field] = error.message ?? '';
        },
      },
    };
  };

  it('puts a 422’s field details and nested fields on the form', () => {
    const { errors, form } = formWith({ endDate: null, listing: {}, zipCodes: [] });
    const error = new HttpError(422, {
      code: 'BUSINESS_RULE',
      message: 'The end date must be on or after the start date',
      details: [
        { path: 'body.endDate', message: 'The end date must be on or after the start date' },
        { path: 'body.listing.zipCode', message: 'must be 5 digits' },
        { path: 'body.zipCodes.2', message: '78701 is already in the list' },
        { path: 'body.unknown', message: 'not on the form' },
      ],
    });
    expect(showServerFieldErrors(error, form as never)).toBe(true);
    expect(errors).toEqual({
      endDate: 'The end date must be on or after the start date',
      'listing.zipCode': 'must be 5 digits',
      'zipCodes.2': '78701 is already in the list',
    });
  });
});
