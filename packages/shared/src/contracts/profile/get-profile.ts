import { profileSchema } from '../../accounts';
import { defineContract } from '../../api/contract';

export const getProfile = defineContract({
  method: 'GET',
  path: 'account-management/profile',
  response: profileSchema,
  access: { kind: 'signedIn' },
  summary: 'Your profile',
  tags: ['profile'],
  errors: [404],
});
