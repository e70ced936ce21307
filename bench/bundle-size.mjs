// Gzipped JavaScript of each route's first load, from the production build's manifest: the entry chunk,
// the route's own lazy chunk (and its layout's), and every chunk they import statically.
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
  module: `src/features/${entry.screen}.tsx`,
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
  rows.push({
    module: route.module,
    pattern: route.pattern,
    name: path.basename(route.module, '.tsx').replace(/-route$/, ''),
    bytes,
    files: files.length,
  });
}

rows.sort((a, b) => b.bytes - a.bytes);
console.log('\nFirst-load JavaScript per route (gzip -9):');
for (const row of rows) {
  console.log(`  ${row.name.padEnd(24)} ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  (${row.files} files)`);
}
const login = rows.find((row) => row.name === 'login');
console.log(`\nlogin route first load: ${(login.bytes / 1024).toFixed(1)} KB gzipped (budget 200 KB)`);

// Issue 10: the campaign screens may load at most 10 KB (gzipped) more than the account screen; the
// wizard, the section editors and the pause modal's date picker load only when opened.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const account = rows.find((row) => row.pattern === 'account');
for (const pattern of ['campaigns', 'campaigns/:campaignId']) {
  const row = rows.find((candidate) => candidate.pattern === pattern);
  const difference = row.bytes - account.bytes;
  console.log(
    `/${pattern} first load: ${kb(row.bytes)} KB gzipped, ${difference >= 0 ? '+' : ''}${kb(difference)} KB against /account (${kb(account.bytes)} KB; budget +10 KB)`,
  );
}

// Not part of any first load, but fetched on every visit right after the first screen: say what it costs.
const toastArea = 'src/app/toast-area.tsx';
if (manifest[toastArea]) {
  const firstLoad = new Set([...closure(entryKey), ...closure(login.module)]);
  const deferred = [...closure(toastArea)].filter((key) => !firstLoad.has(key)).map((key) => manifest[key].file);
  const bytes = deferred.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedBytes(file), 0);
  console.log(`toast area, loaded after the first screen: ${(bytes / 1024).toFixed(1)} KB gzipped`);
}
