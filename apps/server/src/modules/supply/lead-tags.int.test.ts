import { describe, expect, it } from 'vitest';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { createApiKey } from '@portal/shared/contracts/api-keys/create-api-key';
import { bulkUpdateSupplyEvents } from '@portal/shared/contracts/leads/bulk-update-supply-events';
import { createLeadTag } from '@portal/shared/contracts/leads/create-lead-tag';
import { deleteLeadTag } from '@portal/shared/contracts/leads/delete-lead-tag';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listLeadTags } from '@portal/shared/contracts/leads/list-lead-tags';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';

const testApp = useTestApp();
const api = testApiClient(testApp);
const accountId: string = DEMO_IDS.parentAccount;
const account = { params: { accountId } };

let serial = 0;
/** `count` new leads on a campaign of the account's own, newest last. */
async function newLeads(count: number, onAccount = accountId): Promise<string[]> {
  const { campaign } = await createCampaignFixture(testApp.database.db, onAccount, { schedule: ALWAYS_SCHEDULE });
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    serial += 1;
    const result = await ingestEvent(
      testApp.database.db,
      {
        externalId: `tags-${serial}-${Date.now()}`,
        type: 'LEAD',
        campaignId: campaign.id,
        occurredAt: new Date().toISOString(),
        consumer: { name: `Tagged ${serial}`, phone: `+1512556${String(1000 + serial).slice(-4)}`, zip: '78701' },
      },
      new Date(),
    );
    ids.push(result.supplyEventId!);
  }
  return ids;
}
const tag = async (name: string, color: 'green' | 'blue' | 'red' = 'green', onAccount = accountId) => {
  const made = await api.as('owner').call(createLeadTag, { params: { accountId: onAccount }, body: { name, color } });
  expect(made.status).toBe(201);
  return made.body;
};
const eventOf = async (supplyEventId: string) =>
  (await api.as('owner').call(getSupplyEvent, { params: { accountId, supplyEventId } })).body;

