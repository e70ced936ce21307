import { userIdentitySchema, usernameParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_TAGS } from './account-path';

export const getUserIdentity = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/user_identity/:username',
  params: usernameParamsSchema,
  response: userIdentitySchema,
  access: { kind: 'signedIn' },
  summary: "A user's contact with its account assignments (your own, or anyone's for staff)",
  tags: ACCOUNT_TAGS,
  errors: [403, 404],
});
