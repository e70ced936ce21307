import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import type { IngestEvent } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { supplyEvents } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';
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
});

describe('the summary', () => {
  it('equals the sums over the events themselves, for any range, in the account’s time zone', async () => {
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
          for (const [index, event] of events.entries()) {
            const body: IngestEvent = {
              externalId: `property-${run}-${index}-${Math.random()}`,
              type: event.call ? 'CALL' : 'LEAD',
              campaignId: campaign.id,
              occurredAt: new Date(START + event.hours * HOUR).toISOString(),
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
            await ingestEvent(testApp.database.db, body, new Date());
          }
          const from = addDays('2026-09-30', Math.min(a, b));
          const to = addDays('2026-09-30', Math.max(a, b));
          const summary = await loadSummary(tenantScope(testApp.database.db, { accountId: account.id }), { from, to });

          const stored = await testApp.database.db
            .select()
            .from(supplyEvents)
            .where(eq(supplyEvents.campaignId, campaign.id));
          const inRange = stored.filter((row) => {
            const day = dayIn(zone, row.occurredAt);
            return day >= from && day <= to;
          });
          expect(summary.totals).toMatchObject({
            leads: inRange.filter((row) => row.type === 'LEAD').length,
            calls: inRange.filter((row) => row.type === 'CALL').length,
            answeredCalls: inRange.filter((row) => row.outcome === 'ANSWERED').length,
            billable: inRange.filter((row) => row.billable).length,
            spendCents: inRange.reduce((sum, row) => sum + (row.billable ? row.priceCents : 0), 0),
          });
          for (const day of summary.days) {
            const ofDay = inRange.filter((row) => dayIn(zone, row.occurredAt) === day.day);
            expect(day.leads + day.calls, day.day).toBe(ofDay.length);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
