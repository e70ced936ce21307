import { defineConfig } from 'vitest/config';

/** One vitest run, four projects: shared, web (jsdom), server unit, server integration (real database). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Router tests render whole screens in jsdom: on 2 busy cores one can pass 5 s.
          testTimeout: 15_000,
          setupFiles: ['test-support/fail-on-console-error.ts', 'apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server-integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          // *.pg.int.test.ts need a database server (e.g. several processes on one database): the PostgreSQL run
          // has them; the PGlite run leaves them out rather than reporting them skipped.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['apps/server/src/**/*.pg.int.test.ts'],
          environment: 'node',
          // One migrated, seeded database per run that each test file copies (apps/server/src/test/test-database.ts).
          globalSetup: ['test-support/database-template.ts'],
          setupFiles: ['test-support/fail-on-console-error.ts'],
          // Each file opens its own database; PGlite start-up takes a few seconds.
          testTimeout: 30_000,
          // Files share a worker's module cache (each still builds its own app on its own database): importing
          // and transforming the server once per worker, not once per file, is most of the run's time.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
