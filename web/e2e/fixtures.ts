import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD } from './credentials';

export { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD };

export type SessionUser = { id: string; name: string; email: string; role: 'admin' | 'user' };
export type Session = { token: string; user: SessionUser };
type OutboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Screenshots land in web/e2e/.artifacts/ (git-ignored). */
export const ARTIFACTS_DIR = path.join(here, '.artifacts');

/**
 * Records each Content-Security-Policy violation in the context's pages: the page's own
 * `securitypolicyviolation` event (an init script, so it listens before the app's first script) and
 * Chromium's console report of it.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__pathwiseCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __pathwiseCspViolation(text: string): void })
        .__pathwiseCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/**
 * `test` for every journey: it fails when any page broke the CSP the server sends (security.md §3.5),
 * including pages of contexts the journey opens itself (a guest's browser.newContext()).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await watchCspViolations(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** A unique, valid address per call so journeys never collide, even on a reused database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** POST /api/auth/login → { token, user }. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login as ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Session;
}

export async function adminSession(request: APIRequestContext): Promise<Session> {
  return apiLogin(request, ADMIN_EMAIL, ADMIN_PASSWORD);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

/**
 * The newest one-time code e-mailed to `email`, read from the built-in outbox
 * (GET /api/admin/mail/outbox?to=…). Polls briefly because mail is written after the response.
 */
export async function latestCode(request: APIRequestContext, email: string, token?: string): Promise<string> {
  const bearer = token ?? (await adminToken(request));
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/mail/outbox', {
          params: { to: email, limit: 10 },
          headers: { Authorization: `Bearer ${bearer}` },
        });
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        for (const message of messages) {
          const match = /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`);
          if (match) {
            code = match[1];
            return 'found';
          }
        }
        return `no code among ${messages.length} message(s)`;
      },
      { message: `a one-time code e-mailed to ${email}`, timeout: 15_000 },
    )
    .toBe('found');
  return code!;
}

/** Registers and verifies a user through the API (for journeys that only need a signed-in user). */
export async function createVerifiedUser(
  request: APIRequestContext,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<Session> {
  const registered = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(registered.status(), `register ${email}: ${await registered.text()}`).toBeLessThan(300);
  const otpCode = await latestCode(request, email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otpCode } });
  expect(verified.status(), `verify ${email}: ${await verified.text()}`).toBe(200);
  return (await verified.json()) as Session;
}

/** Signs in through the real login form (the "Sign in" tab is the default). */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the avatar menu and chooses "Sign Out"; ends on /login. */
export async function signOutViaUi(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
