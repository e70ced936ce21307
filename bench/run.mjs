// `npm run bench`: prints the figures the issues set budgets on. Benchmarks measure; they do not gate tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        'bundle-size',
        'second-start',
        'sign-in',
        'account-api',
        'campaigns-api',
        'supply-api',
        'ingest-rules',
        'invoices',
        'live-updates',
        'webhooks',
        'outage',
        'lighthouse',
      ];

let failed = false;
for (const bench of benches) {
  console.log(`\n━━ ${bench} ━━`);
  const run = spawnSync('node', [path.join(here, `${bench}.mjs`)], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
