import { disablePerson } from '@portal/shared/contracts/people/disable-person';
import { enablePerson } from '@portal/shared/contracts/people/enable-person';
import { listPeople } from '@portal/shared/contracts/people/list-people';
import { makeStaff } from '@portal/shared/contracts/people/make-staff';
import { removeStaff } from '@portal/shared/contracts/people/remove-staff';
import { resetPersonPassword } from '@portal/shared/contracts/people/reset-person-password';
import { resetPersonTwoStep } from '@portal/shared/contracts/people/reset-person-two-step';
import type { PersonAction } from '@portal/shared/people-rules';
import { registerEndpoint } from '../../../http/endpoint';
import type { App } from '../../../http/types';
import type { Person } from '../../../http/authenticate';
import type { AccessCache } from '../../../http/access-cache';
import { changePerson, listPeopleFor, type PeopleContext } from './people-service';

/** /admin/people's endpoints, provider staff only: every sign-in, and what staff do to one (docs/decisions/0057). */
export function registerPeopleEndpoints(app: App, ctx: PeopleContext & { accessCache: AccessCache }): void {
  const actorOf = (principal: Person) => ({ userId: principal.userId, username: principal.username });

  registerEndpoint(app, listPeople, async ({ query, principal }) => listPeopleFor(ctx, actorOf(principal), query));

  const change =
    (action: PersonAction) =>
    async ({
      params,
      body,
      principal,
    }: {
      params: { userId: string };
      body: { reason: string };
      principal: Person;
    }) => {
      const { person, endedSignIns } = await changePerson(ctx, actorOf(principal), params.userId, action, body.reason);
      // This process stops taking their tokens now, not when the database's notice comes.
      if (endedSignIns) ctx.accessCache.forgetSignIns();
      return person;
    };
  registerEndpoint(app, disablePerson, change('disable'));
  registerEndpoint(app, enablePerson, change('enable'));
  registerEndpoint(app, resetPersonPassword, change('reset-password'));
  registerEndpoint(app, resetPersonTwoStep, change('reset-two-step'));
  registerEndpoint(app, makeStaff, change('make-staff'));
  registerEndpoint(app, removeStaff, change('remove-staff'));
}
