// Run by bench/invoices.mjs with tsx: times the job that issues last month's invoices (issueDueInvoices)
// against the database named by DATABASE_URL, at the instant given, and prints JSON.
import { openDatabase } from '../../apps/server/src/db/database';
import { issueDueInvoices } from '../../apps/server/src/modules/billing/billing-jobs';

const [url, at] = process.argv.slice(2);
const database = await openDatabase({
  databaseUrl: url,
  dataDir: '/tmp/unused',
  poolMax: 2,
  logger: { info: () => undefined, warn: () => undefined, error: console.error } as never,
});
const started = performance.now();
const issued = await issueDueInvoices(database.db, new Date(at!));
const ms = performance.now() - started;
await database.close();
process.stdout.write(JSON.stringify({ issued, ms }));
