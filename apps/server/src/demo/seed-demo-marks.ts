import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blockedNumbers, keywordRules, leadTags, supplyEvents } from '../db/schema/index';
import { DEMO_IDS } from './demo-data';

/** The demo's tags, with fixed ids so that a second seeding finds them. */
export const DEMO_TAG_IDS = {
  booked: '00000000-0000-4000-8000-00000000a001',
  quote: '00000000-0000-4000-8000-00000000a002',
  repeat: '00000000-0000-4000-8000-00000000a003',
} as const;

/** The demo's keyword rules, with fixed ids so that a second seeding finds them. */
export const DEMO_RULE_IDS = {
  booked: '00000000-0000-4000-8000-00000000a101',
  quote: '00000000-0000-4000-8000-00000000a102',
  wrongNumber: '00000000-0000-4000-8000-00000000a103',
} as const;

/**
 * Tags, the follow-up flag, three keyword rules and a blocked number on the parent account, so that its filters, badges and lists
 * have something to show: booked and won jobs tagged Booked, a few contacted ones Quote, the three newest leads
 * still New flagged for follow-up, and a robocaller blocked. Only rows with no tags or flag yet are touched, so a
 * second seeding changes nothing a person did.
 */
export async function seedDemoMarks(tx: Db): Promise<void> {
  const accountId = DEMO_IDS.parentAccount;
  await tx
    .insert(leadTags)
    .values([
      { id: DEMO_TAG_IDS.booked, accountId, name: 'Booked', color: 'green' },
      { id: DEMO_TAG_IDS.quote, accountId, name: 'Quote', color: 'blue' },
      { id: DEMO_TAG_IDS.repeat, accountId, name: 'Repeat customer', color: 'violet' },
    ])
    .onConflictDoNothing();
  await tx
    .insert(keywordRules)
    .values([
      {
        id: DEMO_RULE_IDS.booked,
        accountId,
        name: 'Booked jobs',
        phrases: ['booked', 'appointment'],
        tagIds: [DEMO_TAG_IDS.booked],
        followUp: false,
        createdBy: 'owner@demo.test',
      },
      {
        id: DEMO_RULE_IDS.quote,
        accountId,
        name: 'Quotes',
        phrases: ['quote', 'estimate'],
        tagIds: [DEMO_TAG_IDS.quote],
        followUp: false,
        createdBy: 'owner@demo.test',
      },
      {
        id: DEMO_RULE_IDS.wrongNumber,
        accountId,
        name: 'Wrong numbers',
        phrases: ['wrong number'],
        tagIds: [],
        followUp: true,
        createdBy: 'owner@demo.test',
      },
    ])
    .onConflictDoNothing();
  const untouched = and(
    eq(supplyEvents.accountId, accountId),
    sql`cardinality(${supplyEvents.tagIds}) = 0`,
    eq(supplyEvents.followUp, false),
  );
  await tx
    .update(supplyEvents)
    .set({ tagIds: [DEMO_TAG_IDS.booked] })
    .where(and(untouched, inArray(supplyEvents.customerStatus, ['BOOKED', 'WON'])));
  await tx
    .update(supplyEvents)
    .set({ tagIds: [DEMO_TAG_IDS.quote] })
    .where(
      and(
        untouched,
        eq(supplyEvents.customerStatus, 'CONTACTED'),
        sql`${supplyEvents.id} in (select id from ${supplyEvents} where ${supplyEvents.accountId} = ${accountId}
          and ${supplyEvents.customerStatus} = 'CONTACTED' order by ${supplyEvents.occurredAt} desc limit 5)`,
      ),
    );
  await tx
    .update(supplyEvents)
    .set({ followUp: true })
    .where(
      and(
        untouched,
        sql`${supplyEvents.id} in (select id from ${supplyEvents} where ${supplyEvents.accountId} = ${accountId}
          and ${supplyEvents.type} = 'LEAD' and ${supplyEvents.customerStatus} = 'NEW'
          order by ${supplyEvents.occurredAt} desc limit 3)`,
      ),
    );
  await tx
    .insert(blockedNumbers)
    .values({ accountId, phone: '+15125550666', note: 'Robocaller, calls every morning', createdBy: 'owner@demo.test' })
    .onConflictDoNothing();
}
