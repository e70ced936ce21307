import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const makeStaff = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/make-staff`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary:
    'Staff made by an operator: make a sign-in provider staff (custom:internal), with a reason (audited); it takes effect at their next sign-in or token refresh. 422 for a customer contact',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
