import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';
import {
  completeProfiler,
  failingAudits,
  openAuditBrowser,
  pagePaths,
  preparePerson,
  runLighthouse,
} from './lighthouse-pages';

/**
 * Issue 13 §7: Lighthouse 12 (Node API, its default mobile settings) scores accessibility, best
 * practices and SEO 100 on /login, /assessment/{id}, /dashboard and /report/{id}, signed in as a person
 * with a completed profiler. One Chromium (Debian's) for all four. Performance is measured, never
 * asserted, by `npm run bench:lighthouse`.
 *
 * The plain `test` of @playwright/test (not ./fixtures): this spec opens no Playwright page, so no
 * second browser starts; Lighthouse's own best-practices audit reports console errors, CSP ones included.
 */
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

test('Lighthouse: accessibility, best practices and SEO are 100 on the people’s pages', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const person = await preparePerson(origin, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const browser = await openAuditBrowser(origin);
  const paths = pagePaths(person);
  const failures: string[] = [];
  const audit = async (path: string) => {
    const lhr = await runLighthouse(browser.port, origin + path, CATEGORIES);
    // A page that bounced elsewhere (a guard, an error) would be scored for the wrong screen.
    expect(new URL(lhr.finalDisplayedUrl).pathname, `Lighthouse ended on another page than ${path}`).toBe(
      path,
    );
    const scores = CATEGORIES.map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`);
    console.info(`[lighthouse] ${path}: ${scores.join(', ')}`);
    failures.push(...failingAudits(lhr, CATEGORIES).map((line) => `${path} · ${line}`));
  };
  try {
    await browser.setSession(null);
    await audit(paths.login);
    await browser.setSession(person);
    await audit(paths.assessment);
    await completeProfiler(origin, person);
    await audit(paths.dashboard);
    await audit(paths.report);
  } finally {
    await browser.close();
  }
  expect(failures, `audits under 100:\n${failures.join('\n')}`).toEqual([]);
});

test('the built app is served compressed, cached for good, with a real robots.txt', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
  expect(script, 'the entry script named in index.html').toBeTruthy();

  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers().vary).toContain('accept-encoding');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Disallow: /admin');
});
