import { randomUUID } from 'node:crypto';
import { addDays, dayIn } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import type { IngestEvent } from '@portal/shared/ingest';
import { WEEKDAYS } from '@portal/shared/weekly-schedule';
import type { Db } from '../db/database';
import { insertMany } from '../db/bulk';
import {
  notBillableReason,
  priceOf,
  eventRow,
  type SupplyEventInsert,
  storeDecidedEvents,
  writeTranscripts,
} from '../modules/supply/index';
import { recordings, type campaigns } from '../db/schema/index';
import type { DemoCampaign } from './demo-campaigns';

/** Days of lead and call history the demo holds. */
export const DEMO_HISTORY_DAYS = 90;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Priya',
  'Luis',
  'Grace',
  'Omar',
  'Hannah',
  'Diego',
  'Chen',
  'Ava',
  'Noah',
  'Zoe',
];
const LAST_NAMES = ['Garcia', 'Nguyen', 'Patel', 'Johnson', 'Williams', 'Lopez', 'Kim', 'Brown', 'Davis', 'Martinez'];
const SERVICES: Record<string, string[]> = {
  Plumbing: [
    'Leaking water heater',
    'Clogged kitchen drain',
    'Burst pipe',
    'Toilet keeps running',
    'Low water pressure',
  ],
  HVAC: ['AC not cooling', 'Furnace tune-up', 'Thermostat replacement', 'Strange noise from the unit'],
  Roofing: ['Hail damage inspection', 'Missing shingles', 'Roof leak over the garage'],
  Electrical: ['Breaker keeps tripping', 'Install ceiling fan', 'Panel upgrade quote', 'Outlets not working'],
  'Appliance Repair': ['Water heater replacement', 'Tankless heater install'],
};

