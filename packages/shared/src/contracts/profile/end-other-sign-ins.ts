import { defineContract } from '../../api/contract';
import { signInSessionsSchema } from '../../sign-in-sessions';

export const endOtherSignIns = defineContract({
  method: 'POST',
  path: 'account-management/sessions/sign-out-others',
  response: signInSessionsSchema,
  access: { kind: 'signedIn' },
  summary: 'Sign out everywhere else: every sign-in of yours but this one ends; answers the one left',
  tags: ['profile'],
});
