import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { createVerifiedUser, signInViaUi, snap, test, uniqueEmail } from './fixtures';
import { openBell, readZip } from './people';

/**
 * People journey C (issue 14): a person asks for their data on /account, waits while it is
 * prepared, downloads the ZIP and finds pathwise-data.json in it, holding their own account; the
 * "ready" notification in the bell leads back to the card. Texts from
 * web/src/locales/en-US.data-export.json. Touches no settings.
 */

test('a person asks for their data, waits until it is ready and downloads the ZIP', async ({
  page,
  request,
}) => {
  const name = 'Ines Moreau';
  const email = uniqueEmail('ines');
  const password = 'Export-Passw0rd!';
  const { user } = await createVerifiedUser(request, { name, email, password });

  await signInViaUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');
  const card = page.locator('#data-export');
  await expect(card.getByRole('heading', { name: 'Download your data' })).toBeVisible();

  await test.step('asking for the data shows it being prepared, then ready', async () => {
    await card.getByRole('button', { name: 'Download my data' }).click();
    // The job may finish before the first poll: "preparing" is not waited for, "ready" is.
    await expect(card.getByText('Your data is ready')).toBeVisible({ timeout: 45_000 });
    await expect(card.getByText(/^Available until /)).toBeVisible();
    await snap(page, 'people-c-01-ready');
  });

  await test.step('the ZIP downloads and holds pathwise-data.json with this person only', async () => {
    const button = card.getByRole('button', { name: /^Download \(ZIP, / });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile(await download.path());
    // A ZIP starts with a local file header: "PK\x03\x04".
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const files = readZip(bytes);
    expect([...files.keys()]).toContain('pathwise-data.json');
    const json = files.get('pathwise-data.json')!.toString('utf8');
    const data = JSON.parse(json) as unknown;
    expect(typeof data).toBe('object');
    expect(json).toContain(user.id);
    expect(json).toContain(email);
  });

  await test.step('the bell tells the person it is ready and links back to the card', async () => {
    await page.goto('/dashboard');
    const panel = await openBell(page);
    const item = panel.getByTestId('notification-item').filter({ has: page.getByRole('link') });
    const link = item.getByRole('link').filter({ hasText: /data/i }).first();
    await expect(link).toHaveAttribute('href', '/account#data-export');
    await snap(page, 'people-c-02-bell');
    await link.click();
    await expect(page).toHaveURL(/\/account#data-export$/);
    await expect(page.locator('#data-export').getByText('Your data is ready')).toBeVisible();
  });
});
