import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { accountSchema } from '@portal/shared/accounts';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { exportAccountContacts } from '@portal/shared/contracts/accounts/export-account-contacts';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { getUserIdentity } from '@portal/shared/contracts/accounts/get-user-identity';
import { lookupContacts } from '@portal/shared/contracts/accounts/lookup-contacts';
import { searchAccounts } from '@portal/shared/contracts/accounts/search-accounts';
import { updateAccount } from '@portal/shared/contracts/accounts/update-account';
import { getProfile } from '@portal/shared/contracts/profile/get-profile';
import { updateProfile } from '@portal/shared/contracts/profile/update-profile';
import { contactUs } from '@portal/shared/contracts/support/contact-us';
import type { AccountUpdate } from '@portal/shared/account-forms';
import { formatPhone } from '@portal/shared/phone-format';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);
const parent = { params: { accountId: DEMO_IDS.parentAccount } };

const edit = (
  user: 'owner' | 'manager' | 'billing' | 'viewer' | 'staff',
  body: AccountUpdate,
  accountId: string = DEMO_IDS.parentAccount,
) => api.as(user).call(updateAccount, { params: { accountId }, body });

describe('GET account', () => {
  it('answers every field of the specification, the account manager included', async () => {
    const response = await api.as('viewer').call(getAccount, parent);
    expect(response.status).toBe(200);
    const account = z.strictObject(accountSchema.shape).parse(response.body);
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
    const child = (await api.as('owner').call(getAccount, { params: { accountId: DEMO_IDS.childAccount } })).body;
    expect(child.ParentId).toBe(DEMO_IDS.parentAccount);
  });
});

describe('PUT account', () => {
  const current = { Name: 'Brightside Home Services', Business_Formal_Name__c: 'Brightside Home Services LLC' };

  it('adds +1 to a phone without it, keeps one that has it, and records the change in the audit log', async () => {
    const response = await edit('manager', {
      ...current,
      Phone: '5125550199',
      Time_Zone__c: 'EST',
      Email: 'Office@Brightside.example',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      Phone: '+15125550199',
      Time_Zone__c: 'EST',
      Email_Address__c: 'office@brightside.example',
    });
    expect((await edit('manager', { ...current, Phone: '+15125550100' })).body).toMatchObject({
      Phone: '+15125550100',
    });

    const audit = (await api.as('owner').call(getAccountAudit, { ...parent, query: {} })).body;
    expect(audit.items[0]).toMatchObject({
      actor: 'manager@demo.test',
      actorName: 'Marcus Mendez',
      before: { phone: '+15125550199' },
      after: { phone: '+15125550100' },
    });
    expect(audit.items[1]).toMatchObject({
      before: { phone: '+15125550100', timeZone: 'CST' },
      after: { phone: '+15125550199', timeZone: 'EST' },
    });
  });

  it('refuses a new name from a customer, with the specification message', async () => {
    const response = await edit('owner', { ...current, Name: 'Brighter Side' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'BUSINESS_RULE', message: 'Must contact admin to update name' });
  });

  it('lets provider staff rename an account', async () => {
    const renamed = await edit(
      'staff',
      { Name: 'Brightside Plumbing Round Rock', Business_Formal_Name__c: 'Brightside Plumbing of Austin Inc.' },
      DEMO_IDS.childAccount,
    );
    expect(renamed.body).toMatchObject({ Name: 'Brightside Plumbing Round Rock' });
  });

  it('requires Name and Business_Formal_Name__c, naming the fields with the specification message', async () => {
    const response = await edit('manager', { Name: '', Business_Formal_Name__c: ' ' });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual(
      expect.arrayContaining([
        { path: 'body.Name', message: 'This field is required' },
        { path: 'body.Business_Formal_Name__c', message: 'This field is required' },
      ]),
    );
  });

  it('refuses unknown fields and time zones outside the list, and keeps what was saved', async () => {
    const unknown = await edit('manager', { ...current, Account_Status__c: 'Closed' } as AccountUpdate);
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toMatch(/Account_Status__c/);
    const zone = await edit('manager', { ...current, Time_Zone__c: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.error.details?.[0]).toMatchObject({ path: 'body.Time_Zone__c' });
    expect((await api.as('viewer').call(getAccount, parent)).body).toMatchObject({
      Account_Status__c: 'Active',
      Time_Zone__c: 'EST',
    });
  });

  it('is refused to BILLING and VIEWER', async () => {
    for (const user of ['billing', 'viewer'] as const) expect((await edit(user, current)).status).toBe(403);
    // Refused before the body is even read: a caller without the role learns nothing from validation.
    expect((await edit('viewer', { Name: '', Business_Formal_Name__c: '', Phone: '-------' })).status).toBe(403);
  });
});

describe('contacts and identity', () => {
  it('lists the assignments with their contacts, sorted by last name', async () => {
    const contacts = (await api.as('viewer').call(getAccountContacts, parent)).body;
    const lastNames = contacts.map((item) => item.Contact__r.LastName);
    expect(lastNames).toEqual([...lastNames].sort());
    expect(contacts.find((item) => item.Contact__r.LastName === 'Owens')?.Contact_Role__c).toBe('OWNER');
  });

  it('exports the contacts as CSV: a header row, the same order, phones as people read them', async () => {
    const response = await api.as('viewer').call(exportAccountContacts, parent);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts-100001.csv"');
    const lines = (response.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role');
    const listed = (await api.as('viewer').call(getAccountContacts, parent)).body;
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines[1]).toBe(
      `${listed[0]!.Contact__r.FirstName} ${listed[0]!.Contact__r.LastName},${listed[0]!.Contact__r.Email},${formatPhone(listed[0]!.Contact__r.Phone)},${listed[0]!.Contact_Role__c}`,
    );
    expect((await api.as('anonymous').call(exportAccountContacts, parent)).status).toBe(401);
  });

  it('user_identity: your own contact and assignments; 404 with the specification message when not linked', async () => {
    const mine = (await api.as('owner').call(getUserIdentity, { params: { username: 'owner@demo.test' } })).body;
    expect(mine.Account_Contact_Assignments__r.records).toHaveLength(2);
    const none = await api.as('nocontact').call(getUserIdentity, { params: { username: 'nocontact@demo.test' } });
    expect(none.status).toBe(404);
    expect(none.error).toEqual({ code: 'NOT_FOUND', message: 'Users account is not linked to a contact' });
    expect((await api.as('viewer').call(getUserIdentity, { params: { username: 'owner@demo.test' } })).status).toBe(
      403,
    );
  });

  it('contacts by email: items with Email and accountContacts roles', async () => {
    const lookup = (await api.as('manager').call(lookupContacts, { query: { email: 'manager@demo.test' } })).body;
    expect(lookup.items).toEqual([
      {
        Email: 'manager@demo.test',
        LastName: 'Mendez',
        accountContacts: [
          {
            Contact_Role__c: 'ADMIN',
            Account__r: {
              Postgres_External_Key__c: DEMO_IDS.parentAccount,
              Name: 'Brightside Home Services',
              AccountNumber: '100001',
              City: 'Austin',
              State: 'TX',
            },
          },
        ],
      },
    ]);
  });
});

describe('staff account search', () => {
  it('finds accounts by name or id, at most the limit', async () => {
    const byName = (await api.as('staff').call(searchAccounts, { query: { search: 'plumb', limit: 10 } })).body;
    expect(byName.items.map((item: { Name: string }) => item.Name)).toEqual(['Brightside Plumbing Round Rock']);
    const byId = (await api.as('staff').call(searchAccounts, { query: { search: DEMO_IDS.parentAccount } })).body;
    expect(byId.items).toHaveLength(1);
    const byNumber = (await api.as('staff').call(searchAccounts, { query: { search: '#100002' } })).body;
    expect(byNumber.items).toEqual([
      expect.objectContaining({ AccountNumber: '100002', City: 'Round Rock', State: 'TX' }),
    ]);
    const byCity = (await api.as('staff').call(searchAccounts, { query: { search: 'round rock' } })).body;
    expect(byCity.items.map((item: { AccountNumber: string }) => item.AccountNumber)).toEqual(['100002']);
    expect((await api.as('staff').call(searchAccounts, { query: { limit: 1 } })).body.items).toHaveLength(1);
    expect((await api.as('owner').call(searchAccounts, { query: { search: 'b' } })).status).toBe(403);
  });
});

describe('audit log', () => {
  it('pages newest first with a cursor, for owners and staff only', async () => {
    const first = (await api.as('owner').call(getAccountAudit, { ...parent, query: { limit: 1 } })).body;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await api.as('owner').call(getAccountAudit, { ...parent, query: { limit: 1, cursor: first.nextCursor! } })
    ).body;
    expect(new Date(second.items[0]!.at).getTime()).toBeLessThanOrEqual(new Date(first.items[0]!.at).getTime());
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect((await api.as('manager').call(getAccountAudit, { ...parent, query: {} })).status).toBe(403);
    expect((await api.as('staff').call(getAccountAudit, { ...parent, query: {} })).status).toBe(200);
    expect((await api.as('owner').call(getAccountAudit, { ...parent, query: { cursor: 'garbage' } })).status).toBe(400);
  });
});

