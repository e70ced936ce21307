import { describe, expect, it } from 'vitest';
import { firstMessage } from './form-errors';

describe('firstMessage', () => {
  it('reads a field’s own message first', () => {
    expect(firstMessage({ message: 'This field is required', type: 'too_small' })).toBe('This field is required');
  });

  it('finds the message of an entry of a list or a nested field', () => {
    expect(firstMessage([undefined, undefined, { message: '78701 is already in the list' }])).toBe(
      '78701 is already in the list',
    );
    expect(firstMessage({ capCents: { message: 'must be a whole number of cents' } })).toBe(
      'must be a whole number of cents',
    );
  });

  it('finds nothing where there is no error', () => {
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({ ref: { message: 'not an error' } })).toBeUndefined();
  });
});
