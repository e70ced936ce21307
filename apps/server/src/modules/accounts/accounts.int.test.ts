import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '@portal/shared/accounts';
import { DEMO_IDS } from '../../db/seed/demo-data';
import { accessTokenFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const token: Record<string, string> = {};
const ACCOUNT = `/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}`;

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
  for (const user of ['owner', 'manager', 'billing', 'viewer', 'staff', 'nocontact']) {
    token[user] = await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, `${user}@demo.test`);
  }
});

afterAll(async () => {
  await testApp.close();
});

const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token[user]}` }, ...(payload && { payload }) });

describe('GET account', () => {
  it('answers every field of the specification, the account manager included', async () => {
    const response = await call('viewer', 'GET', ACCOUNT);
    expect(response.statusCode).toBe(200);
    const account = accountSchema.strict().parse(response.json());
    expect(account).toMatchObject({
      Name: 'Brightside Home Services',
      Postgres_External_Key__c: DEMO_IDS.parentAccount,
      Business_Formal_Name__c: 'Brightside Home Services LLC',
      Time_Zone__c: 'CST',
      AccountNumber: '100001',
      City: 'Austin',
      State: 'TX',
      Account_Manager__r: { Name: 'Sam Staff', Email: 'staff@demo.test' },
    });
    const child = accountSchema.parse((await call('owner', 'GET', `/api/ad-portal/advprtl/accounts/${DEMO_IDS.childAccount}`)).json());
    expect(child.ParentId).toBe(DEMO_IDS.parentAccount);
  });
});

describe('PUT account', () => {
  const current = { Name: 'Brightside Home Services', Business_Formal_Name__c: 'Brightside Home Services LLC' };

  it('adds +1 to a phone without it, keeps one that has it, and records the change in the audit log', async () => {
    const response = await call('manager', 'PUT', ACCOUNT, { ...current, Phone: '5125550199', Time_Zone__c: 'EST', Email: 'Office@Brightside.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Phone: '+15125550199', Time_Zone__c: 'EST', Email_Address__c: 'office@brightside.example' });
    expect((await call('manager', 'PUT', ACCOUNT, { ...current, Phone: '+15125550100' })).json()).toMatchObject({ Phone: '+15125550100' });

    const audit = (await call('owner', 'GET', `${ACCOUNT}/audit`)).json<{ items: { actor: string; before: object; after: object }[] }>();
    expect(audit.items[0]).toMatchObject({ actor: 'manager@demo.test', actorName: 'Marcus Mendez', before: { phone: '+15125550199' }, after: { phone: '+15125550100' } });
    expect(audit.items[1]).toMatchObject({ before: { phone: '+15125550100', timeZone: 'CST' }, after: { phone: '+15125550199', timeZone: 'EST' } });
  });

  it('refuses a new name from a customer, with the specification message', async () => {
    const response = await call('owner', 'PUT', ACCOUNT, { ...current, Name: 'Brighter Side' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Must contact admin to update name' });
  });

  it('lets provider staff rename an account', async () => {
    const renamed = await call('staff', 'PUT', `/api/ad-portal/advprtl/accounts/${DEMO_IDS.childAccount}`, { Name: 'Brightside Plumbing Round Rock', Business_Formal_Name__c: 'Brightside Plumbing of Austin Inc.' });
    expect(renamed.json()).toMatchObject({ Name: 'Brightside Plumbing Round Rock' });
  });

  it('requires Name and Business_Formal_Name__c, naming the fields with the specification message', async () => {
    const response = await call('manager', 'PUT', ACCOUNT, { Name: '', Business_Formal_Name__c: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.Name', message: 'This field is required' },
        { path: 'body.Business_Formal_Name__c', message: 'This field is required' },
      ]),
    );
  });

  it('refuses unknown fields and time zones outside the list, and keeps what was saved', async () => {
    const unknown = await call('manager', 'PUT', ACCOUNT, { ...current, Account_Status__c: 'Closed' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Account_Status__c/);
    const zone = await call('manager', 'PUT', ACCOUNT, { ...current, Time_Zone__c: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details[0]).toMatchObject({ path: 'body.Time_Zone__c' });
    expect((await call('viewer', 'GET', ACCOUNT)).json()).toMatchObject({ Account_Status__c: 'Active', Time_Zone__c: 'EST' });
  });

  it('is refused to BILLING and VIEWER', async () => {
    for (const user of ['billing', 'viewer']) expect((await call(user, 'PUT', ACCOUNT, current)).statusCode).toBe(403);
  });
});

describe('contacts and identity', () => {
  it('lists the assignments with their contacts, sorted by last name', async () => {
    const contacts = (await call('viewer', 'GET', `${ACCOUNT}/contacts`)).json<{ Contact_Role__c: string; Contact__r: { LastName: string } }[]>();
    const lastNames = contacts.map((item) => item.Contact__r.LastName);
    expect(lastNames).toEqual([...lastNames].sort());
    expect(contacts.find((item) => item.Contact__r.LastName === 'Owens')?.Contact_Role__c).toBe('OWNER');
  });

  it('user_identity: your own contact and assignments; 404 with the specification message when not linked', async () => {
    const mine = (await call('owner', 'GET', '/api/ad-portal/advprtl/user_identity/owner@demo.test')).json();
    expect(mine.Account_Contact_Assignments__r.records).toHaveLength(2);
    const none = await call('nocontact', 'GET', '/api/ad-portal/advprtl/user_identity/nocontact@demo.test');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'Users account is not linked to a contact' });
    expect((await call('viewer', 'GET', '/api/ad-portal/advprtl/user_identity/owner@demo.test')).statusCode).toBe(403);
  });

  it('contacts by email: items with Email and accountContacts roles', async () => {
    const lookup = (await call('manager', 'GET', '/api/account-management/contacts?email=manager@demo.test')).json();
    expect(lookup.items).toEqual([
      { Email: 'manager@demo.test', LastName: 'Mendez', accountContacts: [{ Contact_Role__c: 'ADMIN', Account__r: { Postgres_External_Key__c: DEMO_IDS.parentAccount, Name: 'Brightside Home Services', AccountNumber: '100001', City: 'Austin', State: 'TX' } }] },
    ]);
  });
});

describe('staff account search', () => {
  it('finds accounts by name or id, at most the limit', async () => {
    const byName = (await call('staff', 'GET', '/api/ad-portal/advprtl/accounts?search=plumb&limit=10')).json();
    expect(byName.items.map((item: { Name: string }) => item.Name)).toEqual(['Brightside Plumbing Round Rock']);
    const byId = (await call('staff', 'GET', `/api/ad-portal/advprtl/accounts?search=${DEMO_IDS.parentAccount}`)).json();
    expect(byId.items).toHaveLength(1);
    const byNumber = (await call('staff', 'GET', '/api/ad-portal/advprtl/accounts?search=%23100002')).json();
    expect(byNumber.items).toEqual([expect.objectContaining({ AccountNumber: '100002', City: 'Round Rock', State: 'TX' })]);
    const byCity = (await call('staff', 'GET', '/api/ad-portal/advprtl/accounts?search=round%20rock')).json();
    expect(byCity.items.map((item: { AccountNumber: string }) => item.AccountNumber)).toEqual(['100002']);
    expect((await call('staff', 'GET', '/api/ad-portal/advprtl/accounts?limit=1')).json().items).toHaveLength(1);
    expect((await call('owner', 'GET', '/api/ad-portal/advprtl/accounts?search=b')).statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('pages newest first with a cursor, for owners and staff only', async () => {
    const first = (await call('owner', 'GET', `${ACCOUNT}/audit?limit=1`)).json();
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const second = (await call('owner', 'GET', `${ACCOUNT}/audit?limit=1&cursor=${first.nextCursor}`)).json();
    expect(new Date(second.items[0].at).getTime()).toBeLessThanOrEqual(new Date(first.items[0].at).getTime());
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await call('manager', 'GET', `${ACCOUNT}/audit`)).statusCode).toBe(403);
    expect((await call('staff', 'GET', `${ACCOUNT}/audit`)).statusCode).toBe(200);
    expect((await call('owner', 'GET', `${ACCOUNT}/audit?cursor=garbage`)).statusCode).toBe(400);
  });
});

describe('contact us and profile', () => {
  it('stores a support request and mails it to the support address', async () => {
    const response = await call('viewer', 'POST', '/api/account-management/contact-us', { subject: 'Invoice question', message: 'Why two charges?', accountId: DEMO_IDS.parentAccount });
    expect(response.statusCode).toBe(201);
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${testApp.config.SUPPORT_EMAIL}` })).json()[0]?.subject, { timeout: 10_000 })
      .toBe('[Contact Us] Invoice question');
    expect((await call('viewer', 'POST', '/api/account-management/contact-us', { subject: 'x', message: 'y', accountId: DEMO_IDS.childAccount })).statusCode).toBe(403);
    expect((await call('viewer', 'POST', '/api/account-management/contact-us', { subject: '', message: '' })).json().details).toHaveLength(2);
  });

  it('reads and changes your own name and phone', async () => {
    expect((await call('billing', 'GET', '/api/account-management/profile')).json()).toEqual({ username: 'billing@demo.test', email: 'billing@demo.test', name: 'Bianca Bell', phone: '+15125550103' });
    const updated = await call('billing', 'PUT', '/api/account-management/profile', { name: 'Bianca Bell-Smith', phone: '5125550000' });
    expect(updated.json()).toMatchObject({ name: 'Bianca Bell-Smith', phone: '+15125550000' });
  });
});
