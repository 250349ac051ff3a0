import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, type Response } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createVerifiedUser,
  signInViaUi,
  snap,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * The analytics console of issue 17 in a real browser against the real server: a new person signs up
 * (so the range holds at least one), the admin opens /admin/analytics, switches ranges (the address
 * changes and the figures are read again for the new range, in the browser's time zone), reads the
 * sign-ups chart as a table, downloads the series as CSV (a header row and one row per bucket, the
 * same as the server's series), and the dashboard's cards carry their 30-day trend. axe scans the
 * screen at desktop and phone widths. Texts come from web/src/locales/en-US.admin-analytics.json.
 */

// The machine running the journeys is shared and busy: wait longer on conditions, never sleep.
const expect = baseExpect.configure({ timeout: 20_000 });
/** The browser's zone (playwright.config sets UTC; this journey reads the days as lived in India). */
const TIME_ZONE = 'Asia/Kolkata';
test.use({ actionTimeout: 20_000, timezoneId: TIME_ZONE });

type SeriesPoint = { date: string; signUps: number; verifiedSignUps: number };
type Dashboard = {
  period: string;
  window: { timeZone: string; toDate: string; bucket: 'day' | 'week' };
  kpis: { signUps: { current: number } };
  series: SeriesPoint[];
};

/** Resolves with the dashboard read for `period`, the one the screen makes next. */
function dashboardRead(page: Page, period: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === '/api/admin/analytics/dashboard' &&
      new URL(response.url()).searchParams.get('period') === period,
  );
}

async function signUpSomeone(request: APIRequestContext): Promise<void> {
  await createVerifiedUser(request, {
    name: 'Analytics Newcomer',
    email: uniqueEmail('analytics'),
    password: 'A passphrase for analytics 2026',
  });
}

test('an admin reads the analytics console over two ranges, as a table, and downloads a series as CSV', async ({
  page,
  request,
}) => {
  await signUpSomeone(request);
  // The dashboard reads the 30 days (spec §7, period 30d); the analytics screen shares that read.
  const first = dashboardRead(page, '30d');
  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const thirty = (await (await first).json()) as Dashboard;

  // The dashboard's cards with a series carry their 30-day trend (someone signed up today).
  await expect(
    page.getByTestId('stat-users').getByRole('img', { name: /^Users, last 30 days: / }),
  ).toBeVisible();
  await expect(page.getByTestId('stat-assessments').getByTestId('trend-sparkline')).toHaveCount(0);
  await expect(page.getByTestId('overview-fallback-note')).toHaveCount(0);

  // The menu leads to the screen, which opens on 30 days in the browser's time zone.
  await page.getByRole('banner').getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  // The browser's own name for the zone (Chromium says Asia/Calcutta, the older IANA alias).
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(browserZone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  expect(new URL((await first).url()).searchParams.get('tz')).toBe(browserZone);
  expect(thirty.window.timeZone).toBe(browserZone);
  expect(thirty.series).toHaveLength(30);
  expect(thirty.kpis.signUps.current).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-signUps').getByRole('definition').first()).toHaveText(
    thirty.kpis.signUps.current.toLocaleString('en-US'),
  );

  // 7 days: the address keeps the range and the figures are read again for it.
  const weekRead = dashboardRead(page, '7d');
  const usersRead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/analytics/users' &&
      new URL(response.url()).searchParams.get('timeRange') === '7d',
  );
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?range=7d$/);
  const week = (await (await weekRead).json()) as Dashboard;
  expect((await usersRead).status()).toBe(200);
  expect(week.series).toHaveLength(7);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-signUps').getByRole('definition').first()).toHaveText(
    week.kpis.signUps.current.toLocaleString('en-US'),
  );

  // The sign-ups chart as a table: one row per day of the range.
  const signUps = page.getByTestId('chart-signups');
  const toggle = signUps.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = signUps.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Sign-ups' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(week.series.length + 1);
  await snap(page, 'analytics-7d-table-1440');

  // The series as CSV, built in the browser from what the server sent: header + a row per day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    signUps.getByRole('button', { name: 'Download Sign-ups as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pathwise-signups-7d-${week.window.toDate}.csv`);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('date,signUps,verifiedSignUps');
  expect(lines.slice(1)).toEqual(
    week.series.map((point) => `${point.date},${point.signUps},${point.verifiedSignUps}`),
  );

  // A year: weeks, read again, and the table follows.
  const yearRead = dashboardRead(page, '1y');
  await page.getByRole('button', { name: '12 months' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?range=1y$/);
  const year = (await (await yearRead).json()) as Dashboard;
  expect(year.window.bucket).toBe('week');
  await expect(table.getByRole('columnheader', { name: 'Week' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(year.series.length + 1);

  // The server panel is there and answers.
  await expect(page.getByTestId('system-panel').getByText('PGlite (embedded)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'analytics-1y-1440');

  // A phone: nothing wider than the screen, and still no serious axe finding.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/analytics?range=30d');
  await expect(
    page.getByTestId('chart-signups').getByRole('button', { name: 'Show as table' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'analytics-30d-390');
});
