import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS_DIR, snap } from './fixtures';

/** Helpers of the payment journeys (payments-journey.spec.ts, razorpay-checkout.spec.ts). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A seeded demo profiler's id, found by its exact title through the admin list. */
export async function profilerIdByTitle(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<string> {
  const response = await request.get('/api/admin/assessments', {
    params: { search: title, limit: 100 },
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { assessments } = (await response.json()) as {
    assessments: { id: string; title: string; isFree: boolean }[];
  };
  const profiler = assessments.find((a) => a.title === title);
  expect(profiler, `the demo profiler "${title}"`).toBeTruthy();
  expect(profiler?.isFree, `"${title}" is paid`).toBe(false);
  return profiler!.id;
}

/** The person's access to a profiler (GET /api/payments/check/:id). */
export async function profilerAccess(
  request: APIRequestContext,
  token: string,
  assessmentId: string,
): Promise<{ status: string; hasAccess: boolean; orderId: string | null }> {
  const response = await request.get(`/api/payments/check/${assessmentId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { status: string; hasAccess: boolean; orderId: string | null } })
    .data;
}

/** The taking screen at "Question 1 of N": answer the first statement with `option` to prove Start works. */
export async function answerFirstQuestion(page: Page, option: string): Promise<void> {
  await expect(page).toHaveURL(/\?step=questions$/);
  const position = page.getByText(/^Question 1 of \d+$/);
  await expect(position).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.getByText(`0 of ${total} answered · 0%`, { exact: true })).toBeVisible();
  const choice = page.getByRole('radio', { name: option, exact: true });
  await expect(choice).toHaveAttribute('aria-checked', 'false');
  await choice.click();
  // The percentage is the app's to round: only the count is checked.
  await expect(page.getByText(new RegExp(`^1 of ${total} answered · \\d+%$`))).toBeVisible();
  await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
}

/**
 * A full-page screenshot from the top: taken while scrolled, Chromium paints the sticky header where
 * the viewport was, half-way down the image.
 */
export async function snapFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** A screenshot of one element (e.g. the checkout card on a phone) into web/e2e/.artifacts. */
export async function snapElement(locator: Locator, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await locator.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** The checkout card of a paid profiler's intro page. */
export function checkoutCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Buy this profiler' });
}

export type RazorpayStubInfo = { url: string; keyId: string; keySecret: string };

/**
 * The Razorpay stub start-server.mjs runs beside the e2e server (server/test/stubs/razorpay-stub.ts):
 * its address and keys, written for the journeys since they run in another process.
 */
export function razorpayStubInfo(): RazorpayStubInfo {
  const port = process.env.E2E_PORT ?? '3210';
  const file = path.join(ARTIFACTS_DIR, `razorpay-stub-${port}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as RazorpayStubInfo;
}
