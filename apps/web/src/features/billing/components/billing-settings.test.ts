import { describe, expect, it } from 'vitest';
import { billingSettingsSchema } from './billing-settings';

const valid = {
  version: 3,
  mode: 'PREPAID',
  autopayEnabled: false,
  autoRecharge: null,
  billingSameAsRegistered: true,
  billingAddress: null,
  billingEmail: null,
} as const;

const problems = (values: object) => {
  const result = billingSettingsSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('billingSettingsSchema', () => {
  it('takes the settings as the server does', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, autoRecharge: { thresholdCents: 0, amountCents: 2_500 } })).toEqual([]);
  });

  it('puts the auto-recharge limits beside the field at fault', () => {
    expect(problems({ ...valid, autoRecharge: { thresholdCents: 5_000, amountCents: 1_000 } })).toEqual([
      ['autoRecharge.amountCents', 'An automatic top-up is from $25.00 to $10,000.00'],
    ]);
    expect(problems({ ...valid, autoRecharge: { thresholdCents: 2_000_000, amountCents: 5_000 } })).toEqual([
      ['autoRecharge.thresholdCents', 'The threshold cannot be above $10,000.00'],
    ]);
  });

  it('asks for an address when the registered one is not used', () => {
    expect(problems({ ...valid, billingSameAsRegistered: false })).toEqual([
      ['billingAddress', 'Enter the billing address, or use the registered one'],
    ]);
    expect(
      problems({
        ...valid,
        billingSameAsRegistered: false,
        billingAddress: { street: '', city: 'Austin', state: 'TX', zipCode: '7870' },
      }).map(([path]) => path),
    ).toEqual(['billingAddress.street', 'billingAddress.zipCode']);
  });

  it('checks the billing email', () => {
    expect(problems({ ...valid, billingEmail: 'not an email' })).toEqual([
      ['billingEmail', 'Enter a valid email address'],
    ]);
  });
});
