import { defineContract } from '../../api/contract';
import { disputeDecisionSchema, disputeParamsSchema, staffDisputeSchema } from '../../leads';
import { LEAD_TAGS } from './lead-path';

export const decideDispute = defineContract({
  method: 'POST',
  path: 'ad-portal/advprtl/disputes/:disputeId/decision',
  params: disputeParamsSchema,
  body: disputeDecisionSchema,
  response: staffDisputeSchema,
  access: { kind: 'staff' },
  summary: 'Approve (credits the price and gives the spend back to its budget period) or reject a dispute',
  tags: LEAD_TAGS,
  errors: [404, 409],
});
