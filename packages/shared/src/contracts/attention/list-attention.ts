import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { attentionSchema } from '../../attention';
import { ACCOUNT_PATH } from '../accounts/account-path';

export const listAttention = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/attention`,
  params: accountParamsSchema,
  response: attentionSchema,
  access: { kind: 'account', permission: 'account.read' },
  summary:
    'What needs the caller now, computed at each request: budgets near or at their cap (with the day the cap is met at this pace), buying stopped by funds, overdue invoices and failed payments, campaigns without a tracking number or a published listing, disputes decided in the last 7 days, new leads not contacted after 2 hours. Only what the caller’s role may act on; most severe first',
  tags: ['attention'],
});
