import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config/repo-root';

/**
 * The server as a separate process (`main.ts --role web|worker`) on the given database, as production runs
 * it: a test can kill it with SIGKILL and start another. Answers once it logged "ready"; a web process
 * listens on a free port of 127.0.0.1, named by `url`.
 */
export async function startServerProcess(
  databaseUrl: string,
  { role, env = {} }: { role: 'web' | 'worker'; env?: Record<string, string> },
) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts'), '--role', role],
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
        HOST: '127.0.0.1',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let port: number | undefined;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.split('\n').find((line) => line.includes('"msg":"ready"'));
      if (ready) {
        port = (JSON.parse(ready) as { port?: number }).port;
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    /** Where a web process answers (none for a worker). */
    url: port === undefined ? undefined : `http://127.0.0.1:${port}`,
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
