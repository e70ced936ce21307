import { dayIn } from '@portal/shared/account-time';
import type { CustomerStatus } from '@portal/shared/leads';
import type { TranscriptTurn } from '@portal/shared/event-words';
import { eq } from 'drizzle-orm';
import { accountZone } from '../../db/account-zone';
import type { Db } from '../../db/database';
import { supplyEvents } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { signalOutbox } from '../../outbox/outbox-signal';
import { replaceTranscript } from './ingest-repository';
import { rulesToApply } from './keyword-rules';
import { tagNames } from './lead-tags';
import { applyChange, lockedEvent } from './lead-service';
import { applyRules } from './rule-actions';

/**
 * A call's transcript from the call system, after the call: stored (a second upload replaces the first), then the
 * account's keyword rules read it and act as they would have at ingestion, except that a status a person gave the
 * call meanwhile stands. What they change is audited as the rule's doing ("Keyword rule Booked jobs").
 */
export async function attachTranscript(db: Db, externalId: string, turns: TranscriptTurn[], now: Date) {
  const answer = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: supplyEvents.id, accountId: supplyEvents.accountId, type: supplyEvents.type })
      .from(supplyEvents)
      .where(eq(supplyEvents.externalId, externalId));
    if (!found)
      throw new AppError(
        'NOT_FOUND',
        'There is no call with this externalId: post the call first (ingest/supply-events).',
      );
    if (found.type !== 'CALL')
      throw new AppError('BUSINESS_RULE', 'This externalId is a lead, not a call: only a call has a transcript.', [
        { path: 'params.externalId', message: 'is a lead, not a call' },
      ]);
    const scope = tenantScope(tx, found);
    const current = await lockedEvent(scope, found.id);
    await replaceTranscript(tx, { supplyEventId: found.id, accountId: found.accountId, turns, receivedAt: now });
    const { marks, actedNow } = applyRules(
      await rulesToApply(scope),
      turns.map((turn) => turn.text),
      {
        tagIds: current.tagIds,
        status: current.customerStatus,
        followUp: current.followUp,
        acted: current.actedRules ?? [],
      },
    );
    if (actedNow.length > 0) {
      const actor = { userId: null, username: `Keyword rule ${actedNow.map((rule) => rule.name).join(', ')}` };
      await applyChange(
        scope,
        current,
        {
          tagIds: marks.tagIds,
          followUp: marks.followUp,
          status: marks.status === current.customerStatus ? undefined : (marks.status as CustomerStatus),
        },
        {
          today: dayIn(await accountZone(scope), now),
          actor,
          now,
          names: await tagNames(scope, [...current.tagIds, ...marks.tagIds], 'tagIds'),
        },
      );
      await tx.update(supplyEvents).set({ actedRules: marks.acted }).where(eq(supplyEvents.id, found.id));
    }
    return { supplyEventId: found.id, turns: turns.length, rulesActed: actedNow };
  });
  signalOutbox();
  return answer;
}
