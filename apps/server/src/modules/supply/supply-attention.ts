import { desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, dayIn } from '@portal/shared/account-time';
import { spokenWhenIn } from '@portal/shared/zone-calendar';
import { ATTENTION_RULES, type AttentionItem } from '@portal/shared/attention';
import { dollars } from '@portal/shared/money';
import { disputes, supplyEvents } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { awaitingCallBack } from './lead-queries';

const HOUR_MS = 3_600_000;

/**
 * Leads waiting for a call back (new leads and unanswered calls of the last 7 days still NEW two hours after
 * they came) and disputes decided in the last 7 days, newest first.
 */
export async function supplyAttention(
  scope: TenantScope,
  { now, zone }: { now: Date; zone: string },
): Promise<AttentionItem[]> {
  const since = new Date(now.getTime() - ATTENTION_RULES.lookBackDays * 24 * HOUR_MS);
  const waitedSince = new Date(now.getTime() - ATTENTION_RULES.waitingAfterHours * HOUR_MS);
  const [[waiting], decided] = await Promise.all([
    scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(supplyEvents)
      .where(
        inAccount(scope, supplyEvents.accountId, awaitingCallBack(since), lt(supplyEvents.receivedAt, waitedSince)),
      ),
    scope.db
      .select({ dispute: disputes, type: supplyEvents.type, consumerName: supplyEvents.consumerName })
      .from(disputes)
      .innerJoin(supplyEvents, eq(supplyEvents.id, disputes.supplyEventId))
      .where(
        inAccount(
          scope,
          disputes.accountId,
          inArray(disputes.status, ['APPROVED', 'REJECTED']),
          gte(disputes.decidedAt, since),
        ),
      )
      .orderBy(desc(disputes.decidedAt), desc(disputes.id))
      .limit(ATTENTION_RULES.disputesListed),
  ]);
  const items: AttentionItem[] = [];
  const count = waiting?.count ?? 0;
  if (count > 0) {
    const today = dayIn(zone, now);
    const filter = new URLSearchParams({
      from: addDays(today, -ATTENTION_RULES.lookBackDays),
      to: today,
      status: 'NEW',
    });
    items.push({
      kind: 'LEADS_WAITING',
      severity: 'WARNING',
      message: `${count === 1 ? '1 new lead or missed call has' : `${count} new leads and missed calls have`} waited more than ${ATTENTION_RULES.waitingAfterHours} hours for a call back. Call back, then mark ${count === 1 ? 'it' : 'each'} Contacted.`,
      href: `/?${filter}`,
    });
  }
  for (const { dispute, type, consumerName } of decided) {
    const what = `${type === 'CALL' ? 'call' : 'lead'} from ${consumerName}`;
    const decision =
      dispute.status === 'APPROVED'
        ? `was approved ${spokenWhenIn(zone, dispute.decidedAt!, now)}: ${dollars(dispute.creditCents)} credited`
        : `was rejected ${spokenWhenIn(zone, dispute.decidedAt!, now)}`;
    items.push({
      kind: 'DISPUTE_DECIDED',
      severity: 'INFO',
      message: `Your dispute of the ${what} ${decision}.`,
      href: `/${type === 'CALL' ? 'call' : 'lead'}/${dispute.supplyEventId}`,
    });
  }
  return items;
}
