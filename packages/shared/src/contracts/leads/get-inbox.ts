import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { inboxSchema } from '../../leads';
import { ACCOUNT_PATH } from '../accounts/account-path';
import { LEAD_TAGS } from './lead-path';

export const getInbox = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/inbox`,
  params: accountParamsSchema,
  response: inboxSchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'leads:read' },
  summary:
    'The call-back inbox: new leads and missed calls of the last 7 days that no one has handled (still NEW, and a missed call not called back), newest first, with how many wait',
  tags: LEAD_TAGS,
});
