import { defineContract } from '../../api/contract';
import { supplyEventParamsSchema, supplyEventSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const markCalledBack = defineContract({
  method: 'POST',
  path: `${SUPPLY_EVENT_PATH}/called-back`,
  params: supplyEventParamsSchema,
  response: supplyEventSchema,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary:
    'Mark a missed call or voicemail called back (it leaves the call-back inbox; its status is unchanged). Marking it again keeps the first time',
  tags: LEAD_TAGS,
});
