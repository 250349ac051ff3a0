import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type AxeFinding, seriousViolations } from './axe';
import { ADMIN_PASSWORD, adminSession, createVerifiedUser, signInViaUi, test, uniqueEmail } from './fixtures';
import { bearer } from './payments';

/**
 * The axe-core sweep of issue 13 §6: every route of spec §2 (web/src/config/paths.ts), for a person
 * and for an administrator, with real data behind the id-bearing routes (a profiler, its category,
 * a completed attempt for the report and the admin results), each question screen while taking,
 * and the header's menus, the notification panel, a dialog and a toast while open.
 * Fails on any `serious` or `critical` violation of the WCAG 2.0/2.1/2.2 A and AA rules (plus
 * `label-content-name-mismatch`, WCAG 2.5.3, which axe ships as experimental), and on any screen
 * without an h1. Every violation is printed with its rule id, impact, target and help.
 * One sign-in per role; each role's page is reused from screen to screen.
 */

const PROFILER = 'Quick Career Snapshot';

type Finding = AxeFinding & { screen: string };

/** Scans one screen state at a time and keeps what it finds, so one run reports every screen. */
class Sweep {
  readonly findings: Finding[] = [];
  readonly screens: string[] = [];

  async check(page: Page, screen: string, { requireH1 = true } = {}): Promise<void> {
    this.screens.push(screen);
    const found = this.findings.length;
    for (const finding of await seriousViolations(page)) this.findings.push({ screen, ...finding });
    if (requireH1 && (await page.locator('h1').count()) === 0) {
      this.findings.push({
        screen,
        rule: 'page-has-heading-one',
        impact: 'serious (issue 13: an h1 on every screen)',
        help: 'The screen has no level-one heading',
        targets: ['html'],
      });
    }
    // Printed as found too, so a run that stops early still shows what it saw.
    if (this.findings.length > found) console.error(this.report(this.findings.slice(found)));
  }

  /**
   * Tabs through the screen from the top (up to `stops` tab stops) and records each focused element
   * that shows no focus indicator: no outline and no box-shadow ring (WCAG 2.4.7).
   */
  async checkFocusVisible(page: Page, screen: string, stops = 40): Promise<void> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const missing = new Set<string>();
    for (let stop = 0; stop < stops; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        const ring = style.boxShadow !== 'none';
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return { shown: outline || ring, label: `<${element.tagName.toLowerCase()}> "${name}"` };
      });
      if (!focused) break;
      if (!focused.shown) missing.add(focused.label);
    }
    if (missing.size === 0) return;
    const finding = {
      screen,
      rule: 'focus-visible',
      impact: 'serious (WCAG 2.4.7)',
      help: 'Focused by the keyboard with no outline or ring',
      targets: [...missing],
    };
    this.findings.push(finding);
    console.error(this.report([finding]));
  }

  report(findings = this.findings): string {
    return findings
      .map(
        (f) =>
          `[${f.screen}] ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`,
      )
      .join('\n');
  }
}

