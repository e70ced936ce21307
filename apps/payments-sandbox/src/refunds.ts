import { eq, sum } from 'drizzle-orm';
import type { SandboxDb } from './sandbox-database';
import { sandboxId } from './ids';
import { requestFingerprint, sameRequestOrThrow } from './idempotency';
import { SandboxError } from './sandbox-error';
import { sandboxCharges, sandboxRefunds } from './tables';

export type RefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * Refunds part or all of a succeeded charge, once per idempotency key. The charge row is locked while the
 * refunds so far are added up, so two refunds at once cannot together pass the amount charged.
 */
export async function refund(
  db: SandboxDb,
  request: { chargeId: string; amountCents: number },
  idempotencyKey: string,
): Promise<RefundRow> {
  const fingerprint = requestFingerprint({ chargeId: request.chargeId, amountCents: request.amountCents });
  return db.transaction(async (tx) => {
    const [charged] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, request.chargeId))
      .for('update');
    const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (earlier) return sameRequestOrThrow(earlier, fingerprint);
    if (!charged) throw new SandboxError(404, 'resource_missing', `No such charge: ${request.chargeId}.`);
    if (charged.status !== 'succeeded')
      throw new SandboxError(422, 'charge_not_refundable', 'Only a charge that succeeded can be refunded.');
    const [refunded] = await tx
      .select({ total: sum(sandboxRefunds.amountCents).mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, charged.id));
    const left = charged.amountCents - (refunded?.total ?? 0);
    if (request.amountCents > left)
      throw new SandboxError(
        422,
        'refund_exceeds_charge',
        `The refund is more than what is left of the charge (${left} cents).`,
      );
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: sandboxId('re'),
        chargeId: charged.id,
        amountCents: request.amountCents,
        idempotencyKey,
        requestFingerprint: fingerprint,
      })
      .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
      .returning();
    if (row) return row;
    // The same key, at the same moment, on another charge's lock: that request won the key.
    const [winner] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    return sameRequestOrThrow(winner!, fingerprint);
  });
}
