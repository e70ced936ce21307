import { defineContract } from '../../api/contract';
import { supplyEventNoteCreateSchema, supplyEventParamsSchema, supplyEventSchema } from '../../leads';
import { LEAD_TAGS, SUPPLY_EVENT_PATH } from './lead-path';

export const addSupplyEventNote = defineContract({
  method: 'POST',
  path: `${SUPPLY_EVENT_PATH}/notes`,
  params: supplyEventParamsSchema,
  body: supplyEventNoteCreateSchema,
  response: supplyEventSchema,
  status: 201,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary: 'Add a note to a lead or call',
  tags: LEAD_TAGS,
});
