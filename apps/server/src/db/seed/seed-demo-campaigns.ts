import { addDays, dayIn, ianaZoneOf, periodBounds, startOfDayIn } from '@portal/shared/account-time';
import type { Db } from '../database';
import { chargeBudget } from '../../lib/budget-charge';
import { budgets, campaigns, listings } from '../schema/index';
import { DEMO_CAMPAIGNS, type DemoCampaign } from './demo-campaigns';

/** How full each of the three periods before the current one was, oldest first. */
const PAST_SHARES = [0.81, 1, 0.92];

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
 * Charges the demo budgets as if leads had arrived: the three past periods and the current one, through the
 * same charge function ingestion uses, so the spend shown is the spend recorded. Keys are fixed per period
 * and lead, so seeding twice charges once.
 */
async function chargeDemoSpend(tx: Db, demo: DemoCampaign, row: ReturnType<typeof campaignRow>, now: Date) {
  if (demo.status === 'PENDING') return;
  const prices = [demo.callPriceCents, demo.formPriceCents].filter((price) => price > 0).sort((a, b) => b - a);
  const started = startOfDayIn(ZONE, row.startDate);
  const ended = row.endDate ? startOfDayIn(ZONE, addDays(row.endDate, 1)) : null;
  let at = now;
  const periods: { start: Date; end: Date; share: number }[] = [];
  for (let back = 0; back <= PAST_SHARES.length; back += 1) {
    const bounds = periodBounds(demo.budget.period, ZONE, at);
    periods.push({ ...bounds, share: back === 0 ? demo.budget.usedShare : PAST_SHARES[PAST_SHARES.length - back]! });
    at = new Date(bounds.start.getTime() - 1);
  }
  for (const period of periods) {
    const from = Math.max(period.start.getTime(), started.getTime());
    const until = Math.min(period.end.getTime(), now.getTime(), ended?.getTime() ?? Infinity);
    if (until <= from) continue;
    const target = Math.floor(demo.budget.capCents * period.share);
    const amounts: number[] = [];
    for (let spent = 0, turn = 0; ; turn += 1) {
      const amount = [prices[turn % prices.length]!, ...prices].find((price) => spent + price <= target);
      if (!amount) break;
      amounts.push(amount);
      spent += amount;
    }
    for (const [index, amountCents] of amounts.entries()) {
      await chargeBudget(tx, {
        accountId: demo.accountId,
        campaignId: demo.id,
        amountCents,
        chargeKey: `demo:${period.start.toISOString()}:${index}`,
        at: new Date(from + ((until - from) * (index + 0.5)) / amounts.length),
      });
    }
  }
}

/** The demo campaigns, budgets and listings, and their spend. Rows that exist are left as they are. */
export async function seedDemoCampaigns(tx: Db, now: Date): Promise<void> {
  const today = dayIn(ZONE, now);
  for (const demo of DEMO_CAMPAIGNS) {
    const row = campaignRow(demo, today, now);
    const [inserted] = await tx.insert(campaigns).values(row).onConflictDoNothing().returning({ id: campaigns.id });
    if (!inserted) continue;
    const { usedShare: _usedShare, ...budget } = demo.budget;
    await tx.insert(budgets).values({ ...budget, accountId: demo.accountId, campaignId: demo.id });
    await tx.insert(listings).values(listingRows(demo));
    await chargeDemoSpend(tx, demo, row, now);
  }
}
