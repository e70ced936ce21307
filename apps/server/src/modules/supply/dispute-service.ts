import { recordEvents } from '../../outbox/record-events';
import type { z } from 'zod/mini';
import { dayIn } from '@portal/shared/account-time';
import type { disputeCreateSchema, disputeDecisionSchema, disputeListQuerySchema } from '@portal/shared/leads';
import { accountZone } from '../../db/account-zone';
import type { Db } from '../../db/database';
import { tenantScope, withDb, type TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unavailable';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../db/audit';
import { recordEventCredit } from '../billing/index';
import { refundBudgetCharge, supplyEventChargeKey } from '../campaigns/index';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import {
  adjustRollup,
  insertDispute,
  lockDisputeRow,
  readStaffDispute,
  staffDisputePage,
  writeDecision,
} from './dispute-repository';
import { latestDispute, lockEventRow } from './lead-repository';
import { disputeDeadlineOf, eventSubject, loadEvent, lockedEvent } from './lead-service';
import { formatDay } from '@portal/shared/human-time';

type DisputeCreate = z.output<typeof disputeCreateSchema>;
type DisputeDecision = z.output<typeof disputeDecisionSchema>;
type DisputeListQuery = z.output<typeof disputeListQuerySchema>;

const alreadyDisputed = () => new AppError('CONFLICT', 'This lead or call already has an open or approved dispute.');

/** Files a dispute on a billable event within its window, counted on the event's day of the summary. */
export async function fileDispute(
  scope: TenantScope,
  supplyEventId: string,
  input: DisputeCreate,
  actor: Actor,
  now: Date,
) {
  const zone = await accountZone(scope);
  try {
    await scope.db.transaction(async (tx) => {
      const txScope = withDb(scope, tx);
      const event = await lockedEvent(txScope, supplyEventId);
      if (!event.billable) {
        throw new AppError('BUSINESS_RULE', 'Only a billed lead or call can be disputed: this one was not charged.');
      }
      const deadline = disputeDeadlineOf(event.occurredAt);
      if (now > deadline) {
        throw new AppError(
          'BUSINESS_RULE',
          `The 7 days to dispute this lead or call ended on ${formatDay(dayIn(zone, deadline))}.`,
        );
      }
      const live = await latestDispute(txScope, supplyEventId);
      if (live && live.status !== 'REJECTED') throw alreadyDisputed();
      const dispute = await insertDispute(tx, {
        supplyEventId,
        accountId: scope.accountId,
        reasonCode: input.reasonCode,
        comment: input.comment,
        filedAt: now,
        filedBy: actor.username,
      });
      await adjustRollup(
        tx,
        { accountId: scope.accountId, campaignId: event.campaignId, day: dayIn(zone, event.occurredAt) },
        { disputes: 1 },
      );
      await recordAudit(tx, {
        accountId: scope.accountId,
        actor,
        entity: 'dispute',
        entityId: dispute.id,
        subject: eventSubject(event),
        action: 'create',
        before: null,
        after: { supplyEventId, reasonCode: input.reasonCode, comment: input.comment },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'disputes_one_live_per_event_idx')) throw alreadyDisputed();
    throw error;
  }
  return loadEvent(scope, supplyEventId, now);
}

export async function listStaffDisputes(db: Db, query: DisputeListQuery) {
  const page = await staffDisputePage(db, {
    status: query.status,
    accountId: query.accountId,
    campaignId: query.campaignId,
    reasonCode: query.reasonCode,
    oldestFirst: query.order === 'oldest',
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: query.limit,
  });
  return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
}

/**
 * A staff decision on a pending dispute. Approval credits the price to the ledger and gives the spend back
 * to the budget period the charge came from (so the campaign may buy again), once; all in one transaction.
 */
export async function decideDispute(db: Db, disputeId: string, input: DisputeDecision, actor: Actor, now: Date) {
  const noSuchDispute = () => new AppError('NOT_FOUND', 'There is no such dispute.');
  await db.transaction(async (tx) => {
    const dispute = isUuid(disputeId) ? await lockDisputeRow(tx, disputeId) : undefined;
    if (!dispute) throw noSuchDispute();
    if (dispute.status !== 'PENDING') {
      throw new AppError('CONFLICT', `This dispute was already decided: ${dispute.status}.`);
    }
    const scope = withDb(tenantScope(db, dispute), tx);
    let creditCents = 0;
    const event = (await lockEventRow(scope, dispute.supplyEventId))!;
    if (input.decision === 'APPROVED') {
      creditCents = event.priceCents;
      // The credit (which locks the billing row) goes in before the budget is touched: ingestion locks
      // billing rows before budgets too, so the two never wait on each other in a circle.
      await recordEventCredit(tx, {
        accountId: event.accountId,
        campaignId: event.campaignId,
        supplyEventId: event.id,
        creditCents,
        at: now,
      });
      await refundBudgetCharge(tx, { accountId: dispute.accountId, chargeKey: supplyEventChargeKey(event.id) });
      const zone = await accountZone(scope);
      await adjustRollup(
        tx,
        { accountId: dispute.accountId, campaignId: event.campaignId, day: dayIn(zone, event.occurredAt) },
        { spendCents: -creditCents },
      );
    }
    const decision = {
      status: input.decision,
      decidedAt: now,
      decidedBy: actor.username,
      decisionNote: input.note,
      creditCents,
    };
    await writeDecision(tx, dispute.id, decision);
    await recordEvents(tx, [
      {
        type: 'dispute.decided',
        accountId: dispute.accountId,
        occurredAt: now,
        data: {
          disputeId: dispute.id,
          supplyEventId: dispute.supplyEventId,
          status: input.decision,
          creditCents,
          note: input.note ?? null,
        },
      },
    ]);
    await recordAudit(tx, {
      accountId: dispute.accountId,
      actor,
      entity: 'dispute',
      entityId: dispute.id,
      subject: eventSubject(event),
      action: 'update',
      before: { status: 'PENDING' },
      after: { status: input.decision, decisionNote: input.note, creditCents },
    });
  });
  return (await readStaffDispute(db, disputeId))!;
}
