import { eq } from 'drizzle-orm';
import type { SandboxDb } from './sandbox-database';
import { sandboxId } from './ids';
import { requestFingerprint, sameRequestOrThrow } from './idempotency';
import { findPaymentMethod } from './payment-methods';
import { sandboxCharges } from './tables';
import type { Behaviour } from './test-instruments';

export interface ChargeRequest {
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  description?: string | undefined;
}

export type ChargeRow = typeof sandboxCharges.$inferSelect;

export const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  bank_account_failed: 'The bank account could not be debited.',
};

/**
 * Charges once per idempotency key. The unique key decides between concurrent requests: the loser's insert
 * does nothing and it answers the winner's charge. `created` tells the route whether this request made it.
 */
export async function charge(
  db: SandboxDb,
  request: ChargeRequest,
  idempotencyKey: string,
): Promise<{ charge: ChargeRow; created: boolean; behaviour: Behaviour | null }> {
  const fingerprint = requestFingerprint({
    paymentMethodId: request.paymentMethodId,
    amountCents: request.amountCents,
    currency: request.currency,
    description: request.description,
  });
  const earlier = await findByKey(db, idempotencyKey);
  if (earlier) return { charge: sameRequestOrThrow(earlier, fingerprint), created: false, behaviour: null };

  const method = await findPaymentMethod(db, request.paymentMethodId);
  const behaviour = method.behaviour as Behaviour;
  const fails = behaviour !== 'succeeds' && behaviour !== 'times_out_after_charge';
  const [inserted] = await db
    .insert(sandboxCharges)
    .values({
      id: sandboxId('ch'),
      paymentMethodId: method.id,
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description ?? null,
      idempotencyKey,
      requestFingerprint: fingerprint,
      status: fails ? 'failed' : 'succeeded',
      failureCode: fails ? behaviour : null,
    })
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    .returning();
  if (inserted) return { charge: inserted, created: true, behaviour };
  // Another request with the same key got there first.
  const winner = (await findByKey(db, idempotencyKey))!;
  return { charge: sameRequestOrThrow(winner, fingerprint), created: false, behaviour: null };
}

/** The charge made under a key, if any: how a client whose answer never came learns what happened. */
export async function findByKey(db: SandboxDb, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}
