import { defineContract } from '../../api/contract';
import { personChangeSchema, personParamsSchema, personSchema } from '../../people';
import { PERSON_PATH, PEOPLE_TAGS } from './people-path';

export const disablePerson = defineContract({
  method: 'POST',
  path: `${PERSON_PATH}/disable`,
  params: personParamsSchema,
  body: personChangeSchema,
  response: personSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: disable a sign-in with a reason (audited); its sessions end at once, and its access tokens stop working. 422 for your own',
  tags: PEOPLE_TAGS,
  errors: [404, 422],
});
