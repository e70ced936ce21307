import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, expired, luhnValid, parseExpiry } from './card-checks';

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '4000000000000119',
    '5555555555554444',
    '378282246310005',
    '0',
  ])('accepts %s', (number) => expect(luhnValid(number)).toBe(true));

  it.each(['4242424242424241', '4242424242424224', '1234567812345678', '79927398710'])(
    'refuses %s (a mistyped or swapped digit)',
    (number) => expect(luhnValid(number)).toBe(false),
  );

  it('refuses anything but digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242x4242424')).toBe(false);
  });

  it('catches every single mistyped digit of a valid number', () => {
    const valid = '4242424242424242';
    for (let position = 0; position < valid.length; position++)
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === valid[position]) continue;
        const typo = valid.slice(0, position) + digit + valid.slice(position + 1);
        expect(luhnValid(typo), typo).toBe(false);
      }
  });
});

describe('card numbers as typed', () => {
  it('keeps the digits of a number typed with spaces or dashes', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'unknown'],
  ])('names the brand of %s: %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
  });

  it.each(['13/29', '00/29', '0429', '04-29', '04/2', ''])('refuses %j', (typed) =>
    expect(parseExpiry(typed)).toBeNull(),
  );

  it('treats a card as good through the last day of its month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(expired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(expired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(expired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(expired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
