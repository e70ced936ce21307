import { z } from 'zod';
import { TEXT_LIMITS, plainText } from '@portal/shared/text';
import { devMailboxAttachment, listDevMailbox } from '../../adapters/dev-mailbox';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { renderMailbox } from './render-mailbox';

const mailboxQuery = z.object({ to: z.optional(plainText(TEXT_LIMITS.email)) });

/**
 * The dev mailbox, only when asked for (DEV_OUTBOX=true, never in production): a page for people at
 * /dev/mailbox, and JSON for tests at /dev/outbox/messages?to=.
 */
export function registerDevMailboxRoutes(app: App, { config, database }: AppDeps): void {
  if (!config.devOutbox) return;
  app.get(
    '/dev/outbox/messages',
    { config: { rateLimit: false }, schema: { hide: true, querystring: mailboxQuery } },
    async (request) => {
      const rows = await listDevMailbox(database.db, request.query.to);
      return rows.map((row) => ({
        to: row.to,
        channel: row.channel,
        subject: row.subject,
        text: row.text,
        attachments: row.attachments ?? [],
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
  app.get(
    '/dev/mailbox',
    { config: { rateLimit: false }, schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const rows = await listDevMailbox(database.db, request.query.to);
      return reply.type('text/html; charset=utf-8').send(renderMailbox(rows, request.query.to));
    },
  );
  app.get(
    '/dev/mailbox/:messageId/attachments/:index',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ messageId: z.uuid(), index: z.coerce.number().int().min(0).max(20) }) },
    },
    async (request, reply) => {
      const file = await devMailboxAttachment(database.db, request.params.messageId, request.params.index);
      if (!file) throw new AppError('NOT_FOUND', 'There is no such file in the dev mailbox.');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  );
}
