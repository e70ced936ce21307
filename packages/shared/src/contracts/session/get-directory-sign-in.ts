import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';

export const getDirectorySignIn = defineContract({
  method: 'GET',
  path: 'auth/sso/status',
  response: z.object({ available: z.boolean() }),
  // /employee-login asks before it offers the directory's button.
  access: { kind: 'public' },
  summary: 'Whether staff can sign in through the company directory on this portal (an SSO issuer is configured)',
  tags: ['session'],
});
