import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { keywordRuleBodySchema, keywordRuleSchema } from '../../keyword-rules';
import { KEYWORD_RULES_PATH, LEAD_TAGS } from './lead-path';

export const createKeywordRule = defineContract({
  method: 'POST',
  path: KEYWORD_RULES_PATH,
  params: accountParamsSchema,
  body: keywordRuleBodySchema,
  response: keywordRuleSchema,
  status: 201,
  access: { kind: 'account', permission: 'keywordRules.manage' },
  summary:
    'Add a keyword rule: when a lead’s message or a call’s transcript says any of its phrases (whole words, whatever the case and accents), add its tags, set its status (while the lead is NEW) or flag it for follow-up. It acts on what arrives from now on',
  tags: LEAD_TAGS,
  errors: [409, 422],
});
