import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeContactRole } from '@portal/shared/contracts/accounts/change-contact-role';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { removeContact } from '@portal/shared/contracts/accounts/remove-contact';
import type { Role } from '@portal/shared/roles';
import { identityUsers } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER, type DemoUser } from '../../test/demo';
import { accessTokenFor } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { TEAM_MESSAGES } from './team-service';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);
const parent = { accountId: DEMO_IDS.parentAccount };

async function team() {
  const response = await api.as('staff').call(getAccountContacts, { params: parent });
  return new Map(response.body.map((item) => [item.Contact__r.Email, item]));
}

/** The `contactId` of a demo user's contact (its Contact__r.Id), as the team list shows it. */
async function contactIdOf(user: DemoUser): Promise<string> {
  const member = (await team()).get(DEMO_USER[user]);
  if (!member) throw new Error(`${user} is not on the account`);
  return member.Contact__r.Id;
}

const changeRole = async (actor: DemoUser, target: DemoUser, role: Role) =>
  api
    .as(actor)
    .call(changeContactRole, { params: { ...parent, contactId: await contactIdOf(target) }, body: { role } });

const rolesNow = async () =>
  Object.fromEntries([...(await team())].map(([email, item]) => [email, item.Contact_Role__c]));

async function mailTo(email: string, subject: string) {
  await expect
    .poll(
      async () =>
        (
          (
            await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${encodeURIComponent(email)}` })
          ).json() as { subject?: string }[]
        ).map((message) => message.subject),
      { timeout: 10_000 },
    )
    .toContain(subject);
}

describe('the team: who has signed in', () => {
  it('says ACTIVE, INVITED (unconfirmed, or a temporary password not yet changed) or EXPIRED (that password lapsed)', async () => {
    const parentTeam = await team();
    expect(parentTeam.get(DEMO_USER.owner)?.status).toBe('ACTIVE');
    expect(parentTeam.get(DEMO_USER.pending)?.status).toBe('INVITED');
    const childStatus = async () =>
      (await api.as('owner').call(getAccountContacts, { params: { accountId: DEMO_IDS.childAccount } })).body.find(
        (item) => item.Contact__r.Email === DEMO_USER.newhire,
      )?.status;
    expect(await childStatus()).toBe('INVITED');
    await testApp.database.db
      .update(identityUsers)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(identityUsers.username, DEMO_USER.newhire));
    expect(await childStatus()).toBe('EXPIRED');
  });
});

describe('the team: roles', () => {
  it('an ADMIN gives a viewer the BILLING role: answered, audited and mailed to the person', async () => {
    const response = await changeRole('manager', 'viewer', 'BILLING');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ Contact_Role__c: 'BILLING', Contact__r: { Email: DEMO_USER.viewer } });
    expect((await rolesNow())[DEMO_USER.viewer]).toBe('BILLING');
    const audit = (await api.as('owner').call(getAccountAudit, { params: parent, query: {} })).body;
    expect(audit.items[0]).toMatchObject({
      actor: DEMO_USER.manager,
      entity: 'contact-assignment',
      subject: DEMO_USER.viewer,
      action: 'update',
      before: { email: DEMO_USER.viewer, role: 'VIEWER' },
      after: { email: DEMO_USER.viewer, role: 'BILLING' },
    });
    await mailTo(DEMO_USER.viewer, 'Your role on Brightside Home Services is now BILLING');

    // The same role again changes nothing and records nothing.
    expect((await changeRole('manager', 'viewer', 'BILLING')).status).toBe(200);
    const after = (await api.as('owner').call(getAccountAudit, { params: parent, query: {} })).body;
    expect(after.items[0]!.id).toBe(audit.items[0]!.id);
    expect((await changeRole('manager', 'viewer', 'VIEWER')).status).toBe(200);
  });

  it('refuses, saying why: an ADMIN granting OWNER or changing an OWNER, anyone changing their own role, and lowering the last OWNER', async () => {
    const before = await rolesNow();
    const refusals = [
      [await changeRole('manager', 'viewer', 'OWNER'), 403, TEAM_MESSAGES.onlyOwnerGrantsOwner],
      [await changeRole('manager', 'owner', 'ADMIN'), 403, TEAM_MESSAGES.onlyOwnerChangesOwner],
      [await changeRole('manager', 'manager', 'VIEWER'), 403, TEAM_MESSAGES.ownRole],
      [await changeRole('owner', 'owner', 'ADMIN'), 403, TEAM_MESSAGES.ownRole],
      // Staff may do everything, but the account keeps an owner.
      [await changeRole('staff', 'owner', 'ADMIN'), 422, TEAM_MESSAGES.lastOwner],
      [
        await changeRole('billing', 'viewer', 'BILLING'),
        403,
        'This needs the ADMIN role or higher on the account; you are BILLING.',
      ],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect(response.error.message).toBe(message);
    }
    expect(await rolesNow()).toEqual(before);
  });

  it('an OWNER makes someone an owner, and then an owner can be lowered; staff may change anyone', async () => {
    expect((await changeRole('owner', 'manager', 'OWNER')).status).toBe(200);
    expect((await changeRole('manager', 'owner', 'ADMIN')).status).toBe(200);
    expect((await changeRole('staff', 'owner', 'OWNER')).status).toBe(200);
    expect((await changeRole('owner', 'manager', 'ADMIN')).status).toBe(200);
    expect(await rolesNow()).toMatchObject({ [DEMO_USER.owner]: 'OWNER', [DEMO_USER.manager]: 'ADMIN' });
  });

  it('answers a person not on the account as not found, and a malformed body with what is wrong', async () => {
    const call = (contactId: string, body: unknown) =>
      api.as('owner').call(changeContactRole, { params: { ...parent, contactId }, body: body as { role: Role } });
    const unknown = await call('nobody', { role: 'VIEWER' });
    expect([unknown.status, unknown.error.message]).toEqual([404, TEAM_MESSAGES.noSuchMember]);
    // newhire is on the child account only.
    const child = await api.as('owner').call(getAccountContacts, { params: { accountId: DEMO_IDS.childAccount } });
    const newhire = child.body.find((item) => item.Contact__r.Email === DEMO_USER.newhire)!.Contact__r.Id;
    expect((await call(newhire, { role: 'VIEWER' })).status).toBe(404);
    const wrongRole = await call(await contactIdOf('viewer'), { role: 'KING' });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.error.message).toContain('role');
    expect((await call(await contactIdOf('viewer'), { role: 'VIEWER', extra: true })).status).toBe(400);
  });
});

describe('the team: two owners lowering each other at once', () => {
  it('leaves the account an owner every time: one change wins, the other is refused', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      expect((await changeRole('staff', 'manager', 'OWNER')).status).toBe(200);
      const [first, second] = await Promise.all([
        changeRole('owner', 'manager', 'ADMIN'),
        changeRole('manager', 'owner', 'ADMIN'),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([403, 422], `round ${round}`).toContain(statuses[1]);
      const roles = await rolesNow();
      expect([roles[DEMO_USER.owner], roles[DEMO_USER.manager]].filter((role) => role === 'OWNER')).toHaveLength(1);
      // Back to the demo's team for the next round.
      if (roles[DEMO_USER.owner] !== 'OWNER') {
        expect((await changeRole('staff', 'owner', 'OWNER')).status).toBe(200);
        expect((await changeRole('staff', 'manager', 'ADMIN')).status).toBe(200);
      }
    }
  });
});

describe('the team: taking a person off', () => {
  it('answers the team left, audits and mails it; the person loses the account and keeps their sign-in', async () => {
    const before = await api.as('viewer').call(getAccount, { params: parent });
    expect(before.status).toBe(200);
    const contactId = await contactIdOf('viewer');
    const refused = await api.as('viewer').call(removeContact, { params: { ...parent, contactId } });
    expect(refused.status).toBe(403);

    const response = await api.as('manager').call(removeContact, { params: { ...parent, contactId } });
    expect(response.status).toBe(200);
    expect(response.body.map((item) => item.Contact__r.Email)).not.toContain(DEMO_USER.viewer);
    expect((await api.as('viewer').call(getAccount, { params: parent })).status).toBe(403);
    await mailTo(DEMO_USER.viewer, 'You no longer have access to Brightside Home Services');
    const audit = (await api.as('owner').call(getAccountAudit, { params: parent, query: {} })).body;
    expect(audit.items[0]).toMatchObject({
      entity: 'contact-assignment',
      action: 'delete',
      before: { email: DEMO_USER.viewer, role: 'VIEWER' },
      after: null,
    });
    // The sign-in stays: only the account is gone.
    await expect(
      accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER.viewer),
    ).resolves.toBeTruthy();
    // Nobody takes themselves off, and the last owner stays, even for staff.
    const self = await api
      .as('manager')
      .call(removeContact, { params: { ...parent, contactId: await contactIdOf('manager') } });
    expect([self.status, self.error.message]).toEqual([403, TEAM_MESSAGES.removeSelf]);
    const lastOwner = await api
      .as('staff')
      .call(removeContact, { params: { ...parent, contactId: await contactIdOf('owner') } });
    expect([lastOwner.status, lastOwner.error.message]).toEqual([422, TEAM_MESSAGES.lastOwner]);
  });
});
