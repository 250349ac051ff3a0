import { expect } from '@playwright/test';
import { latestCode, signInViaUi, signOutViaUi, snap, test, uniqueEmail } from './fixtures';

test('a new user registers, verifies the e-mailed code, signs out and signs back in', async ({
  page,
  request,
}) => {
  const name = 'Riya Sharma';
  const email = uniqueEmail('riya');
  const password = 'Journey-Passw0rd!';

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Switch to the "Create account" tab and fill in the registration form.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const register = page.getByRole('tabpanel', { name: 'Create account' });
  await register.getByLabel('Full name').fill(name);
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await snap(page, 'account-01-register');
  await register.getByRole('button', { name: 'Create account' }).click();

  // The verify step shows; the code comes from the outbox.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const code = await latestCode(request, email);
  await page.getByLabel('Verification code').fill(code);
  await snap(page, 'account-02-verify');
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  // Signed in: the dashboard greets the user by (first) name, and the header shows the account.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riya');
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await snap(page, 'account-03-dashboard');

  await signOutViaUi(page, name);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Sign in again with the password.
  await signInViaUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riya');
});
