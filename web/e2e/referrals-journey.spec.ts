import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  ARTIFACTS_DIR,
  adminToken,
  apiLogin,
  createVerifiedUser,
  latestCode,
  signInViaUi,
  snap,
  test,
  uniqueEmail,
} from './fixtures';
import { bearer, checkoutCard, profilerIdByTitle, snapElement, snapFromTop } from './payments';
import { bell, expectToast, openBell, openOwnBrowser, signInAsAdmin } from './people';

/**
 * The referral journey of issue 15 (decision 019): the admin switches the programme on and sets terms
 * in /admin/referrals (10% for the referrer, 20% welcome discount, no waiting period); person A copies
 * their link from the dashboard's "Refer a friend"; person B opens it in their own browser, registers
 * with the code filled in, confirms the e-mailed code, accepts the welcome discount on
 * /account#referrals and buys the paid demo profiler with it at the built-in test checkout; the reward
 * job (pg-boss, in the e2e server) issues A's reward coupon, which A sees in their figures, coupons and
 * the bell; the admin sees the funnel move and the referral rewarded. axe scans the admin page and
 * the account section.
 * The shared server is left as found: the programme's switch as it was (and its setting row gone if
 * there was none), our terms deactivated and the terms active before (if any) active again.
 * Texts come from web/src/locales/en-US.{referrals,admin-referrals,payments}.json, the terms' sentences
 * from contract/src/referrals.ts and the server's messages from server/src/modules/referrals.
 */

const PROFILER = 'Work Style & Personality Profiler'; // ₹299, seeded paid demo profiler
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// The machine running the journeys is shared and busy: wait longer on conditions, never sleep.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000 });

type Config = { id: string; name: string; isActive: boolean };
type Analytics = {
  funnel: { invited: number; joined: number; purchased: number };
  rewards: { issued: number };
};

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The figure under a term of a definition list ("Rewards earned" → "1"). */
function figure(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * A picture of one part of a long page at its full height, taken from the top of the page: an element
 * screenshot scrolls to it, and the sticky header is then painted over its top.
 */
async function snapPart(page: Page, part: Locator, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await part.boundingBox();
  expect(box, `${name}: the part is on the page`).not.toBeNull();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true, clip: box! });
}

