import { getSession } from '@portal/shared/contracts/session/get-session';
import { registerEndpoint } from '../../http/endpoint';
import type { App } from '../../http/types';

/** GET /api/session: who the bearer token belongs to. */
export function registerSessionEndpoints(app: App): void {
  registerEndpoint(app, getSession, async ({ principal }) => principal);
}
