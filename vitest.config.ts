import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * One config, four projects: contracts rules, web unit tests, and the server's API
 * tests twice — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * The server's test files run without per-file isolation: each builds its own app on its own
 * database and none mocks a module, so a worker imports the server's module graph once instead
 * of once per file (it was a third of the API tests' time). Module state must therefore be
 * owned by an app instance, never by a module.
 */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default in a run is one fewer, which left CI's 2-core machine a single
    // worker: the API tests of both databases ran one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts', 'tools/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          // `npm start` is run on the embedded database whatever the project: once is enough (48 s).
          exclude: ['apps/server/src/main.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
