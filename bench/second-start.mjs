// Time from `npm start` to a ready server (GET /api/readyz answers 200), on a database that already exists:
// the first start creates and seeds it, the second is the one measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function timeStart(label) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_PRETTY: 'false' },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = started + 180_000;
  let ready = false;
  while (!ready && performance.now() < deadline) {
    try {
      ready = (await fetch(`http://localhost:${port}/api/readyz`)).status === 200;
    } catch {
      // Not listening yet.
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await stopped;
  if (!ready) throw new Error(`${label}: not ready within 180 s`);
  console.log(`  ${label.padEnd(40)} ${seconds.toFixed(2)} s`);
  return seconds;
}

await timeStart('first start (create database, seed)');
const runs = [];
for (let run = 1; run <= 3; run += 1) runs.push(await timeStart(`second start, run ${run}`));
runs.sort((a, b) => a - b);
console.log(`\nsecond start, median of 3: ${runs[1].toFixed(2)} s (budget 5 s)`);
fs.rmSync(dataDir, { recursive: true, force: true });
