import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { blockedNumberListSchema } from '../../blocked-numbers';
import { BLOCKED_NUMBERS_PATH, LEAD_TAGS } from './lead-path';

export const listBlockedNumbers = defineContract({
  method: 'GET',
  path: BLOCKED_NUMBERS_PATH,
  params: accountParamsSchema,
  response: blockedNumberListSchema,
  access: { kind: 'account', permission: 'blockedNumbers.manage' },
  summary: 'The numbers whose calls and leads the account records but never pays for, newest first',
  tags: LEAD_TAGS,
});
