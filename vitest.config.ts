import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * With a PostgreSQL server configured, every integration test runs on it (what production runs), and on
 * PGlite only the tests of what differs there (TEST_DB_SCOPE=embedded, docs/decisions/0036): the seed and
 * dump `npm start` opens, one connection that every transaction queues for (money, ingestion, the job
 * queue, the outbox), no listening session (live updates, caches) and per-process rate limits. The browser
 * journeys run the whole portal on PGlite as well.
 */
const EMBEDDED_DATABASE_TESTS = [
  'db/bulk',
  'demo/seed-demo',
  'jobs/job-queue',
  'outbox/dispatch',
  'http/rate-limit',
  'modules/health/outage',
  'modules/identity/concurrency',
  'modules/supply/ingest',
  'modules/supply/summary-property',
  'modules/billing/payments',
  'modules/billing/prepaid',
  'modules/campaigns/budget-charge',
  'modules/webhooks/delivery',
  'modules/notifications/notifications',
].map((name) => `apps/server/src/${name}.int.test.ts`);
for (const file of EMBEDDED_DATABASE_TESTS)
  if (!fs.existsSync(new URL(file, import.meta.url))) throw new Error(`vitest.config.ts: no ${file}`);

/** One vitest run, four projects: shared, web (jsdom), server unit, server integration (real database). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Property tests compute for seconds (thousands of cases): 5 s was passed beside the lint lane on 2 cores.
          testTimeout: 30_000,
          setupFiles: ['test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Router tests render whole screens in jsdom: on 2 cores under `stress --cpu 2` one can pass 10 s.
          testTimeout: 30_000,
          setupFiles: ['test-support/fail-on-console-error.ts', 'apps/web/src/test/setup.ts'],
          // Files share a worker's module cache, as the integration tests do: loading React, Mantine and the
          // screens once per worker rather than once per file is most of this project's time. What a test
          // leaves behind is undone after each test: rendered trees and storage and toasts (setup.ts), and
          // stubbed globals (here).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'server-unit',
          // The payments sandbox's own unit tests run here too; its API is tested through the portal's (int tests).
          include: ['apps/server/src/**/*.test.ts', 'apps/payments-sandbox/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server-integration',
          include:
            process.env.TEST_DB_SCOPE === 'embedded' ? EMBEDDED_DATABASE_TESTS : ['apps/server/src/**/*.int.test.ts'],
          // *.pg.int.test.ts need a database server (e.g. several processes on one database): the PostgreSQL run
          // has them; the PGlite run leaves them out rather than reporting them skipped.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['apps/server/src/**/*.pg.int.test.ts'],
          environment: 'node',
          // One migrated, seeded database per run that each test file copies (apps/server/src/test/test-database.ts).
          globalSetup: ['test-support/database-template.ts'],
          setupFiles: ['test-support/fail-on-console-error.ts'],
          // Each file opens its own database; PGlite start-up takes a few seconds.
          testTimeout: 30_000,
          // expect.poll waits for a state; its default bound (1 s) is a wait on time: a job queue's next look, a
          // slower machine or `stress --cpu 2` passed it (a summary email's job was 1.7 s away on one run).
          expect: { poll: { timeout: 10_000 } },
          // Files share a worker's module cache (each still builds its own app on its own database): importing
          // and transforming the server once per worker, not once per file, is most of the run's time.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
