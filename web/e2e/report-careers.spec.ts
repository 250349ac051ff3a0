import { readFile } from 'node:fs/promises';
import { CAREERS_USE_NOTICE, onetAttribution } from '@pathwise/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { pdfProse } from '../../server/test/pdf-text.ts';
import { seriousViolations } from './axe';
import { adminToken, createVerifiedUser, signInViaUi, test, uniqueEmail } from './fixtures';
import { bearer, checkoutCard, profilerIdByTitle, snapElement, snapFromTop } from './payments';

/**
 * A new person gives their education level in the profile screening, buys and takes the demo
 * "Career Interest Profiler" (the six RIASEC areas), and reads "Careers to explore" on the report:
 * O*NET occupations with their fit, in the Job Zone their bachelor's degree suggests; they pick
 * another preparation level (kept in the address), open a career's details, and download the report
 * PDF with the careers and the O*NET attribution. Nothing in the settings is changed.
 * Texts come from web/src/locales/en-US.{profile-screening,payments,taking,careers}.json.
 */

const PROFILER = 'Career Interest Profiler';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.use({ actionTimeout: 20_000 });

/**
 * A clear interest pattern: Investigative activities "Strongly like", Conventional "Like",
 * Realistic "Unsure", the rest "Dislike" — the shape of an analyst's or developer's profile.
 * Rating answers are 1–5 (the interest scale's anchors in order); categories name their area.
 */
const RATING_BY_AREA: Record<string, number> = {
  Investigative: 5,
  Conventional: 4,
  Realistic: 3,
  Artistic: 2,
  Social: 2,
  Enterprising: 2,
};

type TakingCategory = { id: string; title: string; questions: { id: string; text: string }[] };

function ratingFor(category: TakingCategory): number {
  const area = Object.keys(RATING_BY_AREA).find((name) => category.title.endsWith(`(${name})`));
  expect(area, `the interest area of "${category.title}"`).toBeTruthy();
  return RATING_BY_AREA[area!]!;
}

