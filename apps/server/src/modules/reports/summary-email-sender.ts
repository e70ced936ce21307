import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultSummaryEmail } from '@portal/shared/notifications';
import type { OutgoingMessage } from '../../adapters/message';
import type { Db } from '../../db/database';
import {
  accountContactAssignments,
  accounts,
  contacts,
  summaryEmailChoices,
  summaryEmailSends,
} from '../../db/schema/index';
import { listAttention } from '../attention/index';
import { unsubscribeLink, unsubscribeSigner } from '../notifications/index';
import { summaryReportPdf } from '../supply/index';
import type { SummaryEmailJob } from './summary-email-schedule';
import { summaryEmailContent } from './summary-email-content';

export interface SummaryEmailDeps {
  db: Db;
  /** Hands the email to the mail queue inside the transaction: it goes only if the send is marked done. */
  messagesWithin: (tx: Db, messages: OutgoingMessage[]) => Promise<void>;
  publicUrl: string;
  now: () => Date;
}

const bytesOf = async (pdf: PDFKit.PDFDocument): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Makes one person's summary email of one period and hands it to the mail queue, in the transaction that marks the
 * period's row done: a retried job (the worker died after the commit) finds it done and sends nothing more. A
 * person who left the account or chose otherwise since the period was claimed gets none; the row says why.
 */
export async function sendSummaryEmail(deps: SummaryEmailDeps, job: SummaryEmailJob): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const key = and(
      eq(summaryEmailSends.recipient, job.recipient),
      eq(summaryEmailSends.accountId, job.accountId),
      eq(summaryEmailSends.frequency, job.frequency),
      eq(summaryEmailSends.periodStart, job.periodStart),
    );
    const [send] = await tx
      .select()
      .from(summaryEmailSends)
      .where(and(key, isNull(summaryEmailSends.queuedAt), isNull(summaryEmailSends.skipped)))
      .for('update');
    if (!send) return;
    const now = deps.now();
    const [member] = await tx
      .select({
        role: accountContactAssignments.role,
        chosen: summaryEmailChoices.frequency,
        accountName: accounts.name,
      })
      .from(accountContactAssignments)
      .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
      .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
      .leftJoin(
        summaryEmailChoices,
        and(
          eq(summaryEmailChoices.accountId, accountContactAssignments.accountId),
          eq(summaryEmailChoices.recipient, job.recipient),
        ),
      )
      .where(
        and(eq(accountContactAssignments.accountId, job.accountId), sql`lower(${contacts.email}) = ${job.recipient}`),
      );
    const skipped = !member
      ? 'no longer on the account'
      : (member.chosen ?? defaultSummaryEmail(member.role)) !== job.frequency
        ? 'chose another summary email'
        : null;
    if (skipped || !member) {
      await tx.update(summaryEmailSends).set({ skipped }).where(key);
      return;
    }
    const scope = { db: tx, accountId: job.accountId };
    const query = { from: send.periodStart, to: send.periodEnd };
    const report = await summaryReportPdf(scope, query, now);
    const attention = await listAttention(scope, { isAdmin: false, role: member.role }, now);
    const token = await unsubscribeSigner(tx)({
      recipient: job.recipient,
      accountId: job.accountId,
      eventType: 'summary.email',
    });
    const unsubscribe = unsubscribeLink(deps.publicUrl, token);
    const content = summaryEmailContent({
      accountName: member.accountName,
      frequency: job.frequency,
      summary: report.summary,
      attention: attention.items,
      links: {
        portal: deps.publicUrl,
        summary: `${deps.publicUrl}/?${new URLSearchParams({ from: query.from, to: query.to })}`,
        unsubscribe,
      },
    });
    await deps.messagesWithin(tx, [
      {
        channel: 'email',
        to: job.recipient,
        ...content,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
        attachments: [
          {
            filename: report.name,
            contentType: 'application/pdf',
            contentBase64: (await bytesOf(report.pdf)).toString('base64'),
          },
        ],
      },
    ]);
    await tx.update(summaryEmailSends).set({ queuedAt: now }).where(key);
  });
}
