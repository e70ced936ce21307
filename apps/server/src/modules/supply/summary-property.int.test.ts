import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import type { IngestEvent } from '@portal/shared/ingest';
import { CUSTOMER_STATUSES, EARNING_STATUSES, type SummaryFigures } from '@portal/shared/leads';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { supplyEvents } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';
import { updateEvent } from './lead-service';
import { loadSummary } from './summary-service';

const testApp = useTestApp();
const START = Date.parse('2026-10-01T00:00:00Z');
const HOUR = 3600_000;

const eventArbitrary = fc.record({
  hours: fc.integer({ min: 0, max: 20 * 24 - 1 }),
  call: fc.boolean(),
  inArea: fc.boolean(),
  answered: fc.boolean(),
  seconds: fc.integer({ min: 0, max: 200 }),
  // What the business then did with it: status changes and job values, some hours apart.
  updates: fc.array(
    fc.record({
      afterHours: fc.integer({ min: 1, max: 72 }),
      status: fc.option(fc.constantFrom(...CUSTOMER_STATUSES), { nil: undefined }),
      jobValueCents: fc.option(fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }), { nil: undefined }),
    }),
    { maxLength: 3 },
  ),
});

const actor = { userId: null, username: 'property@demo.test' };
type Row = typeof supplyEvents.$inferSelect;
const earning = (row: Row) => (EARNING_STATUSES as readonly string[]).includes(row.customerStatus);

/** The figures the summary adds up, summed over the stored events: on the day each arrived, or was marked. */
function expectedTotals(rows: Row[], zone: string, from: string, to: string): Partial<SummaryFigures> {
  const arrived = rows.filter((row) => dayIn(zone, row.occurredAt) >= from && dayIn(zone, row.occurredAt) <= to);
  const marked = rows.filter((row) => row.outcomeDay && row.outcomeDay >= from && row.outcomeDay <= to);
  return {
    leads: arrived.filter((row) => row.type === 'LEAD').length,
    calls: arrived.filter((row) => row.type === 'CALL').length,
    answeredCalls: arrived.filter((row) => row.outcome === 'ANSWERED').length,
    billable: arrived.filter((row) => row.billable).length,
    spendCents: arrived.reduce((sum, row) => sum + (row.billable ? row.priceCents : 0), 0),
    lostToCapCount: arrived.filter((row) => ['BUDGET_REACHED', 'INSUFFICIENT_FUNDS'].includes(row.reason ?? '')).length,
    bookedCount: marked.filter((row) => row.customerStatus === 'BOOKED').length,
    wonCount: marked.filter((row) => row.customerStatus === 'WON').length,
    revenueCents: marked.reduce((sum, row) => sum + (earning(row) ? (row.jobValueCents ?? 0) : 0), 0),
  };
}

describe('the summary', () => {
  it('equals the sums over the events themselves, for any range, status changes and job values, in the account’s time zone', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PST', 'CST', 'EST', 'HST'),
        fc.array(eventArbitrary, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 0, max: 21 }),
        async (timeZone, events, a, b) => {
          run += 1;
          const account = await createAccount(testApp.database.db, { timeZone });
          const zone = ianaZoneOf(timeZone);
          const { campaign } = await createCampaignFixture(
            testApp.database.db,
            account.id,
            { schedule: ALWAYS_SCHEDULE, startDate: '2026-01-01' },
            { capCents: 40_000 },
          );
          // The day each event was last marked BOOKED or WON, as a person would tell it.
          const markedOn = new Map<string, string | null>();
          for (const [index, event] of events.entries()) {
            const occurredAt = START + event.hours * HOUR;
            const body: IngestEvent = {
              externalId: `property-${run}-${index}-${Math.random()}`,
              type: event.call ? 'CALL' : 'LEAD',
              campaignId: campaign.id,
              occurredAt: new Date(occurredAt).toISOString(),
              consumer: { name: 'P', phone: `+1512555${String(1000 + index)}`, zip: event.inArea ? '78701' : '10001' },
              ...(event.call && {
                call: {
                  callerNumber: '+15125550111',
                  trackingNumber: '+15125550150',
                  durationSeconds: event.seconds,
                  outcome: event.answered ? 'ANSWERED' : 'MISSED',
                },
              }),
            };
            // Received a minute after it happened: ingestion refuses what is older than the dispute window.
            const { supplyEventId } = await ingestEvent(testApp.database.db, body, new Date(occurredAt + 60_000));
            expect(supplyEventId).toBeDefined();
            let status = 'NEW';
            let marked: string | null = null;
            let at = occurredAt;
            for (const update of event.updates) {
              if (update.status === undefined && update.jobValueCents === undefined) continue;
              at += update.afterHours * HOUR;
              const scope = tenantScope(testApp.database.db, { accountId: account.id });
              await updateEvent(scope, supplyEventId!, update, actor, new Date(at));
              const next = update.status ?? status;
              const earns = (value: string) => (EARNING_STATUSES as readonly string[]).includes(value);
              if (!earns(next)) marked = null;
              else if (!earns(status)) marked = dayIn(zone, new Date(at));
              status = next;
            }
            markedOn.set(supplyEventId!, marked);
          }
          const from = addDays('2026-09-30', Math.min(a, b));
          const to = addDays('2026-09-30', Math.max(a, b));
          const summary = await loadSummary(tenantScope(testApp.database.db, { accountId: account.id }), { from, to });

          const stored = await testApp.database.db
            .select()
            .from(supplyEvents)
            .where(eq(supplyEvents.campaignId, campaign.id));
          expect(stored).toHaveLength(events.length);
          for (const row of stored) expect(row.outcomeDay, row.id).toBe(markedOn.get(row.id));
          expect(summary.totals).toMatchObject(expectedTotals(stored, zone, from, to));
          expect(summary.previous.totals).toMatchObject(
            expectedTotals(stored, zone, summary.previous.from, summary.previous.to),
          );
          expect(summary.previous.to).toBe(addDays(from, -1));
          expect(summary.previous.from).toBe(addDays(from, -summary.days.length));
          const totals = summary.totals;
          expect(totals.returnOnSpend).toBe(totals.spendCents > 0 ? totals.revenueCents / totals.spendCents : null);
          for (const day of summary.days) {
            const ofDay = expectedTotals(stored, zone, day.day, day.day);
            expect(day, day.day).toMatchObject(ofDay);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
