import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD, signInViaUi, snap, test } from './fixtures';

/**
 * Console polish (issue 13 §8), checked in a real browser at desktop and phone widths: profiler
 * cards fit a 390 px screen with Manage and Results visible and the rest in a keyboard-operable
 * "More" menu; toasts open below the header, never over the bell and the avatar; no screen is
 * marked "Soon" now that Analytics is built (issue 17); "Change password" waits for its fields.
 */

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function signIn(page: Page) {
  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

for (const size of WIDTHS) {
  test(`profiler cards, the More menu and toasts on ${size.name} (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page);
    await page.goto('/admin/assessments');
    const cards = page.locator('[data-testid^="profiler-"][aria-labelledby]');
    await expect(cards.first()).toBeVisible();

    // No card (and nothing on the page) is wider than the screen.
    const widths = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().width),
    );
    for (const width of widths) expect(width).toBeLessThanOrEqual(size.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    const card = cards.first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expect(card.getByRole('link', { name: 'Manage', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Results', exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    // The menu from the keyboard alone: Enter opens it on the first item, Escape closes it.
    const more = card.getByRole('button', { name: `More actions for ${title}`, exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Edit price',
      'Targeting',
      'AI auto-target',
      /^(Disable|Enable)$/,
      'Duplicate',
      'Screening',
      'Delete',
    ]);
    const menuBox = await box(menu);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(size.width);
    await snap(page, `polish-card-menu-${size.width}`);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();

    // A toast (switching the profiler off, then on again) opens below the header.
    const status = card.getByText(/^(Active|Inactive)$/);
    const wasActive = (await status.textContent()) === 'Active';
    await more.click();
    await page.getByRole('menuitem', { name: wasActive ? 'Disable' : 'Enable', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'success');
    // Wait for the toast's entry animation to finish before measuring it.
    await expect.poll(async () => (await box(toast)).y).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const toastBox = await box(toast);
    const header = await box(page.getByRole('banner'));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    const bell = await box(page.getByRole('banner').getByRole('button', { name: /^Notifications/ }));
    const avatar = await box(page.getByRole('button', { name: `Account menu for ${ADMIN_NAME}` }));
    expect(overlaps(toastBox, bell)).toBe(false);
    expect(overlaps(toastBox, avatar)).toBe(false);
    await snap(page, `polish-toast-${size.width}`);

    await more.click();
    await page.getByRole('menuitem', { name: wasActive ? 'Enable' : 'Disable', exact: true }).click();
    await expect(status).toHaveText(wasActive ? 'Active' : 'Inactive');
  });
}

test('no screen is marked Soon in the Admin tools menu; Change password waits for its fields', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Admin tools' }).click();
  const menu = page.getByRole('menu');
  // Built screens carry no mark (the blog since issue 16, analytics since issue 17).
  for (const name of ['Ratings', 'Referrals', 'Blog', 'Analytics']) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    await expect(item).not.toContainText('Soon');
    await expect(item).toHaveAccessibleDescription('');
  }
  await expect(menu.getByText('Soon', { exact: true })).toHaveCount(0);
  await snap(page, 'polish-admin-tools');
  await page.keyboard.press('Escape');

  await page.goto('/admin/profile');
  const change = page.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();
  await expect(change).toHaveAccessibleDescription('Fill in all three fields to change your password.');
  await page.getByLabel('Current password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('A new admin passphrase 2026');
  await expect(change).toBeDisabled();
  await page.getByLabel('Confirm new password', { exact: true }).fill('A new admin passphrase 2026');
  await expect(change).toBeEnabled();
});
