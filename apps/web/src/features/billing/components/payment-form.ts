import * as z from 'zod/mini';
import { paymentCreateSchema, topUpProblem, topUpSchema } from '@portal/shared/billing';
import { formatMoney } from '../../../lib/format';

/** The "Pay with" choice that opens the provider's card fields in the top-up dialog. */
export const NEW_CARD = 'new-card';

/**
 * A top-up: the request's amount with its $25 to $10,000 limits (the server's 422) checked before sending, and a
 * saved method or a new card (whose token the provider's frame gives on submit).
 */
export const topUpFormSchema = z
  .object({
    amountCents: topUpSchema.shape.amountCents,
    paymentMethodId: z.string().check(z.minLength(1, 'Choose a payment method')),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = topUpProblem(values.amountCents);
      if (problem)
        ctx.issues.push({ code: 'custom', message: problem, input: values.amountCents, path: ['amountCents'] });
    }),
  );

/** A payment of what is owed: the request schema, at most the amount due and more than nothing. */
export const payBalanceFormSchema = (amountDueCents: number) =>
  paymentCreateSchema.check(
    z.superRefine((values, ctx) => {
      const problem =
        values.amountCents <= 0
          ? 'Enter an amount to pay'
          : values.amountCents > amountDueCents
            ? `The account owes ${formatMoney(amountDueCents)}: pay at most that`
            : null;
      if (problem)
        ctx.issues.push({ code: 'custom', message: problem, input: values.amountCents, path: ['amountCents'] });
    }),
  );

/** The form's values: the request's (the amount is NaN while its field is empty, which the schema refuses). */
export type PaymentFormValues = z.input<typeof topUpFormSchema>;
