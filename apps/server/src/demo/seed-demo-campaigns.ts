import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import type { Db } from '../db/database';
import { budgets, campaigns, listings } from '../db/schema/index';
import { DEMO_CAMPAIGNS, type DemoCampaign } from './demo-campaigns';
import { seedDemoActivity } from './seed-demo-activity';

/** The demo accounts' zone (both are in Central time). */
const ZONE = ianaZoneOf('CST');

function campaignRow(demo: DemoCampaign, today: string, now: Date) {
  return {
    id: demo.id,
    accountId: demo.accountId,
    name: demo.name,
    category: demo.category,
    status: demo.status,
    pauseReason: demo.pause?.reason ?? null,
    pauseComment: demo.pause?.comment ?? null,
    resumeOn: demo.pause ? addDays(today, demo.pause.resumeInDays) : null,
    pausedAt: demo.pause ? new Date(startOfDayIn(ZONE, addDays(today, -3)).getTime() + 9 * 3600_000) : null,
    leadTypes: demo.leadTypes,
    callPriceCents: demo.callPriceCents,
    formPriceCents: demo.formPriceCents,
    zipCodes: demo.zipCodes,
    states: demo.states,
    schedule: demo.schedule,
    trackingNumber: demo.trackingNumber,
    destinationPhone: demo.leadTypes.includes('CALL') ? '+15125550100' : null,
    startDate: addDays(today, -demo.startedDaysAgo),
    endDate: demo.endsInDays === null ? null : addDays(today, demo.endsInDays),
    // Newest first in the list, as if each had been created the day it started.
    createdAt: new Date(Math.min(now.getTime(), startOfDayIn(ZONE, addDays(today, -demo.startedDaysAgo)).getTime())),
  };
}

function listingRows(demo: DemoCampaign) {
  return demo.listings.map((listing) => ({
    ...listing,
    accountId: demo.accountId,
    campaignId: demo.id,
    description: `${listing.displayName} is a family-run ${demo.category.toLowerCase()} team: licensed, insured and on time, with upfront prices and a one-year guarantee on our work.`,
    state: 'TX',
    phone: '+15125550100',
    website: 'https://brightside.example',
    hours: demo.schedule.always ? demo.schedule : { ...demo.schedule, always: false },
    serviceZipCodes: demo.zipCodes,
    categories: [demo.category],
  }));
}

/**
 * The demo campaigns, budgets and listings, and their lead and call history. Campaigns that exist are left
 * as they are (with their history), so seeding twice changes nothing.
 */
export async function seedDemoCampaigns(tx: Db, now: Date): Promise<void> {
  const today = dayIn(ZONE, now);
  const seeded = [];
  for (const demo of DEMO_CAMPAIGNS) {
    const [campaign] = await tx
      .insert(campaigns)
      .values(campaignRow(demo, today, now))
      .onConflictDoNothing()
      .returning();
    if (!campaign) continue;
    const [budget] = await tx
      .insert(budgets)
      .values({ ...demo.budget, accountId: demo.accountId, campaignId: demo.id })
      .returning();
    await tx.insert(listings).values(listingRows(demo));
    seeded.push({ demo, campaign, budget: budget!, zone: ZONE });
  }
  await seedDemoActivity(tx, seeded, now);
}
