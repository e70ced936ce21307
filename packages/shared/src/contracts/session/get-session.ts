import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';

export const principalSchema = z.object({ userId: z.string(), username: z.string(), isAdmin: z.boolean() });

export const getSession = defineContract({
  method: 'GET',
  path: 'session',
  response: principalSchema,
  access: { kind: 'signedIn' },
  summary: 'The signed-in user behind the access token',
  tags: ['session'],
});
