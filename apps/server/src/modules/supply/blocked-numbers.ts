import { count, desc, eq } from 'drizzle-orm';
import { BLOCKED_NUMBER_LIMITS, type BlockNumberBody, type BlockedNumber } from '@portal/shared/blocked-numbers';
import { formatPhone } from '@portal/shared/phone-format';
import { recordAudit, type Actor } from '../../db/audit';
import { blockedNumbers } from '../../db/schema/index';
import { inAccount, withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { lockUntilCommit } from '../../db/transaction-lock';

type BlockedNumberRow = typeof blockedNumbers.$inferSelect;

const view = (row: BlockedNumberRow): BlockedNumber => ({
  id: row.id,
  phone: row.phone,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** The account's blocked numbers, newest first. */
export async function listBlockedNumbers(scope: TenantScope): Promise<BlockedNumber[]> {
  const rows = await scope.db
    .select()
    .from(blockedNumbers)
    .where(inAccount(scope, blockedNumbers.accountId))
    .orderBy(desc(blockedNumbers.createdAt), desc(blockedNumbers.id));
  return rows.map(view);
}

/**
 * Blocks a number from now on (events already stored keep their charge; a dispute is the way back for those).
 * A number blocked already is answered as it is, so a second click or a retry changes nothing.
 */
export async function blockNumber(scope: TenantScope, body: BlockNumberBody, actor: Actor, now: Date) {
  const phone = body.phone;
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    // One blocker at a time per account, so that two at once cannot both pass the limit.
    await lockUntilCommit(tx, `blocked-numbers:${scope.accountId}`);
    const [added] = await tx
      .insert(blockedNumbers)
      .values({ accountId: scope.accountId, phone, note: body.note || null, createdBy: actor.username, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!added) {
      const [existing] = await tx
        .select()
        .from(blockedNumbers)
        .where(inAccount(txScope, blockedNumbers.accountId, eq(blockedNumbers.phone, phone)));
      return view(existing!);
    }
    const [total] = await tx
      .select({ n: count() })
      .from(blockedNumbers)
      .where(inAccount(txScope, blockedNumbers.accountId));
    if ((total?.n ?? 0) > BLOCKED_NUMBER_LIMITS.perAccount)
      throw new AppError(
        'CONFLICT',
        `This account has ${BLOCKED_NUMBER_LIMITS.perAccount} blocked numbers, the most it can have: unblock some first.`,
      );
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'blocked_number',
      entityId: added.id,
      subject: formatPhone(phone),
      action: 'create',
      before: null,
      after: { phone, note: added.note },
    });
    return view(added);
  });
}

/** Takes a number off the list; its next calls and leads are charged as usual. */
export async function unblockNumber(scope: TenantScope, blockedNumberId: string, actor: Actor) {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const [removed] = isUuid(blockedNumberId)
      ? await tx
          .delete(blockedNumbers)
          .where(inAccount(txScope, blockedNumbers.accountId, eq(blockedNumbers.id, blockedNumberId)))
          .returning()
      : [];
    if (!removed) throw new AppError('NOT_FOUND', 'That number is not blocked (it may have been unblocked already).');
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'blocked_number',
      entityId: removed.id,
      subject: formatPhone(removed.phone),
      action: 'delete',
      before: { phone: removed.phone, note: removed.note },
      after: null,
    });
    return listBlockedNumbers(txScope);
  });
}
