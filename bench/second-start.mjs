// Time from `npm start` to a ready server (GET /api/readyz answers 200), on a database that already exists:
// the first start creates and seeds it, the second is the one measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from './support/portal-process.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

async function timeStart(label) {
  const portal = await startPortal({ dataDir });
  await portal.stop();
  console.log(`  ${label.padEnd(40)} ${(portal.readyMs / 1000).toFixed(2)} s`);
  return portal.readyMs / 1000;
}

await timeStart('first start (create database, seed)');
const runs = [];
for (let run = 1; run <= 3; run += 1) runs.push(await timeStart(`second start, run ${run}`));
runs.sort((a, b) => a - b);
console.log(`\nsecond start, median of 3: ${runs[1].toFixed(2)} s (budget 5 s)`);
fs.rmSync(dataDir, { recursive: true, force: true });
