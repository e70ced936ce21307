import { defineContract } from '../../api/contract';
import { peoplePageSchema, peopleQuerySchema } from '../../people';
import { PEOPLE_PATH, PEOPLE_TAGS } from './people-path';

export const listPeople = defineContract({
  method: 'GET',
  path: PEOPLE_PATH,
  query: peopleQuerySchema,
  response: peoplePageSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: every sign-in by email, with its accounts and roles, status, two-step sign-in and last sign-in; search by email or name, only staff or customers, only disabled or enabled; by email, a page at a time',
  tags: PEOPLE_TAGS,
});
