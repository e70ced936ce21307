import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { leadTagBodySchema, leadTagSchema } from '../../lead-tags';
import { LEAD_TAGS, LEAD_TAGS_PATH } from './lead-path';

export const createLeadTag = defineContract({
  method: 'POST',
  path: LEAD_TAGS_PATH,
  params: accountParamsSchema,
  body: leadTagBodySchema,
  response: leadTagSchema,
  status: 201,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary: 'Add a tag with a colour (names are the account’s own, once each, whatever their case)',
  tags: LEAD_TAGS,
  errors: [409],
});
