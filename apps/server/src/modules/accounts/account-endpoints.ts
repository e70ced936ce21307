import { changeContactRole } from '@portal/shared/contracts/accounts/change-contact-role';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { exportAccountContacts } from '@portal/shared/contracts/accounts/export-account-contacts';
import { getAccountContacts } from '@portal/shared/contracts/accounts/get-account-contacts';
import { getUserIdentity } from '@portal/shared/contracts/accounts/get-user-identity';
import { inviteContact } from '@portal/shared/contracts/accounts/invite-contact';
import { lookupContacts } from '@portal/shared/contracts/accounts/lookup-contacts';
import { removeContact } from '@portal/shared/contracts/accounts/remove-contact';
import { resendInvitation as resendInvitationContract } from '@portal/shared/contracts/accounts/resend-invitation';
import { getSignInPolicy } from '@portal/shared/contracts/accounts/get-sign-in-policy';
import { updateSignInPolicy } from '@portal/shared/contracts/accounts/update-sign-in-policy';
import { loadSignInPolicy, saveSignInPolicy } from './sign-in-policy-service';
import { resetTwoStep } from '@portal/shared/contracts/accounts/reset-two-step';
import { searchAccounts } from '@portal/shared/contracts/accounts/search-accounts';
import { updateAccount } from '@portal/shared/contracts/accounts/update-account';
import { listStaffAccounts } from '@portal/shared/contracts/accounts/list-staff-accounts';
import { staffAccountsPage } from './staff-overview-repository';
import { MESSAGES } from '@portal/shared/messages';
import { tenantScope } from '../../db/tenant-scope';
import { assertSelfOrStaff, type Principal } from '../../http/authenticate';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { auditPage, findAccounts, findUserIdentity, listAccountContacts } from './account-repository';
import { exportContactsCsv, loadAccount, saveAccountDetails } from './account-service';
import { changeAccountStatus as saveAccountStatus } from './account-status-service';
import { changeAccountStatus } from '@portal/shared/contracts/accounts/change-account-status';
import { changeMemberRole, inviteMember, removeMember, resendInvitation, resetMemberTwoStep } from './team-service';

/** Who makes a change, as the audit log and the team rules need them. */
const actorOf = (principal: Principal) => ({
  userId: principal.userId,
  username: principal.username,
  isAdmin: principal.isAdmin,
});

/** Account detail and edit, contacts and the team, audit log, user identity, contact lookup and the staff search. */
export function registerAccountEndpoints(app: App, { database, messages, clock, config }: AppDeps): void {
  const db = database.db;
  const invitations = { messages, clock, publicUrl: config.publicUrl };

  registerEndpoint(app, getAccount, async ({ account }) => loadAccount(tenantScope(db, account)), { remembered: true });

  registerEndpoint(app, updateAccount, async ({ account, body, principal }) =>
    saveAccountDetails(tenantScope(db, account), body, actorOf(principal)),
  );

  registerEndpoint(app, getAccountContacts, async ({ account }) => listAccountContacts(tenantScope(db, account)));

  registerEndpoint(app, changeContactRole, async ({ account, params, body, principal }) =>
    changeMemberRole(tenantScope(db, account), params.contactId, body.role, actorOf(principal), messages),
  );

  registerEndpoint(app, inviteContact, async ({ account, body, principal }) =>
    inviteMember(tenantScope(db, account), body, actorOf(principal), invitations),
  );

  registerEndpoint(app, resendInvitationContract, async ({ account, params, principal }) =>
    resendInvitation(tenantScope(db, account), params.contactId, actorOf(principal), invitations),
  );

  registerEndpoint(app, resetTwoStep, async ({ account, params, principal }) =>
    resetMemberTwoStep(tenantScope(db, account), params.contactId, actorOf(principal), messages),
  );

  registerEndpoint(app, changeAccountStatus, async ({ account, body, principal }) =>
    saveAccountStatus(tenantScope(db, account), body, actorOf(principal)),
  );

  registerEndpoint(app, getSignInPolicy, async ({ account }) => loadSignInPolicy(tenantScope(db, account)));

  registerEndpoint(app, updateSignInPolicy, async ({ account, body, principal }) =>
    saveSignInPolicy(tenantScope(db, account), body.requireTwoStep, actorOf(principal), { messages, clock }),
  );

  registerEndpoint(app, removeContact, async ({ account, params, principal }) =>
    removeMember(tenantScope(db, account), params.contactId, actorOf(principal), messages),
  );

  registerEndpoint(app, exportAccountContacts, async ({ account, reply }) => {
    const { fileName, csv } = await exportContactsCsv(tenantScope(db, account));
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  });

  registerEndpoint(app, getAccountAudit, async ({ account, query }) => {
    const page = await auditPage(tenantScope(db, account), {
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit,
    });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, getUserIdentity, async ({ params, principal }) => {
    assertSelfOrStaff(principal, params.username, 'You can look up only your own identity.');
    const identity = await findUserIdentity(db, params.username);
    if (!identity) throw new AppError('NOT_FOUND', MESSAGES.notLinkedToContact);
    return identity;
  });

  registerEndpoint(app, lookupContacts, async ({ query, principal }) => {
    assertSelfOrStaff(principal, query.email, 'You can look up only your own contact.');
    const identity = await findUserIdentity(db, query.email);
    const accountContacts = identity?.Account_Contact_Assignments__r.records.map(({ Contact_Role__c, Account__r }) => ({
      Contact_Role__c,
      Account__r,
    }));
    return {
      items:
        identity && accountContacts ? [{ Email: identity.Email, LastName: identity.LastName, accountContacts }] : [],
    };
  });

  registerEndpoint(app, listStaffAccounts, async ({ query }) => staffAccountsPage(db, query, clock.now()));

  registerEndpoint(app, searchAccounts, async ({ query }) => ({
    items: await findAccounts(db, query.search, query.limit),
  }));
}
