import { defineContract } from '../../api/contract';
import { leadTagListSchema, leadTagParamsSchema } from '../../lead-tags';
import { LEAD_TAGS, LEAD_TAGS_PATH } from './lead-path';

export const deleteLeadTag = defineContract({
  method: 'DELETE',
  path: `${LEAD_TAGS_PATH}/:tagId`,
  params: leadTagParamsSchema,
  response: leadTagListSchema,
  access: { kind: 'account', permission: 'leads.work', keyScope: 'leads:write' },
  summary: 'Remove a tag from the account and from every lead and call that carries it. Answers the tags left',
  tags: LEAD_TAGS,
});
