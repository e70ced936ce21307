import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const resetPersonPassword = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/reset-password`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: a new temporary password, mailed to the person (valid 7 days; they choose their own at the next sign-in); their sessions end at once; with a reason (audited). 422 for a company-directory sign-in',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
