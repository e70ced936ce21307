import { defineContract } from '../../api/contract';
import { disputeCreateSchema, supplyEventParamsSchema, supplyEventSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const disputeSupplyEvent = defineContract({
  method: 'POST',
  path: `${SUPPLY_EVENT_PATH}/dispute`,
  params: supplyEventParamsSchema,
  body: disputeCreateSchema,
  response: supplyEventSchema,
  status: 201,
  access: { kind: 'account', permission: 'leads.work' },
  summary: 'Dispute a billable lead or call within 7 days (one open dispute at a time)',
  tags: LEAD_TAGS,
  errors: [409, 422],
});
