import { expect } from '@playwright/test';
import { seriousViolations } from './axe';
import { adminSession, createVerifiedUser, snap, test, uniqueEmail } from './fixtures';

/**
 * People journey D (issue 14): a notification e-mail carries a per-type unsubscribe link that works
 * without signing in. A person opens it signed out, is asked before anything changes, confirms, and
 * their preferences then show e-mail off for that type only. A link edited by hand is refused.
 * Touches no settings.
 */

type OutboxMessage = { to: string; subject: string; text: string };

test('a person turns off one type of e-mail from the link in that e-mail, without signing in', async ({
  page,
  request,
}) => {
  const name = 'Kenji Watanabe';
  const email = uniqueEmail('kenji');
  const password = 'Unsubscribe-Passw0rd!';
  const { user } = await createVerifiedUser(request, { name, email, password });
  const admin = await adminSession(request);
  const headers = { Authorization: `Bearer ${admin.token}` };

  // "Report ready" e-mails are on by default: one is sent through the admin's test notification.
  const sent = await request.post('/api/notifications/admin/test', {
    headers,
    data: {
      recipientId: user.id,
      type: 'report_available',
      title: 'Your report is ready',
      message: 'Open Pathwise to read it.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/mail/outbox', {
          params: { to: email, limit: 10 },
          headers,
        });
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const match = messages
          .map((message) => /https?:\/\/\S+?(\/unsubscribe\?token=[^\s"'<>)]+)/.exec(message.text))
          .find(Boolean);
        link = match?.[1] ?? '';
        return link !== '';
      },
      { message: 'an e-mail with an unsubscribe link', timeout: 20_000 },
    )
    .toBe(true);

  await test.step('a link edited by hand is refused', async () => {
    const forged = link.replace('report_available', 'welcome');
    await page.goto(forged);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid.' }),
    ).toBeVisible();
  });

  await test.step('the link asks first, then turns off "Report ready" e-mails', async () => {
    await page.goto(link);
    const question = page.getByRole('heading', { level: 1, name: /^Stop emails about “Report ready” to / });
    await expect(question).toBeVisible();
    // The address is masked: never the whole of it on a page anyone with the link can open.
    await expect(question).not.toContainText(email);
    await snap(page, 'people-d-01-question');
    expect(await seriousViolations(page), 'axe on /unsubscribe').toEqual([]);
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByText("You'll be asked to sign in first.")).toBeVisible();
    await snap(page, 'people-d-02-done');
    expect(await seriousViolations(page), 'axe on /unsubscribe (done)').toEqual([]);

    // Opening it again says they are off already.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'These emails are already off' })).toBeVisible();
  });

  await test.step('the preferences show e-mail off for that type only', async () => {
    await page.getByRole('link', { name: 'Notification preferences' }).click();
    // Signed out, the link goes through sign-in, which brings the person back to the preferences.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('switch', { name: 'Email notifications for Report ready' }),
    ).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'In-app notifications for Report ready' })).toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Email notifications for Payment successful' }),
    ).toBeChecked();
  });
});
