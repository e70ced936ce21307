import { formatDocumentDateTime } from '@portal/shared/human-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageSender } from '../../adapters/message';
import type { Db } from '../../db/database';
import {
  accountContactAssignments,
  accounts,
  contacts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index';

/**
 * An endpoint whose delivery failed for the whole retry window is turned off, with the reason on it; its
 * other waiting deliveries fail with it (they would fail too; each can be replayed once it is fixed).
 * The account's owners and admins are emailed once, by whoever turned it off.
 */
export async function shutOffEndpoint(db: Db, messages: MessageSender, endpointId: string, now: Date): Promise<void> {
  const reason = `Turned off on ${formatDocumentDateTime(now, 'UTC')}: deliveries failed for 3 days.`;
  const shut = await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, updatedAt: now, version: sql`${webhookEndpoints.version} + 1` })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ accountId: webhookEndpoints.accountId, url: webhookEndpoints.url });
    if (!endpoint) return null;
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'FAILED',
        leaseUntil: null,
        lastResponse: sql`coalesce(${webhookDeliveries.lastResponse}, 'Not sent: the endpoint was turned off')`,
      })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, 'PENDING'),
          sql`${webhookDeliveries.testEnvelope} is null`,
        ),
      );
    return endpoint;
  });
  if (!shut) return;
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, shut.accountId));
  const admins = await db
    .selectDistinct({ email: contacts.email })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .where(
      and(
        eq(accountContactAssignments.accountId, shut.accountId),
        inArray(accountContactAssignments.role, ['OWNER', 'ADMIN']),
      ),
    );
  for (const { email } of admins)
    await messages.send({
      channel: 'email',
      to: email,
      subject: `Webhook endpoint turned off for ${account?.name ?? 'your account'}`,
      text: [
        `Deliveries to ${shut.url} failed for 3 days, so we turned the endpoint off and stopped sending to it.`,
        'Fix the receiver, turn the endpoint on again under Account > Webhooks, and replay the deliveries you need from its log.',
      ].join('\n\n'),
    });
}
