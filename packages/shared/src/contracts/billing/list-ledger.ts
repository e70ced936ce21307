import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ledgerPageSchema, ledgerQuerySchema } from '../../billing';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const listLedger = defineContract({
  method: 'GET',
  path: `${BILLING_ACCOUNT_PATH}/ledger`,
  params: accountParamsSchema,
  query: ledgerQuerySchema,
  response: ledgerPageSchema,
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'The account’s money movements, newest first, each linked to what caused it (days in the account’s zone)',
  tags: BILLING_TAGS,
});
