import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminToken, signInViaUi, snap, test } from './fixtures';

/**
 * The admin authors a paid profiler end to end through the console: create it, give it categories
 * and questions of every type, reorder both with the keyboard, configure a result, write an AI
 * prompt, put it on sale with a coupon, duplicate it, find it with the filters, and delete both.
 * Texts come from web/src/locales/en-US.{assessments,questions,prompts}.json.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Expects a success toast with `text`, then closes it, so a later toast with the same text is
 * known to be a new one. A toast raised while a modal dialog is open cannot be clicked (the modal
 * makes everything outside it inert): pass `{ close: false }` and let it expire.
 */
async function expectToast(page: Page, text: string, { close = true } = {}): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'success');
  if (!close) return;
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}

/** A profiler card on /admin/assessments: a section labelled by its title. */
function profilerCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * Picks an action from a profiler card's "More" menu (Manage and Results stay on the card; the
 * rest live in the menu, Delete last). The menu renders in a portal, outside the card.
 */
async function chooseCardAction(page: Page, title: string, action: string): Promise<void> {
  await profilerCard(page, title)
    .getByRole('button', { name: `More actions for ${title}`, exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** A category row on the questions screen, found by its heading. */
function categoryRow(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** The section listing a profiler's categories ("2 categories"). */
function categoriesSection(page: Page): Locator {
  return page.getByRole('region', { name: /^\d+ categor(y|ies)$/ });
}

/** The section listing one category's questions ("4 questions"). */
function questionsSection(page: Page): Locator {
  return page.getByRole('region', { name: /^\d+ questions?$/ });
}

/**
 * Moves a sortable row one place down with dnd-kit's keyboard sensor: Space picks the focused
 * handle up, ArrowDown moves it, Space drops it. Each key waits for its effect: the handle pressed,
 * then the live-region announcements from questions.dnd.* in en-US.questions.json ("Picked up …"
 * stays: the drag over the row's own slot right after the pick-up is not announced).
 */
async function keyboardMoveDown(
  page: Page,
  handle: Locator,
  { from, count }: { from: number; count: number },
): Promise<void> {
  const announced = (text: string) => page.getByText(text, { exact: true });
  await handle.focus();
  await expect(handle).toBeFocused();
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(new RegExp(`^Picked up .+, position ${from} of ${count}\\.$`))).toBeAttached();
  // The sensor starts listening for the arrow keys in a setTimeout(0) after the pick-up; a zero
  // timer queued now fires after that one, so the ArrowDown cannot arrive before the listener.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(announced(`Moved to position ${from + 1} of ${count}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(announced(`Dropped at position ${from + 1} of ${count}.`)).toBeAttached();
}

test('the admin authors a paid profiler from creation to deletion', async ({ page, request }) => {
  // About 2¼ minutes on a loaded 2-core machine (load average ~10); fast when the machine is idle.
  test.setTimeout(240_000);

  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `E2E Authoring ${stamp}`;
  const copyTitle = `${title} (Copy)`;
  const description = `Paid profiler written by the authoring journey ${stamp}.`;
  const categoryA = `Work style ${stamp}`;
  const categoryB = `Motivation ${stamp}`;
  const questionTexts = {
    choice: `Which setting suits you best? ${stamp}`,
    rating: `How much do you enjoy solving puzzles? ${stamp}`,
    yesNo: `Have you ever led a team? ${stamp}`,
    text: `Describe your ideal working day. ${stamp}`,
  };
  const choiceOptions = ['An office', 'A workshop', 'Outdoors', 'At home'];
  const couponCode = `E2E${stamp.toUpperCase()}`.slice(0, 32);
  // Matches exactly the four question texts (the "Managing: …" badge also carries the stamp).
  const anyQuestion = new RegExp(`^(${Object.values(questionTexts).map(escapeRegExp).join('|')})$`);

  await test.step('sign in and open profiler management', async () => {
    await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/assessments');
    await expect(page.getByRole('button', { name: 'New Profiler' })).toBeVisible();
    await expect(page.getByTestId('count-profilers')).toHaveText(/^\d+$/);
  });

  let profilerId = '';
  await test.step('create a paid profiler with the inline form', async () => {
    await page.getByRole('button', { name: 'New Profiler' }).click();
    const form = page.getByRole('region', { name: 'New profiler' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Profiler' })).toBeDisabled();

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill(description);
    await form.getByLabel('Long description').fill('Shown before the profiler starts.');
    const paid = form.getByRole('switch', { name: /^Paid profiler/ });
    await expect(paid).not.toBeChecked();
    await paid.click();
    await expect(paid).toBeChecked();
    await expect(form.getByText('People pay before they start.')).toBeVisible();

    // A paid profiler without a price is refused on the spot.
    await form.getByRole('button', { name: 'Create profiler' }).click();
    await expect(form.getByText('Enter a price for a paid profiler')).toBeVisible();

    await form.getByLabel('Price', { exact: true }).fill('499');
    await expect(form.getByLabel('Currency')).toHaveValue('INR');
    await snap(page, 'authoring-01-create-form');
    await form.getByRole('button', { name: 'Create profiler' }).click();
    await expectToast(page, 'Profiler created successfully!');
    await expect(form).toBeHidden();

    const card = profilerCard(page, title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('₹499', { exact: true })).toBeVisible();
    await expect(card.getByText('0 coupons available')).toBeVisible();
    await expect(card.getByText('0 categories')).toBeVisible();
    await expect(card.getByText('0 questions')).toBeVisible();
    await expect(card.getByText('ON SALE')).toHaveCount(0);
    await snap(page, 'authoring-02-created-card');

    const manage = card.getByRole('link', { name: 'Manage' });
    const href = (await manage.getAttribute('href')) ?? '';
    profilerId = /\/admin\/questions\/([0-9a-f-]{36})$/.exec(href)?.[1] ?? '';
    expect(profilerId, `Manage link ${href}`).not.toBe('');
    await manage.click();
    await expect(page).toHaveURL(new RegExp(`/admin/questions/${profilerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('question-total')).toHaveText('0 questions');
  });

  await test.step('add two categories', async () => {
    for (const [index, categoryTitle] of [categoryA, categoryB].entries()) {
      await page.getByRole('button', { name: 'Add Category' }).click();
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Create category' }) });
      await form.getByLabel('Title', { exact: true }).fill(categoryTitle);
      await form.getByLabel('Description').fill(`Questions about ${categoryTitle}.`);
      await form.getByRole('button', { name: 'Create category' }).click();
      await expectToast(page, 'Category created successfully!');
      await expect(form).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 2, name: index === 0 ? '1 category' : '2 categories' }),
      ).toBeVisible();
    }
    await expect(categoriesSection(page).getByRole('heading', { level: 3 })).toHaveText([
      categoryA,
      categoryB,
    ]);
    await expect(page.getByText('Drag the handle (or focus it and press Space')).toBeVisible();
    await snap(page, 'authoring-03-categories');
  });

  await test.step('create one question of each type in the first category', async () => {
    await categoryRow(page, categoryA).getByRole('link', { name: 'Edit Questions' }).click();
    await expect(page).toHaveURL(/\?categoryId=[0-9a-f-]{36}$/);
    await expect(page.getByText(`Managing: ${categoryA}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 questions' })).toBeVisible();
    await expect(page.getByText('No questions in this category yet')).toBeVisible();
    // Nothing to reorder yet.
    await expect(page.getByRole('button', { name: 'Unlock order' })).toBeDisabled();

    const questionForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Create question' }) });

    const addQuestion = async (text: string, typeLabel: string, count: number) => {
      await page.getByRole('button', { name: 'Add Question' }).click();
      await questionForm.getByLabel('Question text').fill(text);
      const type = questionForm.getByLabel('Type', { exact: true });
      if (typeLabel === 'Multiple choice') {
        // A new question starts as multiple choice with four empty options.
        await expect(type).toHaveValue('MULTIPLE_CHOICE');
        for (const [i, label] of choiceOptions.entries()) {
          // The label's visible "1." is aria-hidden: the accessible name is "Option 1".
          await questionForm.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }).fill(label);
        }
      } else {
        await type.selectOption({ label: typeLabel });
        await expect(questionForm.getByRole('group', { name: 'Options' })).toHaveCount(0);
      }
      if (count === 1) await snap(page, 'authoring-04-question-form');
      await questionForm.getByRole('button', { name: 'Create question' }).click();
      await expectToast(page, 'Question created successfully!');
      await expect(questionForm).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 2, name: `${count} question${count === 1 ? '' : 's'}` }),
      ).toBeVisible();
    };

    await addQuestion(questionTexts.choice, 'Multiple choice', 1);
    await addQuestion(questionTexts.rating, 'Rating (1–5)', 2);
    await addQuestion(questionTexts.yesNo, 'Yes / No', 3);
    await addQuestion(questionTexts.text, 'Text', 4);

    const list = questionsSection(page);
    await expect(list.getByText(anyQuestion)).toHaveText([
      questionTexts.choice,
      questionTexts.rating,
      questionTexts.yesNo,
      questionTexts.text,
    ]);
    for (const badge of ['Multiple choice', 'Rating (1–5)', 'Yes / No', 'Text']) {
      await expect(list.getByText(badge, { exact: true })).toHaveCount(1);
    }
    for (const [i, label] of choiceOptions.entries()) {
      const option = list
        .getByRole('listitem')
        .filter({ hasText: label, hasNot: page.getByRole('listitem') });
      await expect(option).toHaveText(`${String.fromCharCode(97 + i)}.${label}`);
    }
    await expect(page.getByTestId('question-total')).toHaveText('4 questions');
    await snap(page, 'authoring-05-questions');
  });

  await test.step('unlock question order and move the first question down', async () => {
    const unlock = page.getByRole('button', { name: 'Unlock order' });
    await expect(unlock).toHaveAttribute('aria-pressed', 'false');
    // Locked by default: no drag handles.
    await expect(page.getByRole('button', { name: /^Reorder question/ })).toHaveCount(0);
    await unlock.click();
    await expect(page.getByRole('button', { name: 'Lock order' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Reordering is unlocked: drag a question by its handle')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reorder question/ })).toHaveCount(4);

    await keyboardMoveDown(page, page.getByRole('button', { name: 'Reorder question 1' }), {
      from: 1,
      count: 4,
    });
    await expectToast(page, 'Question order updated successfully!');
    const expected = [questionTexts.rating, questionTexts.choice, questionTexts.yesNo, questionTexts.text];
    await expect(questionsSection(page).getByText(anyQuestion)).toHaveText(expected);
    await snap(page, 'authoring-06-questions-reordered');

    await page.reload();
    await expect(questionsSection(page).getByText(anyQuestion)).toHaveText(expected);
    // The lock comes back after a reload.
    await expect(page.getByRole('button', { name: 'Unlock order' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reorder question/ })).toHaveCount(0);
  });

  await test.step('reorder the categories with the keyboard', async () => {
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/questions/${profilerId}$`));
    await expect(categoryRow(page, categoryA).getByText('4 questions · 0 results configured')).toBeVisible();

    await keyboardMoveDown(page, page.getByRole('button', { name: `Reorder ${categoryA}` }), {
      from: 1,
      count: 2,
    });
    await expectToast(page, 'Category order updated successfully!');
    const headings = categoriesSection(page).getByRole('heading', { level: 3 });
    await expect(headings).toHaveText([categoryB, categoryA]);

    await page.reload();
    await expect(headings).toHaveText([categoryB, categoryA]);
    await expect(categoryRow(page, categoryB).getByText('1.', { exact: true })).toBeVisible();
    await expect(categoryRow(page, categoryA).getByText('2.', { exact: true })).toBeVisible();
    await snap(page, 'authoring-07-categories-reordered');
  });

  await test.step('configure a result for option a of a category', async () => {
    await categoryRow(page, categoryA).getByRole('button', { name: 'Configure Result' }).click();
    const dialog = page.getByRole('dialog', { name: `Results of “${categoryA}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('No results configured yet.')).toBeVisible();

    // Both the option and the label are required.
    await dialog.getByRole('button', { name: 'Add result' }).click();
    await expect(dialog.getByLabel('Answer option')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Answer option').selectOption({ label: 'Option A' });
    await dialog.getByLabel('Result label').fill('Structured planner');
    await dialog.getByLabel('Description').fill('Prefers a clear plan and a steady place to work.');
    await dialog.getByRole('button', { name: 'Add result' }).click();
    await expectToast(page, 'Result configuration created successfully!', { close: false });

    await expect(dialog.getByText('No results configured yet.')).toHaveCount(0);
    await expect(dialog.getByText('Structured planner')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete the result of option A' })).toBeVisible();
    // One result per option: a is taken now, and the form cleared.
    await expect(dialog.getByRole('option', { name: 'Option A' })).toBeDisabled();
    await expect(dialog.getByLabel('Result label')).toHaveValue('');
    await snap(page, 'authoring-08-result-config');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(categoryRow(page, categoryA).getByText('4 questions · 1 result configured')).toBeVisible();
  });

  await test.step('create an AI prompt, which becomes the active one', async () => {
    await page.getByRole('button', { name: 'AI Prompts' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI prompts' });
    await expect(dialog).toBeVisible();
    const notice = dialog.getByTestId('prompt-notice');
    await expect(notice).toContainText('No AI prompts configured');
    await expect(dialog.getByRole('heading', { name: '0 versions' })).toBeVisible();

    await dialog.getByRole('button', { name: 'New prompt' }).click();
    await expect(dialog.getByText('Saving it makes it the active version.')).toBeVisible();
    const promptText = dialog.getByLabel('Prompt text', { exact: true });
    await promptText.fill(`Write a short career report for ${stamp}, addressed to `);
    await dialog.getByRole('button', { name: 'Insert name' }).click();
    await expect(promptText).toHaveValue(`Write a short career report for ${stamp}, addressed to {{name}}`);
    await snap(page, 'authoring-09-prompt-form');
    await dialog.getByRole('button', { name: 'Create prompt' }).click();
    await expectToast(page, 'AI prompt created successfully!', { close: false });

    await expect(notice).toContainText('Active prompt: version 1');
    await expect(notice).toContainText('AI reports for this profiler are written with this version.');
    await expect(dialog.getByRole('heading', { name: '1 version' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Version 1 active' })).toBeChecked();
    await expect(dialog.getByTestId('prompt-text-preview')).toHaveText(
      `Write a short career report for ${stamp}, addressed to {{name}}`,
    );
    await expect(dialog.getByTestId('system-prompt-preview')).toHaveText('Default system prompt');
    await snap(page, 'authoring-10-prompt-active');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  let couponId = '';
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  await test.step('attach a coupon with Edit price: the profiler goes ON SALE', async () => {
    const created = await request.post('/api/coupons/admin', {
      headers,
      data: {
        name: `E2E authoring sale ${stamp}`,
        code: couponCode,
        type: 'PERCENTAGE',
        value: 20,
        isActive: true,
        applicableAssessments: [profilerId],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    couponId = ((await created.json()) as { data: { id: string } }).data.id;

    await page.goto('/admin/assessments');
    const card = profilerCard(page, title);
    await expect(card.getByText('4 questions')).toBeVisible();
    await expect(card.getByText('2 categories')).toBeVisible();
    await expect(card.getByText('1 coupon available')).toBeVisible();
    const onSaleBefore = Number(await page.getByTestId('count-onSale').textContent());

    await chooseCardAction(page, title, 'Edit price');
    const dialog = page.getByRole('dialog', { name: 'Edit price' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByLabel('Price', { exact: true })).toHaveValue('499');
    await expect(
      dialog.getByText('1 coupon can be used for this profiler. Attaching one puts it ON SALE.'),
    ).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: 'Sale coupon' });
    await expect(picker).toHaveValue('No coupon');
    await picker.click();
    await dialog.getByRole('option', { name: new RegExp(`^${couponCode}`) }).click();
    await expect(picker).toHaveValue(`${couponCode} · 20% off`);
    await snap(page, 'authoring-11-price-dialog');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expectToast(page, 'Price updated successfully!');
    await expect(dialog).toBeHidden();

    await expect(card.getByText('ON SALE', { exact: true })).toBeVisible();
    await expect(card.getByText('₹499', { exact: true })).toBeVisible();
    await expect(page.getByTestId('count-onSale')).toHaveText(String(onSaleBefore + 1));
    await snap(page, 'authoring-12-on-sale');
  });

  await test.step('duplicate the profiler: the copy starts inactive', async () => {
    const card = profilerCard(page, title);
    await chooseCardAction(page, title, 'Duplicate');
    const dialog = page.getByRole('dialog', { name: 'Duplicate profiler' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New title')).toHaveValue(copyTitle);
    await expect(dialog.getByLabel('Description')).toHaveValue(description);
    await expect(
      dialog.getByText('The copy starts inactive, so nobody sees it before you check it.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expectToast(
      page,
      'Profiler duplicated successfully! The copy is set to inactive by default for safety.',
    );
    await expect(dialog).toBeHidden();

    const copy = profilerCard(page, copyTitle);
    await expect(copy).toBeVisible();
    await expect(copy.getByText('Inactive', { exact: true })).toBeVisible();
    await copy.getByRole('button', { name: `More actions for ${copyTitle}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Enable', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // Its categories and questions came along.
    await expect(copy.getByText('2 categories')).toBeVisible();
    await expect(copy.getByText('4 questions')).toBeVisible();
    // The original is untouched.
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await snap(page, 'authoring-13-duplicated');
  });

  await test.step('search and filter the list', async () => {
    const counter = page.getByTestId('profiler-counter');
    const total = Number(await page.getByTestId('count-profilers').textContent());
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(counter).toHaveText(`Showing ${total} of ${total} profilers`);
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    await expect(clear).toBeDisabled();
    const ours = page.getByRole('region', { name: new RegExp(`^${escapeRegExp(title)}`) });

    await page.getByLabel('Search', { exact: true }).fill(title);
    await expect(counter).toHaveText(`Showing 2 of ${total} profilers`);
    await expect(page.getByTestId('count-profilers')).toHaveText(`2/${total}`);
    await expect(ours).toHaveCount(2);
    await expect(page.locator('[data-testid^="profiler-"][aria-labelledby]')).toHaveCount(2);
    await snap(page, 'authoring-14-search');

    await page.getByLabel('Price', { exact: true }).selectOption({ label: 'Free' });
    await expect(counter).toHaveText(`Showing 0 of ${total} profilers`);
    await expect(page.getByText('No profilers match your filters')).toBeVisible();
    await expect(ours).toHaveCount(0);
    await snap(page, 'authoring-15-filter-free');

    // The empty state offers Clear as well; the filter bar's comes first.
    await expect(clear).toHaveCount(2);
    await clear.first().click();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('all');
    await expect(counter).toHaveText(`Showing ${total} of ${total} profilers`);
    await expect(page.getByTestId('count-profilers')).toHaveText(String(total));
    await expect(ours).toHaveCount(2);
    await expect(clear).toBeDisabled();
  });

  await test.step('delete the copy, then the original', async () => {
    const total = Number(await page.getByTestId('count-profilers').textContent());
    for (const [index, doomed] of [copyTitle, title].entries()) {
      const card = profilerCard(page, doomed);
      await chooseCardAction(page, doomed, 'Delete');
      const confirm = page.getByRole('alertdialog', { name: 'Delete this profiler?' });
      await expect(confirm).toContainText(
        `“${doomed}” will be deleted with its categories, questions and every attempt.`,
      );
      if (index === 0) await snap(page, 'authoring-16-delete-confirm');
      await confirm.getByRole('button', { name: 'Delete profiler' }).click();
      await expectToast(page, 'Profiler deleted successfully!');
      await expect(confirm).toBeHidden();
      await expect(card).toHaveCount(0);
      await expect(page.getByTestId('count-profilers')).toHaveText(String(total - index - 1));
    }
    await page.reload();
    await expect(page.getByTestId('count-profilers')).toHaveText(String(total - 2));
    await expect(page.getByRole('region', { name: new RegExp(`^${escapeRegExp(title)}`) })).toHaveCount(0);
    await snap(page, 'authoring-17-deleted');
  });

  // Tidy up the coupon made for this run.
  const removed = await request.delete(`/api/coupons/admin/${couponId}`, { headers });
  expect(removed.status(), await removed.text()).toBe(200);
});
