import { contactUsRequestSchema } from '../../account-forms';
import { contactUsResponseSchema } from '../../accounts';
import { defineContract } from '../../api/contract';

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
