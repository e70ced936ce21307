import { profileUpdateSchema } from '../../account-forms';
import { profileSchema } from '../../accounts';
import { defineContract } from '../../api/contract';

export const updateProfile = defineContract({
  method: 'PUT',
  path: 'account-management/profile',
  body: profileUpdateSchema,
  response: profileSchema,
  access: { kind: 'signedIn' },
  summary: 'Change your name and phone',
  tags: ['profile'],
  errors: [404],
});