/** A small deterministic random source, so the demo is the same on every machine for the same day. */
function random(seed: string) {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CampaignRow = typeof campaigns.$inferSelect;

/** The events a campaign would have received, one day at a time, up to `now`. */
function demoEvents(demo: DemoCampaign, campaign: CampaignRow, zone: string, now: Date): IngestEvent[] {
  const next = random(`${demo.id}:${dayIn(zone, now)}`);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const areaZips = campaign.zipCodes.length > 0 ? campaign.zipCodes : ['78701', '78745', '77002', '75201'];
  const today = dayIn(zone, now);
  const stopAt = Math.min(
    now.getTime(),
    campaign.pausedAt?.getTime() ?? Infinity,
    campaign.endDate ? startOfDayIn(zone, addDays(campaign.endDate, 1)).getTime() : Infinity,
  );
  const events: IngestEvent[] = [];
  for (let back = DEMO_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    if (day < campaign.startDate) continue;
    const weekday = WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    // Most traffic comes while the campaign takes it; a little arrives outside its hours, as in life.
    const open = campaign.schedule.always || campaign.schedule.days[weekday].length > 0;
    const count = Math.round(demo.perDay * (open ? 1 : 0.1) * (0.6 + next() * 0.8));
    for (let n = 0; n < count; n += 1) {
      const at = new Date(startOfDayIn(zone, day).getTime() + (8 + next() * 10.5) * 3600_000);
      if (at.getTime() >= stopAt) continue;
      const isCall = campaign.leadTypes.includes('CALL') && (!campaign.leadTypes.includes('FORM') || next() < 0.6);
      const phone = `+1512${String(2000000 + Math.floor(next() * 7999999)).padStart(7, '0')}`;
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      events.push({
        externalId: `demo-${demo.id.slice(-4)}-${day}-${n}`,
        type: isCall ? 'CALL' : 'LEAD',
        campaignId: campaign.id,
        occurredAt: at.toISOString(),
        consumer: {
          name: `${first} ${last}`,
          phone,
          email: isCall ? undefined : `${first}.${last}@example.com`.toLowerCase(),
          zip: next() < 0.95 ? pick(areaZips) : pick(['10001', '60601', '94103']),
        },
        serviceRequested: pick(SERVICES[campaign.category] ?? ['General question']),
        message: isCall ? undefined : 'Please call me back this afternoon if you can.',
        call: isCall
          ? {
              callerNumber: phone,
              trackingNumber: campaign.trackingNumber ?? '+15125550150',
              durationSeconds: Math.floor(35 + next() * 540),
              outcome: next() < 0.86 ? 'ANSWERED' : next() < 0.6 ? 'VOICEMAIL' : 'MISSED',
            }
          : undefined,
      });
    }
  }
  return events;
}

/**
 * How far the business got with a lead or call of the demo: the last three days' are NEW; older ones are
 * contacted, booked, won or lost, and most booked and won jobs have a value ($150 to $2,400), marked the day
 * after they arrived, so the Summary shows revenue and return on spend on a fresh start.
 */
function demoOutcome(externalId: string, at: Date, zone: string, now: Date) {
  if (at.getTime() >= now.getTime() - 3 * 24 * 3600_000)
    return { customerStatus: 'NEW', jobValueCents: null, outcomeDay: null };
  let hash = 0;
  for (const character of externalId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const customerStatus = (['CONTACTED', 'BOOKED', 'WON', 'LOST'] as const)[hash % 4]!;
  if (customerStatus !== 'BOOKED' && customerStatus !== 'WON')
    return { customerStatus, jobValueCents: null, outcomeDay: null };
  return {
    customerStatus,
    jobValueCents: (hash >>> 2) % 3 === 0 ? null : 15_000 + ((hash >>> 4) % 48) * 5_000,
    outcomeDay: addDays(dayIn(zone, at), 1),
  };
}

/**
 * The demo's lead and call history: 90 days per campaign, priced, capped and rolled up by the same rules
 * and the same writers ingestion uses, in bulk (thousands of rows at first start cost well under a second
 * this way), so every charge in the demo traces to its event.
 */
export async function seedDemoActivity(
  tx: Db,
  seeded: { demo: DemoCampaign; campaign: CampaignRow; zone: string }[],
  now: Date,
): Promise<void> {
  const rows: SupplyEventInsert[] = [];
  const zones = new Map<string, string>();
  for (const { demo, campaign, zone } of seeded) {
    if (demo.perDay === 0) continue;
    zones.set(campaign.accountId, zone);
    for (const event of demoEvents(demo, campaign, zone, now)) {
      const at = new Date(event.occurredAt);
      const price = priceOf(campaign, event);
      // The campaign was active while these arrived; its status today is not what applied then.
      const reason = notBillableReason({ ...campaign, status: 'ACTIVE' }, event, zone);
      rows.push(
        eventRow(event, {
          id: randomUUID(),
          accountId: campaign.accountId,
          priceCents: price,
          reason,
          receivedAt: at,
          outcome: demoOutcome(event.externalId, at, zone, now),
        }),
      );
    }
  }
  // Billed as ingestion bills, without news: the history is not new.
  const { stored } = await storeDecidedEvents(tx, rows, {
    zoneOf: (accountId) => zones.get(accountId)!,
    announce: false,
  });
  // A share of the last month's answered calls have a short synthetic recording (made by the workers).
  const recorded = stored.filter(
    (event, index) =>
      event.outcome === 'ANSWERED' &&
      now.getTime() - event.occurredAt.getTime() < 30 * 24 * 3600_000 &&
      index % 3 === 0,
  );
  await insertMany(
    tx,
    recordings,
    recorded.map((event, index) => ({
      supplyEventId: event.id,
      accountId: event.accountId,
      storageKey: `demo/${event.id}.wav`,
      contentType: 'audio/wav',
      sizeBytes: 44 + 8000 * (4 + (index % 5)),
      createdAt: event.occurredAt,
    })),
  );
  // Each recorded call has its words too, a turn a second (the shortest recording is four seconds).
  await writeTranscripts(
    tx,
    recorded.map((event, index) => ({
      supplyEventId: event.id,
      accountId: event.accountId,
      turns: DEMO_CONVERSATIONS[index % DEMO_CONVERSATIONS.length]!.map((text, second) => ({
        speaker: second % 2 === 0 ? ('BUSINESS' as const) : ('CALLER' as const),
        text,
        atSeconds: second,
      })),
      receivedAt: event.occurredAt,
    })),
  );
}

/** What the demo's recorded calls said, the business first. */
const DEMO_CONVERSATIONS = [
  [
    'Thanks for calling, how can I help?',
    'Hi, my kitchen sink is leaking under the cabinet.',
    'We can come out this afternoon. Does two o’clock work?',
    'Two works. Please put me down for the appointment.',
  ],
  [
    'Good morning, this is the service desk.',
    'I’d like an estimate for replacing a water heater.',
    'Sure, a technician can look at it tomorrow and give you a quote.',
    'Great, tomorrow morning is best for me.',
  ],
  [
    'Hello, thanks for calling.',
    'Our basement drain backs up whenever it rains.',
    'That sounds like the main line. We can camera it on Friday.',
    'Friday is fine, thank you.',
  ],
];
