import { exportLedger } from '@portal/shared/contracts/billing/export-ledger';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { accountZone } from '../../db/account-zone';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { loadBillingAccount, saveBillingAccount } from './billing-account-service';
import { exportLedgerCsv } from './ledger-export';
import { ledgerPage } from './ledger-repository';

/** The billing account and its ledger. */
export function registerBillingEndpoints(app: App, { database }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, getBillingAccount, async ({ account }) => loadBillingAccount(tenantScope(db, account)));

  registerEndpoint(app, updateBillingAccount, async ({ account, body, principal }) =>
    saveBillingAccount(tenantScope(db, account), body, principal),
  );

  registerEndpoint(app, listLedger, async ({ account, query }) => {
    const scope = tenantScope(db, account);
    const { cursor, limit, ...filters } = query;
    const page = await ledgerPage(scope, {
      filters,
      zone: await accountZone(scope),
      after: cursor ? decodeCursor(cursor) : null,
      limit,
    });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, exportLedger, async ({ account, query, reply }) => {
    reply.header('content-disposition', 'attachment; filename="transactions.csv"');
    return exportLedgerCsv(tenantScope(db, account), query);
  });
}
