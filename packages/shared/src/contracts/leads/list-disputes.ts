import { defineContract } from '../../api/contract';
import { disputeListQuerySchema, disputePageSchema } from '../../leads';
import { LEAD_TAGS } from './lead-path';

export const listDisputes = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/disputes',
  query: disputeListQuerySchema,
  response: disputePageSchema,
  access: { kind: 'staff' },
  summary: 'Disputes across accounts, newest first (provider staff)',
  tags: LEAD_TAGS,
});
