import * as z from 'zod/mini';
import {
  BILLING_LIMITS,
  autoRechargeProblem,
  billingAccountUpdateSchema,
  type BillingAccount,
  type BillingAccountUpdate,
} from '@portal/shared/billing';

/**
 * The billing settings form: the request schema itself, plus the auto-recharge limits the server checks
 * (its 422), so they show beside the field before anything is sent.
 */
export const billingSettingsSchema = billingAccountUpdateSchema.check(
  z.superRefine((values, ctx) => {
    if (!values.autoRecharge) return;
    const problem = autoRechargeProblem(values.autoRecharge);
    if (!problem) return;
    // The threshold is at fault if the rule still fails with an amount that is surely allowed.
    const thresholdWrong = autoRechargeProblem({
      ...values.autoRecharge,
      amountCents: BILLING_LIMITS.minTopUpCents,
    });
    ctx.issues.push({
      code: 'custom',
      message: problem,
      input: values.autoRecharge,
      path: ['autoRecharge', thresholdWrong ? 'thresholdCents' : 'amountCents'],
    });
  }),
);

/** The settings as the PUT takes them: the whole of them, at the version they were read. */
export const settingsOf = (billing: BillingAccount): BillingAccountUpdate => ({
  version: billing.version,
  mode: billing.mode,
  autopayEnabled: billing.autopayEnabled,
  autoRecharge: billing.autoRecharge,
  billingSameAsRegistered: billing.billingSameAsRegistered,
  billingAddress: billing.billingSameAsRegistered ? null : billing.billingAddress,
  billingEmail: billing.billingEmail,
});

/** What auto-recharge starts with when switched on: top up $100 when the balance falls under $25. */
export const DEFAULT_AUTO_RECHARGE = { thresholdCents: 2_500, amountCents: 10_000 } as const;

export const EMPTY_ADDRESS = { street: '', city: '', state: '', zipCode: '' } as const;
