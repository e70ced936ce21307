import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contactUsRequestSchema } from '@portal/shared/account-forms';
import {
  accountSearchQuerySchema,
  accountSearchResultSchema,
  auditPageSchema,
  auditQuerySchema,
  contactLookupSchema,
  contactUsResponseSchema,
} from '@portal/shared/accounts';
import { apiErrorSchema } from '@portal/shared/errors';
import { accounts, auditLog, identityUsers, supportRequests } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { assertSelfOrStaff } from '../../../http/authenticate';
import type { App, AppDeps } from '../../../http/types';
import { queuedMessageSender } from '../../../jobs/deliver-message';
import { accountReference } from '../account-record';
import { findAccountRole } from '../account-roles';
import { findUserIdentity } from '../contacts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Contact lookup, the admin account search, the audit log and Contact Us. */
export function registerAccountManagementRoutes(app: App, { database, queue, config }: AppDeps): void {
  const db = database.db;

  app.get(
    '/api/account-management/contacts',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags: ['accounts'],
        summary: 'Account contacts of the signed-in user, by email',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ email: z.email() }),
        response: { 200: contactLookupSchema, ...errors },
      },
    },
    async (request) => {
      const principal = request.principal!;
      assertSelfOrStaff(principal, request.query.email, 'You can look up only your own contact.');
      const identity = await findUserIdentity(db, request.query.email);
      return {
        items: identity
          ? [{ Email: identity.Email, LastName: identity.LastName, accountContacts: identity.Account_Contact_Assignments__r.records.map(({ Contact_Role__c, Account__r }) => ({ Contact_Role__c, Account__r })) }]
          : [],
      };
    },
  );

  app.get(
    '/api/ad-portal/advprtl/accounts',
    {
      config: { access: { kind: 'admin' } },
      schema: { tags: ['accounts'], summary: 'Staff: find accounts by name or id', security: [{ bearerAuth: [] }], querystring: accountSearchQuerySchema, response: { 200: accountSearchResultSchema, ...errors } },
    },
    async (request) => {
      const { search, limit } = request.query;
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const number = search.replace(/^#/, '');
      const rows = await db
        .select()
        .from(accounts)
        .where(
          search
            ? or(
                ilike(accounts.name, pattern),
                sql`${accounts.id}::text = ${search}`,
                ilike(accounts.recordId, pattern),
                ilike(accounts.city, pattern),
                sql`${accounts.accountNumber}::text = ${number}`,
              )
            : undefined,
        )
        .orderBy(accounts.name)
        .limit(limit);
      return { items: rows.map((row) => ({ ...accountReference(row), Account_Status__c: row.status })) };
    },
  );

  app.get(
    '/api/ad-portal/advprtl/accounts/:accountId/audit',
    {
      config: { access: { kind: 'account', minimumRole: 'OWNER' } },
      schema: {
        tags: ['accounts'],
        summary: 'Who changed what on the account, newest first',
        security: [{ bearerAuth: [] }],
        params: z.object({ accountId: z.string() }),
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select({ entry: auditLog, actorName: identityUsers.name })
        .from(auditLog)
        .leftJoin(identityUsers, eq(identityUsers.id, auditLog.actorUserId))
        .where(and(eq(auditLog.accountId, request.params.accountId), after ? or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id))) : undefined))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ entry, actorName }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor: entry.actor,
          actorName: actorName || entry.actor,
          entity: entry.entity,
          entityId: entry.entityId,
          action: entry.action,
          before: entry.before as Record<string, unknown> | null,
          after: entry.after as Record<string, unknown> | null,
        })),
        nextCursor: rows.length > limit && last ? Buffer.from(`${last.entry.at.toISOString()}|${last.entry.id}`).toString('base64url') : null,
      };
    },
  );

  app.post(
    '/api/account-management/contact-us',
    {
      config: { access: { kind: 'signedIn' } },
      schema: { tags: ['support'], summary: 'Send a request to the support team', security: [{ bearerAuth: [] }], body: contactUsRequestSchema, response: { 201: contactUsResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const { accountId, subject, message } = request.body;
      if (accountId && !principal.isAdmin && !(await findAccountRole(db, principal.username, accountId))) {
        throw new AppError('FORBIDDEN', 'You do not have access to this account.');
      }
      const [saved] = await db.insert(supportRequests).values({ accountId: accountId ?? null, userId: principal.userId, username: principal.username, subject, message }).returning();
      await queuedMessageSender(queue).send({
        channel: 'email',
        to: config.SUPPORT_EMAIL,
        subject: `[Contact Us] ${subject}`,
        text: `From: ${principal.username}\nAccount: ${accountId ?? 'none'}\n\n${message}`,
      });
      return reply.code(201).send({ id: saved!.id, receivedAt: saved!.createdAt.toISOString() });
    },
  );
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.', [{ path: 'query.cursor', message: 'is not valid' }]);
  return { at: date, id };
}
