import { defineContract } from '../../api/contract';
import { keywordRuleListSchema, keywordRuleParamsSchema } from '../../keyword-rules';
import { KEYWORD_RULES_PATH, LEAD_TAGS } from './lead-path';

export const deleteKeywordRule = defineContract({
  method: 'DELETE',
  path: `${KEYWORD_RULES_PATH}/:ruleId`,
  params: keywordRuleParamsSchema,
  response: keywordRuleListSchema,
  access: { kind: 'account', permission: 'keywordRules.manage' },
  summary: 'Remove a keyword rule (the leads it acted on keep its marks and its name). Answers the rules left',
  tags: LEAD_TAGS,
});
