import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { inviteContact } from '@portal/shared/contracts/accounts/invite-contact';
import { resendInvitation } from '@portal/shared/contracts/accounts/resend-invitation';
import { resetTwoStep } from '@portal/shared/contracts/accounts/reset-two-step';
import type { Role } from '@portal/shared/roles';
import { contacts, identityUsers } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER, type DemoUser } from '../../test/demo';
import { passwordSignIn } from '../../test/sign-in';
import {
  firstSignIn as firstSignInAs,
  mailsTo as mailsToAddress,
  temporaryPasswordIn,
} from '../../test/invitation-mail';
import { useTestApp } from '../../test/test-app';
import { INVITATIONS_PER_HOUR, TEAM_MESSAGES } from './team-service';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);
const parent: { accountId: string } = { accountId: DEMO_IDS.parentAccount };
const child = { accountId: DEMO_IDS.childAccount };

const invite = (actor: DemoUser, body: { email: string; name: string; role: Role; phone?: string }, account = parent) =>
  api.as(actor).call(inviteContact, { params: account, body });

const contactsWithEmail = (email: string) =>
  testApp.database.db.select().from(contacts).where(eq(contacts.email, email));

const mailsTo = (email: string, count = 1) => mailsToAddress(testApp, email, count);
const firstSignIn = (email: string, temporaryPassword: string, newPassword: string) =>
  firstSignInAs(testApp, email, temporaryPassword, newPassword);