describe('tags and the follow-up flag', () => {
  it('tags and flags a lead, filters by both, and a name is the account’s once whatever its case', async () => {
    const booked = await tag('Booked job');
    const again = await api
      .as('billing')
      .call(createLeadTag, { ...account, body: { name: 'booked JOB', color: 'red' } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('There is a tag named booked JOB already.');
    const [id] = await newLeads(1);
    const changed = await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: id! },
      body: { tagIds: [booked.id], followUp: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ tagIds: [booked.id], followUp: true, customerStatus: 'NEW' });
    const tagged = await api.as('viewer').call(listSupplyEvents, { ...account, query: { tagId: booked.id } });
    expect(tagged.body.items.map((item) => item.id)).toEqual([id]);
    const flagged = await api.as('viewer').call(listSupplyEvents, { ...account, query: { followUp: 'true' } });
    expect(flagged.body.items.map((item) => item.id)).toContain(id);
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    expect(audit.body.items.find((row) => row.entityId === id)).toMatchObject({
      before: { tags: [], followUp: false },
      after: { tags: ['Booked job'], followUp: true },
    });
    expect((await api.as('viewer').call(listLeadTags, account)).body.items.map((item) => item.name)).toContain(
      'Booked job',
    );
  });

  it('refuses another account’s tag, and more than ten, changing nothing', async () => {
    const foreign = await tag('Theirs', 'red', DEMO_IDS.childAccount);
    const [id] = await newLeads(1);
    const refused = await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: id! },
      body: { tagIds: [foreign.id], followUp: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.details).toEqual([{ path: 'body.tagIds', message: 'is not one of this account’s tags' }]);
    expect(await eventOf(id!)).toMatchObject({ tagIds: [], followUp: false });
    const eleven = Array.from({ length: 11 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    const tooMany = await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: id! },
      body: { tagIds: eleven },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error.details).toEqual([{ path: 'body.tagIds', message: 'A lead or call has at most 10 tags' }]);
  });

  it('changes 20 leads in one request, audited once each', async () => {
    const quote = await tag('Quote sent', 'blue');
    const ids = await newLeads(20);
    const bulk = await api.as('billing').call(bulkUpdateSupplyEvents, {
      ...account,
      body: { supplyEventIds: ids, addTagIds: [quote.id], status: 'CONTACTED' },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ changed: 20 });
    for (const id of ids) expect(await eventOf(id)).toMatchObject({ tagIds: [quote.id], customerStatus: 'CONTACTED' });
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: { limit: 100 } });
    expect(audit.body.items.filter((row) => ids.includes(row.entityId))).toHaveLength(20);
    // The same again changes nothing; removing the tag changes all.
    const same = await api.as('billing').call(bulkUpdateSupplyEvents, {
      ...account,
      body: { supplyEventIds: ids, addTagIds: [quote.id] },
    });
    expect(same.body).toEqual({ changed: 0 });
    const removed = await api.as('billing').call(bulkUpdateSupplyEvents, {
      ...account,
      body: { supplyEventIds: ids, removeTagIds: [quote.id], followUp: true },
    });
    expect(removed.body).toEqual({ changed: 20 });
    expect(await eventOf(ids[0]!)).toMatchObject({ tagIds: [], followUp: true });
  });

  it('is all or nothing: another account’s lead, or one past ten tags, changes none of them', async () => {
    const ids = await newLeads(3);
    const [theirs] = await newLeads(1, DEMO_IDS.childAccount);
    const foreign = await api.as('billing').call(bulkUpdateSupplyEvents, {
      ...account,
      body: { supplyEventIds: [...ids, theirs!], status: 'LOST' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error.message).toBe("1 of the chosen leads and calls are not this account's: nothing was changed.");
    for (const id of ids) expect((await eventOf(id)).customerStatus).toBe('NEW');

    const ten = [];
    for (let n = 0; n < 10; n += 1) ten.push((await tag(`Full ${n}`)).id);
    await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: ids[2]! },
      body: { tagIds: ten },
    });
    const eleventh = await tag('Eleventh');
    const over = await api.as('billing').call(bulkUpdateSupplyEvents, {
      ...account,
      body: { supplyEventIds: ids, addTagIds: [eleventh.id], status: 'WON' },
    });
    expect(over.status).toBe(422);
    expect(over.error.message).toMatch(/would carry 11 tags, more than 10: nothing was changed\.$/);
    for (const id of ids) expect((await eventOf(id)).customerStatus).toBe('NEW');
    expect((await eventOf(ids[0]!)).tagIds).toEqual([]);
  });

  it('a removed tag leaves every lead that carried it; keys with leads:write work in bulk, leads:read cannot', async () => {
    const gone = await tag('Gone soon', 'red');
    const ids = await newLeads(2);
    await api
      .as('billing')
      .call(bulkUpdateSupplyEvents, { ...account, body: { supplyEventIds: ids, addTagIds: [gone.id] } });
    const left = await api.as('billing').call(deleteLeadTag, { params: { accountId, tagId: gone.id } });
    expect(left.body.items.map((item) => item.id)).not.toContain(gone.id);
    for (const id of ids) expect((await eventOf(id)).tagIds).toEqual([]);

    const writer = await api
      .as('manager')
      .call(createApiKey, { ...account, body: { name: 'Bulk CRM', scopes: ['leads:write'] } });
    const reader = await api
      .as('manager')
      .call(createApiKey, { ...account, body: { name: 'Read CRM', scopes: ['leads:read'] } });
    const body = { supplyEventIds: ids, status: 'BOOKED' as const };
    expect((await api.withKey(writer.body.secret).call(bulkUpdateSupplyEvents, { ...account, body })).status).toBe(200);
    expect((await api.withKey(reader.body.secret).call(bulkUpdateSupplyEvents, { ...account, body })).status).toBe(403);
    expect((await api.as('viewer').call(bulkUpdateSupplyEvents, { ...account, body })).status).toBe(403);
  });
});
