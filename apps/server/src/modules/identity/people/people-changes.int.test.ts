import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disablePerson } from '@portal/shared/contracts/people/disable-person';
import { enablePerson } from '@portal/shared/contracts/people/enable-person';
import { makeStaff } from '@portal/shared/contracts/people/make-staff';
import { removeStaff } from '@portal/shared/contracts/people/remove-staff';
import { resetPersonPassword } from '@portal/shared/contracts/people/reset-person-password';
import { resetPersonTwoStep } from '@portal/shared/contracts/people/reset-person-two-step';
import { PEOPLE_MESSAGES } from '@portal/shared/people-rules';
import { auditLog, identityPasskeys, identityUsers } from '../../../db/schema/index';
import { testApiClient } from '../../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../../test/demo';
import { createPersonWithRole } from '../../../test/factories';
import { createLogin, mailTo, refresh, signIn, tokenWorks } from '../../../test/people-fixtures';
import { useTestApp } from '../../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

const userIdOf = async (email: string) =>
  (await db().select({ id: identityUsers.id }).from(identityUsers).where(eq(identityUsers.username, email)))[0]!.id;

const auditOf = (userId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.at));

async function signedIn(email: string) {
  const tokens = (await signIn(testApp, email)).AuthenticationResult;
  if (!tokens) throw new Error(`${email} could not sign in`);
  return tokens;
}

