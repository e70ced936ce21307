import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { devMailboxMessages } from '../db/schema/index';
import type { OutgoingMessage } from './message';

/** The development transport: messages are kept in the database and shown at /dev/mailbox. */
export async function keepInDevMailbox(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(devMailboxMessages).values({
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    text: message.text,
    attachments: message.attachments ?? null,
  });
}

/** Kept messages, newest first; `to` an email (any case) or a phone number. */
export async function listDevMailbox(db: Db, to: string | undefined, limit = 100) {
  const recipient = to?.includes('@') ? to.trim().toLowerCase() : to?.trim();
  return db
    .select()
    .from(devMailboxMessages)
    .where(recipient ? eq(devMailboxMessages.to, recipient) : undefined)
    .orderBy(desc(devMailboxMessages.createdAt))
    .limit(limit);
}

/** One kept message's file, by its place among the message's files; null when there is none. */
export async function devMailboxAttachment(db: Db, messageId: string, index: number) {
  const [row] = await db
    .select({ attachments: devMailboxMessages.attachments })
    .from(devMailboxMessages)
    .where(eq(devMailboxMessages.id, messageId));
  return row?.attachments?.[index] ?? null;
}
