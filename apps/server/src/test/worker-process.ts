import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config/repo-root';

/**
 * The server as a separate worker process (`main.ts --role worker`) on the given database, as production
 * runs it: a test can kill it with SIGKILL and start another. Answers once it logged "ready".
 */
export async function startWorkerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts'), '--role', 'worker'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DEV_OUTBOX: 'true',
        DATABASE_URL: databaseUrl,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-worker-')),
        PAYMENTS_SANDBOX: 'false',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"ready"') || output.includes('"msg":"ready"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    /** Ends it at once, as a crash or `kill -9` would: no in-flight work is finished or recorded. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
