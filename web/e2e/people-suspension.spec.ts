import { ACCOUNT_SUSPENDED_MESSAGE, SESSION_INVALIDATED_MESSAGE } from '@pathwise/contract';
import { expect, type Page } from '@playwright/test';
import { adminToken, createVerifiedUser, signInViaUi, snap, test, uniqueEmail } from './fixtures';
import { expectToast, openAction, openOwnBrowser, openPersonInConsole, signInAsAdmin } from './people';

/**
 * People journey B (issue 14): an admin suspends a signed-in person from their drawer on
 * /admin/users. The person's very next action ends their session (the "invalidated" toast and the
 * sign-in page); signing in again tells them the account is suspended. The admin reinstates the
 * account and the person signs in again. Touches no settings; the person is reinstated even when
 * the journey fails half-way.
 */

const REASON = 'Chargeback under review';

async function signInRefused(page: Page, email: string, password: string): Promise<void> {
  await signInViaUi(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_SUSPENDED_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

test('an admin suspends a person, who is signed out at once and cannot sign in, then reinstates them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const name = 'Tomas Lindqvist';
  const email = uniqueEmail('tomas');
  const password = 'Suspend-Passw0rd!';
  const { user } = await createVerifiedUser(request, { name, email, password });

  const personContext = await openOwnBrowser(browser, baseURL);
  try {
    const person = await personContext.newPage();
    await signInViaUi(person, email, password);
    await expect(person).toHaveURL(/\/dashboard$/);

    await signInAsAdmin(page);
    const drawer = await openPersonInConsole(page, { name, email });

    await test.step('the admin suspends the person with a reason', async () => {
      const dialog = await openAction(page, drawer, 'Suspend', `Suspend ${name}?`);
      // The reason is required.
      await dialog.getByRole('button', { name: 'Suspend account' }).click();
      await expect(dialog.getByText('Say why the account is suspended.')).toBeVisible();
      await dialog.getByLabel('Reason').fill(REASON);
      await snap(page, 'people-b-01-suspend-dialog');
      await dialog.getByRole('button', { name: 'Suspend account' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, /.+/, 'success');
      await expect(drawer.getByTestId('admin-user-suspended-reason')).toHaveText(REASON);
      await expect(drawer.getByRole('button', { name: 'Reinstate', exact: true })).toBeVisible();
      await snap(page, 'people-b-02-suspended');
    });

    await test.step("the person's next action ends the session; signing in says the account is suspended", async () => {
      await person.getByRole('button', { name: `Account menu for ${name}` }).click();
      await person.getByRole('menuitem', { name: 'Account settings' }).click();
      await expect(person).toHaveURL(/\/login/);
      await expectToast(person, SESSION_INVALIDATED_MESSAGE, 'error');
      await snap(person, 'people-b-03-session-ended');
      await signInRefused(person, email, password);
      // No other message competes with it (a refused sign-in is not an "admin required" failure).
      await expect(person.locator('[data-sonner-toast]').filter({ hasText: 'Admin privileges' })).toHaveCount(
        0,
      );
      await snap(person, 'people-b-04-sign-in-suspended');
    });

    await test.step('the admin reinstates the person, who can sign in again', async () => {
      const dialog = await openAction(page, drawer, 'Reinstate', `Reinstate ${name}?`);
      await dialog.getByRole('button', { name: 'Reinstate account' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, /.+/, 'success');
      await expect(drawer.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
      await snap(page, 'people-b-05-reinstated');

      await signInViaUi(person, email, password);
      await expect(person).not.toHaveURL(/\/login/);
      await expect(person.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    });
  } finally {
    await personContext.close();
    // Leave nobody suspended behind, whatever happened above (answers 409/400 when not suspended).
    await request.post(`/api/admin/users/${user.id}/reinstate`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
  }
});
