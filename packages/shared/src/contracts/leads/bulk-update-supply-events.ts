import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { supplyEventBulkResultSchema, supplyEventBulkSchema } from '../../lead-bulk';
import { LEAD_TAGS, SUPPLY_EVENTS_PATH } from './lead-path';

export const bulkUpdateSupplyEvents = defineContract({
  method: 'POST',
  path: `${SUPPLY_EVENTS_PATH}/bulk`,
  params: accountParamsSchema,
  body: supplyEventBulkSchema,
  response: supplyEventBulkResultSchema,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary:
    'Set the status, add or remove tags, or flag for follow-up, on up to 100 leads and calls at once: all of them or none (one not the account’s, or one past 10 tags, changes nothing). Audited once per lead or call',
  tags: LEAD_TAGS,
  errors: [422],
});
