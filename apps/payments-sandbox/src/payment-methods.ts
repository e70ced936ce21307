import { eq } from 'drizzle-orm';
import type { SandboxDb } from './sandbox-database';
import { sandboxId } from './ids';
import { SandboxError } from './sandbox-error';
import { sandboxPaymentMethods } from './tables';
import { consumeToken } from './tokens';

export interface PaymentMethodSummary {
  id: string;
  kind: 'CARD' | 'BANK';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  fingerprint: string;
}

/** A customer's saved method, made from a token; the token is spent. */
export async function createPaymentMethod(db: SandboxDb, token: string, now: Date): Promise<PaymentMethodSummary> {
  const instrument = await consumeToken(db, token, now);
  const id = sandboxId('pm');
  await db.insert(sandboxPaymentMethods).values({ id, ...instrument });
  const { behaviour: _behaviour, ...summary } = instrument;
  return { id, ...summary };
}

export async function findPaymentMethod(db: SandboxDb, id: string) {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  if (!row) throw new SandboxError(404, 'resource_missing', `No such payment method: ${id}.`);
  return row;
}
