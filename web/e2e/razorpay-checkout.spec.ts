import { expect, type Route } from '@playwright/test';
import { adminToken, createVerifiedUser, signInViaUi, test, uniqueEmail } from './fixtures';
import {
  answerFirstQuestion,
  bearer,
  checkoutCard,
  profilerAccess,
  profilerIdByTitle,
  razorpayStubInfo,
  snapFromTop,
} from './payments';

/**
 * The Razorpay path: with Razorpay keys stored in the settings, the server opens orders with the
 * Razorpay stub that start-server.mjs runs beside it (RAZORPAY_API_BASE), and the intro page's Pay
 * loads Razorpay's Standard Checkout. checkout.js is answered here by a script that behaves like
 * Razorpay's against the stub: `new Razorpay(options).open()` gets a captured payment on
 * `options.order_id` and calls `options.handler` with the signed triple, which the page then verifies
 * with the server (which fetches the payment from the stub). The browser's CSP allows connect-src
 * 'self' and https://*.razorpay.com only, so the script asks https://api.razorpay.com/__test/pay,
 * which this journey fulfils by calling the stub's POST /__test/pay from Node.
 * The keys are deleted at the end, so the other journeys keep the built-in test checkout.
 */

const PROFILER = 'Career Interest Profiler';
const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';
const TEST_PAY = 'https://api.razorpay.com/__test/pay';
const RAZORPAY_SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const;

test.use({ actionTimeout: 20_000 });

/** Razorpay's Standard Checkout as far as the page uses it: constructor, on('payment.failed'), open(). */
const FAKE_CHECKOUT_JS = `(() => {
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, listener) {
    this.listeners[event] = listener;
  };
  Razorpay.prototype.open = function () {
    const options = this.options;
    const failed = this.listeners['payment.failed'];
    // text/plain keeps it a simple cross-origin request (no preflight).
    fetch(${JSON.stringify(TEST_PAY)}, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ key: options.key, order_id: options.order_id, amount: options.amount, currency: options.currency }),
    })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body })))
      .then(({ ok, body }) => {
        if (ok) return options.handler(body);
        if (failed) failed({ error: body.error });
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      })
      .catch((error) => {
        if (failed) failed({ error: { description: String(error) } });
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      });
  };
  window.Razorpay = Razorpay;
})();`;

