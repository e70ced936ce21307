import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A message as the provider keeps it (Twilio's Message resource, the fields the portal and tests read). */
export interface SandboxMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
  body: string;
  status: 'queued';
  date_created: string;
}

export interface SmsSandboxOptions {
  accountSid: string;
  authToken: string;
  /** The newest messages kept (older ones are forgotten): it is a sandbox, not an archive. */
  keep?: number;
  logger?: FastifyBaseLogger;
}

const E164 = /^\+[1-9]\d{7,14}$/;
// Twilio's longest message: 1,600 characters.
const MAX_BODY = 1_600;

const sendSchema = z.object({
  To: z.string().max(32),
  From: z.string().max(32),
  Body: z.string().max(10_000),
});

/** Twilio's error shape: `{ code, message, more_info, status }`. */
function refuse(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form-encoded To, From, Body; HTTP
 * Basic with the account's SID and auth token) answers 201 with the message, and `GET` on the same path lists
 * the newest first (`?To=` narrows it). Messages are kept in memory only.
 */
export function buildSmsSandboxApp(options: SmsSandboxOptions) {
  const app = Fastify({ loggerInstance: options.logger, bodyLimit: 64 * 1024 });
  const messages: SandboxMessage[] = [];
  const keep = options.keep ?? 1_000;

  // Every failure in Twilio's shape, those before a route runs too (a body too large, a type it does not take).
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return refuse(
      reply,
      status,
      status === 500 ? 20500 : 20001,
      status === 500 ? 'Internal Server Error' : error.message,
    );
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 20404, 'The requested resource was not found'));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const authorized = (request: FastifyRequest, accountSid: string) => {
    const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return false;
    // The user name ends at the first colon; everything after it is the password, colons included.
    const decoded = Buffer.from(match[1], 'base64').toString();
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    return (
      accountSid === options.accountSid &&
      sameSecret(decoded.slice(0, colon), options.accountSid) &&
      sameSecret(decoded.slice(colon + 1), options.authToken)
    );
  };

  app.post<{ Params: { accountSid: string } }>(
    '/2010-04-01/Accounts/:accountSid/Messages.json',
    async (request, reply) => {
      if (!authorized(request, request.params.accountSid)) return refuse(reply, 401, 20003, 'Authenticate');
      const parsed = sendSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const missing = parsed.error.issues[0]?.path[0] ?? 'To';
        return refuse(reply, 400, 21604, `A '${String(missing)}' parameter is required.`);
      }
      const { To: to, From: from, Body: body } = parsed.data;
      if (!E164.test(to)) return refuse(reply, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!E164.test(from)) return refuse(reply, 400, 21212, `The 'From' number ${from} is not a valid phone number.`);
      if (body.length === 0) return refuse(reply, 400, 21602, 'Message body is required.');
      if (body.length > MAX_BODY)
        return refuse(reply, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      const message: SandboxMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: options.accountSid,
        to,
        from,
        body,
        status: 'queued',
        date_created: new Date().toUTCString(),
      };
      messages.unshift(message);
      messages.length = Math.min(messages.length, keep);
      return reply.code(201).send(message);
    },
  );

  app.get<{ Params: { accountSid: string }; Querystring: { To?: string } }>(
    '/2010-04-01/Accounts/:accountSid/Messages.json',
    async (request, reply) => {
      if (!authorized(request, request.params.accountSid)) return refuse(reply, 401, 20003, 'Authenticate');
      const to = request.query.To;
      return { messages: to ? messages.filter((message) => message.to === to) : messages };
    },
  );

  return app;
}
