import type { Db } from './database';
import { auditLog } from './schema/index';

export interface Actor {
  userId: string | null;
  username: string;
}

type Values = Record<string, unknown>;

/** Only the fields that changed, before and after. */
export function changedFields(before: Values, after: Values): { before: Values; after: Values } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Writes an audit entry; call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(
  tx: Db,
  entry: {
    accountId: string | null;
    actor: Actor;
    entity: string;
    entityId: string;
    /** What changed, as people name it (audit.ts schema); left out where the account itself changed. */
    subject?: string | null;
    action: 'create' | 'update' | 'delete';
    before: Values | null;
    after: Values | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    accountId: entry.accountId,
    actorUserId: entry.actor.userId,
    actor: entry.actor.username,
    entity: entry.entity,
    entityId: entry.entityId,
    subject: entry.subject ?? null,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}
