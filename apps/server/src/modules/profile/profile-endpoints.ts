import * as contracts from '@portal/shared/contracts/profile';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { getProfile, updateProfile } from './profile-service';

/** The signed-in user's own profile. */
export function registerProfileEndpoints(app: App, { database }: AppDeps): void {
  registerEndpoint(app, contracts.getProfile, async ({ principal }) => getProfile(database.db, principal.userId));
  registerEndpoint(app, contracts.updateProfile, async ({ principal, body }) => updateProfile(database.db, principal, body));
}
