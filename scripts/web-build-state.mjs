import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/service-worker',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

/** True when apps/web/dist is missing or older than anything it is built from. */
export function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
