import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { paymentCreateSchema, paymentSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_ACCOUNT_PATH } from './billing-path';

export const makePayment = defineContract({
  method: 'POST',
  path: `${PAYMENT_ACCOUNT_PATH}/payments`,
  params: accountParamsSchema,
  body: paymentCreateSchema,
  response: paymentSchema,
  status: 201,
  access: { kind: 'account', permission: 'billing.manage' },
  idempotent: true,
  summary:
    'Pay an invoice (exactly its amount due) or what the account owes (up to it) from a saved method. Payments still under way count as paid: while one is, a second for the same amount answers 422. A 503 (the provider did not answer) is retried with the same Idempotency-Key; a payment left unanswered is settled by the provider’s record within a minute',
  tags: BILLING_TAGS,
  errors: [422, 503],
});
