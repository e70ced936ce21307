import type { EventType } from '@portal/shared/events';
import { mayHearOf, type LiveCloseReason, type LiveMessage } from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { LiveHub, LiveSubscriber } from './live-hub';
import { allowedStreams } from './stream-access';
import { redeemStreamTicket } from './stream-tickets';

export const STREAM_PATH = '/api/notification-svc/stream';
const HEARTBEAT_MS = 15_000;

/**
 * The live stream (Server-Sent Events): opened with a single-use ticket instead of the access token, it
 * sends the person's new notifications and the account's news as they happen, a comment every 15 s so
 * proxies keep it open, and on reconnect (Last-Event-ID, or ?lastEventId=) what was missed meanwhile. The browser's
 * EventSource reconnects by itself; a refused ticket answers 404, and the web asks for a new one.
 */
export function registerLiveStreamRoutes(app: App, { database, clock }: AppDeps, hub: LiveHub): void {
  app.get<{ Querystring: { ticket?: string; lastEventId?: string } }>(
    STREAM_PATH,
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    async (request, reply) => {
      const ticket = request.query.ticket ?? '';
      const grant = /^[\w-]{20,100}$/.test(ticket) ? await redeemStreamTicket(database.db, ticket, clock.now()) : null;
      // Not 401: the ticket is the only key here, and a used one is as unknown as a made-up one. A ticket
      // whose sign-in ended (or whose role changed) since it was issued opens nothing either.
      const allowed = grant && (await allowedStreams(database.db, [grant], clock.now())).has(grant);
      if (!grant || !allowed)
        throw new AppError('NOT_FOUND', 'This stream ticket is used, expired or unknown: ask for a new one.');
      // A stream can end (shutdown, hub closed) before its timers and late news stop: writes after that are dropped.
      const write = (text: string) => {
        if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(text);
      };
      const isStaff = grant.role === 'STAFF';
      const role = isStaff ? null : (grant.role as Role);
      const subscriber: LiveSubscriber = {
        recipient: grant.recipient,
        accountId: grant.accountId,
        access: grant,
        mayHearOf: (type: EventType) => mayHearOf(type, role, isStaff),
        send(id: string, message: LiveMessage) {
          write(`id: ${id}\nevent: ${message.kind}\ndata: ${JSON.stringify(message)}\n\n`);
        },
        end: (reason?: LiveCloseReason) => {
          // The browser learns why, so it asks for a new ticket (access changed) or stays closed (too many).
          if (reason) write(`event: closed\ndata: ${JSON.stringify({ kind: 'closed', reason })}\n\n`);
          if (!reply.raw.writableEnded) reply.raw.end();
        },
      };
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write('retry: 2000\n\n');
      // A new ticket means a new EventSource, which cannot set Last-Event-ID itself: the web sends it here.
      const lastId = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (typeof lastId === 'string' && isUuid(lastId)) {
        try {
          await hub.replay(subscriber, lastId);
        } catch (error) {
          // The answer has begun, so no error shape can follow: end the stream and the browser reconnects.
          request.log.error({ err: error }, 'live stream replay failed');
          subscriber.end();
          return;
        }
      }
      const unsubscribe = hub.subscribe(subscriber);
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
