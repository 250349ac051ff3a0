import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2e/credentials';

const port = Number(process.env.E2E_PORT ?? 3210);
const AUDITS = /(accessibility|lighthouse)\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end journeys against the real server (PGlite in a fresh temp DATA_DIR per run) serving
 * the built web app. Build first: `npm run build && npx playwright test -c web/playwright.config.ts`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The audits take profilers as a new person, so they run after the journeys, some of which read
  // the server's figures from an untouched start (the admin dashboard's "no attempts yet" state).
  projects: [
    { name: 'journeys', testIgnore: AUDITS },
    { name: 'audits', testMatch: AUDITS, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node web/e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_ADMIN_EMAIL: ADMIN_EMAIL, E2E_ADMIN_PASSWORD: ADMIN_PASSWORD },
  },
});