/** The profiler's questions as the person sees them, in order, each with its category. */
async function takingQuestions(request: APIRequestContext, token: string, assessmentId: string) {
  const response = await request.get(`/api/assessments/${assessmentId}/questions`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { categories } = (await response.json()) as { categories: TakingCategory[] };
  return categories.flatMap((category) =>
    category.questions.map((question) => ({ ...question, category, rating: ratingFor(category) })),
  );
}

/** The rows of "Careers to explore": each occupation's title as its heading shows it. */
async function careerTitles(careers: Locator): Promise<string[]> {
  return careers
    .getByRole('list', { name: 'Matched careers' })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a person with a bachelor’s degree takes the interest profiler and explores matched careers', async ({
  page,
  request,
}) => {
  // A purchase, 36 answers and a PDF on a loaded 2-core machine.
  test.setTimeout(240_000);
  const name = 'Ines Duarte';
  const email = uniqueEmail('ines');
  const password = 'Careers-Journey-Passw0rd!';
  const profilerId = await profilerIdByTitle(request, await adminToken(request), PROFILER);
  let token = '';

  await test.step('a new person registers, signs in and gives their education level', async () => {
    token = (await createVerifiedUser(request, { name, email, password })).token;
    await signInViaUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile-screening');
    const form = page.getByRole('form', { name: 'Profile questions' });
    const education = form.getByRole('group', { name: /^Highest level of education/ });
    // The radios are visually hidden inside their cards: a person clicks the card.
    await education.getByText("Bachelor's degree", { exact: true }).click();
    await expect(education.getByRole('radio', { name: "Bachelor's degree" })).toBeChecked();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  await test.step('buys the profiler through the built-in test checkout and starts it', async () => {
    await page.goto(`/assessment/${profilerId}`);
    await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
    const pay = checkoutCard(page).getByRole('button', { name: /^Pay / });
    await pay.click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await page.getByRole('link', { name: 'Start the profiler' }).click();
    await expect(page).toHaveURL(new RegExp(`/assessment/${profilerId}$`));
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\?step=questions$/);
  });

  let attemptId = '';
  await test.step('answers: the first and last by click, the 34 between through the API', async () => {
    const questions = await takingQuestions(request, token, profilerId);
    expect(questions).toHaveLength(36);
    const [first, ...rest] = questions;
    const last = rest.pop()!;
    const label = (rating: number) =>
      ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'][rating - 1]!;

    await expect(page.getByText(first!.text)).toBeVisible();
    await page.getByRole('radio', { name: label(first!.rating), exact: true }).click();
    await expect(page.getByText(/^1 of 36 answered · \d+%$/)).toBeVisible();

    const current = await request.get(`/api/assessments/${profilerId}/test-attempt`, {
      headers: bearer(token),
    });
    expect(current.status(), await current.text()).toBe(200);
    attemptId = ((await current.json()) as { attempt: { id: string } }).attempt.id;
    for (const question of rest) {
      const saved = await request.post(`/api/assessments/${profilerId}/attempts/${attemptId}/answers`, {
        headers: bearer(token),
        data: { questionId: question.id, categoryId: question.category.id, answer: question.rating },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }

    // Resuming lands on the one question still open, the last, which offers Finish.
    await page.reload();
    await expect(page.getByText(last.text)).toBeVisible();
    await expect(page.getByText(/^35 of 36 answered · \d+%$/)).toBeVisible();
    await page.getByRole('radio', { name: label(last.rating), exact: true }).click();
    await expect(page.getByText('36 of 36 answered · 100%')).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/${attemptId}$`));
  });

  await test.step('the report leads with the Holland code and draws the interest hexagon', async () => {
    // Investigative answers rated highest, then Conventional, then Realistic (see the ratings above).
    await expect(page.getByTestId('report-headline')).toHaveText(
      'Your Holland code is ICR: Investigative, Conventional, and Realistic',
    );
    await expect(page.getByTestId('hexagon-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('hexagon-table').getByRole('row')).toHaveCount(7);
  });

  const careers = page.getByRole('region', { name: 'Careers to explore' });
  let zoneFourTitles: string[] = [];
  await test.step('the report lists careers with their fit, in the zone the education suggests', async () => {
    await expect(careers.getByRole('list', { name: 'Matched careers' })).toBeVisible();
    await expect(careers.getByRole('radio', { name: 'Considerable preparation' })).toBeChecked();
    await expect(careers.getByText(/^Based on your education level\./)).toBeVisible();
    await expect(careers.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
    const rows = careers.getByRole('list', { name: 'Matched careers' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    // Best first: an Investigative–Conventional profile leads with a best fit, each row in zone 4.
    await expect(rows.first().getByText('Best fit', { exact: true })).toBeVisible();
    await expect(rows.first().getByText(/^Strongest interests: .*Investigative/)).toBeVisible();
    await expect(rows.getByText('Job Zone 4: considerable preparation')).toHaveCount(20);
    await expect(careers.getByTestId('onet-attribution')).toHaveText(
      `${onetAttribution('29.3')} CC BY 4.0 licence`,
    );
    await expect(careers.getByTestId('careers-notice')).toHaveText(CAREERS_USE_NOTICE);
    zoneFourTitles = await careerTitles(careers);
    await snapElement(careers, 'careers-01-section-1440');
    // The interest report (hexagon, careers) is one the axe sweep cannot reach without buying it.
    await expect(page.getByTestId('hexagon-table')).toBeAttached();
    await expect(page.getByTestId('hexagon-chart').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('another preparation level changes the list and stays after a reload', async () => {
    await careers.getByText('Extensive preparation', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]jobZone=5\b/);
    const rows = careers.getByRole('list', { name: 'Matched careers' }).getByRole('listitem');
    await expect(rows.getByText('Job Zone 5: extensive preparation').first()).toBeVisible();
    await expect(rows.getByText('Job Zone 4: considerable preparation')).toHaveCount(0);
    const zoneFiveTitles = await careerTitles(careers);
    expect(zoneFiveTitles.length).toBeGreaterThan(0);
    expect(zoneFiveTitles).not.toEqual(zoneFourTitles);
    await expect(careers.getByRole('button', { name: 'Back to the suggested level' })).toBeVisible();

    await page.reload();
    await expect(careers.getByRole('radio', { name: 'Extensive preparation' })).toBeChecked();
    await expect.poll(() => careerTitles(careers)).toEqual(zoneFiveTitles);
  });

  await test.step('a career opens in a drawer with its fit explained, and closes back to its row', async () => {
    const first = careers.getByRole('list', { name: 'Matched careers' }).getByRole('listitem').first();
    const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    const opener = first.getByRole('button', { name: `Details of ${title}` });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'How well it fits' })).toBeVisible();
    await expect(drawer.getByText(/The correlation runs from −1 to 1.*here it is 0\.\d\d\./)).toBeVisible();
    await expect(drawer.getByText('Job Zone 5: extensive preparation').first()).toBeVisible();
    // The chart's table for screen readers: six areas, the person's score and the occupation's.
    const table = drawer.getByRole('table', { name: "Your interest scores and this occupation's, by area" });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('rowheader', { name: 'Investigative' })).toBeAttached();
    await snapElement(drawer, 'careers-02-drawer-1440');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  await test.step('on a phone the section fits the screen', async () => {
    await page.setViewportSize(PHONE);
    await expect(careers.getByRole('list', { name: 'Matched careers' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snapElement(careers, 'careers-03-section-390');
    const first = careers.getByRole('list', { name: 'Matched careers' }).getByRole('listitem').first();
    await first.getByRole('button', { name: /^Details of / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snapElement(page.getByRole('dialog'), 'careers-04-drawer-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('the report PDF carries the matched careers and the O*NET attribution', async () => {
    await snapFromTop(page, 'careers-05-report-top');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfProse(bytes);
    // The careers of the zone the education suggests (the PDF is not tied to the page's choice).
    expect(text).toContain(zoneFourTitles[0]!);
    expect(text).toContain(onetAttribution('29.3'));
    expect(text).toMatch(/career exploration only/i);
  });
});
