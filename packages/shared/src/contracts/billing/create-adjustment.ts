import { accountParamsSchema } from '../../accounts';
import { adjustmentRequestSchema, adjustmentSchema } from '../../adjustments';
import { defineContract } from '../../api/contract';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const createAdjustment = defineContract({
  method: 'POST',
  path: `${BILLING_ACCOUNT_PATH}/adjustments`,
  params: accountParamsSchema,
  body: adjustmentRequestSchema,
  response: adjustmentSchema,
  status: 201,
  access: { kind: 'staff' },
  idempotent: true,
  summary:
    'Provider staff: credit or debit an account with a reason the customer reads (an ADJUSTMENT in the ledger). Up to $500.00 (counting what the same person booked alone on the account in the last 24 hours) it is booked at once; above, it waits for a second staff member (status PENDING). An Idempotency-Key is one person’s: another person reusing it gets 422',
  tags: BILLING_TAGS,
  errors: [404, 422],
});
