import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { keywordRuleListSchema } from '../../keyword-rules';
import { KEYWORD_RULES_PATH, LEAD_TAGS } from './lead-path';

export const listKeywordRules = defineContract({
  method: 'GET',
  path: KEYWORD_RULES_PATH,
  params: accountParamsSchema,
  response: keywordRuleListSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary: 'The account’s keyword rules, oldest first (the order they act in)',
  tags: LEAD_TAGS,
});
