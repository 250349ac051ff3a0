import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL-only tests are not collected on PGlite (so its leg reports no skips): the HTTP fuzz
    // (minutes long; npm test gives it a leg of its own) and *.postgres.test.ts (real processes
    // against a PostgreSQL server, e.g. the payments crash test).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? [] : ['**/*.fuzz.test.ts', '**/*.postgres.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/no-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
