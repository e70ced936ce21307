import { accountUpdateSchema } from '@portal/shared/account-forms';
import { accountContactsSchema, accountParamsSchema as accountParams, accountSchema, userIdentitySchema, usernameParamsSchema } from '@portal/shared/accounts';
import { apiErrorSchema } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import { AppError } from '../../../http/app-error';
import { assertSelfOrStaff } from '../../../http/authenticate';
import type { App, AppDeps } from '../../../http/types';
import { loadAccount } from '../account-record';
import { findUserIdentity, listAccountContacts } from '../contacts';
import { updateAccount } from '../update-account';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const base = 'ad-portal/advprtl';

/** Account detail, edit, contacts and user identity (specification section 7). */
export function registerAccountRoutes(app: App, { database }: AppDeps): void {
  const db = database.db;

  app.get(
    `/api/${base}/accounts/:accountId`,
    {
      config: { access: { kind: 'account', minimumRole: 'VIEWER' } },
      schema: { tags: ['accounts'], summary: 'The account', security: [{ bearerAuth: [] }], params: accountParams, response: { 200: accountSchema, ...errors } },
    },
    async (request) => {
      const account = await loadAccount(db, request.params.accountId);
      if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
      return account;
    },
  );

  app.put(
    `/api/${base}/accounts/:accountId`,
    {
      config: { access: { kind: 'account', minimumRole: 'ADMIN' } },
      schema: {
        tags: ['accounts'],
        summary: 'Edit the account details (Name cannot change; Phone gets +1)',
        security: [{ bearerAuth: [] }],
        params: accountParams,
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const principal = request.principal!;
      return updateAccount(db, request.params.accountId, request.body, { userId: principal.userId, username: principal.username, isAdmin: principal.isAdmin });
    },
  );

  app.get(
    `/api/${base}/accounts/:accountId/contacts`,
    {
      config: { access: { kind: 'account', minimumRole: 'VIEWER' } },
      schema: { tags: ['accounts'], summary: 'Contact assignments, sorted by last name', security: [{ bearerAuth: [] }], params: accountParams, response: { 200: accountContactsSchema, ...errors } },
    },
    async (request) => listAccountContacts(db, request.params.accountId),
  );

  app.get(
    `/api/${base}/user_identity/:username`,
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags: ['accounts'],
        summary: "A user's contact with its account assignments (your own, or anyone's for staff)",
        security: [{ bearerAuth: [] }],
        params: usernameParamsSchema,
        response: { 200: userIdentitySchema, ...errors },
      },
    },
    async (request) => {
      const principal = request.principal!;
      assertSelfOrStaff(principal, request.params.username, 'You can look up only your own identity.');
      const identity = await findUserIdentity(db, request.params.username);
      if (!identity) throw new AppError('NOT_FOUND', MESSAGES.notLinkedToContact);
      return identity;
    },
  );
}
