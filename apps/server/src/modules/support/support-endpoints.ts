import { contactUs } from '@portal/shared/contracts/support/contact-us';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import { findAccountRole } from '../../http/account-roles';
import { sendContactUs } from './contact-us-service';

/** Contact Us: a request to the support team, about an account the caller holds a role on (or any, for staff). */
export function registerSupportEndpoints(app: App, { database, messages, config }: AppDeps): void {
  const db = database.db;
  registerEndpoint(app, contactUs, async ({ principal, body }) => {
    if (body.accountId && !principal.isAdmin && !(await findAccountRole(db, principal.username, body.accountId))) {
      throw new AppError('FORBIDDEN', 'You do not have access to this account.');
    }
    return sendContactUs(db, messages, config.SUPPORT_EMAIL, principal, body);
  });
}
