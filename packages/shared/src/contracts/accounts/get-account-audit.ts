import { accountParamsSchema, auditPageSchema, auditQuerySchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const getAccountAudit = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/audit`,
  params: accountParamsSchema,
  query: auditQuerySchema,
  response: auditPageSchema,
  access: { kind: 'account', permission: 'audit.read' },
  summary: 'Who changed what on the account, newest first',
  tags: ACCOUNT_TAGS,
});
