import { describe, expect, it } from 'vitest';
import { accountNumberValid, routingNumberValid } from './bank-checks';

describe('routingNumberValid', () => {
  it.each(['110000000', '021000021', '011401533', '091000019'])('accepts %s', (routing) =>
    expect(routingNumberValid(routing)).toBe(true),
  );

  it.each(['110000001', '021000012', '12345678', '1100000000', '11000000a'])('refuses %s', (routing) =>
    expect(routingNumberValid(routing)).toBe(false),
  );
});

describe('accountNumberValid', () => {
  it('takes 4 to 17 digits', () => {
    expect(accountNumberValid('000123456789')).toBe(true);
    expect(accountNumberValid('123')).toBe(false);
    expect(accountNumberValid('123456789012345678')).toBe(false);
    expect(accountNumberValid('1234-5678')).toBe(false);
  });
});
