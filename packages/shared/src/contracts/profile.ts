import { contactUsRequestSchema, profileUpdateSchema } from '../account-forms';
import { contactUsResponseSchema, profileSchema } from '../accounts';
import { defineContract } from '../api/contract';

export const getProfile = defineContract({
  method: 'GET',
  path: 'account-management/profile',
  response: profileSchema,
  access: { kind: 'signedIn' },
  summary: 'Your profile',
  tags: ['profile'],
  errors: [404],
});

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

export const contactUs = defineContract({
  method: 'POST',
  path: 'account-management/contact-us',
  body: contactUsRequestSchema,
  response: contactUsResponseSchema,
  status: 201,
  access: { kind: 'signedIn' },
  summary: 'Send a request to the support team',
  tags: ['support'],
  errors: [403],
});
