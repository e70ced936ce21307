import { describe, expect, it } from 'vitest';
import { disablePerson } from '@portal/shared/contracts/people/disable-person';
import { enablePerson } from '@portal/shared/contracts/people/enable-person';
import { listPeople } from '@portal/shared/contracts/people/list-people';
import { makeStaff } from '@portal/shared/contracts/people/make-staff';
import { removeStaff } from '@portal/shared/contracts/people/remove-staff';
import { resetPersonPassword } from '@portal/shared/contracts/people/reset-person-password';
import { resetPersonTwoStep } from '@portal/shared/contracts/people/reset-person-two-step';
import type { PeopleQuery, Person } from '@portal/shared/people';
import { testApiClient } from '../../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../../test/demo';
import { createLogin } from '../../../test/people-fixtures';
import { useTestApp } from '../../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);

const list = async (query: PeopleQuery = {}, as: 'staff' | 'approver' = 'staff') => {
  const answer = await api.as(as).call(listPeople, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const byEmail = (items: Person[]) => new Map(items.map((person) => [person.email, person]));

describe('the people list', () => {
  it('shows every demo sign-in with its accounts and roles, status, two-step sign-in, staff and last sign-in', async () => {
    const page = await list({ limit: 100 });
    const people = byEmail(page.items);
    for (const email of Object.values(DEMO_USER)) expect(people.has(email), email).toBe(true);
    expect(page.caller).toEqual({ userId: people.get(DEMO_USER.staff)!.id, managesStaff: true });

    expect(people.get(DEMO_USER.owner)).toMatchObject({
      status: 'CONFIRMED',
      enabled: true,
      staff: false,
      staffByOperator: false,
      twoStep: { app: false, passkeys: 0 },
    });
    expect(people.get(DEMO_USER.owner)!.accounts).toEqual(
      expect.arrayContaining([
        { accountId: DEMO_IDS.parentAccount, accountName: 'Brightside Home Services', role: 'OWNER' },
        expect.objectContaining({ accountId: DEMO_IDS.childAccount, role: 'OWNER' }),
      ]),
    );
    expect(people.get(DEMO_USER.viewer)!.accounts).toEqual([
      { accountId: DEMO_IDS.parentAccount, accountName: 'Brightside Home Services', role: 'VIEWER' },
    ]);
    // The operator's staff member and the one made on the screen.
    expect(people.get(DEMO_USER.staff)).toMatchObject({ staff: true, staffByOperator: true, accounts: [] });
    expect(people.get(DEMO_USER.approver)).toMatchObject({ staff: true, staffByOperator: false });
    expect(people.get('twostep@demo.test')!.twoStep).toEqual({ app: true, passkeys: 0 });
    const newhire = people.get(DEMO_USER.newhire)!;
    expect(newhire.status).toBe('FORCE_CHANGE_PASSWORD');
    expect(Date.parse(newhire.temporaryPasswordExpiresAt!)).toBeGreaterThan(Date.now());
    expect(people.get(DEMO_USER.pending)).toMatchObject({ status: 'UNCONFIRMED', lastSignInAt: null });
    // The list's own caller signed in to ask.
    expect(Date.now() - Date.parse(people.get(DEMO_USER.staff)!.lastSignInAt!)).toBeLessThan(60_000);
    // In email order.
    const emails = page.items.map((person) => person.username);
    expect(emails).toEqual([...emails].sort());
  });

  it('says whether the caller may make staff: only staff an operator made', async () => {
    expect((await list({ limit: 1 }, 'approver')).caller.managesStaff).toBe(false);
  });

  it('finds by part of the email or the name, and filters staff, customers, disabled and enabled', async () => {
    expect((await list({ search: 'OWENS' })).items.map((person) => person.email)).toEqual([DEMO_USER.owner]);
    expect((await list({ search: 'billing@demo' })).items.map((person) => person.email)).toEqual([DEMO_USER.billing]);
    // LIKE's own characters are taken as they are.
    expect((await list({ search: '%' })).items).toEqual([]);

    const staff = (await list({ staff: 'true', limit: 100 })).items;
    expect(staff.map((person) => person.email)).toEqual(expect.arrayContaining([DEMO_USER.staff, DEMO_USER.approver]));
    expect(staff.every((person) => person.staff)).toBe(true);
    const customers = (await list({ staff: 'false', limit: 100 })).items;
    expect(customers.some((person) => person.staff)).toBe(false);
    expect(customers.map((person) => person.email)).toContain(DEMO_USER.owner);

    const gone = await createLogin(testApp, { name: 'Dana Disabled' });
    await api.as('staff').call(disablePerson, { params: { userId: gone.userId }, body: { reason: 'Left' } });
    const disabled = (await list({ disabled: 'true', limit: 100 })).items;
    expect(disabled.map((person) => person.email)).toContain(gone.email);
    expect(disabled.every((person) => !person.enabled)).toBe(true);
    expect((await list({ disabled: 'false', limit: 100 })).items.map((person) => person.email)).not.toContain(
      gone.email,
    );
    expect((await list({ search: 'dana', disabled: 'true', staff: 'false' })).items).toHaveLength(1);
    await api.as('staff').call(enablePerson, { params: { userId: gone.userId }, body: { reason: 'Back' } });
  });

  it('pages by email: every sign-in once, and a made-up cursor is refused', async () => {
    const all = (await list({ limit: 100 })).items.map((person) => person.email);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: 3, ...(cursor && { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items.map((person) => person.email));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all);

    const bad = await api.as('staff').call(listPeople, { query: { cursor: 'not a cursor' } });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/cursor is not valid/);
    expect((await api.as('staff').call(listPeople, { query: { limit: 101 } })).status).toBe(400);
  });
});

describe('who may use the people console', () => {
  it('answers 403 to every customer role and 401 without a token, on every route', async () => {
    const target = await createLogin(testApp);
    const params = { userId: target.userId };
    const body = { reason: 'Not allowed' };
    const calls = [
      (user: Parameters<typeof api.as>[0]) => api.as(user).call(listPeople, { query: {} }),
      ...[disablePerson, enablePerson, resetPersonPassword, resetPersonTwoStep, makeStaff, removeStaff].map(
        (contract) => (user: Parameters<typeof api.as>[0]) => api.as(user).call(contract, { params, body }),
      ),
    ];
    for (const call of calls) {
      for (const user of ['owner', 'manager', 'billing', 'viewer', 'nocontact'] as const) {
        const answer = await call(user);
        expect(answer.status, user).toBe(403);
        expect(answer.error.message).toBe('Only provider staff can do this.');
      }
      expect((await call('anonymous')).status).toBe(401);
    }
    // Nothing happened to the person.
    const [person] = (await list({ search: target.email })).items;
    expect(person).toMatchObject({ enabled: true, staff: false, status: 'CONFIRMED' });
  });

  it('answers 404 for an unknown sign-in and 400 without a reason', async () => {
    const unknown = await api
      .as('staff')
      .call(disablePerson, { params: { userId: '00000000-0000-4000-8000-00000000dead' }, body: { reason: 'x' } });
    expect(unknown.status).toBe(404);
    expect((await api.as('staff').call(disablePerson, { params: { userId: 'x' }, body: { reason: 'x' } })).status).toBe(
      404,
    );
    const target = await createLogin(testApp);
    const noReason = await api
      .as('staff')
      .call(disablePerson, { params: { userId: target.userId }, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.error.details).toEqual([{ path: 'body.reason', message: 'Say why: the audit log keeps it' }]);
    const extra = await api
      .as('staff')
      .call(disablePerson, { params: { userId: target.userId }, body: { reason: 'x', enabled: false } as never });
    expect(extra.status).toBe(400);
  });
});
