import { expect } from '@playwright/test';
import { createVerifiedUser, signInViaUi, snap, test, uniqueEmail } from './fixtures';
import {
  bell,
  expectToast,
  openAction,
  openBell,
  openOwnBrowser,
  openPersonInConsole,
  signInAsAdmin,
} from './people';

/**
 * People journey A (issue 14): an admin finds a person (a student who left their profile half done)
 * on /admin/users by searching their e-mail, opens their drawer and sends a "complete the profile"
 * reminder with a message of several lines; the person, signed in in their own browser, sees it in
 * the bell with its lines and follows it to the profile screening. Touches no settings.
 */

const REMINDER_TITLE = 'Reminder: complete your profile'; // REMINDER_TITLES in contract/src/admin-students.ts
const MESSAGE = ['Hi Noor,', 'your profile still misses a few answers.', 'It takes two minutes.'].join('\n');

test('an admin finds a person, opens their detail and sends a reminder; the person sees it in the bell', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const name = 'Noor Haddad';
  const email = uniqueEmail('noor');
  const password = 'Reminder-Passw0rd!';
  const { token } = await createVerifiedUser(request, { name, email, password });
  // Reminders go to students (people who started their profile or a profiler): Noor answered one
  // screening question and left the rest, which is what a "complete the profile" reminder is for.
  const started = await request.put('/api/student/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { age: 24 },
  });
  expect(started.status(), await started.text()).toBe(200);

  const personContext = await openOwnBrowser(browser, baseURL);
  try {
    const person = await personContext.newPage();
    await signInViaUi(person, email, password);
    await expect(person).toHaveURL(/\/dashboard$/);
    await expect(bell(person)).toBeVisible();

    await test.step('the admin finds the person and opens their detail', async () => {
      await signInAsAdmin(page);
      const drawer = await openPersonInConsole(page, { name, email });
      await expect(drawer.getByText(email).first()).toBeVisible();
      await snap(page, 'people-a-01-detail');

      const dialog = await openAction(page, drawer, 'Send reminder', `Send ${name} a reminder?`);
      await dialog.getByLabel('Reminder').selectOption({ label: 'Complete the profile' });
      await expect(dialog.getByText(`Sent with the title “${REMINDER_TITLE}”.`)).toBeVisible();
      // An empty message is refused before anything is sent.
      await dialog.getByRole('button', { name: 'Send reminder' }).click();
      await expect(dialog.getByText('Write the reminder.')).toBeVisible();
      await dialog.getByLabel('Message').fill(MESSAGE);
      await snap(page, 'people-a-02-reminder-dialog');
      await dialog.getByRole('button', { name: 'Send reminder' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, /.+/, 'success');
      // The drawer's "notifications sent" lists it.
      await expect(drawer.getByTestId('admin-user-notifications')).toContainText(REMINDER_TITLE);
      await snap(page, 'people-a-03-reminder-sent');
    });

    await test.step('the person sees the reminder in the bell and follows it', async () => {
      // The bell polls its count; a reload asks at once.
      await person.reload();
      await expect(bell(person)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      const panel = await openBell(person);
      const item = panel.getByTestId('notification-item').filter({ hasText: REMINDER_TITLE });
      await expect(item).toHaveCount(1);
      // The message keeps its lines.
      const text = item.locator('p').filter({ hasText: 'Hi Noor,' });
      await expect(text).toHaveText(MESSAGE, { useInnerText: true });
      await snap(person, 'people-a-04-bell');
      const link = item.getByRole('link', { name: REMINDER_TITLE });
      await expect(link).toHaveAttribute('href', '/profile-screening');
      await link.click();
      await expect(person).toHaveURL(/\/profile-screening$/);
    });
  } finally {
    await personContext.close();
  }
});
