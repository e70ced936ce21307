import { accountSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { newAdvertiserSchema } from '../../new-advertiser';
import { ACCOUNT_TAGS } from './account-path';

export const createAccount = defineContract({
  method: 'POST',
  path: 'ad-portal/advprtl/accounts',
  body: newAdvertiserSchema,
  response: accountSchema,
  status: 201,
  access: { kind: 'staff' },
  idempotent: true,
  summary:
    'Provider staff: open an account for a new advertiser with its details, registered address and billing mode; it gets its number and billing account, and its first OWNER an invitation with a temporary password (or access added to the sign-in they have). Audited',
  tags: ACCOUNT_TAGS,
  errors: [422],
});
