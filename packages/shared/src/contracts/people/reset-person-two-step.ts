import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const resetPersonTwoStep = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/reset-two-step`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: turn a person’s two-step sign-in off (authenticator app, recovery codes, passkeys), e.g. for a lost phone; mailed to the person; with a reason (audited). 422 when it is off',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
