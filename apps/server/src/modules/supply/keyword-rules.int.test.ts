import { describe, expect, it } from 'vitest';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { createKeywordRule } from '@portal/shared/contracts/leads/create-keyword-rule';
import { createLeadTag } from '@portal/shared/contracts/leads/create-lead-tag';
import { deleteKeywordRule } from '@portal/shared/contracts/leads/delete-keyword-rule';
import { deleteLeadTag } from '@portal/shared/contracts/leads/delete-lead-tag';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listKeywordRules } from '@portal/shared/contracts/leads/list-keyword-rules';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { updateKeywordRule } from '@portal/shared/contracts/leads/update-keyword-rule';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import type { KeywordRuleBody } from '@portal/shared/keyword-rules';
import type { TranscriptTurn } from '@portal/shared/event-words';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { DEV_INGEST_KEY } from '../../config/env';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';

// The parent account has the demo's three rules too (booked, appointment, quote, estimate, wrong number): the
// words here say none of them.
const testApp = useTestApp();
const api = testApiClient(testApp);
const accountId: string = DEMO_IDS.parentAccount;
const account = { params: { accountId } };

let serial = 0;
/** A new lead (a message) or call (a transcript) on a campaign of the account's own; its id. */
async function arrive(words: { message?: string; transcript?: TranscriptTurn[] }) {
  const { campaign } = await createCampaignFixture(testApp.database.db, accountId, { schedule: ALWAYS_SCHEDULE });
  serial += 1;
  const externalId = `rules-${serial}-${Date.now()}`;
  const phone = `+1512557${String(1000 + serial).slice(-4)}`;
  const result = await ingestEvent(
    testApp.database.db,
    {
      externalId,
      type: words.transcript || !words.message ? 'CALL' : 'LEAD',
      campaignId: campaign.id,
      occurredAt: new Date().toISOString(),
      consumer: { name: `Worded ${serial}`, phone, zip: '78701' },
      ...(words.message && { message: words.message }),
      ...((words.transcript || !words.message) && {
        call: {
          callerNumber: phone,
          trackingNumber: '+15125550100',
          durationSeconds: 120,
          outcome: 'ANSWERED' as const,
          ...(words.transcript && { transcript: words.transcript }),
        },
      }),
    },
    new Date(),
  );
  expect(result.status).toBe('CREATED');
  return { id: result.supplyEventId!, externalId };
}
const eventOf = async (supplyEventId: string) =>
  (await api.as('owner').call(getSupplyEvent, { params: { accountId, supplyEventId } })).body;
const rule = async (body: KeywordRuleBody) => {
  const made = await api.as('manager').call(createKeywordRule, { ...account, body });
  expect(made.status).toBe(201);
  return made.body;
};
const tag = async (name: string) =>
  (await api.as('owner').call(createLeadTag, { ...account, body: { name, color: 'blue' } })).body;
