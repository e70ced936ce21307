import { defineContract } from '../../api/contract';
import { recoveryCodesSchema } from '../../sign-in-sessions';

export const makeRecoveryCodes = defineContract({
  method: 'POST',
  path: 'account-management/recovery-codes',
  response: recoveryCodesSchema,
  access: { kind: 'signedIn' },
  summary:
    'Ten new recovery codes, shown this once; the earlier ones stop working. Each answers the authenticator app’s challenge (SOFTWARE_TOKEN_MFA_CODE) once. 422 while two-step sign-in is off',
  tags: ['profile'],
});
