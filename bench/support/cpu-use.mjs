// CPU time used by groups of processes over a stretch of a benchmark, from /proc (Linux; elsewhere it says
// nothing): on a machine of a few cores it shows which part of the system a figure is bound by.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** Every process as { pid, name, group, seconds } (user + system CPU so far). */
function processes() {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        name,
        group: Number(fields[2]),
        seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      });
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

/**
 * Starts measuring; the answer's stop() gives each part's share of one core over the stretch. `parts` maps
 * a label to a test on a process ({ pid, name, group }); a process counts for the first part it matches.
 */
export function measureCpu(parts) {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => null };
  const startedAt = performance.now();
  const sum = (list) => {
    const totals = new Map(Object.keys(parts).map((label) => [label, 0]));
    for (const process of list) {
      const label = Object.keys(parts).find((candidate) => parts[candidate](process));
      if (label) totals.set(label, totals.get(label) + process.seconds);
    }
    return totals;
  };
  const before = sum(processes());
  return {
    stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const after = sum(processes());
      const shares = [...after].map(([label, total]) => [label, (total - before.get(label)) / seconds]);
      const line = shares.map(([label, share]) => `${label} ${Math.round(share * 100)} %`).join(', ');
      return `${line} (of ${os.availableParallelism()} cores = ${os.availableParallelism() * 100} %)`;
    },
  };
}