const putTranscript = (externalId: string, turns: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/ingest/transcripts/${encodeURIComponent(externalId)}`,
    headers: { authorization: `Bearer ${DEV_INGEST_KEY}` },
    payload: { turns },
  });
const turn = (text: string, atSeconds: number, speaker: 'CALLER' | 'BUSINESS' = 'CALLER') => ({
  speaker,
  text,
  atSeconds,
});

describe('keyword rules', () => {
  it('are made by an admin, read by everyone, named once whatever the case, and audited', async () => {
    const quoteTag = await tag('Rule quote');
    const made = await rule({ name: 'Price asks', phrases: ['price', 'Price', 'how much'], tagIds: [quoteTag.id] });
    expect(made).toMatchObject({ phrases: ['price', 'how much'], setStatus: null, followUp: false });
    const listed = await api.as('viewer').call(listKeywordRules, account);
    expect(listed.body.items.map((item) => item.name)).toContain('Price asks');

    const byBilling = await api
      .as('billing')
      .call(createKeywordRule, { ...account, body: { name: 'Nope', phrases: ['x'], followUp: true } });
    expect(byBilling.status).toBe(403);
    const clash = await api
      .as('manager')
      .call(createKeywordRule, { ...account, body: { name: 'PRICE ASKS', phrases: ['x'], followUp: true } });
    expect(clash.status).toBe(409);
    expect(clash.error.message).toBe('There is a keyword rule named “PRICE ASKS” already: choose another name.');
    const idle = await api
      .as('manager')
      .call(createKeywordRule, { ...account, body: { name: 'Idle', phrases: ['x'] } });
    expect(idle.status).toBe(400);
    expect(JSON.stringify(idle.error)).toContain('Choose what the rule does');
    const foreignTag = await api.as('manager').call(createKeywordRule, {
      ...account,
      body: { name: 'Foreign', phrases: ['x'], tagIds: ['00000000-0000-4000-8000-0000000000aa'] },
    });
    expect(foreignTag.status).toBe(422);
    for (const phrases of [['?!'], ['\u037A']]) {
      // Punctuation, or a character that folds to no letter at all: it could never match.
      const noWords = await api
        .as('manager')
        .call(createKeywordRule, { ...account, body: { name: 'Marks', phrases, followUp: true } });
      expect(noWords.status).toBe(400);
    }

    const changed = await api.as('manager').call(updateKeywordRule, {
      params: { accountId, ruleId: made.id },
      body: { name: 'Price asks', phrases: ['price'], followUp: true },
    });
    expect(changed.body).toMatchObject({ phrases: ['price'], tagIds: [], followUp: true });
    const renamedOnto = await api.as('manager').call(updateKeywordRule, {
      params: { accountId, ruleId: (await rule({ name: 'Second', phrases: ['y'], followUp: true })).id },
      body: { name: 'price ASKS', phrases: ['y'], followUp: true },
    });
    expect(renamedOnto.status).toBe(409);
    const removed = await api.as('manager').call(deleteKeywordRule, { params: { accountId, ruleId: made.id } });
    expect(removed.body.items.map((item) => item.name)).not.toContain('Price asks');
    const gone = await api.as('manager').call(deleteKeywordRule, { params: { accountId, ruleId: made.id } });
    expect(gone.status).toBe(404);
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    expect(audit.body.items.filter((row) => row.entityId === made.id).map((row) => row.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('act on what arrives: whole words, any case and accents; tags, a status and the flag, and say which rule', async () => {
    const estimateTag = await tag('Rule ballpark');
    const estimate = await rule({ name: 'Ballparks', phrases: ['ballpark', 'rough figure'], tagIds: [estimateTag.id] });
    const wrong = await rule({ name: 'Not ours', phrases: ['not my plumber'], followUp: true, setStatus: 'LOST' });

    const asked = await arrive({ message: 'Hola, ¿puede darme un BÁLLPARK para mañana?' });
    expect(await eventOf(asked.id)).toMatchObject({
      tagIds: [estimateTag.id],
      followUp: false,
      customerStatus: 'NEW',
      rulesActed: [{ id: estimate.id, name: 'Ballparks' }],
    });
    const partOfWord = await arrive({ message: 'They ballparked the job.' });
    expect(await eventOf(partOfWord.id)).toMatchObject({ tagIds: [], rulesActed: [] });

    const call = await arrive({ transcript: [turn('Hello?', 0, 'BUSINESS'), turn('Sorry, NOT my  plumber!', 2.5)] });
    const detail = await eventOf(call.id);
    expect(detail).toMatchObject({
      followUp: true,
      customerStatus: 'LOST',
      rulesActed: [{ id: wrong.id, name: 'Not ours' }],
    });
    expect(detail.transcript).toEqual([turn('Hello?', 0, 'BUSINESS'), turn('Sorry, NOT my  plumber!', 2.5)]);
    // A phrase does not run from one turn into the next.
    const split = await arrive({ transcript: [turn('That is not my', 0), turn('Plumber, sorry', 3)] });
    expect(await eventOf(split.id)).toMatchObject({ followUp: false, rulesActed: [] });
  });

  it('run when a transcript comes later; a status a person gave stands; the search finds the words', async () => {
    const bookedTag = await tag('Rule booked');
    const booking = await rule({
      name: 'Bookings',
      phrases: ['schedule'],
      tagIds: [bookedTag.id],
      setStatus: 'BOOKED',
    });
    const call = await arrive({});
    const worked = await arrive({});
    await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: worked.id },
      body: { status: 'CONTACTED' },
    });

    const said = [
      turn('Thanks for calling', 0, 'BUSINESS'),
      turn('Can we schedule a visit for the zebrafish tank?', 4),
    ];
    const answer = await putTranscript(call.externalId, said);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      supplyEventId: call.id,
      turns: 2,
      rulesActed: [{ id: booking.id, name: 'Bookings' }],
    });
    expect(await eventOf(call.id)).toMatchObject({
      tagIds: [bookedTag.id],
      customerStatus: 'BOOKED',
      transcript: said,
      rulesActed: [{ id: booking.id, name: 'Bookings' }],
    });
    expect((await putTranscript(worked.externalId, said)).statusCode).toBe(200);
    expect(await eventOf(worked.id)).toMatchObject({ tagIds: [bookedTag.id], customerStatus: 'CONTACTED' });
    const audit = await api.as('owner').call(getAccountAudit, { ...account, query: {} });
    expect(audit.body.items.find((row) => row.entityId === call.id)).toMatchObject({
      actor: 'Keyword rule Bookings',
      after: { customerStatus: 'BOOKED', tags: ['Rule booked'] },
    });

    // A second upload replaces the words and names the rule once.
    const again = await putTranscript(call.externalId, [turn('Please schedule me', 1)]);
    expect(again.json()).toMatchObject({ turns: 1 });
    expect(await eventOf(call.id)).toMatchObject({
      transcript: [turn('Please schedule me', 1)],
      rulesActed: [{ id: booking.id, name: 'Bookings' }],
    });
    const found = await api.as('viewer').call(listSupplyEvents, { ...account, query: { q: 'zebrafish' } });
    expect(found.body.items.map((item) => item.id)).toEqual([worked.id]);

    // Deleting the tag takes it off the rule too; the rule's name stays on what it acted on.
    await api.as('owner').call(deleteLeadTag, { params: { accountId, tagId: bookedTag.id } });
    const rules = await api.as('viewer').call(listKeywordRules, account);
    expect(rules.body.items.find((item) => item.id === booking.id)?.tagIds).toEqual([]);
    await api.as('manager').call(deleteKeywordRule, { params: { accountId, ruleId: booking.id } });
    expect((await eventOf(call.id)).rulesActed).toEqual([{ id: booking.id, name: 'Bookings' }]);

    // A tag that is all a rule does is not taken away from it: the rule would be left doing nothing.
    const lonely = await tag('Rule lonely');
    const tagOnly = await rule({ name: 'Tag only', phrases: ['walrus'], tagIds: [lonely.id] });
    const refused = await api.as('owner').call(deleteLeadTag, { params: { accountId, tagId: lonely.id } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'The keyword rule “Tag only” does nothing but add the tag Rule lonely: change or remove the rule first.',
    );
    await api.as('manager').call(deleteKeywordRule, { params: { accountId, ruleId: tagOnly.id } });
    expect((await api.as('owner').call(deleteLeadTag, { params: { accountId, tagId: lonely.id } })).status).toBe(200);
  });

  it('answer a transcript for no call, for a lead, or out of order with what is wrong', async () => {
    const unknown = await putTranscript('no-such-call', [turn('hi', 0)]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'There is no call with this externalId: post the call first (ingest/supply-events).',
    );
    const lead = await arrive({ message: 'Just a form' });
    const onLead = await putTranscript(lead.externalId, [turn('hi', 0)]);
    expect(onLead.statusCode).toBe(422);
    const call = await arrive({});
    const backwards = await putTranscript(call.externalId, [turn('second', 5), turn('first', 1)]);
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('must be in the order they were said');
    const badSpeaker = await putTranscript(call.externalId, [{ speaker: 'AGENT', text: 'hi', atSeconds: 0 }]);
    expect(badSpeaker.statusCode).toBe(400);
    const noKey = await testApp.app.inject({
      method: 'PUT',
      url: `/api/ingest/transcripts/${call.externalId}`,
      payload: { turns: [turn('hi', 0)] },
    });
    expect(noKey.statusCode).toBe(401);
    expect((await eventOf(call.id)).transcript).toBeNull();
  });
});
