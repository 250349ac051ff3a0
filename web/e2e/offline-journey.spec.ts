import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createVerifiedUser, signInViaUi, signOutViaUi, snap, test, uniqueEmail } from './fixtures';
import { bearer } from './payments';
import { signInAsAdmin } from './people';

/**
 * The offline cache (issue 17, spec §9): a person who has opened the catalogue and a report keeps
 * them when the network goes — the service worker answers the app's pages from its precache and the
 * API reads from `pathwise-api-v2` — and sees the offline banner; signing out empties that cache; an
 * admin's Refresh Cache (spec §2) empties it too and reloads.
 * Texts come from web/src/locales/en-US.{json,catalogue,offline}.json.
 */

const PROFILER = 'Quick Career Snapshot';
const API_CACHE = 'pathwise-api-v2';
const OFFLINE_TEXT = "You're offline. Showing saved pages; changes will need a connection.";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.use({ actionTimeout: 20_000 });

type TakingQuestions = {
  categories: { id: string; questions: { id: string; type: string; options: { value: string }[] }[] }[];
};

/** Takes the free demo profiler through the API, answering every question: returns the attempt's id. */
async function completeFreeProfiler(request: APIRequestContext, token: string): Promise<string> {
  const headers = bearer(token);
  const list = await request.get('/api/assessments', { headers, params: { limit: 100 } });
  expect(list.status(), await list.text()).toBe(200);
  const { assessments } = (await list.json()) as { assessments: { id: string; title: string }[] };
  const profiler = assessments.find((assessment) => assessment.title === PROFILER);
  expect(profiler, `the demo catalogue has "${PROFILER}"`).toBeTruthy();
  const assessmentId = profiler!.id;

  const started = await request.post(`/api/assessments/${assessmentId}/start`, { headers, data: {} });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const { attempt } = (await started.json()) as { attempt: { id: string } };

  const questions = await request.get(`/api/assessments/${assessmentId}/questions`, { headers });
  expect(questions.status(), await questions.text()).toBe(200);
  const { categories } = (await questions.json()) as TakingQuestions;
  for (const category of categories) {
    for (const [index, question] of category.questions.entries()) {
      const answer =
        question.type === 'MULTIPLE_CHOICE'
          ? question.options[index % question.options.length]!.value
          : question.type === 'RATING'
            ? 4
            : question.type === 'YES_NO'
              ? true
              : 'Building things and explaining how they work.';
      const saved = await request.post(`/api/assessments/${assessmentId}/attempts/${attempt.id}/answers`, {
        headers,
        data: { questionId: question.id, categoryId: category.id, answer },
      });
      expect(saved.status(), await saved.text()).toBeLessThan(300);
    }
  }
  const completed = await request.post(`/api/assessments/${assessmentId}/attempts/${attempt.id}/complete`, {
    headers,
    data: {},
  });
  expect(completed.status(), await completed.text()).toBeLessThan(300);
  return attempt.id;
}

/** The addresses saved in the offline API cache, as the page's CacheStorage lists them. */
function savedApiAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_CACHE);
}

/** Waits until the service worker at /sw.js controls the page (it claims open pages once active). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none'), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
}

test('the catalogue and a report survive a lost connection; sign-out and Refresh Cache empty the saved API answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'Omar Farouk';
  const email = uniqueEmail('offline');
  const password = 'Offline-Journey-Passw0rd!';
  let attemptId = '';

  await test.step('a person with a completed free profiler signs in; the service worker takes control', async () => {
    const session = await createVerifiedUser(request, { name, email, password });
    attemptId = await completeFreeProfiler(request, session.token);
    await signInViaUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration('/');
      return { scope: found?.scope ?? null, script: found?.active?.scriptURL ?? null };
    });
    expect(registration.scope).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(registration.script).toMatch(/\/sw\.js$/);
  });

  await test.step('online, the catalogue and the report are read through the worker and saved', async () => {
    // Reloaded so the catalogue's reads pass through the worker (the first ones came before it ran).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All profilers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: PROFILER }).first()).toBeVisible();

    await page.goto(`/report/${attemptId}`);
    await expect(page.getByTestId('report-headline')).toBeVisible();
    // The built-in analyzer writes the personal report in the background; wait for it to be read.
    await expect(page.getByTestId('ai-report')).toBeVisible({ timeout: 60_000 });

    const saved = await savedApiAddresses(page);
    expect(saved).toContain('/api/assessments');
    expect(saved).toContain(`/api/assessments/results/${attemptId}`);
    expect(saved).toContain(`/api/assessments/results/${attemptId}/ai-analysis`);
    // Never an operator's answer, a sign-in call or anything with a secret in its address.
    expect(saved.filter((path) => /\/(admin|auth|shared-reports)(\/|$)|\/share$/.test(path))).toEqual([]);
  });

  await test.step('offline: the report and the catalogue still render, under the offline banner', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByTestId('report-headline')).toBeVisible();
    await expect(page.getByTestId('ai-report')).toBeVisible();
    await snap(page, 'offline-01-report-offline-1440');

    // A page load (not an in-app move): the worker answers with the app, the app with saved reads.
    await page.goto('/dashboard');
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All profilers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: PROFILER }).first()).toBeVisible();
    await snap(page, 'offline-02-catalogue-offline-1440');

    await page.setViewportSize(PHONE);
    await expect(offlineBanner(page)).toBeVisible();
    await snap(page, 'offline-03-catalogue-offline-390');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('back online, the banner goes', async () => {
    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /offline/ })).toHaveCount(0);
  });

  await test.step('signing out empties the saved API answers (the next person never sees them)', async () => {
    expect((await savedApiAddresses(page)).length).toBeGreaterThan(0);
    await signOutViaUi(page, name);
    await expect.poll(() => savedApiAddresses(page)).toEqual([]);
  });

  await test.step('an admin’s Refresh Cache empties pathwise-api-v2, updates the worker and reloads', async () => {
    await signInAsAdmin(page);
    await waitForServiceWorker(page);
    // A people's read made through the worker with the admin's session puts one answer in the cache.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/assessments', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.status;
    });
    expect(status).toBe(200);
    await expect.poll(() => savedApiAddresses(page)).toEqual(['/api/assessments']);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Cache' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false);
    await waitForServiceWorker(page);
  });
});
