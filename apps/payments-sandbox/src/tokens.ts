import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SandboxDb } from './sandbox-database';
import { sandboxId } from './ids';
import { SandboxError } from './sandbox-error';
import { sandboxTokens } from './tables';
import { FIXED_TEST_TOKENS, type Instrument } from './test-instruments';

/** Long enough to finish a form, short enough that a token lying in a log or a tab is soon worth nothing. */
export const TOKEN_LIFETIME_MINUTES = 15;

export interface TokenSummary {
  token: string;
  kind: 'card' | 'bank';
  brand?: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
}

export async function createToken(db: SandboxDb, instrument: Instrument): Promise<TokenSummary> {
  const id = sandboxId('tok');
  await db.insert(sandboxTokens).values({
    id,
    ...instrument,
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES})`,
  });
  return {
    token: id,
    kind: instrument.kind === 'CARD' ? 'card' : 'bank',
    ...(instrument.brand && { brand: instrument.brand }),
    last4: instrument.last4,
    ...(instrument.expMonth && { expMonth: instrument.expMonth }),
    ...(instrument.expYear && { expYear: instrument.expYear }),
  };
}

/** A token is used once: the update that marks it used is the check, so two requests cannot both win it. */
export async function consumeToken(db: SandboxDb, token: string, now: Date): Promise<Instrument> {
  // Own entries only: a token named "constructor" or "toString" is as unknown as any other.
  const fixed = Object.hasOwn(FIXED_TEST_TOKENS, token) ? FIXED_TEST_TOKENS[token] : undefined;
  if (fixed) return fixed(now);
  const [row] = await db
    .update(sandboxTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sandboxTokens.id, token), isNull(sandboxTokens.usedAt), gt(sandboxTokens.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw new SandboxError(400, 'token_invalid', 'The token is unknown, already used or expired.');
  return {
    kind: row.kind,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    behaviour: row.behaviour as Instrument['behaviour'],
    // Tokens made before fingerprints existed stand for a card nobody can match again.
    fingerprint: row.fingerprint ?? `fp_${row.id}`,
  };
}
