import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The HTTP fuzz (minutes long) is for PostgreSQL only; npm test gives it a leg of its own.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? [] : ['**/*.fuzz.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/no-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
