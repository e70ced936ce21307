import { listAttention } from '@portal/shared/contracts/attention/list-attention';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import * as attentionService from './attention-service';

/** The "Needs attention" list of an account, for the caller's role. */
export function registerAttentionEndpoints(app: App, { database, clock }: AppDeps): void {
  registerEndpoint(app, listAttention, async ({ account, principal }) =>
    attentionService.listAttention(
      tenantScope(database.db, account),
      { isAdmin: principal.isAdmin, role: account.role },
      clock.now(),
    ),
  );
}