/**
 * Waits until a route has rendered its content: the document's main landmark (or the login card),
 * no skeleton placeholders, no busy spinner, and the network quiet for a moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  await expect(
    page.locator('main [role="status"] .animate-spin, main .animate-spin[role="status"]'),
  ).toHaveCount(0, { timeout: 15_000 });
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Opens a header popup with its trigger, scans, and closes it with Escape. */
async function checkOpen(sweep: Sweep, page: Page, screen: string, trigger: Locator, popup: Locator) {
  await trigger.click();
  await expect(popup).toBeVisible();
  await sweep.check(page, screen);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** I18N_ENABLED on for the sweep (the admin header's language selector shows only then). */
async function enableLanguageSelector(
  request: APIRequestContext,
  token: string,
): Promise<() => Promise<void>> {
  const status = await request.get('/api/admin/i18n-status', { headers: bearer(token) });
  expect(status.status(), await status.text()).toBe(200);
  if (((await status.json()) as { i18nEnabled: boolean }).i18nEnabled) return async () => {};
  const list = await request.get('/api/admin/settings', { headers: bearer(token) });
  const stored = ((await list.json()) as { settings: { key: string }[] }).settings.some(
    (s) => s.key === 'I18N_ENABLED',
  );
  const saved = await request.post('/api/admin/settings', {
    headers: bearer(token),
    data: { key: 'I18N_ENABLED', value: 'true', isActive: true },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return async () => {
    // Put back exactly what was there: no row, or the row saying "off".
    const restored = stored
      ? await request.post('/api/admin/settings', {
          headers: bearer(token),
          data: { key: 'I18N_ENABLED', value: 'false', isActive: true },
        })
      : await request.delete('/api/admin/settings/I18N_ENABLED', { headers: bearer(token) });
    expect(restored.status(), await restored.text()).toBeLessThan(300);
  };
}

/** The ids behind the admin routes: the profiler and its first category. */
async function profilerWithCategory(request: APIRequestContext, token: string) {
  const list = await request.get('/api/admin/assessments', {
    params: { search: PROFILER, limit: 100 },
    headers: bearer(token),
  });
  expect(list.status(), await list.text()).toBe(200);
  const { assessments } = (await list.json()) as { assessments: { id: string; title: string }[] };
  const assessmentId = assessments.find((a) => a.title === PROFILER)?.id ?? '';
  expect(assessmentId, `the demo profiler "${PROFILER}"`).toBeTruthy();
  const detail = await request.get(`/api/admin/assessments/${assessmentId}`, { headers: bearer(token) });
  expect(detail.status(), await detail.text()).toBe(200);
  const { assessment } = (await detail.json()) as { assessment: { categories: { id: string }[] } };
  const categoryId = assessment.categories[0]?.id;
  expect(categoryId, `${PROFILER} has a category`).toBeTruthy();
  return { assessmentId, categoryId: categoryId as string };
}

/** Answers the question on screen through the page: the first choice, or a few words of text. */
async function answerCurrent(page: Page): Promise<void> {
  const step = page.getByTestId('question-step');
  const textbox = step.getByRole('textbox');
  if ((await textbox.count()) > 0) {
    await textbox.fill('Data journalism, because numbers tell stories.');
    return;
  }
  await step.getByRole('radio').first().click();
}

test.use({ actionTimeout: 20_000 });

test('axe finds no serious or critical violation on any route, for a person and for an admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const sweep = new Sweep();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('pageerror', (error) => console.error(`[person page error] ${error.message}`));
  const admin = await adminSession(request);
  const { assessmentId, categoryId } = await profilerWithCategory(request, admin.token);
  const person = { name: 'Ines Duarte', email: uniqueEmail('ines'), password: 'Axe-Sweep-Passw0rd!2024' };
  await createVerifiedUser(request, person);

  await test.step('signed out: /login (sign in and create-account tabs)', async () => {
    await visit(page, '/login');
    await sweep.check(page, '/login');
    await page.getByRole('tab', { name: /create account|sign up|register/i }).click();
    await sweep.check(page, '/login (create account tab)');
    await page.getByRole('tab', { name: /sign in/i }).click();
  });

  let attemptId = '';
  await test.step('person: every user route, each question screen, the menus and a toast', async () => {
    await signInViaUi(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await settle(page);
    await sweep.check(page, 'person /dashboard (new)');
    await checkOpen(
      sweep,
      page,
      'person /dashboard, account menu open',
      page.getByRole('button', { name: /account menu/i }),
      page.getByRole('menu'),
    );
    await checkOpen(
      sweep,
      page,
      'person /dashboard, notifications open',
      page.getByRole('button', { name: /^Notifications/ }),
      page.getByRole('dialog'),
    );

    await visit(page, '/profile-screening');
    await sweep.check(page, 'person /profile-screening (empty)');
    const form = page.getByRole('form', { name: 'Profile questions' });
    await form
      .getByRole('group', { name: /^Highest level of education/ })
      .getByText("Bachelor's degree")
      .click();
    await form
      .getByRole('group', { name: /^Work experience/ })
      .getByText('Student', { exact: true })
      .click();
    await form.getByRole('spinbutton', { name: /^Age/ }).fill('24');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(toast).toBeVisible();
    await sweep.check(page, 'person /profile-screening (saved, success toast)');

    await visit(page, '/payment-history');
    await sweep.check(page, 'person /payment-history');
    await visit(page, '/account');
    await sweep.check(page, 'person /account');

    await visit(page, `/assessment/${assessmentId}`);
    await sweep.check(page, 'person /assessment/{id} (intro)');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const position = page.getByText(/^Question (\d+) of (\d+)$/);
    await expect(position).toBeVisible();
    const total = Number(/of (\d+)$/.exec((await position.innerText()).trim())?.[1]);
    expect(total).toBeGreaterThan(1);
    for (let n = 1; n <= total; n += 1) {
      await expect(page.getByText(`Question ${n} of ${total}`, { exact: true })).toBeVisible();
      await sweep.check(page, `person /assessment/{id} question ${n} of ${total}`);
      await answerCurrent(page);
      if (n < total)
        await expect(page.getByText(`Question ${n + 1} of ${total}`, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    attemptId = /\/report\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    await settle(page);
    await sweep.check(page, 'person /report/{attemptId}');
    await sweep.checkFocusVisible(page, 'person /report/{attemptId}');
    await visit(page, `/report/${assessmentId}`);
    await sweep.check(page, 'person /report/{assessmentId}');
    await visit(page, '/dashboard');
    await sweep.check(page, 'person /dashboard (after a completed profiler)');
    await sweep.checkFocusVisible(page, 'person /dashboard (after a completed profiler)');

    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/dashboard');
    await sweep.check(page, 'person /dashboard at 390 px');
    await checkOpen(
      sweep,
      page,
      'person /dashboard at 390 px, account menu open',
      page.getByRole('button', { name: /account menu/i }),
      page.getByRole('menu'),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('admin: every admin route with data, the user routes, the menus and a dialog', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const adminPage = await context.newPage();
    adminPage.on('pageerror', (error) => console.error(`[admin page error] ${error.message}`));
    const restoreSettings = await enableLanguageSelector(request, admin.token);
    try {
      await signInViaUi(adminPage, admin.user.email, ADMIN_PASSWORD);
      await expect(adminPage).toHaveURL(/\/admin$/);
      const adminRoutes = [
        '/admin',
        '/admin/assessments',
        '/admin/users',
        '/admin/bulk-upload',
        '/admin/screening-config',
        '/admin/prompt-management',
        '/admin/blog',
        '/admin/analytics',
        '/admin/settings',
        '/admin/payments',
        '/admin/ratings',
        '/admin/coupons',
        '/admin/pricing',
        '/admin/referrals',
        '/admin/assessment-categories',
        '/admin/trait-management',
        '/admin/profile',
        '/admin/students',
        `/admin/questions/${assessmentId}`,
        `/admin/questions/${assessmentId}?categoryId=${categoryId}`,
        `/admin/assessments/${assessmentId}/results`,
        `/admin/assessments/${assessmentId}/screening`,
        // Admins may open the people's screens too.
        '/dashboard',
        '/profile-screening',
        '/payment-history',
        `/assessment/${assessmentId}`,
      ];
      for (const route of adminRoutes) {
        await visit(adminPage, route);
        const screen = `admin ${route.replace(assessmentId, '{id}').replace(categoryId, '{categoryId}')}`;
        await sweep.check(adminPage, screen);
        if (['/admin', '/admin/assessments', '/admin/settings'].includes(route)) {
          await sweep.checkFocusVisible(adminPage, screen);
        }
      }

      await visit(adminPage, '/admin');
      await checkOpen(
        sweep,
        adminPage,
        'admin /admin, admin tools menu open',
        adminPage.getByRole('button', { name: 'Admin tools' }),
        adminPage.getByRole('menu'),
      );
      await checkOpen(
        sweep,
        adminPage,
        'admin /admin, account menu open',
        adminPage.getByRole('button', { name: /account menu/i }),
        adminPage.getByRole('menu'),
      );
      await checkOpen(
        sweep,
        adminPage,
        'admin /admin, notifications open',
        adminPage.getByRole('button', { name: /^Notifications/ }),
        adminPage.getByRole('dialog'),
      );
      // On for this sweep (enableLanguageSelector), so it must be there.
      await checkOpen(
        sweep,
        adminPage,
        'admin /admin, language menu open',
        adminPage.getByTestId('language-selector'),
        adminPage.getByRole('menu'),
      );

      await adminPage.setViewportSize({ width: 390, height: 844 });
      await visit(adminPage, '/admin');
      await sweep.check(adminPage, 'admin /admin at 390 px');
      await checkOpen(
        sweep,
        adminPage,
        'admin /admin at 390 px, navigation dialog open',
        adminPage.getByRole('button', { name: 'Open menu' }),
        adminPage.getByRole('dialog'),
      );
    } finally {
      await restoreSettings();
      await context.close();
    }
  });

  test.info().annotations.push({
    type: 'axe',
    description: `${sweep.screens.length} screens checked; attempt ${attemptId}`,
  });
  console.info(`[axe] ${sweep.screens.length} screens checked:\n  ${sweep.screens.join('\n  ')}`);
  if (sweep.findings.length > 0) console.error(`[axe] violations:\n${sweep.report()}`);
  expect(
    sweep.findings.map((f) => `${f.screen}: ${f.rule}`),
    'serious or critical axe violations (details above)',
  ).toEqual([]);
});
