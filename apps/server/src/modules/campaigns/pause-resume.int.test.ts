import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CampaignPause } from '@portal/shared/campaigns';
import { createCampaign } from '@portal/shared/contracts/campaigns/create-campaign';
import { pauseCampaign } from '@portal/shared/contracts/campaigns/pause-campaign';
import { resumeCampaign } from '@portal/shared/contracts/campaigns/resume-campaign';
import { auditLog, campaigns, domainEvents } from '../../db/schema/index';
import { sampleCampaignBody } from '../../test/campaign-samples';
import { testApiClient } from '../../test/api-client';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { CAMPAIGN_SCHEDULE_JOB, runCampaignSchedule } from './campaign-schedule';

// Sunday 22 November 2026, 12:00 in Chicago (the demo accounts' zone).
const clock = manualClock(new Date('2026-11-22T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;

async function newCampaign(overrides: Parameters<typeof sampleCampaignBody>[0] = {}) {
  const response = await api.as('manager').call(createCampaign, {
    params: { accountId },
    body: sampleCampaignBody({ name: 'Pause Test', ...overrides }),
  });
  expect(response.status).toBe(201);
  const campaignId = response.body.id;
  return {
    campaignId,
    pause: (body: CampaignPause) => api.as('manager').call(pauseCampaign, { params: { accountId, campaignId }, body }),
    resume: () => api.as('manager').call(resumeCampaign, { params: { accountId, campaignId } }),
    status: async () => (await testApp.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!,
  };
}

describe('pause and resume', () => {
  it('pauses with a reason, comment and resume day, and resumes by hand', async () => {
    const campaign = await newCampaign();
    const paused = await campaign.pause({ reasonCode: 'CAPACITY', comment: 'Booked solid', resumeOn: '2026-11-30' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'PAUSED',
      pause: { reasonCode: 'CAPACITY', comment: 'Booked solid', resumeOn: '2026-11-30' },
      version: 2,
    });
    const resumed = await campaign.resume();
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', pause: null, version: 3 });
    expect((await campaign.resume()).body.version).toBe(3);
    // Each change of state is news once; resuming an active campaign is none.
    const news = await testApp.database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'campaignId' = ${campaign.campaignId}`)
      .orderBy(domainEvents.id);
    expect(news.map((event) => [event.type, (event.payload as { by: string }).by])).toEqual([
      ['campaign.paused', 'PERSON'],
      ['campaign.resumed', 'PERSON'],
    ]);
  });

  it('refuses a resume day that is not after today in the account’s zone, and a bad reason', async () => {
    const campaign = await newCampaign();
    const today = await campaign.pause({ reasonCode: 'OTHER', resumeOn: '2026-11-22' });
    expect(today.status).toBe(422);
    expect(today.error.message).toBe('The resume date must be after today');
    const reason = await campaign.pause({ reasonCode: 'BORED' as never });
    expect(reason.status).toBe(400);
    expect((await campaign.status()).status).toBe('ACTIVE');
  });

  it('starts a pending campaign, refuses to pause one, and refuses to resume an ended one', async () => {
    const pending = await newCampaign({ status: 'PENDING' });
    expect((await pending.pause({ reasonCode: 'OTHER' })).status).toBe(422);
    expect((await pending.resume()).body.status).toBe('ACTIVE');
    const ended = await api.as('owner').call(resumeCampaign, {
      params: { accountId: DEMO_IDS.childAccount, campaignId: DEMO_CAMPAIGN_IDS.waterHeaters },
    });
    expect(ended.status).toBe(422);
    expect(ended.error.message).toBe('An ended campaign cannot be resumed.');
  });
});

describe('the campaign schedule', () => {
  it('resumes a paused campaign at midnight of its resume day in the account’s zone, audited', async () => {
    const campaign = await newCampaign();
    await campaign.pause({ reasonCode: 'SEASONAL', resumeOn: '2026-11-24' });
    // 23:59 on the 23rd in Chicago is already the 24th in UTC: not yet.
    await runCampaignSchedule(testApp.database.db, new Date('2026-11-24T05:59:00Z'));
    expect((await campaign.status()).status).toBe('PAUSED');
    await runCampaignSchedule(testApp.database.db, new Date('2026-11-24T06:00:30Z'));
    expect(await campaign.status()).toMatchObject({ status: 'ACTIVE', resumeOn: null, pauseReason: null });
    const scheduled = (await testApp.database.db.select().from(auditLog).where(eq(auditLog.actor, 'scheduler'))).find(
      (row) => row.entityId === campaign.campaignId,
    );
    expect(scheduled).toMatchObject({ before: { status: 'PAUSED' }, after: { status: 'ACTIVE' } });
  });

  it('ends a campaign the day after its end date', async () => {
    const campaign = await newCampaign({ endDate: '2026-11-25' });
    await runCampaignSchedule(testApp.database.db, new Date('2026-11-26T05:00:00Z'));
    expect((await campaign.status()).status).toBe('ACTIVE');
    await runCampaignSchedule(testApp.database.db, new Date('2026-11-26T06:00:01Z'));
    expect((await campaign.status()).status).toBe('ENDED');
  });

  it('runs as a queued job on the server’s clock', async () => {
    const campaign = await newCampaign();
    await campaign.pause({ reasonCode: 'OTHER', resumeOn: '2026-11-23' });
    clock.advance(24 * 3600);
    await testApp.queue.send(CAMPAIGN_SCHEDULE_JOB, {});
    // A bound, not a wait: the schedule's queue is looked at every 5 s (workers.ts).
    await expect.poll(async () => (await campaign.status()).status, { timeout: 20_000 }).toBe('ACTIVE');
  });
});
