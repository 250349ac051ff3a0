import { expect } from '@playwright/test';
import { createVerifiedUser, signInViaUi, snap, test, uniqueEmail } from './fixtures';

test('anonymous visitors to /admin are sent to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an ordinary signed-in user visiting /admin is sent to /dashboard', async ({ page, request }) => {
  const name = 'Kabir Rao';
  const email = uniqueEmail('kabir');
  const password = 'Guarded-Passw0rd!';
  await createVerifiedUser(request, { name, email, password });

  await signInViaUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expect(page.getByText('Admin console')).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/dashboard$/);
  await snap(page, 'guards-01-user-redirected');
});
