import { describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_MESSAGE } from '@portal/shared/account-status';
import { API_KEY_LIMITS, type ApiKeyBody } from '@portal/shared/api-keys';
import { changeAccountStatus } from '@portal/shared/contracts/accounts/change-account-status';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { createApiKey } from '@portal/shared/contracts/api-keys/create-api-key';
import { listApiKeys } from '@portal/shared/contracts/api-keys/list-api-keys';
import { revokeApiKey } from '@portal/shared/contracts/api-keys/revoke-api-key';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { getProfile } from '@portal/shared/contracts/profile/get-profile';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { testApiClient } from '../../test/api-client';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';

const clock = manualClock();
const testApp = useTestApp({ clock });
const api = testApiClient(testApp);
const account = { params: { accountId: DEMO_IDS.parentAccount } };

/** The manager makes a key on the demo's parent account (a body the schema may refuse, for the error cases). */
const makeKey = (body: object) => api.as('manager').call(createApiKey, { ...account, body: body as ApiKeyBody });

describe('API keys', () => {
  it('shows a new key once, lists it without its secret, and names who made it', async () => {
    const made = await makeKey({ name: 'Field app', scopes: ['leads:read', 'campaigns:read'], expiresInDays: 90 });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.body).toMatchObject({
      name: 'Field app',
      scopes: ['leads:read', 'campaigns:read'],
      createdBy: 'manager@demo.test',
      hint: `${made.body.secret.slice(0, 12)}…`,
      lastUsedAt: null,
      expired: false,
    });
    expect(Date.parse(made.body.expiresAt!) - clock.now().getTime()).toBe(90 * 24 * 60 * 60 * 1000);
    const listed = await api.as('owner').call(listApiKeys, account);
    expect(listed.status).toBe(200);
    const item = listed.body.items.find((key) => key.id === made.body.id);
    expect(item).toMatchObject({ name: 'Field app', hint: made.body.hint });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret.slice(12));
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    const entry = audit.body.items.find((row) => row.entityId === made.body.id);
    expect(entry).toMatchObject({
      entity: 'api_key',
      action: 'create',
      subject: 'Field app',
      actor: 'manager@demo.test',
    });
    expect(JSON.stringify(audit.body)).not.toContain(made.body.secret);
  });

  it('reads what its scope covers and nothing else: other routes 403, another account 404', async () => {
    const { body: key } = await makeKey({ name: 'Reader', scopes: ['leads:read'] });
    const asKey = api.withKey(key.secret);
    const leads = await asKey.call(listSupplyEvents, { ...account, query: {} });
    expect(leads.status).toBe(200);
    expect(leads.body.items.length).toBeGreaterThan(0);
    expect(leads.headers['ratelimit-limit']).toBe(String(API_KEY_LIMITS.requestsPerMinute));
    expect(Number(leads.headers['ratelimit-remaining'])).toBeLessThan(API_KEY_LIMITS.requestsPerMinute);

    const billing = await asKey.call(getBillingAccount, account);
    expect(billing.status).toBe(403);
    expect(billing.error.message).toBe('This API key does not have the billing:read scope this route needs.');
    expect((await asKey.call(listCampaigns, { ...account, query: {} })).status).toBe(403);
    // Routes no key opens: the account itself, the person's profile, staff's, keys themselves.
    for (const answer of [
      await asKey.call(getAccount, account),
      await asKey.call(getProfile),
      await asKey.call(listDisputes, { query: {} }),
      await asKey.call(listApiKeys, account),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.error.message).toBe('An API key cannot call this route: it is for people signed in to the portal.');
    }
    const other = await asKey.call(listSupplyEvents, { params: { accountId: DEMO_IDS.childAccount }, query: {} });
    expect(other.status).toBe(404);
    expect(other.error.message).toBe('There is no such account.');
  });

  it('works leads with leads:write, in the audit log as "API key <name>"', async () => {
    const { body: key } = await makeKey({ name: 'CRM sync', scopes: ['leads:read', 'leads:write'] });
    const asKey = api.withKey(key.secret);
    const [lead] = (await asKey.call(listSupplyEvents, { ...account, query: { limit: 1 } })).body.items;
    const changed = await asKey.call(updateSupplyEvent, {
      params: { ...account.params, supplyEventId: lead!.id },
      body: { status: 'CONTACTED' },
    });
    expect(changed.status).toBe(200);
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    expect(audit.body.items.find((row) => row.entityId === lead!.id)).toMatchObject({ actor: 'API key CRM sync' });
    // Its last use is noted, to the minute.
    const listed = await api.as('manager').call(listApiKeys, account);
    expect(listed.body.items.find((item) => item.id === key.id)!.lastUsedAt).toBe(clock.now().toISOString());
  });

  it('is refused at once when revoked, and when mangled, each saying why', async () => {
    const { body: revoked } = await makeKey({ name: 'Old CRM', scopes: ['leads:read'] });
    expect((await api.withKey(revoked.secret).call(listSupplyEvents, { ...account, query: {} })).status).toBe(200);
    const left = await api.as('owner').call(revokeApiKey, { params: { ...account.params, keyId: revoked.id } });
    expect(left.status).toBe(200);
    expect(left.body.items.map((key) => key.id)).not.toContain(revoked.id);
    const after = await api.withKey(revoked.secret).call(listSupplyEvents, { ...account, query: {} });
    expect(after.status).toBe(401);
    expect(after.error.message).toBe('This API key was revoked. Make a new one under Account, API keys.');
    const again = await api.as('owner').call(revokeApiKey, { params: { ...account.params, keyId: revoked.id } });
    expect(again.status).toBe(404);
    const mangled = await api
      .withKey(`${revoked.secret.slice(0, -3)}abc`)
      .call(listSupplyEvents, { ...account, query: {} });
    expect(mangled.status).toBe(401);
    expect(mangled.error.message).toBe('This API key is not valid: check that it was copied whole.');
  });

  it('is made and revoked by ADMIN and up only, and a key on a closed account changes nothing', async () => {
    for (const user of ['billing', 'viewer'] as const) {
      expect((await api.as(user).call(listApiKeys, account)).status).toBe(403);
      const refused = await api
        .as(user)
        .call(createApiKey, { ...account, body: { name: 'X', scopes: ['leads:read'] } });
      expect(refused.status).toBe(403);
    }
    const accountId = (await createAccount(testApp.database.db, { name: 'Closing Co' })).id;
    await grantDemoRoles(testApp.database.db, accountId, DEMO_IDS.parentAccount);
    const { body: key } = await api.as('owner').call(createApiKey, {
      params: { accountId },
      body: { name: 'Closing CRM', scopes: ['leads:read', 'leads:write'] },
    });
    await api.as('staff').call(changeAccountStatus, {
      params: { accountId },
      body: { status: 'Closed', reason: 'The business closed.' },
    });
    const write = await api.withKey(key.secret).call(updateSupplyEvent, {
      params: { accountId, supplyEventId: '00000000-0000-4000-8000-00000000ffff' },
      body: { status: 'CONTACTED' },
    });
    expect(write.status).toBe(409);
    expect(write.error.message).toBe(CLOSED_ACCOUNT_MESSAGE);
    expect((await api.withKey(key.secret).call(listSupplyEvents, { params: { accountId }, query: {} })).status).toBe(
      200,
    );
  });

  it('names what is wrong with a new key, and saves nothing', async () => {
    const before = (await api.as('manager').call(listApiKeys, account)).body.items.length;
    const cases: [unknown, string, string][] = [
      [{ name: ' ', scopes: ['leads:read'] }, 'body.name', 'Name the key after what will use it'],
      [{ name: 'x'.repeat(81), scopes: ['leads:read'] }, 'body.name', 'must be at most 80 characters'],
      [{ name: 'X', scopes: [] }, 'body.scopes', 'Choose at least one scope'],
      [{ name: 'X', scopes: ['leads:read', 'leads:read'] }, 'body.scopes', 'Name each scope once'],
      [{ name: 'X', scopes: ['admin:all'] }, 'body.scopes.0', expect.any(String)],
      [{ name: 'X', scopes: ['leads:read'], expiresInDays: 0 }, 'body.expiresInDays', expect.any(String)],
      [{ name: 'X', scopes: ['leads:read'], expiresInDays: 731 }, 'body.expiresInDays', expect.any(String)],
      [{ name: 'X', scopes: ['leads:read'], expiresInDays: 1.5 }, 'body.expiresInDays', expect.any(String)],
      [{ name: 'X', scopes: ['leads:read'], owner: 'me' }, 'body', expect.any(String)],
    ];
    for (const [body, path, message] of cases) {
      const answer = await makeKey(body as object);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
    expect((await api.as('manager').call(listApiKeys, account)).body.items.length).toBe(before);
  });

  it('stops at the most keys an account may have, also for makers at once', async () => {
    const accountId = (await createAccount(testApp.database.db, { name: 'Many Keys Co' })).id;
    await grantDemoRoles(testApp.database.db, accountId, DEMO_IDS.parentAccount);
    const make = (name: string) =>
      api.as('owner').call(createApiKey, { params: { accountId }, body: { name, scopes: ['leads:read'] } });
    for (let n = 1; n < API_KEY_LIMITS.activePerAccount; n += 1) expect((await make(`Key ${n}`)).status).toBe(201);
    const racing = await Promise.all([make('Racer A'), make('Racer B'), make('Racer C')]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(racing.find((answer) => answer.status === 409)!.error.message).toBe(
      `This account has ${API_KEY_LIMITS.activePerAccount} API keys, the most it can have: revoke one it no longer uses first.`,
    );
    const listed = await api.as('owner').call(listApiKeys, { params: { accountId } });
    expect(listed.body.items).toHaveLength(API_KEY_LIMITS.activePerAccount);
  });

  // Last: it moves the clock a day on, past every person's token.
  it('is refused once it has expired, and listed as expired', async () => {
    const { body: shortLived } = await makeKey({ name: 'Trial', scopes: ['leads:read'], expiresInDays: 1 });
    clock.advance(24 * 60 * 60 + 1);
    const expired = await api.withKey(shortLived.secret).call(listSupplyEvents, { ...account, query: {} });
    expect(expired.status).toBe(401);
    expect(expired.error.message).toBe('This API key has expired. Make a new one under Account, API keys.');
    // Signed in again: the day has ended the tokens made before it.
    const listed = await testApiClient(testApp).as('manager').call(listApiKeys, account);
    expect(listed.body.items.find((key) => key.id === shortLived.id)!.expired).toBe(true);
  });
});
