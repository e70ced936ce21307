import { describe, expect, it } from 'vitest';
import { getRecording } from '@portal/shared/contracts/recordings/get-recording';
import { getRecordingSettings } from '@portal/shared/contracts/recordings/get-recording-settings';
import { updateRecordingSettings } from '@portal/shared/contracts/recordings/update-recording-settings';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { localRecordingStorage } from '../../adapters/recording-storage';
import { DEV_INGEST_KEY } from '../../config/env';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from '../supply/ingest-service';
import { demoWav } from '../../demo/demo-recordings';
import { applyRetention } from './recording-service';

const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;
const audio = demoWav(2, 1);

let serial = 0;
async function postCall(account: string = accountId, type: 'CALL' | 'LEAD' = 'CALL') {
  const { campaign } = await createCampaignFixture(testApp.database.db, account, { schedule: ALWAYS_SCHEDULE });
  const externalId = `recording-test-${(serial += 1)}-${Math.random()}`;
  const result = await ingestEvent(
    testApp.database.db,
    {
      externalId,
      type,
      campaignId: campaign.id,
      occurredAt: '2026-11-20T17:00:00Z',
      consumer: { name: 'Rec Caller', phone: '+15125550188', zip: '78701' },
      ...(type === 'CALL' && {
        call: {
          callerNumber: '+15125550188',
          trackingNumber: '+15125550150',
          durationSeconds: 120,
          outcome: 'ANSWERED',
        },
      }),
    },
    clock.now(),
  );
  return { externalId, supplyEventId: result.supplyEventId! };
}

const upload = (externalId: string, body: Buffer = audio, contentType = 'audio/wav', key = DEV_INGEST_KEY) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/ingest/recordings/${encodeURIComponent(externalId)}`,
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
    payload: body,
  });

const media = (url: string, range?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

describe('call recordings', () => {
  it('takes a call’s audio, and plays it through a short-lived link that honours Range requests', async () => {
    const call = await postCall();
    const stored = await upload(call.externalId);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toEqual({
      supplyEventId: call.supplyEventId,
      contentType: 'audio/wav',
      sizeBytes: audio.length,
    });

    const link = await api
      .as('viewer')
      .call(getRecording, { params: { accountId, supplyEventId: call.supplyEventId } });
    expect(link.body).toMatchObject({
      contentType: 'audio/wav',
      sizeBytes: audio.length,
      expiresAt: '2026-11-20T18:15:00.000Z',
    });
    const whole = await media(link.body.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(audio)).toBe(true);
    const part = await media(link.body.url, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${audio.length}`);
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const tail = await media(link.body.url, 'bytes=-10');
    expect(tail.rawPayload.equals(audio.subarray(-10))).toBe(true);
    const beyond = await media(link.body.url, `bytes=${audio.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${audio.length}`);
    // Another unit, several ranges, or a range it cannot read: ignored, the whole file (RFC 9110, 14.2).
    for (const ignored of ['items=0-5', 'bytes=0-9,20-29', 'bytes=abc', 'bytes=50-10', 'bytes=--1']) {
      const answer = await media(link.body.url, ignored);
      expect({ ignored, status: answer.statusCode }).toEqual({ ignored, status: 200 });
      expect(answer.rawPayload.equals(audio)).toBe(true);
    }

    // Downloaded through the same link: the same bytes, saved as a file of the stored format.
    const download = await media(`${link.body.url}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="call-recording-${call.supplyEventId}.wav"`,
    );
    expect(download.rawPayload.equals(audio)).toBe(true);
    expect(whole.headers['content-disposition']).toBeUndefined();

    expect((await media(`${link.body.url.slice(0, -2)}xx`)).statusCode).toBe(404);
    clock.advance(16 * 60);
    expect((await media(link.body.url)).statusCode).toBe(404);
    expect((await media(`${link.body.url}?download=1`)).statusCode).toBe(404);
  });

  it('cannot be reached from another account, and refuses what is not a known call or not audio', async () => {
    const foreign = await postCall(DEMO_IDS.childAccount);
    await upload(foreign.externalId);
    const fromParent = await api.as('manager').call(getRecording, {
      params: { accountId, supplyEventId: foreign.supplyEventId },
    });
    expect(fromParent.status).toBe(404);
    expect((await upload('no-such-call')).statusCode).toBe(404);
    const lead = await postCall(accountId, 'LEAD');
    expect((await upload(lead.externalId)).statusCode).toBe(422);
    const call = await postCall();
    expect((await upload(call.externalId, audio, 'text/plain')).statusCode).toBe(415);
    expect((await upload(call.externalId, audio, 'audio/wav', 'not-the-ingest-key-at-all')).statusCode).toBe(401);
  });

  it('keeps settings per account with versions, and does not keep audio when recording is off', async () => {
    const params = { accountId: DEMO_IDS.childAccount };
    const settings = await api.as('owner').call(getRecordingSettings, { params });
    expect(settings.body).toEqual({ recordCalls: true, retentionDays: 90, version: 1 });
    const off = await api.as('owner').call(updateRecordingSettings, {
      params,
      body: { recordCalls: false, retentionDays: 30, version: 1 },
    });
    expect(off.body).toEqual({ recordCalls: false, retentionDays: 30, version: 2 });
    const stale = await api.as('owner').call(updateRecordingSettings, {
      params,
      body: { recordCalls: true, retentionDays: 30, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await api
          .as('owner')
          .call(updateRecordingSettings, { params, body: { recordCalls: true, retentionDays: 366, version: 2 } })
      ).status,
    ).toBe(400);
    const call = await postCall(DEMO_IDS.childAccount);
    const refused = await upload(call.externalId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Call recording is off for this account: the audio was not kept.');
    await api
      .as('owner')
      .call(updateRecordingSettings, { params, body: { recordCalls: true, retentionDays: 30, version: 2 } });
  });

  it('deletes audio past the account’s retention', async () => {
    const call = await postCall();
    await upload(call.externalId);
    const params = { accountId, supplyEventId: call.supplyEventId };
    expect((await api.as('viewer').call(getRecording, { params })).status).toBe(200);
    const storage = localRecordingStorage(testApp.config.recordingsDir);
    await applyRetention(testApp.database.db, storage, new Date(clock.now().getTime() + 89 * 24 * 3600_000));
    expect((await api.as('viewer').call(getRecording, { params })).status).toBe(200);
    await applyRetention(testApp.database.db, storage, new Date(clock.now().getTime() + 91 * 24 * 3600_000));
    expect((await api.as('viewer').call(getRecording, { params })).status).toBe(404);
  });
});
