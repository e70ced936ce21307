import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { leadTagListSchema } from '../../lead-tags';
import { LEAD_TAGS, LEAD_TAGS_PATH } from './lead-path';

export const listLeadTags = defineContract({
  method: 'GET',
  path: LEAD_TAGS_PATH,
  params: accountParamsSchema,
  response: leadTagListSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'The account’s tags for leads and calls, by name',
  tags: LEAD_TAGS,
});
