import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `npm start` as a user would and waits until /api/readyz answers 200. */
export async function startPortal({ dataDir, env = {}, role = 'all' }) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROFILE=<dir>: the portal runs under node --cpu-prof and leaves its profile there when stopped.
  const profile = process.env.BENCH_CPU_PROFILE;
  const command = profile
    ? ['node', ['--cpu-prof', `--cpu-prof-dir=${profile}`, 'scripts/start.mjs', '--role', role]]
    : ['npm', ['start', '--silent', '--', '--role', role]];
  const child = spawn(command[0], command[1], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      // Several portals may run at once (and a developer's own on 3001): each sandbox takes a free port.
      PAYMENTS_SANDBOX_PORT: '0',
      ...env,
    },
    // BENCH_PORTAL_LOG=<file>: the portal's output goes there (to see why one stopped), else nowhere.
    stdio: process.env.BENCH_PORTAL_LOG
      ? ['ignore', fs.openSync(process.env.BENCH_PORTAL_LOG, 'a'), fs.openSync(process.env.BENCH_PORTAL_LOG, 'a')]
      : 'ignore',
    detached: true,
  });
  const deadline = started + 180_000;
  let ready = false;
  while (!ready && performance.now() < deadline) {
    try {
      ready = (await fetch(`${url}/api/readyz`)).status === 200;
    } catch {
      // Not listening yet.
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  if (!ready) {
    await stop();
    throw new Error('the portal did not become ready within 180 s');
  }
  // The portal's processes share the group of the one started here (it was started detached).
  return { url, readyMs, stop, processGroup: child.pid };
}
