// Gzipped JavaScript of each route's first load, from the production build's manifest: the entry chunk,
// the route's own lazy chunk (and, signed in, its layout's), and every chunk they import statically. Each
// route is printed against its budget (docs/decisions/0018).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

console.log('Building the web app for production...');
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signedInLayout = 'src/app/layouts/signed-in-layout.tsx';

// Which screen each route loads, and whether it sits under the lazily loaded signed-in layout: from the
// web app's route table itself (TypeScript, loaded through tsx as npm start loads the server).
register();
const { ROUTE_TABLE } = await import('../apps/web/src/config/paths.ts');
const routes = ROUTE_TABLE.map((entry) => ({
  module: `src/${entry.screen}.tsx`,
  pattern: entry.pattern,
  signedIn: entry.area === 'signedIn',
}));

const gzipCache = new Map();
function gzippedBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Every JS file a manifest key loads before it can run: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

// Budgets (issue 14): the sign-in screen 150 KB, every signed-in screen 200 KB. The other signed-out
// screens have none of their own; they are printed for comparison.
const BUDGET_KB = { login: 150, signedIn: 200 };
// Amplify's session loads on its own (src/lib/auth/identity.ts), after the first screen has painted: a
// signed-out browser draws without it, and so does a signed-in one whose stored access token is current
// (src/lib/auth/stored-tokens.ts, docs/decisions/0030). Only a token that must be refreshed first waits for it.
const session = 'src/lib/auth/identity.ts';

const rows = [];
for (const route of routes) {
  if (rows.some((row) => row.module === route.module)) continue;
  const keys = new Set([
    ...closure(entryKey),
    ...closure(route.module),
    ...(route.signedIn ? closure(signedInLayout) : []),
  ]);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzippedBytes(file), 0);
  const name = path.basename(route.module, '.tsx').replace(/-route$/, '');
  rows.push({
    module: route.module,
    pattern: route.pattern,
    name,
    bytes,
    files,
    budgetKb: route.signedIn ? BUDGET_KB.signedIn : name === 'login' ? BUDGET_KB.login : undefined,
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
rows.sort((a, b) => b.bytes - a.bytes);
console.log('\nFirst-load JavaScript per route (gzip -9), against its budget:');
for (const row of rows) {
  const budget = row.budgetKb === undefined ? 'no budget' : `budget ${row.budgetKb} KB`;
  const over = row.budgetKb !== undefined && row.bytes > row.budgetKb * 1024;
  console.log(
    `  ${row.name.padEnd(24)} ${kb(row.bytes).padStart(7)} KB  (${String(row.files.length).padStart(2)} files)  ${budget.padEnd(15)}${over ? `  OVER by ${kb(row.bytes - row.budgetKb * 1024)} KB` : ''}`,
  );
}
const over = rows.filter((row) => row.budgetKb !== undefined && row.bytes > row.budgetKb * 1024);
const login = rows.find((row) => row.name === 'login');
console.log(`\nlogin route first load: ${kb(login.bytes)} KB gzipped (budget ${BUDGET_KB.login} KB)`);
const signedIn = rows.filter((row) => row.budgetKb === BUDGET_KB.signedIn);
console.log(
  `signed-in routes: ${kb(Math.min(...signedIn.map((row) => row.bytes)))} to ${kb(Math.max(...signedIn.map((row) => row.bytes)))} KB gzipped (budget ${BUDGET_KB.signedIn} KB each)`,
);
console.log(
  over.length === 0
    ? 'every budgeted route is within its budget'
    : `over budget: ${over.length} route${over.length === 1 ? '' : 's'} (${over.map((row) => row.name).join(', ')})`,
);

// Issue 10: the campaign screens may load at most 10 KB (gzipped) more than the account screen; the
// wizard, the section editors and the pause modal's date picker load only when opened.
const account = rows.find((row) => row.pattern === 'account');
for (const pattern of ['campaigns', 'campaigns/:campaignId']) {
  const row = rows.find((candidate) => candidate.pattern === pattern);
  const difference = row.bytes - account.bytes;
  console.log(
    `/${pattern} first load: ${kb(row.bytes)} KB gzipped, ${difference >= 0 ? '+' : ''}${kb(difference)} KB against /account (${kb(account.bytes)} KB; budget +10 KB)`,
  );
}

// Heavy libraries load only on the screens that use them: which first loads carry each (by the names
// Mantine gives its components, and the tokenizer loader's global), and where each one's code lives.
const HEAVY = [
  { label: 'charts (@mantine/charts, recharts)', marker: '@mantine/charts/' },
  { label: 'date pickers (@mantine/dates)', marker: '@mantine/dates/' },
  { label: 'card tokenizer loader', marker: 'SandboxPayments' },
];
const fileText = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
for (const { label, marker } of HEAVY) {
  const carriers = rows.filter((row) => row.files.some((file) => fileText(file).includes(marker)));
  console.log(
    `${label}: in the first load of ${carriers.length === 0 ? 'no route (loaded when drawn)' : carriers.map((row) => row.name).join(', ')}`,
  );
}

// Not part of any first load, but fetched on a visit right after the first screen: say what each costs
// beyond the sign-in screen's first load and the lines above it.
const counted = new Set([...closure(entryKey), ...closure(login.module)]);
function printDeferred(key, label) {
  if (!manifest[key]) return;
  const files = [...closure(key)]
    .filter((candidate) => !counted.has(candidate))
    .map((candidate) => manifest[candidate].file);
  closure(key, counted);
  const bytes = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedBytes(file), 0);
  console.log(`${label}, loaded after the first screen: ${kb(bytes)} KB gzipped`);
}
printDeferred('src/app/toast-area.tsx', 'toast area');
printDeferred(
  session,
  "Amplify's session (every screen; a signed-in one waits for it only to refresh an expired token)",
);
printDeferred('src/lib/auth/auth-flows.ts', "Amplify's sign-in calls (sign-in screens)");
// The signed-in layout is counted in each signed-in first load; the parts below load after it.
closure(signedInLayout, counted);
printDeferred('src/app/layouts/user-menu-list.tsx', 'the user menu (signed-in screens; its button is drawn at once)');
printDeferred(
  'src/features/notifications/components/notification-popover.tsx',
  "the bell's popover (customers' signed-in screens)",
);
