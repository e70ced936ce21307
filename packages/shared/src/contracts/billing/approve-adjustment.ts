import { adjustmentParamsSchema, adjustmentSchema } from '../../adjustments';
import { defineContract } from '../../api/contract';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const approveAdjustment = defineContract({
  method: 'POST',
  path: `${BILLING_ACCOUNT_PATH}/adjustments/:adjustmentId/approve`,
  params: adjustmentParamsSchema,
  response: adjustmentSchema,
  access: { kind: 'staff' },
  idempotent: true,
  summary:
    'Provider staff: approve an adjustment above $500.00 that another staff member made; it is booked in the ledger then, exactly once. 403 for the one who made it, 409 once it is booked',
  tags: BILLING_TAGS,
  errors: [403, 404, 409],
});
