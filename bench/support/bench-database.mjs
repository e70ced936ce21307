import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/ci-database.mjs');

/** A fresh database on the local PostgreSQL server (BENCH_POSTGRES_URL or the default), or null when none answers. */
export function createBenchDatabase() {
  const env = {
    ...process.env,
    ...(process.env.BENCH_POSTGRES_URL && { CI_POSTGRES_URL: process.env.BENCH_POSTGRES_URL }),
  };
  const url = execFileSync('node', [script, 'create'], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  return url ? { url, drop: () => execFileSync('node', [script, 'drop', url], { env, stdio: 'ignore' }) } : null;
}
