import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const removeStaff = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/remove-staff`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary:
    'Staff made by an operator: take a sign-in’s staff access away, with a reason (audited); their sessions end at once. 422 for yourself and for staff an operator made (the command line removes those)',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
