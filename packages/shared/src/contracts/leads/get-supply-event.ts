import { defineContract } from '../../api/contract';
import { supplyEventParamsSchema, supplyEventSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const getSupplyEvent = defineContract({
  method: 'GET',
  path: SUPPLY_EVENT_PATH,
  params: supplyEventParamsSchema,
  response: supplyEventSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'One lead or call: price and why it was billable or not, notes and dispute',
  tags: LEAD_TAGS,
});
