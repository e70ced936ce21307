import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '@portal/shared/contracts/accounts/create-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import type { NewAdvertiserInput } from '@portal/shared/new-advertiser';
import { accounts, billingAccounts } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { DEMO_USER } from '../../test/demo';
import { firstSignIn, mailsTo, temporaryPasswordIn } from '../../test/invitation-mail';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
/** A new advertiser's details, each call with its own names and owner. */
function advertiser(overrides: Partial<NewAdvertiserInput> = {}): NewAdvertiserInput {
  serial += 1;
  return {
    Name: `Lone Star Roofing ${serial}`,
    Business_Formal_Name__c: `Lone Star Roofing ${serial} LLC`,
    Phone: '(512) 555-0190',
    Email_Address__c: `office${serial}@lonestar.example`,
    Time_Zone__c: 'CST',
    registeredAddress: { street: '500 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    billingMode: 'PREPAID',
    owner: { email: `Dana.Owner${serial}@LoneStar.example`, name: 'Dana Owner' },
    ...overrides,
  };
}

let keys = 0;
const open = (body: NewAdvertiserInput, key = `open-${(keys += 1)}-${Math.random()}`, user: 'staff' = 'staff') =>
  api.as(user, { 'Idempotency-Key': key }).call(createAccount, { body });

const accountsNamed = (name: string) => db().select().from(accounts).where(eq(accounts.name, name));

describe('staff open an account for a new advertiser', () => {
  it('gives it a number, a billing account and an OWNER whose invitation opens it', async () => {
    const body = advertiser({ billingMode: 'POSTPAID' });
    const response = await open(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      Name: body.Name,
      Business_Formal_Name__c: body.Business_Formal_Name__c,
      Phone: '+15125550190',
      Email_Address__c: body.Email_Address__c,
      Time_Zone__c: 'CST',
      City: 'Austin',
      State: 'TX',
      Account_Status__c: 'Active',
    });
    expect(response.body.AccountNumber).toMatch(/^\d{6}$/);
    const accountId = response.body.Postgres_External_Key__c;

    const [billing] = await db().select().from(billingAccounts).where(eq(billingAccounts.accountId, accountId));
    expect(billing).toMatchObject({
      mode: 'POSTPAID',
      billingEmail: body.Email_Address__c,
      billingAddress: body.registeredAddress,
      owedCents: 0,
    });
    const [row] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    expect(row!.registeredAddress).toEqual(body.registeredAddress);

    const ownerEmail = body.owner.email.toLowerCase();
    const team = await api.as('staff').call(getAccountContacts, { params: { accountId } });
    expect(team.body).toEqual([
      expect.objectContaining({ Contact_Role__c: 'OWNER', status: 'INVITED', Contact__r: expect.anything() }),
    ]);

    const [mail] = await mailsTo(testApp, ownerEmail);
    expect(mail!.subject).toBe(`${DEMO_USER.staff} invited you to ${body.Name} on the Advertiser Portal`);
    expect(mail!.text).toContain(`as OWNER`);
    const token = await firstSignIn(testApp, ownerEmail, temporaryPasswordIn(mail!)!, 'Roofs-and-Rain-2026');
    const opened = await testApp.app.inject({
      method: 'GET',
      url: `/api/ad-portal/advprtl/accounts/${accountId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode, opened.body).toBe(200);

    const audit = await api.as('staff').call(getAccountAudit, { params: { accountId }, query: {} });
    expect(audit.body.items.map((item) => [item.entity, item.action, item.actor])).toEqual(
      expect.arrayContaining([
        ['account', 'create', DEMO_USER.staff],
        ['contact-assignment', 'create', DEMO_USER.staff],
      ]),
    );
  });

  it('adds the account to an owner who already signs in, and says so instead of sending a password', async () => {
    const body = advertiser({ owner: { email: DEMO_USER.manager, name: 'Marcus Mendez' } });
    const response = await open(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const mails = await mailsTo(testApp, DEMO_USER.manager);
    expect(mails.map((mail) => mail.subject)).toContain(`You now have access to ${body.Name}`);
    const team = await api.as('manager').call(getAccountContacts, {
      params: { accountId: response.body.Postgres_External_Key__c },
    });
    expect(team.status).toBe(200);
    expect(team.body.map((member) => member.Contact_Role__c)).toEqual(['OWNER']);
  });

  it('opens one account for a retried request, answering it the first answer; another body with the key is 422', async () => {
    const body = advertiser();
    const key = `retry-${Math.random()}`;
    const [first, second] = await Promise.all([open(body, key), open(body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.Postgres_External_Key__c).toBe(first.body.Postgres_External_Key__c);
    expect(await accountsNamed(body.Name)).toHaveLength(1);

    const other = await open({ ...body, Name: `${body.Name} Two` }, key);
    expect(other.status).toBe(422);
    expect(await accountsNamed(`${body.Name} Two`)).toHaveLength(0);

    const keyless = await api.as('staff').call(createAccount, { body: advertiser() });
    expect(keyless.status).toBe(400);
  });

  it('is for staff alone: every customer role gets 403 and nothing is opened', async () => {
    for (const user of ['owner', 'manager', 'billing', 'viewer'] as const) {
      const body = advertiser();
      const response = await api.as(user, { 'Idempotency-Key': `customer-${user}` }).call(createAccount, { body });
      expect(response.status, user).toBe(403);
      expect(await accountsNamed(body.Name)).toHaveLength(0);
    }
  });

  it.each([
    ['body.Name', { Name: '' }],
    ['body.Phone', { Phone: '12' }],
    ['body.Email_Address__c', { Email_Address__c: 'not an email' }],
    ['body.Time_Zone__c', { Time_Zone__c: 'Mars' }],
    [
      'body.registeredAddress.zipCode',
      { registeredAddress: { street: '1 A St', city: 'Austin', state: 'TX', zipCode: '7' } },
    ],
    [
      'body.registeredAddress.state',
      { registeredAddress: { street: '1 A St', city: 'Austin', state: 'ZZ', zipCode: '78701' } },
    ],
    ['body.billingMode', { billingMode: 'FREE' }],
    ['body.owner.email', { owner: { email: 'nobody', name: 'No Body' } }],
  ])('refuses a bad %s with a 400 that names it, and opens nothing', async (path, overrides) => {
    const body = advertiser(overrides as Partial<NewAdvertiserInput>);
    const response = await open(body);
    expect(response.status).toBe(400);
    expect(response.error.details?.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await accountsNamed(body.Name)).toHaveLength(0);
  });
});
