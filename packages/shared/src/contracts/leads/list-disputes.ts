import { defineContract } from '../../api/contract';
import { disputeListQuerySchema, disputePageSchema } from '../../leads';
import { LEAD_TAGS } from './lead-path';

export const listDisputes = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/disputes',
  query: disputeListQuerySchema,
  response: disputePageSchema,
  access: { kind: 'staff' },
  summary:
    'Disputes across accounts, newest first or the oldest first (order=oldest, the queue), by status, account, campaign and reason (provider staff)',
  tags: LEAD_TAGS,
});
