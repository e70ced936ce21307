import { defineContract } from '../../api/contract';
import { recoveryCodesSchema } from '../../sign-in-sessions';

export const countRecoveryCodes = defineContract({
  method: 'GET',
  path: 'account-management/recovery-codes',
  response: recoveryCodesSchema,
  access: { kind: 'signedIn' },
  summary: 'How many of your recovery codes are left (the codes themselves are shown only when made)',
  tags: ['profile'],
});
