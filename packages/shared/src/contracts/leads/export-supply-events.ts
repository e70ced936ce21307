import * as z from 'zod/mini';
import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { supplyEventFilterSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENTS_PATH } from './lead-path';

export const exportSupplyEvents = defineContract({
  method: 'GET',
  path: `${SUPPLY_EVENTS_PATH}/export.csv`,
  params: accountParamsSchema,
  query: supplyEventFilterSchema,
  response: z.string().check(z.describe('CSV with a header row: every lead and call the filters match, newest first')),
  produces: 'text/csv',
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'The filtered leads and calls as a CSV file, streamed',
  tags: LEAD_TAGS,
});