test('Razorpay path: Pay opens checkout.js, the payment is verified against the stub, the profiler is owned', async ({
  page,
  request,
}) => {
  const stub = razorpayStubInfo();
  const token = await adminToken(request);
  const profilerId = await profilerIdByTitle(request, token, PROFILER);
  const name = 'Meera Pillai';
  const email = uniqueEmail('meera');
  const password = 'Razorpay-Journey-Passw0rd!';

  const settingsBefore = await request.get('/api/admin/settings', { headers: bearer(token) });
  expect(settingsBefore.status()).toBe(200);
  const stored = ((await settingsBefore.json()) as { settings: { key: string }[] }).settings.map(
    (s) => s.key,
  );
  expect(stored, 'no Razorpay keys stored before this journey (it deletes its own)').not.toContain(
    'RAZORPAY_KEY_ID',
  );
  expect(stored).not.toContain('RAZORPAY_KEY_SECRET');

  const activeProvider = async () => {
    const status = await request.get('/api/payments/admin/provider-status', { headers: bearer(token) });
    expect(status.status(), await status.text()).toBe(200);
    return ((await status.json()) as { active: string }).active;
  };
  expect(await activeProvider()).toBe('test_checkout');

  const checkoutCalls: { key: string; order_id: string; amount: number; currency: string }[] = [];
  const payments: { razorpay_payment_id: string; razorpay_order_id: string }[] = [];

  try {
    await test.step('the admin stores the stub’s Razorpay test keys in the settings', async () => {
      for (const [key, value] of [
        ['RAZORPAY_KEY_ID', stub.keyId],
        ['RAZORPAY_KEY_SECRET', stub.keySecret],
      ] as const) {
        const saved = await request.post('/api/admin/settings', {
          headers: bearer(token),
          data: { key, value, isActive: true },
        });
        expect(saved.status(), `${key}: ${await saved.text()}`).toBe(201);
      }
      expect(await activeProvider()).toBe('razorpay_test');
    });

    await test.step('a new person signs in; checkout.js and the stub’s pay call are answered here', async () => {
      await page.route(CHECKOUT_JS, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CHECKOUT_JS }),
      );
      await page.route(TEST_PAY, async (route: Route) => {
        const cors = { 'access-control-allow-origin': '*' };
        const body = JSON.parse(route.request().postData() ?? '{}') as (typeof checkoutCalls)[number];
        checkoutCalls.push(body);
        // The real checkout authenticates with the key it was given: the stub's own key id.
        const response = await fetch(`${stub.url}/__test/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: body.order_id }),
        });
        const text = await response.text();
        if (response.ok) payments.push(JSON.parse(text) as (typeof payments)[number]);
        await route.fulfill({
          status: response.status,
          contentType: 'application/json',
          headers: cors,
          body: text,
        });
      });
      await createVerifiedUser(request, { name, email, password });
      await signInViaUi(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('Pay → the fake Standard Checkout → verify → the profiler is owned, Start visible', async () => {
      await page.goto(`/assessment/${profilerId}`);
      await expect(page.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      const card = checkoutCard(page);
      await expect(card.getByTestId('checkout-total')).toHaveText('₹499');
      await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
      await snapFromTop(page, 'razorpay-01-checkout-card');
      await card.getByRole('button', { name: 'Pay ₹499' }).click();

      await expect(page.getByText(`${PROFILER} is yours`)).toBeVisible();
      await expect(
        page.getByText("Payment complete. Start whenever you're ready: your answers are saved as you go."),
      ).toBeVisible();
      await expect(page.getByText('Owned', { exact: true })).toBeVisible();
      await expect(checkoutCard(page)).toHaveCount(0);
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await expect(start).toBeVisible();
      // Razorpay, not the test checkout: the page never left the intro.
      await expect(page).toHaveURL(new RegExp(`/assessment/${profilerId}$`));
      await snapFromTop(page, 'razorpay-02-owned');

      // The checkout was opened once, with the stub's key and the order priced by the server.
      expect(checkoutCalls).toHaveLength(1);
      expect(checkoutCalls[0]).toMatchObject({ key: stub.keyId, amount: 49_900, currency: 'INR' });
      expect(checkoutCalls[0]?.order_id).toMatch(/^order_/);
      expect(payments).toHaveLength(1);
      expect(payments[0]?.razorpay_order_id).toBe(checkoutCalls[0]?.order_id);

      await start.click();
      await answerFirstQuestion(page, 'Like');
    });

    await test.step('the server agrees: the profiler is owned through a Razorpay order', async () => {
      const session = await request.post('/api/auth/login', { data: { email, password } });
      const { token: personToken } = (await session.json()) as { token: string };
      const access = await profilerAccess(request, personToken, profilerId);
      expect(access).toMatchObject({ status: 'owned', hasAccess: true });
      const detail = await request.get(`/api/payments/admin/${access.orderId}`, { headers: bearer(token) });
      expect(detail.status(), await detail.text()).toBe(200);
      const body = JSON.stringify(await detail.json());
      expect(body).toContain('"provider":"razorpay"');
      expect(body).toContain(`"providerOrderId":"${checkoutCalls[0]?.order_id}"`);
      expect(body).toContain(`"providerPaymentId":"${payments[0]?.razorpay_payment_id}"`);
    });
  } finally {
    for (const key of RAZORPAY_SETTINGS) {
      const removed = await request.delete(`/api/admin/settings/${key}`, { headers: bearer(token) });
      expect([200, 404], `delete ${key}: ${await removed.text()}`).toContain(removed.status());
    }
  }

  await test.step('with the keys deleted, new orders go to the built-in test checkout again', async () => {
    expect(await activeProvider()).toBe('test_checkout');
  });
});
