import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { supplyEventListQuerySchema, supplyEventPageSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENTS_PATH } from './lead-path';

export const listSupplyEvents = defineContract({
  method: 'GET',
  path: SUPPLY_EVENTS_PATH,
  params: accountParamsSchema,
  query: supplyEventListQuerySchema,
  response: supplyEventPageSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'Leads and calls, newest first, filtered (days from and to in the account’s time zone)',
  tags: LEAD_TAGS,
});
