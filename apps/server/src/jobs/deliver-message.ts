import type { Transport } from '../adapters/mail';
import type { MessageSender, OutgoingMessage } from '../adapters/message';
import type { Db } from '../db/database';
import type { JobQueue } from './job-queue';

export const DELIVER_MESSAGE_JOB = 'deliver-message';

/** Messages leave through the queue: a slow or failing mail server never holds up (or loses) a request. */
export const queuedMessageSender = (queue: JobQueue, publicUrl: string): MessageSender => ({
  publicUrl,
  send: (message) => queue.send(DELIVER_MESSAGE_JOB, message),
});

/** Messages that go only if the transaction commits (and then surely): their jobs are written in it. */
export const sendMessagesWithin = (queue: JobQueue, tx: Db, messages: OutgoingMessage[]): Promise<void> =>
  queue.sendAllWithin(tx, DELIVER_MESSAGE_JOB, messages);

export async function workDeliverMessage(
  queue: JobQueue,
  transports: { email: Transport; sms: Transport },
): Promise<void> {
  await queue.work<OutgoingMessage>(DELIVER_MESSAGE_JOB, (message) => transports[message.channel].deliver(message));
}
