import { defineContract } from '../../api/contract';
import { blockedNumberListSchema, blockedNumberParamsSchema } from '../../blocked-numbers';
import { BLOCKED_NUMBERS_PATH, LEAD_TAGS } from './lead-path';

export const unblockNumber = defineContract({
  method: 'DELETE',
  path: `${BLOCKED_NUMBERS_PATH}/:blockedNumberId`,
  params: blockedNumberParamsSchema,
  response: blockedNumberListSchema,
  access: { kind: 'account', permission: 'blockedNumbers.manage' },
  summary: 'Take a number off the blocked list: its next calls and leads are charged as usual. Answers the list left',
  tags: LEAD_TAGS,
});
