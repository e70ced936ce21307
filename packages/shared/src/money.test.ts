import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_INT32 } from './integers';
import { MAX_CENTS_TEXT, cents, dollars } from './money';

describe('money', () => {
  it('writes the largest amount a request may carry as dollars() does', () => {
    expect(dollars(MAX_INT32)).toBe(MAX_CENTS_TEXT);
  });

  it('writes cents as dollars, with the sign and the thousands', () => {
    expect(dollars(123_456)).toBe('$1,234.56');
    expect(dollars(-4_550)).toBe('-$45.50');
    expect(dollars(0)).toBe('$0.00');
  });

  it('names that largest amount when an amount is out of range', () => {
    const result = z.safeParse(cents(), MAX_INT32 + 1);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`must be at most ${MAX_CENTS_TEXT} either way`);
  });
});
