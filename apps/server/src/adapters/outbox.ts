import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema/index';
import type { OutgoingMessage } from './message';

/** The development transport: messages are kept in the database and shown at /dev/mailbox. */
export async function keepInOutbox(db: Db, message: OutgoingMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ channel: message.channel, to: message.to, subject: message.subject ?? null, text: message.text });
}

/** Kept messages, newest first; `to` an email (any case) or a phone number. */
export async function listOutbox(db: Db, to: string | undefined, limit = 100) {
  const recipient = to?.includes('@') ? to.trim().toLowerCase() : to?.trim();
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.to, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
