import { inflateRawSync } from 'node:zlib';
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInViaUi } from './fixtures';

/**
 * Helpers of the people journeys (issue 14): the admin's /admin/users console and a second browser
 * for the person the admin acts on. Texts come from web/src/locales/en-US.admin-users.json.
 */

export const DESKTOP = { width: 1440, height: 900 };

/** A browser of its own (cookies, storage) for the second person in a journey. */
export async function openOwnBrowser(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signInViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * On /admin/users, searches for `email` in the search box (as an admin types it), waits for the one
 * row it finds and opens that person's drawer by their name; returns the drawer.
 */
export async function openPersonInConsole(page: Page, { name, email }: { name: string; email: string }) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  // The search follows the box once typing pauses, and the address keeps it.
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await rows.first().getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('admin-user-actions')).toBeVisible();
  return drawer;
}

/** Opens an action's confirmation from the drawer and returns its dialog (named by its question). */
export async function openAction(
  page: Page,
  drawer: Locator,
  button: string,
  title: string,
): Promise<Locator> {
  await drawer.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

export async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

export async function expectToast(
  page: Page,
  text: string | RegExp,
  type: 'success' | 'error',
): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toHaveAttribute('data-type', type);
}

/**
 * The files in a ZIP, read through its central directory (stored and deflated entries, which is what
 * any ZIP writer produces for small files), with node's zlib: no ZIP library for one check.
 */
export function readZip(bytes: Buffer): Map<string, Buffer> {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP: no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken central directory');
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localExtraLength = bytes.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const data = bytes.subarray(start, start + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
