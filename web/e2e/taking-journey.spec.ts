import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSession,
  createVerifiedUser,
  signInViaUi,
  signOutViaUi,
  snap,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * A new person fills the profile screening, takes the free "Quick Career Snapshot" (every question
 * type, by mouse and keyboard, closing the page half-way and resuming), reads the report with the
 * built-in AI analysis, downloads the PDF and rates the profiler; then the admin finds the attempt
 * on the results screen, exports the CSV and regenerates the AI analysis.
 * Texts come from web/src/locales/en-US.{catalogue,profile-screening,taking,report,ratings,admin-results}.json.
 */

const PROFILER = 'Quick Career Snapshot';

// Fail fast on a stuck action rather than at the end of the long test timeout.
test.use({ actionTimeout: 30_000 });

/** Expects one success toast with `text`, then closes it so a later one with the same text is new. */
async function expectToast(page: Page, text: string | RegExp, { close = true } = {}): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-type', 'success');
  if (!close) return;
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}

/** The "Question n of N" line of the taking screen. */
function position(page: Page, current: number, total = 10): Locator {
  return page.getByText(`Question ${current} of ${total}`, { exact: true });
}

/** The "n of 10 answered · p%" line of the taking screen. */
function answeredCount(page: Page, answered: number, total = 10): Locator {
  return page.getByText(`${answered} of ${total} answered · ${Math.round((answered / total) * 100)}%`, {
    exact: true,
  });
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  expect(file, `saved ${download.suggestedFilename()}`).toBeTruthy();
  return readFile(file);
}

