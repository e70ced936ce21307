import { defineContract } from '../../api/contract';
import { signInSessionParamsSchema, signInSessionsSchema } from '../../sign-in-sessions';

export const endSignIn = defineContract({
  method: 'DELETE',
  path: 'account-management/sessions/:sessionId',
  params: signInSessionParamsSchema,
  response: signInSessionsSchema,
  access: { kind: 'signedIn' },
  summary:
    'Sign one of your sign-ins out: its tokens stop working on every server process at once; answers the sign-ins left',
  tags: ['profile'],
  errors: [404],
});
