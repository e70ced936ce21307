// `npm test`: every kind of test, in order, with one summary at the end. Exits non-zero when anything fails.
import { spawnSync } from 'node:child_process';
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

const steps = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
  vitest('unit and component tests', ['shared', 'web', 'server-unit']),
  vitest('integration tests on PGlite', ['server-integration'], { TEST_DB: 'pglite' }),
  process.env.TEST_DATABASE_URL
    ? vitest('integration tests on PostgreSQL', ['server-integration'], { TEST_DB: 'postgres' })
    : { name: 'integration tests on PostgreSQL', skip: 'TEST_DATABASE_URL is not set' },
  { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'browser journeys (Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
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
  if (report.kind === 'vitest')
    return { passed: data.numPassedTests, failed: data.numFailedTests + (data.numRuntimeErrors ?? 0) };
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
}

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  if (step.skip) {
    console.log(`skipped: ${step.skip}`);
    results.push({ name: step.name, status: 'skipped', note: step.skip });
    continue;
  }
  const problem = step.precondition?.();
  if (problem) {
    console.error(problem);
    results.push({ name: step.name, status: 'failed', note: 'no Chromium' });
    continue;
  }
  if (step.report) fs.rmSync(step.report.file, { force: true });
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = countTests(step.report);
  results.push({ name: step.name, status: run.status === 0 ? 'passed' : 'failed', seconds, counts });
}

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
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.some((result) => result.status === 'failed') ? 1 : 0);
