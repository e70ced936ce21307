import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  ADJUSTMENT_APPROVAL_ABOVE_CENTS,
  adjustmentDescription,
  type Adjustment,
  type AdjustmentRequest,
} from '@portal/shared/adjustments';
import { dollars } from '@portal/shared/money';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../../db/audit';
import { accounts, billingAdjustments, ledgerEntries } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';

type AdjustmentRow = typeof billingAdjustments.$inferSelect;

const view = (row: AdjustmentRow, ledgerEntryId: string | null): Adjustment => ({
  id: row.id,
  accountId: row.accountId,
  amountCents: row.amountCents,
  direction: row.direction,
  reason: row.reason,
  note: row.note,
  status: row.status,
  requestedBy: row.requestedBy,
  requestedAt: row.requestedAt.toISOString(),
  approvedBy: row.approvedBy,
  bookedAt: row.bookedAt?.toISOString() ?? null,
  ledgerEntryId,
});

/** The ADJUSTMENT entry: a credit takes from what the account owes (negative), a debit adds to it. */
async function book(tx: Db, row: AdjustmentRow, at: Date): Promise<string> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: row.accountId,
      kind: 'ADJUSTMENT',
      amountCents: row.direction === 'CREDIT' ? -row.amountCents : row.amountCents,
      adjustmentId: row.id,
      note: adjustmentDescription(row.reason, row.note),
      occurredAt: at,
    })
    .returning({ id: ledgerEntries.id });
  return entry!.id;
}

const auditSubject = (row: AdjustmentRow) =>
  `${row.direction === 'CREDIT' ? 'a credit' : 'a debit'} of ${dollars(row.amountCents)}`;

/**
 * Staff credit or debit an account. Up to ADJUSTMENT_APPROVAL_ABOVE_CENTS (with what the same person booked alone on
 * the account in the last 24 hours) it is booked in the same transaction; above, it waits for a second staff member
 * (approveAdjustment). The route is idempotent: a retry with the same
 * Idempotency-Key gets this answer again and writes nothing.
 */
export async function createAdjustment(
  scope: TenantScope,
  request: AdjustmentRequest,
  actor: Actor,
  now: Date,
): Promise<Adjustment> {
  return scope.db.transaction(async (tx) => {
    // The limit counts what this person booked alone on the account in the last day, so twenty adjustments of $500
    // wait for a second person like one of $10,000 would. The account's row serializes one person's requests.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, scope.accountId)).for('update');
    const [alone] = await tx
      .select({ cents: sql<string>`coalesce(sum(${billingAdjustments.amountCents}), 0)` })
      .from(billingAdjustments)
      .where(
        inAccount(
          scope,
          billingAdjustments.accountId,
          eq(billingAdjustments.requestedBy, actor.username),
          isNull(billingAdjustments.approvedBy),
          eq(billingAdjustments.status, 'BOOKED'),
          gte(billingAdjustments.requestedAt, new Date(now.getTime() - 24 * 3600_000)),
        ),
      );
    const booksAtOnce = Number(alone!.cents) + request.amountCents <= ADJUSTMENT_APPROVAL_ABOVE_CENTS;
    const [row] = await tx
      .insert(billingAdjustments)
      .values({
        accountId: scope.accountId,
        amountCents: request.amountCents,
        direction: request.direction,
        reason: request.reason,
        note: request.note,
        status: booksAtOnce ? 'BOOKED' : 'PENDING',
        requestedBy: actor.username,
        requestedAt: now,
        approvedBy: null,
        bookedAt: booksAtOnce ? now : null,
      })
      .returning();
    const ledgerEntryId = booksAtOnce ? await book(tx, row!, now) : null;
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'adjustment',
      entityId: row!.id,
      subject: auditSubject(row!),
      action: 'create',
      before: null,
      after: {
        amountCents: row!.amountCents,
        direction: row!.direction,
        reason: row!.reason,
        note: row!.note,
        status: row!.status,
      },
    });
    return view(row!, ledgerEntryId);
  });
}

/**
 * A second staff member books a waiting adjustment. The row moves from PENDING to BOOKED in one conditional
 * update, so of two approvals at once one books it and the other is told it is booked; the ledger's unique
 * adjustment_id is the last guard.
 */
export async function approveAdjustment(
  scope: TenantScope,
  adjustmentId: string,
  actor: Actor,
  now: Date,
): Promise<Adjustment> {
  const notFound = new AppError('NOT_FOUND', 'There is no such adjustment on this account.');
  if (!isUuid(adjustmentId)) throw notFound;
  return scope.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(billingAdjustments)
      .where(inAccount(scope, billingAdjustments.accountId, eq(billingAdjustments.id, adjustmentId)));
    if (!current) throw notFound;
    if (current.requestedBy === actor.username) {
      throw new AppError('FORBIDDEN', 'A second staff member must approve an adjustment you made.');
    }
    const [approved] = await tx
      .update(billingAdjustments)
      .set({ status: 'BOOKED', approvedBy: actor.username, bookedAt: now })
      .where(and(eq(billingAdjustments.id, adjustmentId), eq(billingAdjustments.status, 'PENDING')))
      .returning();
    if (!approved) throw new AppError('CONFLICT', 'This adjustment is already booked.');
    const ledgerEntryId = await book(tx, approved, now);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'adjustment',
      entityId: approved.id,
      subject: auditSubject(approved),
      action: 'update',
      before: { status: 'PENDING' },
      after: { status: 'BOOKED', approvedBy: actor.username },
    });
    return view(approved, ledgerEntryId);
  });
}

/** The account's adjustments, those waiting first, then the newest. */
export async function listAdjustments(scope: TenantScope): Promise<Adjustment[]> {
  const rows = await scope.db
    .select({ adjustment: billingAdjustments, ledgerEntryId: ledgerEntries.id })
    .from(billingAdjustments)
    .leftJoin(ledgerEntries, eq(ledgerEntries.adjustmentId, billingAdjustments.id))
    .where(inAccount(scope, billingAdjustments.accountId))
    .orderBy(sql`${billingAdjustments.status} = 'PENDING' desc`, desc(billingAdjustments.requestedAt))
    .limit(200);
  return rows.map((row) => view(row.adjustment, row.ledgerEntryId));
}