/** What the screen shows now, from the top of the page (a popup of the header open). */
async function snapScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** A full-page axe scan; every serious or critical finding is printed before the check fails. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) {
    console.error(
      found
        .map((f) => `[${screen}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
        .join('\n'),
    );
  }
  expect(
    found.map((f) => `${screen}: ${f.rule}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

test('the admin starts referrals; a friend joins through a copied link, buys with the welcome discount; the referrer is rewarded', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const termsName = `E2E referrals ${stamp}`;
  const referrer = { name: 'Meera Iyer', email: uniqueEmail('meera'), password: 'Referrer-Passw0rd!2024' };
  const friend = { name: 'Tomas Varga', email: uniqueEmail('tomas'), password: 'Friend-Passw0rd!2024' };

  const token = await adminToken(request);
  const profilerId = await profilerIdByTitle(request, token, PROFILER);
  // What the server holds now, to put back at the end.
  const featureAtStart = (
    await getJson<{ enabled: boolean }>(request, token, '/api/admin-settings/referral-feature')
  ).enabled;
  const settingStored = (
    await getJson<{ settings: { key: string }[] }>(request, token, '/api/admin/settings')
  ).settings.some((setting) => setting.key === 'REFERRALS_ENABLED');
  const termsAtStart = (
    await getJson<{ config: Config | null }>(request, token, '/api/referrals/admin/config')
  ).config;
  const before = await getJson<Analytics>(request, token, '/api/referrals/admin/analytics?period=30');

  const referrerContext = await openOwnBrowser(browser, baseURL);
  const friendContext = await openOwnBrowser(browser, baseURL);
  try {
    await test.step('the admin switches the programme on and sets terms in /admin/referrals', async () => {
      await signInAsAdmin(page);
      await page.goto('/admin/referrals');
      await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
      const feature = page.getByTestId('referral-feature');
      const state = feature.getByTestId('referral-feature-state');
      await expect(state).toHaveText(featureAtStart ? 'On' : 'Off');
      const programme = feature.getByRole('switch', { name: 'Referral programme' });
      if (!featureAtStart) {
        await programme.click();
        await expectToast(page, 'Referrals are on', 'success');
      }
      await expect(state).toHaveText('On');
      await expect(programme).toBeChecked();

      if (termsAtStart) {
        // Terms already run: new ones replace them (and are switched back at the end).
        await page.getByRole('tab', { name: 'Terms' }).click();
        await page.getByTestId('active-terms').getByRole('button', { name: 'New terms' }).click();
      } else {
        // On with no terms: the card says nobody can join yet and leads to the terms.
        await expect(feature.getByText('No terms are active')).toBeVisible();
        await feature.getByRole('button', { name: 'Set terms' }).click();
      }
      await expect(page).toHaveURL(/[?&]tab=terms/);
      const dialog = page.getByRole('dialog', { name: 'New referral terms' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name', { exact: true }).fill(termsName);
      const reward = dialog.getByRole('group', { name: /^Reward for the person who invites/ });
      await reward.getByLabel('Type', { exact: true }).selectOption('PERCENTAGE');
      await reward.getByLabel('Value', { exact: true }).fill('10');
      const welcome = dialog.getByRole('group', { name: /^Welcome discount for the friend/ });
      const offer = welcome.getByRole('switch', { name: 'Offer a welcome discount' });
      if (!(await offer.isChecked())) await offer.click();
      await welcome.getByLabel('Type', { exact: true }).selectOption('PERCENTAGE');
      await welcome.getByLabel('Value', { exact: true }).fill('20');
      const conditions = dialog.getByRole('group', { name: /^Conditions/ });
      await conditions.getByLabel('Minimum purchase').fill('0');
      await conditions.getByLabel('Waiting period (days)').fill('0');
      await expect(dialog.getByRole('switch', { name: 'Active terms' })).toBeChecked();

      // The preview says what people will read, in the contract's sentences.
      const preview = dialog.getByTestId('terms-preview');
      await expect(preview).toContainText(
        'Friends who join with your link get 20% off their first paid profiler (valid 30 days once accepted).',
      );
      await expect(preview).toContainText(
        'You get 10% off your next profiler when a friend you invite buys their first paid profiler.',
      );
      await expect(preview).toContainText(
        'Rewards arrive right after the purchase and can be used for 90 days.',
      );
      // The dialog alone: a full-page picture would show the page below the viewport's backdrop.
      await snapElement(dialog, 'referrals-01-admin-terms-form');

      await dialog.getByRole('button', { name: 'Create terms' }).click();
      await expectToast(page, `Terms “${termsName}” created and active`, 'success');
      await expect(dialog).toBeHidden();
      const active = page.getByTestId('active-terms');
      await expect(active.getByText(termsName, { exact: true })).toBeVisible();
      await expect(active.getByText('Active', { exact: true })).toBeVisible();
      await expect(feature.getByRole('button', { name: termsName })).toBeVisible();
      await snapFromTop(page, 'referrals-02-admin-terms-active');
    });

    let link = '';
    let code = '';
    await test.step('person A gets their link from the dashboard card and copies it', async () => {
      await createVerifiedUser(request, referrer);
      await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const a = await referrerContext.newPage();
      await signInViaUi(a, referrer.email, referrer.password);
      await expect(a).toHaveURL(/\/dashboard$/);
      const card = a.getByRole('region', { name: 'Refer a friend' });
      await expect(card).toBeVisible();
      await expect(
        card.getByText('You get 10% off your next profiler when a friend you invite buys'),
      ).toBeVisible();
      await card.getByRole('button', { name: 'Get my link' }).click();
      const shown = card.getByRole('textbox', { name: 'Your referral link' });
      await expect(shown).toHaveValue(/\/login\?ref=[A-Z2-9]{8}$/);
      link = await shown.inputValue();
      code = /ref=([A-Z2-9]{8})$/.exec(link)?.[1] ?? '';
      // The code under the link is the link's.
      await expect(card.locator('code')).toHaveText(code);
      expect(link).toBe(`${baseURL}/login?ref=${code}`);

      await card.getByRole('button', { name: 'Copy link' }).click();
      await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(card.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toHaveCount(1);
      expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await snapFromTop(a, 'referrals-03-dashboard-card');

      // The card on a phone: link, Copy and the code stack inside it.
      await a.setViewportSize(PHONE);
      await expect(card.getByRole('textbox', { name: 'Your referral link' })).toBeVisible();
      expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await snapElement(card, 'referrals-04-dashboard-card-390');
      await a.setViewportSize(DESKTOP);
    });

    await test.step('person B opens the link, registers with the code filled in and confirms the e-mail', async () => {
      const b = await friendContext.newPage();
      await b.goto(link);
      // The link opens registration, with the code in its field.
      await expect(b.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      const register = b.getByRole('tabpanel', { name: 'Create account' });
      await expect(register.getByLabel('Referral code (optional)')).toHaveValue(code);
      await register.getByLabel('Full name').fill(friend.name);
      await register.getByLabel('Email').fill(friend.email);
      await register.getByLabel('Password', { exact: true }).fill(friend.password);
      await snap(b, 'referrals-05-register-with-code');
      await register.getByRole('button', { name: 'Create account' }).click();

      await expect(b.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await b.getByLabel('Verification code').fill(await latestCode(request, friend.email, token));
      await b.getByRole('button', { name: 'Verify and continue' }).click();
      // Confirmed and signed in; the dashboard card says a welcome discount waits.
      await expect(b).toHaveURL(/\/dashboard$/);
      await expect(b.getByRole('button', { name: `Account menu for ${friend.name}` })).toBeVisible();
      const card = b.getByRole('region', { name: 'Refer a friend' });
      await expect(card.getByText('You have a welcome discount waiting for you.')).toBeVisible();
      await card.getByRole('link', { name: 'See your referrals and rewards' }).click();
      await expect(b).toHaveURL(/\/account#referrals$/);
    });

    let welcomeCode = '';
    await test.step('B accepts the welcome discount on /account#referrals', async () => {
      const b = friendContext.pages()[0]!;
      const section = b.getByRole('region', { name: 'Refer a friend' });
      await expect(section.getByRole('heading', { name: 'You were invited' })).toBeVisible();
      await expect(section.getByText("You joined through Meera's invitation.")).toBeVisible();
      await expect(section.getByText('Meera gives you 20% off your first paid profiler.')).toBeVisible();
      await section.getByRole('button', { name: 'Accept my welcome discount' }).click();
      await expectToast(
        b,
        /^Your welcome discount is ready: 20% off with code WELCOME-[A-Z2-9]{8} at checkout\.$/,
        'success',
      );
      const coupon = section.getByText('Your welcome discount', { exact: true }).locator('..');
      await expect(coupon.getByText('20% off', { exact: true })).toBeVisible();
      welcomeCode = ((await coupon.locator('code').textContent()) ?? '').trim();
      expect(welcomeCode).not.toBe('');
      await expect(
        section.getByText('It applies at checkout: choose it in the coupon field when you buy a profiler'),
      ).toBeVisible();
      await snapPart(b, section, 'referrals-06-friend-welcome-accepted');
    });

    await test.step('B buys the paid profiler with the welcome coupon at the test checkout', async () => {
      const b = friendContext.pages()[0]!;
      await b.goto(`/assessment/${profilerId}`);
      await expect(b.getByRole('heading', { level: 1, name: PROFILER })).toBeVisible();
      const card = checkoutCard(b);
      await expect(card.getByTestId('checkout-total')).toHaveText('₹299');
      // The personal coupon is offered in the coupon field's list, to B only.
      const field = card.getByRole('combobox', { name: 'Coupon code' });
      await field.click();
      const list = card.getByRole('listbox', { name: 'Available coupons' });
      const option = list.getByRole('option').filter({ hasText: welcomeCode });
      await expect(option).toHaveCount(1);
      await expect(option).toContainText('You pay ₹239.20');
      await snapElement(card, 'referrals-07-friend-checkout-coupons');
      await option.click();
      await expect(field).toHaveValue(welcomeCode);
      await expect(card.getByText(`${welcomeCode} applied (20% off): you save ₹59.80.`)).toBeVisible();
      await expect(card.getByTestId('checkout-total')).toHaveText('₹239.20');
      await snapElement(card, 'referrals-08-friend-checkout-applied');
      await card.getByRole('button', { name: 'Pay ₹239.20' }).click();

      await expect(b).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
      await expect(b.getByText('Test payment — no money moves')).toBeVisible();
      await expect(b.getByText(`Coupon ${welcomeCode}`)).toBeVisible();
      await b.getByRole('button', { name: 'Pay ₹239.20' }).click();
      await expect(b.getByRole('heading', { name: 'Payment complete' })).toBeVisible();

      // The welcome coupon is spent: the section shows it used, and no discount waits any more.
      await b.goto('/account#referrals');
      const section = b.getByRole('region', { name: 'Refer a friend' });
      await expect(section.getByText('Used', { exact: true })).toBeVisible();
    });

    await test.step('the reward job issues A their reward; A sees it in their figures, coupons and the bell', async () => {
      const { token: referrerToken } = await apiLogin(request, referrer.email, referrer.password);
      // pg-boss runs the job in the server (no waiting period): the stats show the reward once it ran.
      await expect
        .poll(
          async () => {
            const stats = await getJson<{ rewardsEarned: number; rewardsPending: number }>(
              request,
              referrerToken,
              '/api/referrals/stats',
            );
            return `${stats.rewardsEarned} earned, ${stats.rewardsPending} pending`;
          },
          {
            message: "A's reward, issued by the reward job",
            timeout: 90_000,
            intervals: [500, 1_000, 2_000],
          },
        )
        .toBe('1 earned, 0 pending');

      const a = referrerContext.pages()[0]!;
      await a.goto('/account#referrals');
      const section = a.getByRole('region', { name: 'Refer a friend' });
      await expect(figure(section, 'Invited')).toHaveText('1');
      await expect(figure(section, 'Joined')).toHaveText('1');
      await expect(figure(section, 'Purchased')).toHaveText('1');
      await expect(figure(section, 'Rewards earned')).toHaveText('1');
      await expect(figure(section, 'Rewards on their way')).toHaveText('0');
      const coupons = section.getByText('Your reward coupons', { exact: true }).locator('..');
      const rewardItem = coupons.getByRole('listitem');
      await expect(rewardItem).toHaveCount(1);
      await expect(rewardItem).toContainText('10% off');
      await expect(rewardItem).toContainText(/Valid until /);
      const rewardCode = ((await rewardItem.locator('code').textContent()) ?? '').trim();
      expect(rewardCode).not.toBe('');
      await expect(rewardItem.getByRole('button', { name: `Copy code ${rewardCode}` })).toBeVisible();
      // The friend, by first name and masked address only, with what it earned.
      const invited = section.getByRole('region', { name: 'People you invited' });
      const friendItem = invited.getByRole('listitem');
      await expect(friendItem).toHaveCount(1);
      await expect(friendItem).toContainText('Tomas');
      await expect(friendItem).not.toContainText(friend.email);
      await expect(friendItem.getByText('Reward earned', { exact: true })).toBeVisible();
      await snapPart(a, section, 'referrals-09-referrer-rewarded');
      await expectNoSeriousViolations(a, 'person /account#referrals (rewarded)');

      // The bell polls its count; a reload asks at once.
      await a.reload();
      await expect(bell(a)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      const panel = await openBell(a);
      const item = panel.getByTestId('notification-item').filter({ hasText: 'You earned a referral reward' });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(
        `Tomas bought a profiler after joining with your code, so you get 10% off your next profiler: use code ${rewardCode} at checkout.`,
      );
      await snapScreen(a, 'referrals-10-referrer-bell');
      await expect(item.getByRole('link', { name: 'You earned a referral reward' })).toHaveAttribute(
        'href',
        '/account#referrals',
      );
    });

    await test.step('the admin sees the funnel move and the referral rewarded', async () => {
      await page.goto('/admin/referrals');
      const analytics = page.getByTestId('referral-analytics');
      const funnel = analytics.getByTestId('referral-funnel');
      await expect(funnel).toBeVisible();
      // Each step's figure, moved by one from before the journey.
      for (const step of ['invited', 'joined', 'purchased'] as const) {
        await expect(
          funnel.getByTestId(`funnel-${step}`).getByText(String(before.funnel[step] + 1), { exact: true }),
        ).toBeVisible();
      }
      await expect(figure(analytics.getByTestId('referral-rewards'), 'Issued')).toHaveText(
        String(before.rewards.issued + 1),
      );
      // What B paid counts as revenue from referred people; the welcome discount used is a cost.
      await expect(analytics.getByTestId('referral-revenue')).not.toContainText('None yet');
      await expect(analytics.getByTestId('referral-cost')).not.toContainText('None yet');
      const top = analytics.getByRole('table', { name: 'Top referrers in the period' });
      const topRow = top.getByRole('row').filter({ hasText: referrer.email });
      await expect(topRow).toHaveCount(1);
      await snapFromTop(page, 'referrals-11-admin-analytics');
      await expectNoSeriousViolations(page, 'admin /admin/referrals (overview)');

      // A top referrer opens the list on their referrals.
      await topRow.getByRole('button', { name: `Show the referrals of ${referrer.name}` }).click();
      await expect(page).toHaveURL(/[?&]tab=referrals/);
      await expect(page).toHaveURL(/[?&]referrer=/);
      await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
      const list = page.getByTestId('referrals-list');
      const rows = list.locator('[data-testid^="referral-row-"]');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row).toContainText(referrer.name);
      await expect(row).toContainText(code);
      await expect(row).toContainText(friend.name);
      await expect(row).toContainText(friend.email);
      await expect(row.getByTestId('referral-status')).toHaveText('Rewarded');
      // Its timeline has the day of the reward.
      await expect(row.getByRole('listitem').filter({ hasText: /^Reward issued / })).toHaveCount(1);
      await expect(row).toContainText('₹239.20');
      await expect(row).toContainText('10% off');
      await expect(row).toContainText(`Terms: ${termsName}`);
      // Nothing left to issue by hand.
      await expect(row.getByRole('button', { name: /^Issue/ })).toHaveCount(0);
      await snapFromTop(page, 'referrals-12-admin-list');
      await expectNoSeriousViolations(page, 'admin /admin/referrals?tab=referrals');

      await page.getByRole('tab', { name: 'Terms' }).click();
      const history = page.getByTestId('terms-history');
      await expect(history).toContainText(termsName);
      await expectNoSeriousViolations(page, 'admin /admin/referrals?tab=terms');
    });
  } finally {
    await referrerContext.close();
    await friendContext.close();
    await restoreReferrals(request, { termsName, featureAtStart, settingStored, termsAtStart });
  }
});

/**
 * Puts the programme back as found: our terms deactivated (terms are never deleted: they are the
 * history), the terms active before active again, the switch as it was, and no REFERRALS_ENABLED
 * row if there was none.
 */
async function restoreReferrals(
  request: APIRequestContext,
  state: { termsName: string; featureAtStart: boolean; settingStored: boolean; termsAtStart: Config | null },
): Promise<void> {
  const token = await adminToken(request);
  const { configs } = await getJson<{ configs: Config[] }>(request, token, '/api/referrals/admin/configs');
  for (const config of configs.filter((c) => c.name === state.termsName && c.isActive)) {
    const off = await request.put(`/api/referrals/admin/config/${config.id}`, {
      headers: bearer(token),
      data: { isActive: false },
    });
    expect(off.status(), `deactivate the terms ${config.name}: ${await off.text()}`).toBe(200);
  }
  if (state.termsAtStart?.isActive) {
    const on = await request.put(`/api/referrals/admin/config/${state.termsAtStart.id}`, {
      headers: bearer(token),
      data: { isActive: true },
    });
    expect(on.status(), `reactivate the terms ${state.termsAtStart.name}: ${await on.text()}`).toBe(200);
  }
  const feature = await request.post('/api/admin-settings/referral-feature', {
    headers: bearer(token),
    data: { enabled: state.featureAtStart },
  });
  expect(feature.status(), `switch referrals back: ${await feature.text()}`).toBe(200);
  if (!state.settingStored) {
    const removed = await request.delete('/api/admin/settings/REFERRALS_ENABLED', { headers: bearer(token) });
    expect(removed.status(), `remove the REFERRALS_ENABLED setting: ${await removed.text()}`).toBeLessThan(
      300,
    );
  }
  const after = await getJson<{ enabled: boolean }>(request, token, '/api/admin-settings/referral-feature');
  expect(after.enabled, 'the referral programme as found').toBe(state.featureAtStart);
}
