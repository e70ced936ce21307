import { defineContract } from '../../api/contract';
import { supplyEventParamsSchema, supplyEventSchema, supplyEventUpdateSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const updateSupplyEvent = defineContract({
  method: 'PATCH',
  path: SUPPLY_EVENT_PATH,
  params: supplyEventParamsSchema,
  body: supplyEventUpdateSchema,
  response: supplyEventSchema,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary:
    'Set the customer’s own status of a lead or call (NEW, CONTACTED, BOOKED, WON, LOST), its job value, its tags (the whole set) or its follow-up flag: a job value counts as revenue while the status is BOOKED or WON, on the day it was marked so',
  errors: [422],
  tags: LEAD_TAGS,
});
