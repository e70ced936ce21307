import { defineContract } from '../../api/contract';
import { supplyEventParamsSchema, supplyEventSchema, supplyEventStatusUpdateSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const updateSupplyEventStatus = defineContract({
  method: 'PATCH',
  path: SUPPLY_EVENT_PATH,
  params: supplyEventParamsSchema,
  body: supplyEventStatusUpdateSchema,
  response: supplyEventSchema,
  access: { kind: 'account', permission: 'leads.work' },
  summary: 'Set the customer’s own status of a lead or call (NEW, CONTACTED, BOOKED, WON, LOST)',
  tags: LEAD_TAGS,
});
