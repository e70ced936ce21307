import { recordEvents } from '../../outbox/record-events';
import { and, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import type { Db } from '../../db/database';
import { accounts, campaigns } from '../../db/schema/index';
import { tenantScope, withDb } from '../../db/tenant-scope';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { lockCampaignRow, writeCampaignRow } from './campaign-repository';

export const CAMPAIGN_SCHEDULE_JOB = 'campaign-schedule';

const SCHEDULER: Actor = { userId: null, username: 'scheduler' };

/** The latest calendar day anywhere on earth (UTC+14): no account's "today" is later. */
const latestDayOnEarth = (now: Date) => dayIn('Pacific/Kiritimati', now);

/**
 * The scheduled part of a campaign's life, run every minute: a paused campaign resumes on its resume day
 * and any campaign ends after its end day, each in its account's time zone. Each change locks the row and
 * looks again, so a person's change in between, or a second worker, is never overwritten.
 */
export async function runCampaignSchedule(db: Db, now: Date): Promise<{ resumed: number; ended: number }> {
  const latest = latestDayOnEarth(now);
  const candidates = await db
    .select({ id: campaigns.id, accountId: campaigns.accountId, timeZone: accounts.timeZone })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(
      or(
        and(eq(campaigns.status, 'PAUSED'), lte(campaigns.resumeOn, latest)),
        and(ne(campaigns.status, 'ENDED'), sql`${campaigns.endDate} is not null`, lt(campaigns.endDate, latest)),
      ),
    );
  const result = { resumed: 0, ended: 0 };
  for (const candidate of candidates) {
    const today = dayIn(ianaZoneOf(candidate.timeZone), now);
    await db.transaction(async (tx) => {
      const scope = withDb(tenantScope(db, candidate), tx);
      const current = await lockCampaignRow(scope, candidate.id);
      if (!current) return;
      let next: Partial<typeof current> | null = null;
      if (current.status !== 'ENDED' && current.endDate && current.endDate < today) {
        next = { status: 'ENDED', pauseReason: null, pauseComment: null, resumeOn: null, pausedAt: null };
        result.ended += 1;
      } else if (current.status === 'PAUSED' && current.resumeOn && current.resumeOn <= today) {
        next = { status: 'ACTIVE', pauseReason: null, pauseComment: null, resumeOn: null, pausedAt: null };
        result.resumed += 1;
      }
      const change = next && changedFields(current, next);
      if (!next || !change) return;
      await writeCampaignRow(scope, current.id, next);
      if (next.status === 'ACTIVE') {
        await recordEvents(tx, [
          {
            type: 'campaign.resumed',
            accountId: current.accountId,
            occurredAt: now,
            data: { campaignId: current.id, name: current.name, by: 'SCHEDULE' },
          },
        ]);
      }
      await recordAudit(tx, {
        accountId: current.accountId,
        actor: SCHEDULER,
        entity: 'campaign',
        entityId: current.id,
        subject: current.name,
        action: 'update',
        ...change,
      });
    });
  }
  return result;
}
