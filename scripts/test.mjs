// `npm test`: every kind of test, with one summary at the end. Exits non-zero when anything fails.
// Each step starts once the steps it names in `after` have ended. Two lanes, for 2 cores, then the journeys:
// - the PostgreSQL integration run from the start, on two vitest workers: its files wait more than they compute
//   (a killed process's work redelivered, a provider's time-out, each file's own database copied from the
//   template), so alone it kept 0.8 of a core busy on one worker (187 s) and 1.4 on two (118 s);
// - beside it, one lane of what computes: lint, types, the build, the unit tests, then the PGlite run; the format
//   check and the journeys' template database follow whichever of the two lanes ends first, so that both end
//   together (on a fast machine the lane of checks ends first, on a slow one the PostgreSQL run);
// - then the browser journeys alone (their workers and Chromium keep both cores busy). Running the journeys
//   beside the integration runs was tried: a whole run then loads 2 cores about 8-fold (load average 17), and
//   the integration tests that race a payment provider's time-out or a pool's connect time-out fail on it.
// Each step's output is printed whole when it ends; the summary gives each step's start, duration and the wall time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newJourneyTemplate } from '../e2e/support/journey-template.mjs';
import { CHROMIUM_HELP, findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

// Vitest takes one worker on 2 cores (cores - 1) unless told (`workers`). The lanes that compute keep one: two
// were measured for the unit lane at 246 s instead of 232 s (it computes, and the checks had the other core).
const vitest = (name, projects, { env = {}, workers } = {}) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${slug(name)}.json`)}`,
  ],
  env,
  report: { kind: 'vitest', file: path.join(reports, `${slug(name)}.json`) },
});

// On the PostgreSQL server when there is one (journey-template.mjs); removed after the journeys.
const journeyTemplate = newJourneyTemplate();

/**
 * The steps, each with the steps it must wait for (`after`: all of them; `afterFirstOf`: any one of them); the
 * steps waited for are earlier in the list.
 */
const INTEGRATION = ['integration tests on PGlite', 'integration tests on PostgreSQL'];
const steps = [
  // The PostgreSQL run from the start, on two workers (it waits more than it computes: see above).
  process.env.TEST_DATABASE_URL
    ? vitest(INTEGRATION[1], ['server-integration'], { env: { TEST_DB: 'postgres' }, workers: 2 })
    : { name: INTEGRATION[1], skip: 'TEST_DATABASE_URL is not set' },
  // Beside it, one lane of what computes, one after another: the checks, the build (only the journeys need it),
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'type check', after: ['lint'], command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'production build', after: ['type check'], command: ['npm', 'run', '--silent', 'build'] },
  // the unit tests,
  { ...vitest('unit and component tests', ['shared', 'web', 'server-unit']), after: ['production build'] },
  // and the PGlite run (with a PostgreSQL server, only the tests of what differs on PGlite: vitest.config.ts),
  {
    ...vitest(INTEGRATION[0], ['server-integration'], {
      env: { TEST_DB: 'pglite', ...(process.env.TEST_DATABASE_URL && { TEST_DB_SCOPE: 'embedded' }) },
    }),
    after: ['unit and component tests'],
  },
  // In the lane that ends first: the format check, and the journeys' template database (e2e/support/global-setup.ts);
  { name: 'format', afterFirstOf: INTEGRATION, command: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'journeys’ template database',
    after: ['format'],
    command: ['node', 'e2e/support/make-server-template.mjs', journeyTemplate.template],
  },
  // then the journeys alone.
  {
    name: 'browser journeys (Chromium)',
    after: [...INTEGRATION, 'journeys’ template database'],
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { E2E_TEMPLATE: journeyTemplate.template },
    // The push journeys need the full Chromium (e2e/journeys/push.spec.ts); the others take the headless shell too.
    precondition: () => (findChromium() ? null : CHROMIUM_HELP),
    report: { kind: 'playwright', file: path.join(reports, 'e2e-report.json') },
  },
];

function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function countTests(report) {
  if (!report || !fs.existsSync(report.file)) return null;
  const data = JSON.parse(fs.readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests };
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
}

/** Runs one step, keeping its output, which is printed whole when it ends. */
async function runStep(step) {
  if (step.skip) {
    console.log(`\n━━ ${step.name} ━━\nskipped: ${step.skip}`);
    return { name: step.name, status: 'skipped', note: step.skip };
  }
  const problem = step.precondition?.();
  if (problem) {
    console.error(`\n━━ ${step.name} ━━\n${problem}`);
    return { name: step.name, status: 'failed', note: 'no Chromium' };
  }
  if (step.report) fs.rmSync(step.report.file, { force: true });
  const begun = Date.now();
  const child = spawn(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  // A failed step's end is printed again under the summary, where a log's tail shows it.
  const output = [];
  const keep = (chunk) => output.push(chunk);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const [code, signal] = await new Promise((resolve) => child.on('close', (...ended) => resolve(ended)));
  const text = Buffer.concat(output).toString();
  process.stdout.write(`\n━━ ${step.name} ━━\n${text}`);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  const status = code === 0 ? 'passed' : 'failed';
  return {
    name: step.name,
    status,
    seconds,
    startedAt: ((begun - started) / 1000).toFixed(0),
    counts: countTests(step.report),
    tail:
      status === 'failed' ? `${signal ? `ended by ${signal}` : `exited with code ${code}`}\n${whyFailed(text)}` : '',
  };
}

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

// vitest heads what went wrong with a rule of these (Failed Tests, Unhandled Errors); Playwright numbers its failures.
const FAILURE_HEADING = /⎯⎯⎯|^\s+\d+\) |close timed out|Unhandled/;

/**
 * What a log's tail must show of a failed step: the runner's failure sections (which a long run can push far from
 * the end; vitest can also fail a run whose every test passed, on an error outside the tests) and the last lines.
 */
function whyFailed(text, lines = 60) {
  const all = text.replace(COLOUR_CODES, '').trimEnd().split('\n');
  const first = all.findIndex((line) => FAILURE_HEADING.test(line));
  const sections = first >= 0 && first < all.length - lines ? all.slice(first, first + 200) : [];
  return [...sections, ...(sections.length ? ['…'] : []), ...all.slice(-lines)].join('\n');
}

const started = Date.now();
const running = new Map();
for (const step of steps)
  running.set(
    step.name,
    Promise.all([
      ...(step.after ?? []).map((name) => running.get(name)),
      ...(step.afterFirstOf ? [Promise.race(step.afterFirstOf.map((name) => running.get(name)))] : []),
    ]).then(() => runStep(step)),
  );
const results = await Promise.all(running.values());
await journeyTemplate
  .remove()
  .catch((error) => console.error(`The journeys' template was not removed: ${error.message}`));

for (const result of results.filter((each) => each.tail))
  console.log(`\n━━ why "${result.name}" failed (the end of its output) ━━\n${result.tail}`);

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  const time = result.seconds ? ` in ${result.seconds}s (from +${result.startedAt}s)` : '';
  console.log(`${result.status.padEnd(8)} ${result.name}${counts}${time}${result.note ? ` — ${result.note}` : ''}`);
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
  // A failed step without test counts (lint, types, build, no browser) counts as one failure.
  if (result.status === 'failed' && (!result.counts || result.counts.failed === 0)) failed += 1;
}
console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.some((result) => result.status === 'failed') ? 1 : 0);
