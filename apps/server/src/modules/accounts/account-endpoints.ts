import * as contracts from '@portal/shared/contracts/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { tenantScope } from '../../db/tenant-scope';
import { assertSelfOrStaff } from '../../http/authenticate';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { auditPage, findUserIdentity, listAccountContacts, searchAccounts } from './account-repository';
import { getAccount, updateAccount } from './account-service';

/** Account detail and edit, contacts, audit log, user identity, contact lookup and the staff search. */
export function registerAccountEndpoints(app: App, { database }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, contracts.getAccount, async ({ account }) => getAccount(tenantScope(db, account)));

  registerEndpoint(app, contracts.updateAccount, async ({ account, body, principal }) =>
    updateAccount(tenantScope(db, account), body, { userId: principal.userId, username: principal.username, isAdmin: principal.isAdmin }),
  );

  registerEndpoint(app, contracts.getAccountContacts, async ({ account }) => listAccountContacts(tenantScope(db, account)));

  registerEndpoint(app, contracts.getAccountAudit, async ({ account, query }) => {
    const page = await auditPage(tenantScope(db, account), { after: query.cursor ? decodeCursor(query.cursor) : null, limit: query.limit });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, contracts.getUserIdentity, async ({ params, principal }) => {
    assertSelfOrStaff(principal, params.username, 'You can look up only your own identity.');
    const identity = await findUserIdentity(db, params.username);
    if (!identity) throw new AppError('NOT_FOUND', MESSAGES.notLinkedToContact);
    return identity;
  });

  registerEndpoint(app, contracts.lookupContacts, async ({ query, principal }) => {
    assertSelfOrStaff(principal, query.email, 'You can look up only your own contact.');
    const identity = await findUserIdentity(db, query.email);
    const accountContacts = identity?.Account_Contact_Assignments__r.records.map(({ Contact_Role__c, Account__r }) => ({ Contact_Role__c, Account__r }));
    return { items: identity && accountContacts ? [{ Email: identity.Email, LastName: identity.LastName, accountContacts }] : [] };
  });

  registerEndpoint(app, contracts.searchAccounts, async ({ query }) => ({ items: await searchAccounts(db, query.search, query.limit) }));
}
