import * as z from 'zod/mini';
import { accountParamsSchema } from '../../accounts';
import { adjustmentSchema } from '../../adjustments';
import { defineContract } from '../../api/contract';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const listAdjustments = defineContract({
  method: 'GET',
  path: `${BILLING_ACCOUNT_PATH}/adjustments`,
  params: accountParamsSchema,
  response: z.array(adjustmentSchema),
  access: { kind: 'staff' },
  summary: 'Provider staff: the account’s 200 latest adjustments, those waiting for approval first, then the newest',
  tags: BILLING_TAGS,
});
