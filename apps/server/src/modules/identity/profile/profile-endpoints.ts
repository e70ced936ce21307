import { getProfile } from '@portal/shared/contracts/profile/get-profile';
import { updateProfile } from '@portal/shared/contracts/profile/update-profile';
import { registerEndpoint } from '../../../http/endpoint';
import type { App, AppDeps } from '../../../http/types';
import { loadProfile, saveProfile } from './profile-service';

/** The signed-in user's own profile. */
export function registerProfileEndpoints(app: App, { database }: AppDeps): void {
  registerEndpoint(app, getProfile, async ({ principal }) => loadProfile(database.db, principal.userId));
  registerEndpoint(app, updateProfile, async ({ principal, body }) => saveProfile(database.db, principal, body));
}
