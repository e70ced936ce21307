// `npm test`: every kind of test, with one summary at the end. Exits non-zero when anything fails.
// Steps that do not depend on each other run side by side, two at a time (the machines have 2 cores):
// each one's output is printed whole when it ends, so the log reads step by step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_HELP, findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

const vitest = (name, projects, env = {}) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${slug(name)}.json`)}`,
  ],
  env,
  report: { kind: 'vitest', file: path.join(reports, `${slug(name)}.json`) },
});

/** Stages run in order; the lanes of a stage run at the same time; the steps of a lane one after another. */
const stages = [
  [
    [
      { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
      { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
      { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
      // Only the journeys need it; built here, while the unit tests (the longer lane) still run.
      { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
    ],
    [vitest('unit and component tests', ['shared', 'web', 'server-unit'])],
  ],
  [
    [vitest('integration tests on PGlite', ['server-integration'], { TEST_DB: 'pglite' })],
    [
      process.env.TEST_DATABASE_URL
        ? vitest('integration tests on PostgreSQL', ['server-integration'], { TEST_DB: 'postgres' })
        : { name: 'integration tests on PostgreSQL', skip: 'TEST_DATABASE_URL is not set' },
    ],
  ],
  [
    [
      {
        name: 'browser journeys (Chromium)',
        command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
        precondition: () => (findChromium() ? null : CHROMIUM_HELP),
        report: { kind: 'playwright', file: path.join(reports, 'e2e-report.json') },
      },
    ],
  ],
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

/** Runs one step; a step alone in its stage streams its output, one beside others prints it when done. */
async function runStep(step, streamed) {
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
  if (streamed) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const child = spawn(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  // Kept even when streamed: a failed step's end is printed again under the summary, where a log's tail shows it.
  const output = [];
  const keep = (chunk) => {
    output.push(chunk);
    if (streamed) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const [code, signal] = await new Promise((resolve) => child.on('close', (...ended) => resolve(ended)));
  const text = Buffer.concat(output).toString();
  if (!streamed) process.stdout.write(`\n━━ ${step.name} ━━\n${text}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = code === 0 ? 'passed' : 'failed';
  return {
    name: step.name,
    status,
    seconds,
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
const results = [];
for (const lanes of stages) {
  const streamed = lanes.length === 1 && lanes[0].length === 1;
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) done.push(await runStep(step, streamed));
      return done;
    }),
  );
  results.push(...laneResults.flat());
}

for (const result of results.filter((each) => each.tail))
  console.log(`\n━━ why "${result.name}" failed (the end of its output) ━━\n${result.tail}`);

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  const time = result.seconds ? ` in ${result.seconds}s` : '';
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
