import type { z } from 'zod/mini';
import type { contactUsRequestSchema } from '@portal/shared/account-forms';
import type { MessageSender } from '../../adapters/message';
import type { Db } from '../../db/database';
import { supportRequests } from '../../db/schema/index';
import { recordAudit, type Actor } from '../../db/audit';

type ContactUsRequest = z.output<typeof contactUsRequestSchema>;

/** Saves a support request with its audit entry (one transaction), then queues the email to the support team. */
export async function sendContactUs(
  db: Db,
  messages: MessageSender,
  supportEmail: string,
  actor: Actor & { userId: string },
  request: ContactUsRequest,
) {
  const { accountId, subject, message } = request;
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({ accountId: accountId ?? null, userId: actor.userId, username: actor.username, subject, message })
      .returning();
    await recordAudit(tx, {
      accountId: accountId ?? null,
      actor,
      entity: 'support-request',
      entityId: row!.id,
      action: 'create',
      before: null,
      after: { subject },
    });
    return row!;
  });
  // The queue sits on its own connection; the embedded database has one, so this waits for the commit.
  await messages.send({
    channel: 'email',
    to: supportEmail,
    subject: `[Contact Us] ${subject}`,
    text: `From: ${actor.username}\nAccount: ${accountId ?? 'none'}\n\n${message}`,
  });
  return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
}
