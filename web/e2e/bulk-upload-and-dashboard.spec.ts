import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD, adminToken, signInViaUi, snap, test } from './fixtures';

/*
 * Journey A: an admin downloads the CSV template, checks a file with one bad row (the dry run
 * names the row and the reason, nothing is saved), then checks and imports the corrected file and
 * finds the profiler in /admin/assessments. Journey B: the dashboard after that import, including
 * the assessment statistics panel's refresh and its error state with retry.
 */

test.describe.configure({ mode: 'serial' });

/** The profiler template's columns, in order (BULK_UPLOAD_COLUMNS in contract/src/bulk-upload.ts). */
const COLUMNS = [
  'profiler',
  'profiler_description',
  'profiler_long_description',
  'is_free',
  'price',
  'currency',
  'category',
  'category_description',
  'question',
  'type',
  'options',
  'explanation',
  'example',
  'trait',
  'reverse_scored',
  'result_a',
  'result_b',
  'result_c',
  'result_d',
  'result_e',
] as const;
type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

const STAMP = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `E2E Bulk Sampler ${STAMP}`;
const DESCRIPTION = 'Imported by the bulk-upload journey, with a comma.';

/** Every cell quoted, so commas and quotes inside cells survive. */
function toCsv(rows: readonly Row[]): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => quote(row[c] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Four questions in two categories; the last row's type is given by the caller. Row 5 in the file (the header is row 1). */
function profilerRows(lastType: string): Row[] {
  return [
    {
      profiler: TITLE,
      profiler_description: DESCRIPTION,
      is_free: 'true',
      category: 'Strengths',
      category_description: 'What you do best.',
      question: 'Which task do you enjoy most?',
      type: 'MULTIPLE_CHOICE',
      options: 'Planning the work|Building the thing|Helping the team',
      result_a: 'Planner: You like structure and a clear next step.',
      result_b: 'Builder: You learn by making the first version.',
      result_c: 'Helper: You keep people together.',
    },
    {
      profiler: TITLE,
      category: 'Strengths',
      question: 'I enjoy leading a group.',
      type: 'RATING',
      trait: 'Leadership',
    },
    {
      profiler: TITLE,
      category: 'Habits',
      category_description: 'How you work from day to day.',
      question: 'Do you keep a to-do list?',
      type: 'YES_NO',
    },
    {
      profiler: TITLE,
      category: 'Habits',
      question: 'Describe your ideal working day.',
      type: lastType,
      example: 'Quiet mornings, meetings after lunch.',
    },
  ];
}

const BAD_ROW = 5;
const BAD_CSV = toCsv(profilerRows('ESSAY'));
const GOOD_CSV = toCsv(profilerRows('TEXT'));

type ListedProfiler = {
  id: string;
  title: string;
  isActive: boolean;
  isFree: boolean;
  category: { id: string; title: string } | null;
  categoryCount: number;
  questionCount: number;
  createdAt: string;
};
type ProfilerList = {
  assessments: ListedProfiler[];
  pagination: { total: number };
  counts: { total: number; active: number; onSale: number };
};

async function listProfilers(
  request: APIRequestContext,
  token: string,
  params: Record<string, string | number> = {},
): Promise<ProfilerList> {
  const response = await request.get('/api/admin/assessments', {
    params: { limit: 100, ...params },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProfilerList;
}

/** Every profiler, newest first (the list is paged by 100). */
async function allProfilers(request: APIRequestContext, token: string): Promise<ListedProfiler[]> {
  const all: ListedProfiler[] = [];
  for (let page = 1; ; page++) {
    const { assessments, pagination } = await listProfilers(request, token, { page });
    all.push(...assessments);
    if (assessments.length === 0 || all.length >= pagination.total) return all;
  }
}

type Overview = {
  totalAssessments: number;
  activeAssessments: number;
  totalUsers: number;
  totalTestAttempts: number;
  completedAttempts: number;
};

async function dashboardOverview(request: APIRequestContext, token: string): Promise<Overview> {
  const response = await request.get('/api/admin/analytics/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { overview: Overview }).overview;
}

/** The en-US date the app prints ("Created {{date}}"; the browser runs in UTC). */
function createdOn(iso: string): string {
  const date = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `Created ${date}`;
}

/** Opens the file picker from the drop zone (its label changes once a file is chosen) and picks a CSV. */
async function chooseCsv(page: Page, zoneLabel: string, name: string, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  // The name is the label followed by the format hint, which sits inside the button.
  await page.getByRole('button', { name: new RegExp(`^${zoneLabel} CSV / XLSX · up to 20 MB$`) }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('bulk-upload-chosen')).toContainText(name);
}

/** Full-page shots taken while scrolled draw the sticky header mid-page: scroll to the top first. */
async function snapFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** The value of one figure of the report ("Rows read", "Profilers", …). */
function figure(report: Locator, label: string): Locator {
  return report.locator(`dt:text-is("${label}") + dd`);
}

async function expectSummary(
  report: Locator,
  expected: Record<'Rows read' | 'Profilers' | 'Categories' | 'Questions' | 'Result configurations', number>,
) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(figure(report, label), label).toHaveText(String(value));
  }
}

test('bulk upload: template, a file with one bad row, then the corrected file imported', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const before = await listProfilers(request, token);

  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bulk-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk upload' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profilers file' })).toHaveAttribute('aria-selected', 'true');
  const checkButton = page.getByRole('button', { name: 'Check file', exact: true });
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(checkButton).toBeDisabled();
  await expect(importButton).toBeDisabled();
  await snap(page, 'bulk-01-page');

  // The CSV template downloads under its name, starts with a BOM and the header row.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template', exact: true }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('pathwise-bulk-upload-template.csv');
  expect(await download.failure()).toBeNull();
  const template = await readFile(await download.path(), 'utf8');
  expect(template.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  const templateLines = template.slice(1).split(/\r?\n/).filter(Boolean);
  expect(templateLines[0]).toBe(COLUMNS.join(','));
  expect(templateLines.length).toBe(6);

  // "Start from a file that passes the check as it is": the template itself is ready to import.
  await chooseCsv(page, 'Choose or drop a file', 'pathwise-bulk-upload-template.csv', template);
  await checkButton.click();
  const report = page.getByTestId('bulk-upload-report');
  await expect(report.getByRole('status')).toContainText('Ready to import');
  await expectSummary(report, {
    'Rows read': 5,
    Profilers: 1,
    Categories: 2,
    Questions: 5,
    'Result configurations': 4,
  });
  await expect(importButton).toBeEnabled();
  await snap(page, 'bulk-02-template-checked');

  // A file with one bad row: the check names the row, the column and the reason; Import stays off.
  await chooseCsv(page, 'Choose another file', 'e2e-profilers-bad.csv', BAD_CSV);
  await expect(report).toHaveCount(0);
  await expect(importButton).toBeDisabled();
  await checkButton.click();
  const errorAlert = report.getByRole('alert');
  await expect(errorAlert).toContainText('The file has errors');
  await expect(errorAlert).toContainText('Found 1 error. Nothing was saved (dry run).');
  const errorTable = report.getByRole('table', { name: 'Rows to fix' });
  await expect(errorTable.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Reason']);
  const errorRows = errorTable.locator('tbody').getByRole('row');
  await expect(errorRows).toHaveCount(1);
  await expect(errorRows.first().getByRole('cell')).toHaveText([
    String(BAD_ROW),
    'type',
    'Unknown question type "ESSAY"',
  ]);
  await expect(importButton).toBeDisabled();
  await expect(
    page.getByText('Import is available once the check of this file finds no errors.'),
  ).toBeVisible();
  await snap(page, 'bulk-03-bad-row');

  // Nothing was saved.
  const afterBad = await listProfilers(request, token, { search: STAMP });
  expect(afterBad.assessments).toEqual([]);
  expect((await listProfilers(request, token)).counts.total).toBe(before.counts.total);

  // The corrected file: ready, then imported.
  await chooseCsv(page, 'Choose another file', 'e2e-profilers-fixed.csv', GOOD_CSV);
  await expect(report).toHaveCount(0);
  await expect(importButton).toBeDisabled();
  await checkButton.click();
  await expect(report.getByRole('status')).toContainText('Ready to import');
  await expect(report.getByRole('status')).toContainText(
    'The file is ready to import: 1 profiler, 2 categories, 4 questions and 3 result configurations. Nothing was saved (dry run).',
  );
  await expectSummary(report, {
    'Rows read': 4,
    Profilers: 1,
    Categories: 2,
    Questions: 4,
    'Result configurations': 3,
  });
  await expect(importButton).toBeEnabled();
  await snap(page, 'bulk-04-ready');

  await importButton.click();
  const imported = 'Imported 1 profiler, 2 categories, 4 questions and 3 result configurations.';
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: imported })).toBeVisible();
  await expect(report.getByRole('status')).toContainText('Import complete');
  await expect(report.getByRole('status')).toContainText(imported);
  await expect(report.getByRole('heading', { name: 'Created profilers' })).toBeVisible();
  const openQuestions = report.getByRole('link', { name: `Open questions of ${TITLE}` });
  await expect(openQuestions).toBeVisible();
  // The same file cannot be imported twice by accident.
  await expect(importButton).toBeDisabled();
  await snap(page, 'bulk-05-imported');

  // The API has it, once.
  const found = await listProfilers(request, token, { search: STAMP });
  expect(found.assessments.map((profiler) => profiler.title)).toEqual([TITLE]);
  const profiler = found.assessments[0]!;
  expect(profiler).toMatchObject({
    isActive: true,
    isFree: true,
    category: null,
    categoryCount: 2,
    questionCount: 4,
  });
  await expect(openQuestions).toHaveAttribute('href', `/admin/questions/${profiler.id}`);

  // The management list shows it with its category and counts.
  await page.goto('/admin/assessments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-profilers')).toHaveText(String(before.counts.total + 1));
  await page.getByRole('searchbox', { name: 'Search' }).fill(STAMP);
  await expect(page.getByText(`Showing 1 of ${before.counts.total + 1} profilers`)).toBeVisible();
  const card = page.getByRole('region', { name: TITLE, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await expect(card.getByText('FREE', { exact: true })).toBeVisible();
  await expect(card.getByText('Category:', { exact: true })).toBeVisible();
  await expect(card.getByText('No category', { exact: true })).toBeVisible();
  await expect(card.getByText('2 categories', { exact: true })).toBeVisible();
  await expect(card.getByText('4 questions', { exact: true })).toBeVisible();
  await expect(card.getByText(createdOn(profiler.createdAt), { exact: true })).toBeVisible();
  await snap(page, 'bulk-06-assessments-list');

  // Its questions screen lists the two categories of the file, in file order.
  await card.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${profiler.id}$`));
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Strengths', 'Habits']);
  await expect(page.getByText('What you do best.', { exact: true })).toBeVisible();
  // Strengths has the three results of row 2; Habits none.
  await expect(page.getByText('2 questions · 3 results configured', { exact: true })).toBeVisible();
  await expect(page.getByText('2 questions · 0 results configured', { exact: true })).toBeVisible();
  await snap(page, 'bulk-07-questions');
});

test('dashboard: header, figures, recent profilers, quick actions and the statistics panel', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const profilers = await allProfilers(request, token);
  const { counts } = await listProfilers(request, token);
  const overview = await dashboardOverview(request, token);
  // Journey A's import is there, and is the newest.
  expect(profilers[0]?.title).toBe(TITLE);
  expect(profilers.length).toBe(counts.total);
  // Taking tests is not built yet: nobody has attempted anything (the panel's zero state below).
  expect(overview.totalTestAttempts).toBe(0);
  expect(overview.completedAttempts).toBe(0);

  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  // Welcome header with the name and the badges.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${ADMIN_NAME}`);
  await expect(page.getByText('Your console for profilers, people, payments and settings.')).toBeVisible();
  const badges = page.getByTestId('admin-access-badge').locator('..');
  await expect(page.getByTestId('admin-access-badge')).toHaveText('Admin access');
  await expect(badges.getByText('Analytics', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-users-badge')).toHaveText(
    overview.totalUsers === 1 ? '1 user' : `${overview.totalUsers.toLocaleString('en-US')} users`,
  );

  // Four stat cards.
  const statValue = (key: string) =>
    page.getByTestId(`stat-${key}`).getByRole('definition').locator('span').first();
  await expect(page.getByTestId(/^stat-/)).toHaveCount(4);
  await expect(page.getByTestId('stat-assessments').getByRole('term')).toHaveText('Total assessments');
  await expect(statValue('assessments')).toHaveText(counts.total.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-assessments')).toContainText(`${counts.active} active`);
  await expect(page.getByTestId('stat-users').getByRole('term')).toHaveText('Users');
  await expect(statValue('users')).toHaveText(overview.totalUsers.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-attempts').getByRole('term')).toHaveText('Total attempts');
  await expect(statValue('attempts')).toHaveText('0');
  await expect(page.getByTestId('stat-completed').getByRole('term')).toHaveText('Completed attempts');
  await expect(statValue('completed')).toHaveText('0');

  // Recent profilers: the newest three, the import first, each with its figures and a Manage link.
  const recent = page.getByRole('region', { name: 'Recent profilers' });
  const recentItems = recent.getByRole('listitem');
  await expect(recentItems).toHaveCount(3);
  const newest = profilers.slice(0, 3);
  for (const [index, item] of newest.entries()) {
    const row = recentItems.nth(index);
    await expect(row.getByText(item.title, { exact: true })).toBeVisible();
    await expect(row.getByText(item.isActive ? 'Active' : 'Inactive', { exact: true })).toBeVisible();
    const categories = `${item.categoryCount} ${item.categoryCount === 1 ? 'category' : 'categories'}`;
    const questions = `${item.questionCount} ${item.questionCount === 1 ? 'question' : 'questions'}`;
    await expect(row).toContainText(`${categories} · ${questions} · ${createdOn(item.createdAt)}`);
    await expect(row.getByRole('link', { name: `Manage ${item.title}` })).toHaveAttribute(
      'href',
      `/admin/questions/${item.id}`,
    );
  }
  await expect(recentItems.first()).toContainText(DESCRIPTION);
  await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/assessments');

  // Quick actions.
  const quick = page.getByRole('region', { name: 'Quick actions' });
  await expect(quick.getByRole('link')).toHaveCount(3);
  await expect(quick.getByRole('link', { name: /^Create assessment/ })).toHaveAttribute(
    'href',
    '/admin/assessments?create=1',
  );
  await expect(quick.getByRole('link', { name: /^Manage users/ })).toHaveAttribute('href', '/admin/users');
  await expect(quick.getByRole('link', { name: /^Admin settings/ })).toHaveAttribute(
    'href',
    '/admin/settings',
  );

  // The statistics panel with no attempts: totals, average 0, no most popular, every profiler at 0 %.
  const panel = page.getByRole('region', { name: 'Assessment statistics' });
  await expect(panel.getByText('How often each profiler has been attempted.')).toBeVisible();
  await expect(panel.getByTestId('stats-totalAssessments')).toHaveText(String(counts.total));
  await expect(panel.getByTestId('stats-totalAttempts')).toHaveText('0');
  await expect(panel.getByTestId('stats-averageAttempts')).toHaveText('0');
  await expect(panel.getByRole('term')).toHaveText(['Assessments', 'Attempts', 'Average attempts']);
  await expect(panel.getByText('Most popular', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('stats-most-popular')).toHaveText('No attempts yet');
  const breakdown = panel.getByRole('list', { name: 'Attempts per profiler' });
  const rows = breakdown.getByTestId('stats-row');
  // All tied at zero attempts: sorted by title.
  const byTitle = profilers.map((item) => item.title).sort((a, b) => a.localeCompare(b));
  await expect(rows).toHaveCount(Math.min(byTitle.length, 100));
  await expect(rows.locator('span').first()).toHaveText(byTitle[0]!);
  for (const [index, title] of byTitle.slice(0, 100).entries()) {
    await expect(rows.nth(index)).toHaveText(`${title}0 attempts · 0%`);
  }
  // A share of 0 % still shows a 2 % bar.
  for (const bar of await breakdown.getByTestId('stats-bar').all()) {
    await expect(bar).toHaveAttribute('style', /width: 2%/);
  }
  await snapFromTop(page, 'dashboard-01-overview');

  // Refresh reloads the panel: a profiler created meanwhile appears after pressing it. (A GET is
  // shared for 2 s after it settles, spec §9, so a press right after loading may get the same answer:
  // pressed again until the new figure shows.)
  const probeTitle = `E2E Stats Probe ${STAMP}`;
  const created = await request.post('/api/admin/assessments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: probeTitle },
  });
  expect(created.status(), await created.text()).toBe(201);
  const probe = ((await created.json()) as { assessment: { id: string } }).assessment;
  try {
    let statsRequests = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/api/notifications/admin/assessment-stats')) statsRequests++;
    });
    const refresh = panel.getByRole('button', { name: 'Refresh statistics' });
    await expect(refresh).toBeEnabled();
    // Nothing changes on its own (cached for 5 minutes).
    await expect(panel.getByTestId('stats-totalAssessments')).toHaveText(String(counts.total));
    await expect(async () => {
      await refresh.click();
      await expect(panel.getByTestId('stats-totalAssessments')).toHaveText(String(counts.total + 1), {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    expect(statsRequests).toBeGreaterThanOrEqual(1);
    await expect(breakdown.getByText(probeTitle, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(Math.min(byTitle.length + 1, 100));
    await expect(refresh).toBeEnabled();
    await snapFromTop(page, 'dashboard-02-refreshed');

    // Error state: the stats request fails (the api-client retries a 500 once after ~3 s, so both
    // the first try and its retry fail), then "Try again" loads it.
    // The request after them is held until released, to see the panel busy while it reloads.
    let failuresLeft = 2;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stats = '**/api/notifications/admin/assessment-stats*';
    await page.route(stats, async (route) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Injected by the e2e test' } }),
        });
        return;
      }
      await held;
      await route.fallback();
    });
    await page.reload();
    const failure = panel.getByRole('alert');
    await expect(failure).toContainText('Failed to load assessment statistics', { timeout: 20_000 });
    expect(failuresLeft).toBe(0);
    await expect(panel.getByTestId('stats-totalAssessments')).toHaveCount(0);
    // The rest of the dashboard is unaffected.
    await expect(recentItems).toHaveCount(3);
    await expect(statValue('assessments')).toHaveText(String(counts.total + 1));
    await snapFromTop(page, 'dashboard-03-stats-error');

    const tryAgain = failure.getByRole('button', { name: 'Try again' });
    await tryAgain.click();
    // Reloading (there was no data, so the query is pending again): the panel's skeleton replaces
    // the error, and the refresh button is disabled with its icon spinning.
    await expect(panel.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(refresh).toBeDisabled();
    await expect(refresh.locator('svg')).toHaveClass(/animate-spin/);
    release();
    await expect(panel.getByTestId('stats-totalAssessments')).toHaveText(String(counts.total + 1));
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByTestId('stats-most-popular')).toHaveText('No attempts yet');
    await expect(rows).toHaveCount(Math.min(byTitle.length + 1, 100));
    await expect(panel.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expect(refresh).toBeEnabled();
    await expect(refresh.locator('svg')).not.toHaveClass(/animate-spin/);
    await page.unroute(stats);
    await snapFromTop(page, 'dashboard-04-stats-recovered');
  } finally {
    const removed = await request.delete(`/api/admin/assessments/${probe.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status(), await removed.text()).toBeLessThan(300);
  }
});
