import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const enablePerson = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/enable`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary: 'Provider staff: let a disabled sign-in sign in again, with a reason (audited)',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
