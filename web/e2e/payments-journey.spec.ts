import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  createVerifiedUser,
  signInViaUi,
  snap,
  test,
  uniqueEmail,
} from './fixtures';
import {
  answerFirstQuestion,
  bearer,
  checkoutCard,
  profilerIdByTitle,
  snapElement,
  snapFromTop,
} from './payments';

/**
 * A new person buys the paid "Work Style & Personality Profiler" (₹299) with a 20% coupon the admin
 * made for it: the intro page's checkout card, the built-in test checkout, Start; then the order and
 * its PDF receipt in /payment-history; the admin refunds ₹100 of it from /admin/payments; the person
 * sees "Partly refunded", the refund and its notification. The coupon is deleted at the end.
 * Texts come from web/src/locales/en-US.{payments,payment-history,payments-admin}.json and the
 * notification texts of server/src/modules/payments.
 */

const PROFILER = 'Work Style & Personality Profiler';
const DESKTOP = { width: 1440, height: 900 };

test.use({ actionTimeout: 20_000 });

async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-type', 'success');
}

test('a new person buys a profiler with a coupon, takes it, downloads the receipt; an admin refunds part of it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const couponCode = `E2EPAY${stamp}`;
  const name = 'Kabir Rao';
  const email = uniqueEmail('kabir');
  const password = 'Payments-Journey-Passw0rd!';
  const refundReason = `Goodwill partial refund ${stamp}`;
  const token = await adminToken(request);
  const profilerId = await profilerIdByTitle(request, token, PROFILER);

  let couponId = '';
  try {
    await test.step('the admin creates a 20% coupon for the profiler through the API', async () => {
      const created = await request.post('/api/coupons/admin', {
        headers: bearer(token),
        data: {
          name: `E2E payments ${stamp}`,
          code: couponCode,
          type: 'PERCENTAGE',
          value: 20,
          isActive: true,
          applicableAssessments: [profilerId],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      couponId = ((await created.json()) as { data: { id: string } }).data.id;
    });

    await test.step('a new person registers (code from the outbox) and signs in', async () => {
      await createVerifiedUser(request, { name, email, password });
      await signInViaUi(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    let orderId = '';
    await test.step('the checkout card: the code is checked, the discount and total shown, Pay', async () => {
      await page.goto(`/assessment/${profilerId}`);
      await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      const card = checkoutCard(page);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('checkout-total')).toHaveText('₹299');
      // No Start before the profiler is the person's.
      await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);

      const coupon = card.getByRole('combobox', { name: 'Coupon code' });
      await coupon.fill(couponCode.toLowerCase());
      await expect(card.getByText(`${couponCode} applied (20% off): you save ₹59.80.`)).toBeVisible();
      const summary = card.getByRole('definition').filter({ hasText: '−₹59.80' });
      await expect(summary).toBeVisible();
      await expect(card.getByText(`Coupon ${couponCode}`, { exact: true })).toBeVisible();
      await expect(card.getByTestId('checkout-total')).toHaveText('₹239.20');
      await coupon.press('Escape');
      await expect(card.getByRole('listbox')).toHaveCount(0);
      await snapFromTop(page, 'payments-01-checkout-card');

      // On a phone the card stacks: the code and its message, then the summary, then Pay.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(card.getByTestId('checkout-total')).toHaveText('₹239.20');
      await expect(card.getByRole('button', { name: 'Pay ₹239.20' })).toBeVisible();
      await snapElement(card, 'payments-02-checkout-card-390');
      await page.setViewportSize(DESKTOP);

      await card.getByRole('button', { name: 'Pay ₹239.20' }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
      orderId = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    });

    await test.step('the test checkout: plainly a test, the coupon priced in; Pay → Payment complete', async () => {
      await expect(page.getByText('Test payment — no money moves')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      await expect(page.getByText(`Coupon ${couponCode}`)).toBeVisible();
      await expect(page.getByText('−₹59.80')).toBeVisible();
      await snap(page, 'payments-03-test-checkout');
      await page.getByRole('button', { name: 'Pay ₹239.20' }).click();
      await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
      await expect(
        page.getByText(`${PROFILER} is yours. This was a test payment: no money moved.`),
      ).toBeVisible();
      await snap(page, 'payments-04-payment-complete');
    });

    await test.step('start the profiler it bought and answer the first statement', async () => {
      await page.getByRole('link', { name: 'Start the profiler' }).click();
      await expect(page).toHaveURL(new RegExp(`/assessment/${profilerId}$`));
      await expect(page.getByText('Owned', { exact: true })).toBeVisible();
      await expect(checkoutCard(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await answerFirstQuestion(page, 'Agree');
      await snap(page, 'payments-05-first-question');
    });

    await test.step('/payment-history shows the order with the coupon; the receipt downloads as a PDF', async () => {
      await page.goto('/payment-history');
      const order = page.getByTestId('payment-history-order').filter({ hasText: PROFILER });
      await expect(order).toHaveCount(1);
      await expect(order.getByText('Paid', { exact: true })).toBeVisible();
      await expect(order.getByTestId('payment-amount')).toHaveText('₹239.20');
      await expect(order.getByText(`Coupon ${couponCode} −₹59.80`)).toBeVisible();
      await expect(order.getByText('₹299', { exact: true })).toBeVisible();
      await expect(order.getByText('Test payment — no money moved', { exact: false })).toBeVisible();
      await expect(order.getByText(`Order ${orderId}`)).toBeVisible();
      await snap(page, 'payments-06-history-paid');

      const button = order.getByRole('button', { name: `Download the receipt for ${PROFILER}` });
      await expect(button).toHaveText('Download receipt');
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const receiptNumber = orderId.replaceAll('-', '').slice(0, 8);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^pathwise-receipt-pw-\\d{8}-${receiptNumber}-work-style[a-z-]*\\.pdf$`),
      );
      const file = await download.path();
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
    });

    await test.step('the admin opens the order in /admin/payments and refunds ₹100 of it', async () => {
      const adminContext = await browser.newContext({
        baseURL,
        viewport: DESKTOP,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      try {
        const admin = await adminContext.newPage();
        await signInViaUi(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
        await expect(admin).toHaveURL(/\/admin/);
        await admin.goto(`/admin/payments?search=${encodeURIComponent(email)}`);
        const open = admin.getByRole('button', { name: `Open the order of ${name} for ${PROFILER}` });
        await expect(open).toHaveCount(1);
        const row = admin.getByTestId(`payment-row-${orderId}`);
        await expect(row.getByText('Paid', { exact: true })).toBeVisible();
        await expect(row.getByText('Test checkout')).toBeVisible();
        await snap(admin, 'payments-07-admin-list');
        await open.click();

        const panel = admin.getByRole('dialog', { name });
        await expect(panel).toBeVisible();
        await expect(panel.getByText(orderId)).toBeVisible();
        await expect(panel.getByText(couponCode).first()).toBeVisible();
        await panel.getByRole('button', { name: 'Refund', exact: true }).click();

        const dialog = admin.getByRole('dialog', { name: 'Refund payment' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(`${name} · ${PROFILER}`)).toBeVisible();
        const amount = dialog.getByLabel('Amount (INR)');
        // The whole remaining amount is offered; the admin refunds part of it.
        await expect(amount).toHaveValue('239.20');
        await amount.fill('100');
        await dialog.getByLabel('Reason').fill(refundReason);
        await snap(admin, 'payments-08-refund-dialog');
        await dialog.getByRole('button', { name: 'Review refund' }).click();
        await expect(
          dialog.getByText(`Refund ₹100 of the ₹239.20 paid by ${name} (${email})?`),
        ).toBeVisible();
        await expect(dialog.getByText(refundReason)).toBeVisible();
        await snap(admin, 'payments-09-refund-confirm');
        await dialog.getByRole('button', { name: 'Refund ₹100' }).click();
        await expectToast(admin, 'Refunded ₹100');
        await expect(dialog).toBeHidden();

        await expect(panel.getByText('Partly refunded').first()).toBeVisible();
        await expect(panel.getByText(refundReason)).toBeVisible();
        await snap(admin, 'payments-10-admin-refunded');
      } finally {
        await adminContext.close();
      }
    });

    await test.step('the person sees "Partly refunded", the refund, and its notification', async () => {
      await page.goto('/payment-history');
      const order = page.getByTestId('payment-history-order').filter({ hasText: PROFILER });
      await expect(order.getByText('Partly refunded', { exact: true })).toBeVisible();
      await expect(order.getByTestId('payment-amount')).toHaveText('₹239.20');
      const refunds = order.getByRole('list', { name: `Refunds of ${PROFILER}` });
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem')).toContainText('₹100');
      await expect(refunds.getByRole('listitem')).toContainText(refundReason);
      await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
      await expect(order.getByText('₹100 of ₹239.20 refunded.')).toBeVisible();
      await snap(page, 'payments-11-history-refunded');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const menu = page.getByRole('dialog', { name: 'Notifications' });
      await expect(menu).toBeVisible();
      await expect(menu.getByText('Refund processed')).toBeVisible();
      await expect(
        menu.getByText(`We refunded ₹100 for "${PROFILER}". You keep access to the profiler.`),
      ).toBeVisible();
      await expect(menu.getByText('Payment successful')).toBeVisible();
      await snap(page, 'payments-12-refund-notification');
    });
  } finally {
    if (couponId) {
      const removed = await request.delete(`/api/coupons/admin/${couponId}`, { headers: bearer(token) });
      expect(removed.status(), `delete coupon ${couponCode}: ${await removed.text()}`).toBe(200);
    }
  }
});