describe('the team: inviting a person', () => {
  it('a new email gets a sign-in with a mailed temporary password, and opens the account with its role after /new-password', async () => {
    const email = 'Dana.Fresh@Example.test';
    const response = await invite('owner', { email, name: 'Dana Fresh', role: 'VIEWER', phone: '(512) 555-0177' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      Contact_Role__c: 'VIEWER',
      status: 'INVITED',
      Contact__r: { Email: 'dana.fresh@example.test', FirstName: 'Dana', LastName: 'Fresh', Phone: '+15125550177' },
    });

    const [mail] = await mailsTo('dana.fresh@example.test');
    expect(mail!.subject).toBe(`${DEMO_USER.owner} invited you to Brightside Home Services on the Advertiser Portal`);
    expect(mail!.text).toContain('within 7 days');
    const token = await firstSignIn('dana.fresh@example.test', temporaryPasswordIn(mail!)!, 'Tulip-Ferry-9!');
    const account = await testApp.app.inject({
      method: 'GET',
      url: `/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.statusCode).toBe(200);

    const listed = (await api.as('owner').call(getAccountContacts, { params: parent })).body;
    expect(listed.find((item) => item.Contact__r.Email === 'dana.fresh@example.test')?.status).toBe('ACTIVE');
    const audit = (await api.as('owner').call(getAccountAudit, { params: parent, query: {} })).body.items;
    expect(audit.find((entry) => entry.entity === 'contact-assignment' && entry.action === 'create')).toMatchObject({
      actor: DEMO_USER.owner,
      after: { email: 'dana.fresh@example.test', role: 'VIEWER', newSignIn: true },
    });
  });

  it('an email that has a sign-in gets the account added and is told so, with no new password', async () => {
    const response = await invite('manager', { email: DEMO_USER.nocontact, name: 'Nora Contact', role: 'BILLING' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ Contact_Role__c: 'BILLING', status: 'ACTIVE' });
    const [mail] = await mailsTo(DEMO_USER.nocontact);
    expect(mail!.subject).toBe('You now have access to Brightside Home Services');
    expect(mail!.text).not.toMatch(/temporary password/);
    expect((await api.as('nocontact').call(getAccount, { params: parent })).status).toBe(200);
  });

  it('an email already on the account answers 409, and nothing changes', async () => {
    const before = (await api.as('owner').call(getAccountContacts, { params: parent })).body;
    const response = await invite('owner', { email: DEMO_USER.viewer.toUpperCase(), name: 'Again', role: 'ADMIN' });
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(TEAM_MESSAGES.alreadyOnTeam(DEMO_USER.viewer));
    expect((await api.as('owner').call(getAccountContacts, { params: parent })).body).toEqual(before);
  });

  it('keeps the role rules: an ADMIN invites up to ADMIN, only an OWNER (or staff) makes an OWNER, a viewer cannot invite', async () => {
    const adminOwner = await invite('manager', {
      email: 'would.be.owner@example.test',
      name: 'Would Be',
      role: 'OWNER',
    });
    expect(adminOwner.status).toBe(403);
    expect(adminOwner.error.message).toBe(TEAM_MESSAGES.onlyOwnerGrantsOwner);
    expect((await invite('viewer', { email: 'x.y@example.test', name: 'X Y', role: 'VIEWER' })).status).toBe(403);
    expect((await invite('billing', { email: 'x.y@example.test', name: 'X Y', role: 'VIEWER' })).status).toBe(403);
    const made = await testApp.database.db
      .select()
      .from(identityUsers)
      .where(inArray(identityUsers.username, ['would.be.owner@example.test', 'x.y@example.test']));
    expect(made).toEqual([]);

    const staffOwner = await invite('staff', {
      email: 'second.owner@example.test',
      name: 'Second Owner',
      role: 'OWNER',
    });
    expect(staffOwner.status).toBe(201);
    expect(staffOwner.body.Contact_Role__c).toBe('OWNER');
  });

  it.each([
    [{ email: 'not an email', name: 'A B', role: 'VIEWER' }, 'body.email'],
    [{ email: 'a.b@example.test', name: '', role: 'VIEWER' }, 'body.name'],
    [{ email: 'a.b@example.test', name: 'A B', role: 'GOD' }, 'body.role'],
    [{ email: 'a.b@example.test', name: 'A B', role: 'VIEWER', phone: '12' }, 'body.phone'],
    [{ email: 'a.b@example.test', name: 'A B', role: 'VIEWER', isAdmin: true }, 'body'],
  ])('refuses %j with a 400 that names %s, and saves nothing', async (body, path) => {
    const response = await api.as('owner').call(inviteContact, { params: parent, body: body as never });
    expect(response.status).toBe(400);
    expect(response.error.details?.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await contactsWithEmail('a.b@example.test')).toEqual([]);
  });
});

describe('the team: sending an invitation again', () => {
  it('mails a new temporary password; the one sent before stops working; once signed in there is nothing to resend', async () => {
    const email = 'resend.me@example.test';
    const invited = await invite('owner', { email, name: 'Resend Me', role: 'VIEWER' });
    const contactId = invited.body.Contact__r.Id;
    const [first] = await mailsTo(email);

    const again = await api.as('manager').call(resendInvitation, { params: { ...parent, contactId } });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('INVITED');
    const second = (await mailsTo(email, 2))[0]!;
    expect(second.subject).toBe('Your new temporary password for Brightside Home Services');
    expect(temporaryPasswordIn(second)).not.toBe(temporaryPasswordIn(first!));

    const old = await passwordSignIn(
      testApp.app,
      testApp.config.IDENTITY_CLIENT_ID,
      email,
      temporaryPasswordIn(first!)!,
    );
    expect(old.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    await firstSignIn(email, temporaryPasswordIn(second)!, 'Quiet-Harbor-9!');

    const late = await api.as('owner').call(resendInvitation, { params: { ...parent, contactId } });
    expect(late.status).toBe(422);
    expect(late.error.message).toBe(TEAM_MESSAGES.signedInAlready(email));
  });

  it("answers 404 for a person of another account, and 403 for an ADMIN resending an OWNER's invitation", async () => {
    const foreign = (await api.as('staff').call(getAccountContacts, { params: child })).body.find(
      (item) => item.Contact__r.Email === DEMO_USER.newhire,
    )!;
    const response = await api
      .as('owner')
      .call(resendInvitation, { params: { ...parent, contactId: foreign.Contact__r.Id } });
    expect(response.status).toBe(404);

    const owner = await invite('owner', { email: 'pending.owner@example.test', name: 'Pending Owner', role: 'OWNER' });
    const byAdmin = await api
      .as('manager')
      .call(resendInvitation, { params: { ...parent, contactId: owner.body.Contact__r.Id } });
    expect(byAdmin.status).toBe(403);
  });
});

describe('the team: invitations are limited per account', () => {
  it(`takes ${INVITATIONS_PER_HOUR} an hour, then answers 429 with when to try again`, async () => {
    const emails = Array.from({ length: INVITATIONS_PER_HOUR }, (_, index) => `limit.${index}@example.test`);
    for (const email of emails)
      expect((await invite('owner', { email, name: 'Limit Test', role: 'VIEWER' }, child)).status).toBe(201);
    const over = await invite('owner', { email: 'one.more@example.test', name: 'One More', role: 'VIEWER' }, child);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    expect(over.error.message).toMatch(/in the last hour.*Try again in 60 minutes\./);
    expect(await contactsWithEmail('one.more@example.test')).toEqual([]);
    // Another account's allowance is its own.
    expect((await invite('owner', { email: 'one.more@example.test', name: 'One More', role: 'VIEWER' })).status).toBe(
      201,
    );
  });
});

describe('the team: one email invited twice at once', () => {
  it('makes one person and answers the other 409 (on PostgreSQL the two transactions really overlap)', async () => {
    const body = { email: 'twice@example.test', name: 'Invited Twice', role: 'VIEWER' as const };
    for (const round of [1, 2, 3]) {
      const email = `twice.${round}@example.test`;
      const answers = await Promise.all([invite('owner', { ...body, email }), invite('manager', { ...body, email })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await contactsWithEmail(email)).toHaveLength(1);
    }
  });
});

describe('the team: staff reset a person’s two-step sign-in', () => {
  // twostep@demo.test: a VIEWER of the parent account with the authenticator app on (the demo data).
  const TWO_STEP_CONTACT = '003DEMO0000000007';
  const reset = (actor: DemoUser, contactId = TWO_STEP_CONTACT) =>
    api.as(actor).call(resetTwoStep, { params: { ...parent, contactId } });
  const signInStep = async () =>
    (await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, 'twostep@demo.test')).json<{
      ChallengeName?: string;
      AuthenticationResult?: object;
    }>();

  it('is refused to the account’s own people, owners included', async () => {
    for (const actor of ['owner', 'manager', 'viewer'] as const) expect((await reset(actor)).status).toBe(403);
    expect((await signInStep()).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('turns it off, audited on the account and mailed; then there is nothing left to reset', async () => {
    const done = await reset('staff');
    expect(done.status).toBe(200);
    expect(done.body.Contact__r.Email).toBe('twostep@demo.test');
    expect((await signInStep()).AuthenticationResult).toBeDefined();
    const [mail] = await mailsTo('twostep@demo.test');
    expect(mail!.subject).toBe('Your two-step sign-in was turned off');
    const audit = await api.as('owner').call(getAccountAudit, { params: parent, query: {} });
    expect(audit.body.items[0]).toMatchObject({ entity: 'two-step-sign-in', entityId: TWO_STEP_CONTACT });

    const again = await reset('staff');
    expect(again.status).toBe(422);
    expect(again.error.message).toBe('twostep@demo.test has no two-step sign-in to reset.');
    expect((await reset('staff', '003NOSUCHCONTACT')).status).toBe(404);
  });
});
