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
 * Starts measuring; the answer's stop() gives each part's share of one core over the stretch as a line to print, and
 * each part's CPU seconds (`seconds`, by label). `parts` maps a label to a test on a process ({ pid, name, group });
 * a process counts for the first part it matches.
 */
export function measureCpu(parts) {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => null };
  const startedAt = performance.now();
  const labelOf = (process) => Object.keys(parts).find((candidate) => parts[candidate](process));
  // Per process, not per part: a process that ends meanwhile (an autovacuum worker, a closed connection's
  // backend) would otherwise take its whole past from the part's total, and a part could use less than nothing.
  const before = new Map(processes().map((process) => [process.pid, process.seconds]));
  return {
    stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const used = new Map(Object.keys(parts).map((label) => [label, 0]));
      for (const process of processes()) {
        const label = labelOf(process);
        if (label) used.set(label, used.get(label) + process.seconds - (before.get(process.pid) ?? 0));
      }
      const line = [...used].map(([label, total]) => `${label} ${Math.round((total / seconds) * 100)} %`).join(', ');
      return {
        line: `${line} (of ${os.availableParallelism()} cores = ${os.availableParallelism() * 100} %)`,
        seconds: Object.fromEntries(used),
      };
    },
  };
}