describe('disable and enable', () => {
  it('ends the person’s sessions at once, refuses their sign-ins, is audited with the reason, and is undone', async () => {
    const person = await createPersonWithRole(db(), { accountId: DEMO_IDS.parentAccount, role: 'VIEWER' });
    const tokens = await signedIn(person.email);
    expect(await tokenWorks(testApp, tokens.AccessToken)).toBe(true);

    const disabled = await api
      .as('staff')
      .call(disablePerson, { params: { userId: person.userId }, body: { reason: 'Left the business.' } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body).toMatchObject({ id: person.userId, enabled: false });
    // The access token stops working now, not when it expires; the refresh token and the password are refused.
    expect(await tokenWorks(testApp, tokens.AccessToken)).toBe(false);
    expect(await refresh(testApp, tokens.RefreshToken)).toMatchObject({ status: 400 });
    expect((await signIn(testApp, person.email)).message).toBe('User is disabled.');

    const [entry] = await auditOf(person.userId);
    expect(entry).toMatchObject({
      accountId: null,
      actor: DEMO_USER.staff,
      subject: person.email,
      action: 'update',
      before: { enabled: true },
      after: { enabled: false, reason: 'Left the business.' },
    });
    expect(entry!.actorUserId).toBe(await userIdOf(DEMO_USER.staff));

    // Again: nothing to change, nothing audited.
    await api.as('staff').call(disablePerson, { params: { userId: person.userId }, body: { reason: 'Twice' } });
    expect(await auditOf(person.userId)).toHaveLength(1);

    const enabled = await api
      .as('staff')
      .call(enablePerson, { params: { userId: person.userId }, body: { reason: 'Rehired.' } });
    expect(enabled.body).toMatchObject({ enabled: true });
    expect(await signedIn(person.email)).toBeDefined();
    expect((await auditOf(person.userId))[0]!.after).toEqual({ enabled: true, reason: 'Rehired.' });
  });

  it('refuses the access token of a sign-in that raced the disable (made after its sessions ended)', async () => {
    const person = await createLogin(testApp);
    const tokens = await signedIn(person.email);
    // As if the disable committed after this sign-in was checked but before its tokens were stored.
    await db().update(identityUsers).set({ enabled: false }).where(eq(identityUsers.id, person.userId));
    expect(await tokenWorks(testApp, tokens.AccessToken)).toBe(false);
  });

  it('refuses to disable yourself (422), and another staff member unless an operator made you staff (403)', async () => {
    const self = await api
      .as('staff')
      .call(disablePerson, { params: { userId: await userIdOf(DEMO_USER.staff) }, body: { reason: 'Me' } });
    expect(self.status).toBe(422);
    expect(self.error.message).toBe(PEOPLE_MESSAGES.disableSelf);

    const colleague = await api
      .as('approver')
      .call(disablePerson, { params: { userId: await userIdOf(DEMO_USER.staff) }, body: { reason: 'Coup' } });
    expect(colleague.status).toBe(403);
    expect(colleague.error.message).toBe(PEOPLE_MESSAGES.managesStaffOnly);

    // A customer's sign-in is any staff member's to disable.
    const customer = await createLogin(testApp);
    const byApprover = await api
      .as('approver')
      .call(disablePerson, { params: { userId: customer.userId }, body: { reason: 'Fraud' } });
    expect(byApprover.status).toBe(200);
  });
});

describe('reset password', () => {
  it('mails a temporary password, ends the sessions, and the next sign-in must choose a new password', async () => {
    const person = await createPersonWithRole(db(), { accountId: DEMO_IDS.parentAccount, role: 'BILLING' });
    const tokens = await signedIn(person.email);
    const answer = await api
      .as('staff')
      .call(resetPersonPassword, { params: { userId: person.userId }, body: { reason: 'Asked on the phone.' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('FORCE_CHANGE_PASSWORD');
    expect(Date.parse(answer.body.temporaryPasswordExpiresAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(await tokenWorks(testApp, tokens.AccessToken)).toBe(false);
    expect((await refresh(testApp, tokens.RefreshToken)).status).toBe(400);

    const text = await mailTo(testApp, person.email, 'Your Advertiser Portal password was reset');
    const temporary = /choose your own password:\n\n(\S+)\n/.exec(text)?.[1];
    expect(temporary).toBeDefined();
    expect(text).toContain('within 7 days');
    expect((await signIn(testApp, person.email)).message).toBe('Incorrect username or password.');
    expect((await signIn(testApp, person.email, temporary)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    const [entry] = await auditOf(person.userId);
    expect(entry).toMatchObject({
      before: { status: 'CONFIRMED' },
      after: { status: 'FORCE_CHANGE_PASSWORD', temporaryPassword: 'mailed', reason: 'Asked on the phone.' },
    });
    expect(JSON.stringify(entry)).not.toContain(temporary);
  });

  it('has no password to reset for a company-directory sign-in (422)', async () => {
    const employee = await createLogin(testApp, { internal: true, status: 'EXTERNAL_PROVIDER' });
    const answer = await api
      .as('staff')
      .call(resetPersonPassword, { params: { userId: employee.userId }, body: { reason: 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe(PEOPLE_MESSAGES.directoryPassword(employee.email));
  });
});

describe('reset two-step sign-in', () => {
  it('turns the app off, voids the recovery codes, removes the passkeys, and mails the person', async () => {
    const person = await createLogin(testApp, { name: 'Tom Twostep' });
    await db()
      .update(identityUsers)
      .set({ totpEnabled: true, totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD', recoveryCodeHashes: ['a', 'b'] })
      .where(eq(identityUsers.id, person.userId));
    await db()
      .insert(identityPasskeys)
      .values({
        credentialId: `people-${person.userId}`,
        userId: person.userId,
        publicKey: 'AAAA',
        relyingPartyId: 'localhost',
        name: 'Chrome on Linux',
      });

    const answer = await api
      .as('staff')
      .call(resetPersonTwoStep, { params: { userId: person.userId }, body: { reason: 'Lost the phone.' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.twoStep).toEqual({ app: false, passkeys: 0 });
    const [row] = await db().select().from(identityUsers).where(eq(identityUsers.id, person.userId));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, recoveryCodeHashes: [] });
    expect(await mailTo(testApp, person.email, 'Your two-step sign-in was turned off')).toContain(
      'your passkey was removed',
    );
    expect((await auditOf(person.userId))[0]).toMatchObject({
      before: { twoStep: { app: true, passkeys: 1 } },
      after: { twoStep: { app: false, passkeys: 0 }, reason: 'Lost the phone.' },
    });

    const again = await api
      .as('staff')
      .call(resetPersonTwoStep, { params: { userId: person.userId }, body: { reason: 'Again' } });
    expect(again.status).toBe(422);
    expect(again.error.message).toBe(PEOPLE_MESSAGES.noTwoStep(person.email));
  });
});

describe('make and remove staff', () => {
  it('only staff an operator made make staff; the new staff member is staff at the next sign-in', async () => {
    const employee = await createLogin(testApp, { name: 'Erin Employee' });
    const refused = await api
      .as('approver')
      .call(makeStaff, { params: { userId: employee.userId }, body: { reason: 'New hire' } });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(PEOPLE_MESSAGES.managesStaffOnly);

    const made = await api
      .as('staff')
      .call(makeStaff, { params: { userId: employee.userId }, body: { reason: 'New hire in support.' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ staff: true, staffByOperator: false });
    expect((await auditOf(employee.userId))[0]).toMatchObject({
      actor: DEMO_USER.staff,
      before: { staff: false },
      after: { staff: true, reason: 'New hire in support.' },
    });

    // Staff now: the people list is theirs too, but making staff is not.
    const tokens = await signedIn(employee.email);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/ad-portal/advprtl/people?limit=1',
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ caller: { managesStaff: boolean } }>().caller.managesStaff).toBe(false);

    // Removed: their sessions end at once (their tokens said staff), and the next sign-in is a customer's.
    expect(
      (
        await api
          .as('approver')
          .call(removeStaff, { params: { userId: employee.userId }, body: { reason: 'Left the company' } })
      ).status,
    ).toBe(403);
    const removed = await api
      .as('staff')
      .call(removeStaff, { params: { userId: employee.userId }, body: { reason: 'Left the company.' } });
    expect(removed.body).toMatchObject({ staff: false, staffByOperator: false });
    expect(await tokenWorks(testApp, tokens.AccessToken)).toBe(false);
    const after = await signedIn(employee.email);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/ad-portal/advprtl/people',
      headers: { authorization: `Bearer ${after.AccessToken}` },
    });
    expect(again.statusCode).toBe(403);
  });

  it('never removes staff an operator made (the command line does), nor your own staff access', async () => {
    const operatorMade = await createLogin(testApp, { internal: true, staffByOperator: true });
    const answer = await api
      .as('staff')
      .call(removeStaff, { params: { userId: operatorMade.userId }, body: { reason: 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe(PEOPLE_MESSAGES.operatorStaff(operatorMade.email));
    expect(answer.error.message).toContain('npm run users -- unstaff');

    const self = await api
      .as('staff')
      .call(removeStaff, { params: { userId: await userIdOf(DEMO_USER.staff) }, body: { reason: 'x' } });
    expect(self.status).toBe(422);
    expect(self.error.message).toBe(PEOPLE_MESSAGES.removeOwnStaff);
    const [staff] = await db().select().from(identityUsers).where(eq(identityUsers.username, DEMO_USER.staff));
    expect(staff).toMatchObject({ internal: true, staffByOperator: true });
  });

  it('does not make a customer’s contact staff (422)', async () => {
    const answer = await api
      .as('staff')
      .call(makeStaff, { params: { userId: await userIdOf(DEMO_USER.owner) }, body: { reason: 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe(PEOPLE_MESSAGES.customer(DEMO_USER.owner, 2));
  });
});