describe('contact us and profile', () => {
  it('stores a support request and mails it to the support address', async () => {
    const response = await api.as('viewer').call(contactUs, {
      body: { subject: 'Invoice question', message: 'Why two charges?', accountId: DEMO_IDS.parentAccount },
    });
    expect(response.status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${testApp.config.SUPPORT_EMAIL}` })
          ).json()[0]?.subject,
        { timeout: 10_000 },
      )
      .toBe('[Contact Us] Invoice question');
    expect(
      (
        await api
          .as('viewer')
          .call(contactUs, { body: { subject: 'x', message: 'y', accountId: DEMO_IDS.childAccount } })
      ).status,
    ).toBe(403);
    const audit = (await api.as('owner').call(getAccountAudit, { ...parent, query: {} })).body;
    expect(audit.items[0]).toMatchObject({
      entity: 'support-request',
      action: 'create',
      actor: 'viewer@demo.test',
      after: { subject: 'Invoice question' },
    });
    expect((await api.as('viewer').call(contactUs, { body: { subject: '', message: '' } })).error.details).toHaveLength(
      2,
    );
  });

  it('reads and changes your own name and phone', async () => {
    expect((await api.as('billing').call(getProfile)).body).toEqual({
      username: 'billing@demo.test',
      email: 'billing@demo.test',
      name: 'Bianca Bell',
      phone: '+15125550103',
      phoneVerified: true,
    });
    const updated = await api
      .as('billing')
      .call(updateProfile, { body: { name: 'Bianca Bell-Smith', phone: '5125550000' } });
    // A new number is not verified yet.
    expect(updated.body).toMatchObject({ name: 'Bianca Bell-Smith', phone: '+15125550000', phoneVerified: false });
  });
});
