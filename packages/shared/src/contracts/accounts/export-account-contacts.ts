import * as z from 'zod/mini';
import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const exportAccountContacts = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/contacts/export.csv`,
  params: accountParamsSchema,
  response: z.string().check(z.describe('CSV with a header row: name, email, phone, role; sorted by last name')),
  produces: 'text/csv',
  access: { kind: 'account', permission: 'contacts.read' },
  summary: "The account's contacts as a CSV file",
  tags: ACCOUNT_TAGS,
});
