import { describe, expect, it } from 'vitest';
import { adjustmentRequestSchema, MAX_ADJUSTMENT_CENTS } from './adjustments';
import { dollars } from './money';

describe('adjustmentRequestSchema', () => {
  const valid = { amountCents: 2500, direction: 'CREDIT', reason: 'GOODWILL', note: 'Sorry for the outage.' };

  it('takes a credit or a debit in whole cents with a reason and a note', () => {
    expect(adjustmentRequestSchema.parse(valid)).toEqual(valid);
    expect(adjustmentRequestSchema.parse({ ...valid, direction: 'DEBIT', note: '  Setup fee \n' }).note).toBe(
      'Setup fee',
    );
  });

  it('refuses amounts outside $0.01 to $10,000.00, and says so with the limit it names', () => {
    for (const amountCents of [0, -100, MAX_ADJUSTMENT_CENTS + 1, 12.5]) {
      expect(adjustmentRequestSchema.safeParse({ ...valid, amountCents }).success, String(amountCents)).toBe(false);
    }
    const issue = adjustmentRequestSchema.safeParse({ ...valid, amountCents: 0 }).error!.issues[0]!;
    expect(issue.message).toBe(`must be from $0.01 to ${dollars(MAX_ADJUSTMENT_CENTS)}`);
  });

  it('needs a note and a known reason and direction', () => {
    expect(adjustmentRequestSchema.safeParse({ ...valid, note: '   ' }).error!.issues[0]!.message).toBe(
      'Say why: the customer reads it',
    );
    expect(adjustmentRequestSchema.safeParse({ ...valid, reason: 'BRIBE' }).success).toBe(false);
    expect(adjustmentRequestSchema.safeParse({ ...valid, direction: 'BOTH' }).success).toBe(false);
    expect(adjustmentRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
