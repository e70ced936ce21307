import { defineContract } from '../../api/contract';
import { signInSessionsSchema } from '../../sign-in-sessions';

export const listSignIns = defineContract({
  method: 'GET',
  path: 'account-management/sessions',
  response: signInSessionsSchema,
  access: { kind: 'signedIn' },
  summary: 'Your sign-ins that still work, on every device, most recently used first; `current` is this one',
  tags: ['profile'],
});
