import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_NAME,
  ADMIN_PASSWORD,
  adminSession,
  signInViaUi,
  signOutViaUi,
  snap,
  test,
} from './fixtures';

const SEEDED = 25;
const PAGE_SIZE = 20; // NOTIFICATIONS_PAGE_SIZE in web/src/features/notifications/api/get-notifications.ts

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function badge(page: Page): Locator {
  return page.getByTestId('notification-badge');
}

/**
 * Empties the admin's inbox (other journeys, e.g. a sign-up, notify the admin too), then seeds
 * `count` notifications "E2E notice 01" … "E2E notice NN" (newest last) through the admin API.
 */
async function resetAndSeedInbox(request: APIRequestContext, count: number): Promise<void> {
  const { token, user } = await adminSession(request);
  const headers = { Authorization: `Bearer ${token}` };
  for (;;) {
    const list = await request.get('/api/notifications', { headers, params: { page: 1, limit: 100 } });
    expect(list.status(), await list.text()).toBe(200);
    const { notifications } = (await list.json()) as { notifications: Array<{ id: string }> };
    if (notifications.length === 0) break;
    for (const { id } of notifications) {
      const removed = await request.delete(`/api/notifications/${id}`, { headers });
      expect(removed.status(), await removed.text()).toBe(200);
    }
  }
  for (let i = 1; i <= count; i++) {
    const response = await request.post('/api/notifications/admin/test', {
      headers,
      data: {
        recipientId: user.id,
        type: 'test_completed',
        title: `E2E notice ${String(i).padStart(2, '0')}`,
        message: `Seeded notification number ${i}.`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the admin works through notifications, settings, i18n and the profile menu', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);

  await resetAndSeedInbox(request, SEEDED);

  // Sign in through the UI: the admin lands on the console.
  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Admin console').first()).toBeVisible();

  // The bell shows the unread count.
  await expect(badge(page)).toHaveText(String(SEEDED));
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${SEEDED} unread`);
  await snap(page, 'admin-01-console');

  // Open the dropdown: the first page of notifications.
  const panel = await openBell(page);
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(PAGE_SIZE);
  await expect(panel.getByText(`${SEEDED} new`)).toBeVisible();
  await snap(page, 'admin-02-notifications');

  // Mark the newest one read: the badge drops by one and its "mark read" button goes away.
  const newest = 'E2E notice 25';
  await panel.getByRole('button', { name: `Mark “${newest}” as read` }).click();
  await expect(badge(page)).toHaveText(String(SEEDED - 1));
  await expect(panel.getByRole('button', { name: `Mark “${newest}” as read` })).toHaveCount(0);

  // Delete another one: it leaves the list.
  const doomed = 'E2E notice 24';
  await panel.getByRole('button', { name: `Delete “${doomed}”` }).click();
  await expect(panel.getByText(doomed, { exact: true })).toHaveCount(0);
  await expect(badge(page)).toHaveText(String(SEEDED - 2));

  // "Load more" brings in the rest, down to the oldest. (24 remain after the delete, but the
  // offset-paged second page skips the one that shifted up: see the known-bug test below.)
  const loadMore = panel.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeVisible();
  await loadMore.click();
  await expect(panel.getByText('E2E notice 01', { exact: true })).toBeVisible();
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(SEEDED - 2);
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await snap(page, 'admin-03-notifications-all');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Settings.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A non-secret setting: its value is shown.
  const model = 'gpt-4.1-mini-e2e';
  await page.getByRole('button', { name: 'Set value for OPENAI_MODEL' }).click();
  const modelRow = page
    .getByRole('listitem')
    .filter({ has: page.getByText('OPENAI_MODEL', { exact: true }) });
  await modelRow.getByLabel('Value', { exact: true }).fill(model);
  await modelRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('setting-status-OPENAI_MODEL')).toHaveText('Set');
  await expect(modelRow.getByText(model, { exact: true })).toBeVisible();

  // A secret: marked "Set", its value never appears anywhere on the page.
  const secret = 'sk-e2e-never-shown-1234567890';
  await page.getByRole('button', { name: 'Set value for OPENAI_API_KEY' }).click();
  const keyRow = page
    .getByRole('listitem')
    .filter({ has: page.getByText('OPENAI_API_KEY', { exact: true }) });
  const secretInput = keyRow.getByLabel('Value', { exact: true });
  await expect(secretInput).toHaveAttribute('type', 'password');
  await secretInput.fill(secret);
  await keyRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('setting-status-OPENAI_API_KEY')).toHaveText('Set');
  await expect(keyRow.getByRole('button', { name: 'Replace OPENAI_API_KEY' })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  await page.reload();
  await expect(page.getByTestId('setting-status-OPENAI_API_KEY')).toHaveText('Set');
  expect(await page.content()).not.toContain(secret);
  await snap(page, 'admin-04-settings');

  // The OpenAI connectivity test reports (a failure here: there's no network) in its panel.
  const openai = page.getByTestId('connectivity-openai');
  await openai.getByRole('button', { name: 'Run test' }).click();
  const result = page.getByTestId('connectivity-result-openai');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText(/Connection (works|failed)/);
  const message = (await result.locator('p').nth(1).textContent())?.trim() ?? '';
  expect(message.length).toBeGreaterThan(0);
  expect(message).not.toContain(secret);
  await snap(page, 'admin-05-connectivity');

  // Delete the key again (after a confirmation): the journeys share one server, and a stored key
  // would send the next journey's AI reports to OpenAI, which this machine cannot reach.
  await keyRow.getByRole('button', { name: 'Delete OPENAI_API_KEY' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete OPENAI_API_KEY?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('setting-status-OPENAI_API_KEY')).not.toHaveText('Set');
  await expect(keyRow.getByRole('button', { name: 'Set value for OPENAI_API_KEY' })).toBeVisible();

  // Internationalisation on: the language selector appears in the header.
  await expect(page.getByTestId('language-selector')).toHaveCount(0);
  const i18n = page.getByRole('switch', { name: 'Internationalisation (language selector)' });
  await expect(i18n).not.toBeChecked();
  await i18n.click();
  await expect(i18n).toBeChecked();
  await expect(page.getByRole('banner').getByTestId('language-selector')).toBeVisible();
  await snap(page, 'admin-06-i18n-on');

  // The profile menu: name, e-mail and "Administrator".
  await page.getByRole('button', { name: `Account menu for ${ADMIN_NAME}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(ADMIN_NAME, { exact: true })).toBeVisible();
  await expect(menu.getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();
  await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
  await snap(page, 'admin-07-profile-menu');
  await page.keyboard.press('Escape');

  await signOutViaUi(page, ADMIN_NAME);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('"Load more" after deleting a notification still lists every remaining one', async ({
  page,
  request,
}) => {
  await resetAndSeedInbox(request, SEEDED);
  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(badge(page)).toHaveText(String(SEEDED));

  const panel = await openBell(page);
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(PAGE_SIZE);
  await panel.getByRole('button', { name: 'Delete “E2E notice 24”' }).click();
  await expect(panel.getByText('E2E notice 24', { exact: true })).toHaveCount(0);
  // The loaded page is refetched after a delete, so it fills up to a full page again.
  await expect(items).toHaveCount(PAGE_SIZE);
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(panel.getByText('E2E notice 01', { exact: true })).toBeVisible();
  await snap(page, 'admin-load-more-after-delete');

  // Every remaining notification should be listed, including "E2E notice 05".
  await expect(panel.getByText('E2E notice 05', { exact: true })).toBeVisible({ timeout: 3_000 });
  await expect(items).toHaveCount(SEEDED - 1, { timeout: 3_000 });
});
