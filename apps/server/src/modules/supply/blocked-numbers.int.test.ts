import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '@portal/shared/phone';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { blockNumber } from '@portal/shared/contracts/leads/block-number';
import { listBlockedNumbers } from '@portal/shared/contracts/leads/list-blocked-numbers';
import { unblockNumber } from '@portal/shared/contracts/leads/unblock-number';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';

const testApp = useTestApp();
const api = testApiClient(testApp);
const account = { params: { accountId: DEMO_IDS.parentAccount } };

let serial = 0;
/** A lead, or a call from `caller`, on the campaign, now. */
async function ingest(campaignId: string, phone: string, caller?: string) {
  serial += 1;
  return ingestEvent(
    testApp.database.db,
    {
      externalId: `blocked-${serial}-${Date.now()}`,
      type: caller ? 'CALL' : 'LEAD',
      campaignId,
      occurredAt: new Date().toISOString(),
      consumer: { name: 'Blocked Test', phone, zip: '78701' },
      ...(caller && {
        call: { callerNumber: caller, trackingNumber: '+15125550100', durationSeconds: 120, outcome: 'ANSWERED' },
      }),
    },
    new Date(),
  );
}

describe('blocked numbers', () => {
  it('records a lead or call from a blocked number without charging it, on that account only', async () => {
    const block = await api
      .as('manager')
      .call(blockNumber, { ...account, body: { phone: '(512) 555-0142', note: 'Spam, calls daily' } });
    expect(block.status).toBe(201);
    expect(block.body).toMatchObject({
      phone: '+15125550142',
      note: 'Spam, calls daily',
      createdBy: 'manager@demo.test',
    });
    // Blocking it again changes nothing.
    const again = await api.as('owner').call(blockNumber, { ...account, body: { phone: '+1 512 555 0142' } });
    expect(again.body.id).toBe(block.body.id);
    // Beside the demo's robocaller, once.
    const listed = (await api.as('manager').call(listBlockedNumbers, account)).body.items.map((item) => item.phone);
    expect(listed.filter((phone) => phone === '+15125550142')).toHaveLength(1);

    const { campaign } = await createCampaignFixture(testApp.database.db, DEMO_IDS.parentAccount);
    expect(await ingest(campaign.id, '+15125550142')).toMatchObject({
      status: 'CREATED',
      billable: false,
      priceCents: 0,
      reason: 'BLOCKED_NUMBER',
    });
    // A call whose caller is blocked, whatever the consumer's number says.
    expect(await ingest(campaign.id, '+15125550143', '+15125550142')).toMatchObject({
      billable: false,
      reason: 'BLOCKED_NUMBER',
    });
    expect(await ingest(campaign.id, '+15125550144')).toMatchObject({ billable: true, priceCents: 2500 });
    // Another account's campaign still buys it.
    const other = await createCampaignFixture(testApp.database.db, DEMO_IDS.childAccount);
    expect(await ingest(other.campaign.id, '+15125550142')).toMatchObject({ billable: true });

    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    expect(audit.body.items.find((row) => row.entityId === block.body.id)).toMatchObject({
      entity: 'blocked_number',
      action: 'create',
      subject: '(512) 555-0142',
    });
  });

  it('charges a number again once unblocked', async () => {
    const { campaign } = await createCampaignFixture(testApp.database.db, DEMO_IDS.parentAccount);
    const { body: blocked } = await api.as('manager').call(blockNumber, { ...account, body: { phone: '5125550150' } });
    const left = await api
      .as('manager')
      .call(unblockNumber, { params: { ...account.params, blockedNumberId: blocked.id } });
    expect(left.status).toBe(200);
    expect(left.body.items.map((item) => item.id)).not.toContain(blocked.id);
    expect(await ingest(campaign.id, '+15125550150')).toMatchObject({ billable: true });
    const twice = await api
      .as('manager')
      .call(unblockNumber, { params: { ...account.params, blockedNumberId: blocked.id } });
    expect(twice.status).toBe(404);
  });

  it('is kept by ADMIN and up, and a bad number is named, nothing saved', async () => {
    for (const user of ['billing', 'viewer'] as const) {
      expect((await api.as(user).call(listBlockedNumbers, account)).status).toBe(403);
      expect((await api.as(user).call(blockNumber, { ...account, body: { phone: '5125550160' } })).status).toBe(403);
    }
    const before = (await api.as('manager').call(listBlockedNumbers, account)).body.items.length;
    for (const [body, path, message] of [
      [{ phone: 'spam' }, 'body.phone', PHONE_MESSAGES.notUs],
      [{ phone: '+44 20 7946 0958' }, 'body.phone', PHONE_MESSAGES.notUs],
      [{ phone: '5125550161', note: 'x'.repeat(201) }, 'body.note', 'must be at most 200 characters'],
      [{ phone: '5125550161', until: 'tomorrow' }, 'body', expect.any(String)],
    ] as const) {
      const answer = await api.as('manager').call(blockNumber, { ...account, body: body as { phone: string } });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
    expect((await api.as('manager').call(listBlockedNumbers, account)).body.items.length).toBe(before);
  });
});
