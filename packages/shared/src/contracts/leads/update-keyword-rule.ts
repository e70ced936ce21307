import { defineContract } from '../../api/contract';
import { keywordRuleBodySchema, keywordRuleParamsSchema, keywordRuleSchema } from '../../keyword-rules';
import { KEYWORD_RULES_PATH, LEAD_TAGS } from './lead-path';

export const updateKeywordRule = defineContract({
  method: 'PUT',
  path: `${KEYWORD_RULES_PATH}/:ruleId`,
  params: keywordRuleParamsSchema,
  body: keywordRuleBodySchema,
  response: keywordRuleSchema,
  access: { kind: 'account', permission: 'keywordRules.manage' },
  summary: 'Change a keyword rule as a whole (what it already did stays done)',
  tags: LEAD_TAGS,
  errors: [409, 422],
});
