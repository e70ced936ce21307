import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { blockNumberBodySchema, blockedNumberSchema } from '../../blocked-numbers';
import { BLOCKED_NUMBERS_PATH, LEAD_TAGS } from './lead-path';

export const blockNumber = defineContract({
  method: 'POST',
  path: BLOCKED_NUMBERS_PATH,
  params: accountParamsSchema,
  body: blockNumberBodySchema,
  response: blockedNumberSchema,
  status: 201,
  access: { kind: 'account', permission: 'blockedNumbers.manage' },
  summary:
    'Block a number: its calls and leads from now on are recorded but not charged (BLOCKED_NUMBER). Blocking a number already blocked answers it as it is',
  tags: LEAD_TAGS,
  errors: [409],
});
