import { createAccount } from '@portal/shared/contracts/accounts/create-account';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { openAdvertiser } from './advertiser-opening';

/** Staff open a new advertiser's account: a module of its own, since it writes through accounts and billing. */
export function registerOnboardingEndpoints(app: App, { database, messages, clock, config }: AppDeps): void {
  registerEndpoint(app, createAccount, async ({ body, principal }) =>
    openAdvertiser(
      database.db,
      body,
      { userId: principal.userId, username: principal.username, isAdmin: principal.isAdmin },
      { messages, clock, publicUrl: config.publicUrl },
    ),
  );
}