test('a new person takes the Quick Career Snapshot, reads and rates the report; the admin reviews it', async ({
  page: firstPage,
  context,
  browser,
  request,
}) => {
  // Several minutes on a loaded 2-core machine: a background AI job runs twice, plus two downloads.
  test.setTimeout(300_000);

  const name = 'Tara Menon';
  const firstName = 'Tara';
  const email = uniqueEmail('tara');
  const password = 'Taking-Journey-Passw0rd!';
  const customSkill = `Public speaking ${Date.now().toString(36)}`;
  const textAnswer = 'Data journalism, because I like turning numbers into stories people read.';
  const review = 'Short and surprisingly on the mark.';
  let page = firstPage;

  await test.step('the built-in analyzer writes reports (no OpenAI key left by another journey)', async () => {
    // admin-console.spec.ts saves an OpenAI key in the settings; with it, reports would go to
    // OpenAI, which this machine cannot reach. Removing the stored key falls back to the default.
    const { token } = await adminSession(request);
    const removed = await request.delete('/api/admin/settings/OPENAI_API_KEY', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([200, 204, 404], await removed.text()).toContain(removed.status());
  });

  await test.step('a new person registers, verifies and signs in', async () => {
    await createVerifiedUser(request, { name, email, password });
    await signInViaUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
  });

  await test.step('the dashboard asks for the profile; the screening is filled and saved', async () => {
    const prompt = page.getByRole('region', { name: 'Tell us a little about yourself' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('progressbar', { name: '0 of 5 answered' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await snap(page, 'taking-01-dashboard-prompt');
    await prompt.getByRole('link', { name: 'Start your profile' }).click();

    await expect(page).toHaveURL(/\/profile-screening$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Profile questions' });
    const progress = page.getByRole('complementary', { name: 'Your progress' });
    await expect(progress.getByText('0 of 5 answered')).toBeVisible();
    await expect(progress.getByRole('button', { name: 'Highest level of education' })).toBeVisible();

    const education = form.getByRole('group', { name: /^Highest level of education/ });
    // The radios are visually hidden inside their cards: a person clicks the card.
    await education.getByText("Bachelor's degree", { exact: true }).click();
    await expect(education.getByRole('radio', { name: "Bachelor's degree" })).toBeChecked();

    const experience = form.getByRole('group', { name: /^Work experience/ });
    await experience.getByText('Student', { exact: true }).click();
    await expect(experience.getByRole('radio', { name: 'Student', exact: true })).toBeChecked();

    const skills = form.getByRole('group', { name: /^Skills/ });
    const python = skills.getByRole('button', { name: 'Python', exact: true });
    await expect(python).toHaveAttribute('aria-pressed', 'false');
    await python.click();
    await expect(python).toHaveAttribute('aria-pressed', 'true');
    const custom = skills.getByRole('textbox', { name: 'Add your own: Skills' });
    await custom.fill(customSkill);
    await custom.press('Enter');
    // Enter adds the chip (and does not submit the form).
    await expect(skills.getByRole('button', { name: `Remove ${customSkill}` })).toBeVisible();
    await expect(custom).toHaveValue('');
    await expect(page.getByText('All changes saved')).toHaveCount(0);

    const interests = form.getByRole('group', { name: /^Interests/ });
    await interests.getByRole('button', { name: 'Technology', exact: true }).click();
    await expect(interests.getByRole('button', { name: 'Technology', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await form.getByRole('spinbutton', { name: /^Age/ }).fill('22');
    await expect(page.getByText('5 unsaved changes')).toBeVisible();
    await expect(progress.getByText('5 of 5 answered')).toBeVisible();
    await expect(progress.getByText('Ready for recommendations')).toBeVisible();
    await snap(page, 'taking-02-screening-filled');

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Your profile is saved');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
    await expect(progress.getByRole('progressbar', { name: '5 of 5 answered' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await snap(page, 'taking-03-screening-saved');

    // Saved for real: a reload shows the answers and the complete profile.
    await page.reload();
    await expect(progress.getByText('Ready for recommendations')).toBeVisible();
    await expect(progress.getByText('5 of 5 answered')).toBeVisible();
    await expect(education.getByRole('radio', { name: "Bachelor's degree" })).toBeChecked();
    await expect(skills.getByRole('button', { name: `Remove ${customSkill}` })).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: /^Age/ })).toHaveValue('22');
    await progress.getByRole('link', { name: 'See profilers picked for you' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The profile is complete: no more prompt. Every demo profiler fits this person, so on the demo
    // catalogue alone "Recommended for you" would repeat it and is left out (decision 015); other
    // specs may have added profilers to this server, so the journey starts from the full list.
    await expect(page.getByRole('region', { name: 'All profilers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tell us a little about yourself' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Finish your profile' })).toHaveCount(0);
  });

  let assessmentId = '';
  await test.step('open the Quick Career Snapshot from the dashboard and start it', async () => {
    const all = page.getByRole('region', { name: 'All profilers' });
    const card = all.getByRole('article', { name: PROFILER });
    await expect(card).toBeVisible();
    await expect(card.getByText('10 questions')).toBeVisible();
    await snap(page, 'taking-04-dashboard-catalogue');
    // The link reads "Start", with the title for screen readers ("Start : Quick Career Snapshot").
    await card.getByRole('link', { name: new RegExp(`^Start\\s*: ${PROFILER}$`) }).click();

    await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
    assessmentId = /\/assessment\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What you will answer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    await snap(page, 'taking-05-intro');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\?step=questions$/);
    await expect(position(page, 1)).toBeVisible();
    await expect(page.getByText('0 of 10 answered · 0%')).toBeVisible();
  });

  // A first answer moves on by itself after a short pause, so each answer is checked by the count
  // of answers and the next position; the choices themselves are checked on the way back after
  // resuming, and by the scores on the report.
  await test.step('answer the first half by mouse and keyboard', async () => {
    // 1 · multiple choice, by click.
    await expect(
      page.getByText('It is a free Saturday afternoon. What are you most likely to do?'),
    ).toBeVisible();
    await expect(page.getByText('Section 1 of 3')).toBeVisible();
    await snap(page, 'taking-06-question-choice');
    await page.getByRole('radio', { name: 'Read up on a topic that fascinates you' }).click();
    await expect(position(page, 2)).toBeVisible();
    await expect(answeredCount(page, 1)).toBeVisible();

    // 2 · multiple choice, key 2.
    await expect(page.getByText('Which subject did you enjoy most at school or in training?')).toBeVisible();
    await page.keyboard.press('2');
    await expect(position(page, 3)).toBeVisible();
    await expect(answeredCount(page, 2)).toBeVisible();

    // 3 · multiple choice, by click.
    await expect(page.getByText('In a group project, which part would you pick?')).toBeVisible();
    await page.getByRole('radio', { name: 'Researching the facts' }).click();
    await expect(position(page, 4)).toBeVisible();
    await expect(answeredCount(page, 3)).toBeVisible();

    // 4 · multiple choice with help text, key 4.
    await expect(
      page.getByText('Pick the one you would be proudest to hear, not the one you hear most often.'),
    ).toBeVisible();
    await page.keyboard.press('4');
    await expect(position(page, 5)).toBeVisible();
    await expect(answeredCount(page, 4)).toBeVisible();
    await expect(page.getByText('Section 2 of 3')).toBeVisible();

    // 5 · rating, key 5.
    await expect(page.getByText('I enjoy taking charge when a group needs direction.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Strongly agree' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await snap(page, 'taking-07-question-rating');
    await page.keyboard.press('5');
    await expect(position(page, 6)).toBeVisible();
    await expect(answeredCount(page, 5)).toBeVisible();
    // Every answer reached the server before the page goes away.
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    await snap(page, 'taking-08-half-way');
  });

  await test.step('close the page half-way; reopening offers Resume at the first unanswered question', async () => {
    await page.close();
    page = await context.newPage();
    await page.goto(`/assessment/${assessmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
    await expect(page.getByText('5 of 10 answered so far')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
    await snap(page, 'taking-09-resume-intro');
    await page.getByRole('button', { name: 'Resume' }).click();

    await expect(position(page, 6)).toBeVisible();
    await expect(page.getByText('I like coming up with ideas nobody has tried before.')).toBeVisible();
    await expect(answeredCount(page, 5)).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();

    // The earlier answers are kept: back to the first question (← key and Previous), checking each.
    const kept: [number, string][] = [
      [5, 'Strongly agree'],
      [4, '"You really understand people."'],
      [3, 'Researching the facts'],
      [2, 'Science or mathematics'],
      [1, 'Read up on a topic that fascinates you'],
    ];
    for (const [index, [at, choice]] of kept.entries()) {
      if (index % 2 === 0) await page.keyboard.press('ArrowLeft');
      else await page.getByRole('button', { name: 'Previous' }).click();
      await expect(position(page, at)).toBeVisible();
      await expect(page.getByRole('radio', { name: choice, exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      if (at === 4) await snap(page, 'taking-10-resumed-answers-kept');
    }
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Forward again without changing anything (→ key and Next).
    for (const at of [2, 3, 4, 5, 6]) {
      if (at % 2 === 0) await page.keyboard.press('ArrowRight');
      else await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(position(page, at)).toBeVisible();
    }
    await expect(answeredCount(page, 5)).toBeVisible();
  });

  let attemptId = '';
  await test.step('answer the rest and finish', async () => {
    // 6 · rating, by click.
    await page.getByRole('radio', { name: 'Agree', exact: true }).click();
    await expect(position(page, 7)).toBeVisible();
    await expect(answeredCount(page, 6)).toBeVisible();

    // 7 · rating, key 2.
    await expect(page.getByText('I enjoy digging into numbers or facts to find an answer.')).toBeVisible();
    await page.keyboard.press('2');
    await expect(position(page, 8)).toBeVisible();
    await expect(answeredCount(page, 7)).toBeVisible();

    // 8 · yes/no, by click.
    await expect(
      page.getByText('Would you enjoy a job where you help people face to face every day?'),
    ).toBeVisible();
    await snap(page, 'taking-11-question-yes-no');
    await page.getByRole('radio', { name: 'Yes', exact: true }).click();
    await expect(position(page, 9)).toBeVisible();
    await expect(answeredCount(page, 8)).toBeVisible();

    // 9 · yes/no, key N.
    await expect(
      page.getByText('Would you be happy working mostly with your hands or with tools?'),
    ).toBeVisible();
    await page.keyboard.press('n');
    await expect(position(page, 10)).toBeVisible();
    await expect(answeredCount(page, 9)).toBeVisible();
    await expect(page.getByText('Section 3 of 3')).toBeVisible();

    // 10 · text, optional; the last question offers Finish.
    await expect(
      page.getByText('Which job or field are you curious about right now, and why?'),
    ).toBeVisible();
    await expect(page.getByText('Optional', { exact: true })).toBeVisible();
    const answer = page.getByRole('textbox', {
      name: 'Which job or field are you curious about right now, and why?',
    });
    await answer.fill(textAnswer);
    await expect(page.getByText(`${textAnswer.length} / 5,000`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await snap(page, 'taking-12-question-text');
    const completion = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/attempts\/[^/]+\/complete$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Finish' }).click();
    const completed = await completion;
    expect(completed.status()).toBe(200);
    const body = (await completed.json()) as {
      attempt: { id: string; aiAnalysis?: { status: string } | null };
      completedNow: boolean;
    };
    expect(body.completedNow).toBe(true);
    // Completing queues the AI analysis: it starts out being prepared.
    expect(body.attempt.aiAnalysis?.status).toMatch(/^(pending|processing)$/);

    await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
    attemptId = /\/report\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    expect(attemptId).toBe(body.attempt.id);
  });

  await test.step('the report shows the traits, the section result and the built-in AI analysis', async () => {
    await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
    await expect(page.getByText('Your results', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Completed on /)).toBeVisible();

    // Section result: options b, b, b, d → the analytical letter wins.
    await expect(page.getByRole('heading', { name: 'Section results' })).toBeVisible();
    // Named twice: as the report's headline (the top category result) and as the section's result.
    await expect(page.getByTestId('report-headline')).toHaveText('Curious analyst');
    await expect(page.getByText('Curious analyst', { exact: true })).toHaveCount(2);

    // Traits: ratings 5, 4, 2 and yes/no Yes, No.
    await expect(page.getByRole('heading', { name: 'Your traits' })).toBeVisible();
    const chart = page.getByTestId('trait-chart');
    await expect(chart.getByRole('listitem')).toHaveCount(5);
    const trait = (label: string) => chart.getByRole('listitem').filter({ hasText: label });
    await expect(trait('Leadership').getByText(/^100 out of 100 \(raw 5 of 5\)$/)).toBeAttached();
    await expect(trait('Creative').getByText(/^75 out of 100 \(raw 4 of 5\)$/)).toBeAttached();
    await expect(trait('Analytical').getByText(/^25 out of 100 \(raw 2 of 5\)$/)).toBeAttached();
    await expect(trait('Supportive').getByText(/^100 out of 100 \(raw 1 of 1\)$/)).toBeAttached();
    await expect(trait('Practical').getByText(/^0 out of 100 \(raw 0 of 1\)$/)).toBeAttached();
    // No RIASEC traits here, so no Holland code.
    await expect(page.getByTestId('holland-code')).toHaveCount(0);
    await snap(page, 'taking-13-report');

    // The analysis was queued on completion (checked above) and is written by a background job
    // within a second or two: the section shows it being prepared if the job has not finished yet,
    // then the built-in analyzer's report.
    const ai = page.getByRole('region', { name: 'Your personal report' });
    const working = ai.getByRole('status').filter({
      hasText:
        /Loading your personal report…|Your personal report is queued…|We are writing your personal report…/,
    });
    const report = ai.getByTestId('ai-report');
    await expect(working.or(report)).toBeVisible();
    if (await working.isVisible()) {
      test.info().annotations.push({
        type: 'ai',
        description: `seen while being prepared: ${await working.innerText()}`,
      });
      await snap(page, 'taking-14-ai-preparing');
    }
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(working).toHaveCount(0);
    await expect(report).toContainText(`${name}, this report is based on your answers to "${PROFILER}"`);
    await expect(report.getByRole('heading', { name: 'Strengths' })).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    // No AI provider is configured on the e2e server: the built-in analyzer wrote it, and says so.
    await expect(ai.getByText("Written by Pathwise's built-in analyzer from your scores")).toBeVisible();
    await expect(ai.getByText(/Written by AI/)).toHaveCount(0);
    await expect(
      report.getByText('Treat it as a starting point for reflection, not a verdict.'),
    ).toBeVisible();
    await ai.scrollIntoViewIfNeeded();
    await snap(page, 'taking-15-ai-ready');
  });

  await test.step('download the report as a PDF', async () => {
    const button = page.getByRole('button', { name: 'Download PDF' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1_000);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  await test.step('the first-report guide shows once; "Got it" keeps it closed after a reload', async () => {
    const guide = page.getByRole('region', { name: 'Your first report: how to read it' });
    await expect(guide).toBeVisible();
    // Headline, trait bars, the section result, the personal report, keeping it: one step each.
    await expect(guide.getByRole('listitem')).toHaveCount(5);
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rate this profiler' })).toBeVisible();
    await expect(guide).toHaveCount(0);
  });

  await test.step('share a summary, open it as a guest, then stop sharing', async () => {
    const card = page.getByRole('region', { name: 'Share your results' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Create a share link' }).click();
    await expectToast(page, 'Share link created. Anyone with the link can see the summary.');
    const url = await card.getByLabel('Your share link').inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await expect(card.getByText('Not opened yet.')).toBeVisible();
    await snap(page, 'taking-16-share-card');

    // Someone else, not signed in, opens the link: the scores without anything about Tara.
    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(url);
      await expect(guestPage.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      await expect(guestPage.getByText('Shared results', { exact: true })).toBeVisible();
      await expect(guestPage.getByRole('heading', { name: 'Traits', exact: true })).toBeVisible();
      await expect(guestPage.getByTestId('trait-chart').getByRole('listitem')).toHaveCount(5);
      // The shared page leads with the same headline as the report, and keeps the section result.
      await expect(guestPage.getByTestId('report-headline')).toHaveText('Curious analyst');
      await expect(guestPage.getByText('Curious analyst', { exact: true })).toHaveCount(2);
      const body = await guestPage.locator('body').innerText();
      for (const personal of [name, firstName, email, customSkill, textAnswer]) {
        expect(body).not.toContain(personal);
      }
      await expect(guestPage.getByTestId('ai-report')).toHaveCount(0);
      await expect(guestPage.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/login');
      await snap(guestPage, 'shared-01-guest-view');
      await guestPage.setViewportSize({ width: 390, height: 844 });
      await expect(guestPage.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      await snap(guestPage, 'shared-01-guest-view-phone');

      // Tara sees that it was opened, and stops sharing.
      await page.reload();
      await expect(card.getByText('Opened once.')).toBeVisible();
      await card.getByRole('button', { name: 'Stop sharing' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Stop sharing this report?' });
      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await expectToast(page, 'Sharing stopped. The old link no longer works.');
      await expect(card.getByRole('button', { name: 'Create a share link' })).toBeVisible();

      await guestPage.reload();
      await expect(guestPage.getByText('This link does not work')).toBeVisible();
      await expect(guestPage.getByRole('heading', { level: 1, name: PROFILER })).toHaveCount(0);
      await snap(guestPage, 'shared-02-revoked');
    } finally {
      await guest.close();
    }
  });

  await test.step('rate the profiler with four stars and a review', async () => {
    const card = page.getByRole('region', { name: 'Rate this profiler' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('How useful was it? Your rating helps others choose.')).toBeVisible();
    const save = card.getByRole('button', { name: 'Save rating' });
    await expect(save).toBeDisabled();
    for (const label of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(card.getByRole('radio', { name: label, exact: true })).not.toBeChecked();
    }
    // Each visually hidden radio sits in a label with its star: click the fourth star.
    await card
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars', exact: true }) })
      .click();
    await expect(card.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
    await card.getByLabel('Review (optional)').fill(review);
    await snap(page, 'taking-17-rating');
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Thanks for rating this profiler!');

    // Saved: after a reload the card shows the rating and offers to update it.
    await page.reload();
    await expect(card.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
    await expect(card.getByLabel('Review (optional)')).toHaveValue(review);
    await expect(card.getByRole('button', { name: 'Update rating' })).toBeVisible();
    await expect(card.getByText('You rated it already: change your stars or review any time.')).toBeVisible();
  });

  await test.step('the dashboard lists the result', async () => {
    await page.getByRole('link', { name: 'Back to dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results.getByRole('heading', { name: PROFILER })).toBeVisible();
    await expect(
      results.getByRole('link', { name: new RegExp(`^View result\\s*: ${PROFILER}$`) }),
    ).toHaveAttribute('href', `/report/${attemptId}`);
    await expect(page.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);
    const card = page.getByRole('region', { name: 'All profilers' }).getByRole('article', { name: PROFILER });
    // The new rating shows on the profiler's card (the only rating in this fresh database).
    await expect(card.getByText('Rated 4.0 out of 5 by 1 person')).toBeAttached();
    // Finished: the card opens the result and, the profiler being free, offers to take it again.
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(
      card.getByRole('link', { name: new RegExp(`^View result\\s*: ${PROFILER}$`) }),
    ).toHaveAttribute('href', `/report/${attemptId}`);
    await expect(
      card.getByRole('link', { name: new RegExp(`^Take again\\s*: ${PROFILER}$`) }),
    ).toHaveAttribute('href', `/assessment/${assessmentId}`);
    await expect(card.getByRole('link', { name: new RegExp(`^Start\\s*: ${PROFILER}$`) })).toHaveCount(0);
    // A finished profiler is no longer recommended.
    await expect(
      page.getByRole('region', { name: 'Recommended for you' }).getByRole('article', { name: PROFILER }),
    ).toHaveCount(0);
    await snap(page, 'taking-18-dashboard-after');
    await signOutViaUi(page, name);
  });

  await test.step('the admin finds the attempt on the results screen and downloads the CSV', async () => {
    await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/assessments');
    await page.getByLabel('Search', { exact: true }).fill(PROFILER);
    const card = page.getByRole('region', { name: PROFILER, exact: true });
    await card.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/assessments/${assessmentId}/results$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results: ${PROFILER}` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await expect(page.getByText('1 matching attempt', { exact: true })).toBeVisible();
    const row = page.getByTestId(`result-row-${attemptId}`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `View the result of ${name}` })).toBeVisible();
    await expect(row.getByText(email)).toBeVisible();
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByText('What draws you:')).toBeVisible();
    await expect(row.getByText('Curious analyst')).toBeVisible();
    await expect(row.getByTestId('ai-status')).toHaveText('Ready');
    await snap(page, 'taking-19-admin-results');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^results-quick-career-snapshot-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectToast(page, `${download.suggestedFilename()} downloaded`);
    const csv = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split('\r\n').filter(Boolean);
    expect(header).toBe(
      [
        'Attempt ID',
        'Name',
        'Email',
        'Status',
        'Started',
        'Completed',
        'Answered',
        'Holland code',
        'Result: What draws you',
        'Result: How you like to work',
        'Result: In your own words',
        'Leadership (0-100)',
        'Creative (0-100)',
        'Analytical (0-100)',
        'Supportive (0-100)',
        'Practical (0-100)',
        'Leadership (raw)',
        'Creative (raw)',
        'Analytical (raw)',
        'Supportive (raw)',
        'Practical (raw)',
        'Quality flags',
      ].join(','),
    );
    const ours = lines.find((line) => line.includes(email));
    expect(ours, `a CSV line with ${email}`).toBeDefined();
    expect(ours).toContain(`${attemptId},${name},${email},completed,`);
    expect(ours).toContain(',Curious analyst,');
  });

  await test.step('the admin opens the attempt and regenerates its AI analysis', async () => {
    await page
      .getByTestId(`result-row-${attemptId}`)
      .getByRole('button', { name: `View the result of ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?attempt=${attemptId}$`));
    const panel = page.getByRole('dialog', { name });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(email)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Answers (10)' })).toBeVisible();
    await expect(
      panel.getByRole('row').filter({ hasText: 'Which job or field are you curious about right now' }),
    ).toContainText(textAnswer);
    await expect(
      panel.getByRole('row').filter({ hasText: 'I enjoy taking charge when a group needs direction.' }),
    ).toContainText('Strongly agree');
    const status = panel.getByTestId('ai-status');
    await expect(status).toHaveText('Ready');
    const adminReport = panel.getByTestId('admin-ai-report');
    await expect(adminReport).toContainText(`${name}, this report is based on your answers`);
    await expect(panel.getByText(/^By the built-in analyzer · /)).toBeVisible();
    await snap(page, 'taking-19-admin-attempt');

    await panel.getByRole('button', { name: 'Regenerate AI analysis' }).click();
    // Refused with 409 only while a run is still queued or being written: then force it.
    const force = page.getByRole('alertdialog', { name: 'An analysis is already being written' });
    const queuedToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'AI analysis queued for regeneration' });
    await expect(queuedToast.or(force)).toBeVisible();
    if (await force.isVisible()) {
      test.info().annotations.push({ type: 'ai', description: 'regeneration needed force' });
      await force.getByRole('button', { name: 'Force regenerate' }).click();
    }
    await expect(queuedToast).toHaveAttribute('data-type', 'success');
    // The new run shows as queued until the next check (every 5 s), then Ready once written.
    await expect(status).toHaveText(/^(Queued|Writing)$/);
    await snap(page, 'taking-20-admin-regenerating');
    await expect(status).toHaveText('Ready', { timeout: 60_000 });
    await expect(adminReport).toBeVisible();
    await expect(adminReport).toContainText(`${name}, this report is based on your answers`);
    await expect(panel.getByRole('button', { name: 'Regenerate AI analysis' })).toBeEnabled();
    await snap(page, 'taking-21-admin-regenerated');

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId(`result-row-${attemptId}`).getByTestId('ai-status')).toHaveText('Ready');
  });
});
