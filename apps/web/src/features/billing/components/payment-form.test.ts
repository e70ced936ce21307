import { describe, expect, it } from 'vitest';
import { payBalanceFormSchema, topUpFormSchema } from './payment-form';

const METHOD = '5b0a7c1e-2f4d-4c8a-9e3b-1d2c3b4a5f60';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('topUpFormSchema', () => {
  it('takes $25 to $10,000 from a chosen method', () => {
    expect(topUpFormSchema.safeParse({ amountCents: 2_500, paymentMethodId: METHOD }).success).toBe(true);
    expect(topUpFormSchema.safeParse({ amountCents: 1_000_000, paymentMethodId: METHOD }).success).toBe(true);
  });

  it('says the limits, whichever side is passed', () => {
    for (const amountCents of [2_499, 1_000_001]) {
      expect(messages(topUpFormSchema.safeParse({ amountCents, paymentMethodId: METHOD }))).toEqual([
        'A top-up is from $25.00 to $10,000.00',
      ]);
    }
  });

  it('asks for an amount and a method', () => {
    expect(messages(topUpFormSchema.safeParse({ amountCents: undefined, paymentMethodId: '' }))).toEqual([
      'must be a whole number of cents',
      'Choose a payment method',
    ]);
  });
});

describe('payBalanceFormSchema', () => {
  it('takes up to the amount due', () => {
    expect(payBalanceFormSchema(12_345).safeParse({ amountCents: 12_345, paymentMethodId: METHOD }).success).toBe(true);
    expect(messages(payBalanceFormSchema(12_345).safeParse({ amountCents: 12_346, paymentMethodId: METHOD }))).toEqual([
      'The account owes $123.45: pay at most that',
    ]);
    expect(messages(payBalanceFormSchema(12_345).safeParse({ amountCents: 0, paymentMethodId: METHOD }))).toEqual([
      'Enter an amount to pay',
    ]);
  });
});
