import { expect as baseExpect, type Page } from '@playwright/test';
import { XSS_PAYLOADS, type XssPayload } from '../../server/src/modules/blog/content/content.xss-payloads';
import {
  activeContent,
  type BlogLeftovers,
  createCategory,
  createDraft,
  DESKTOP,
  deleteLeftovers,
  expectNoSeriousViolations,
  gradientPng,
  PHONE,
  parsesAsXml,
  publishArticleViaApi,
  storeBody,
  tagIdsNamed,
} from './blog';
import { adminToken, test } from './fixtures';
import { bearer, snapFromTop } from './payments';
import { expectToast, signInAsAdmin } from './people';

/**
 * The blog journey of issue 16: the admin writes an article in the editor (title, a heading and
 * paragraphs typed into TipTap, an image uploaded from the toolbar with its alt text, a category,
 * tags created from the tag box, a focus keyword), runs the SEO analysis, reads the problem it names
 * (the keyword is missing from the meta description), fixes the description, analyses again and sees
 * the check pass, and publishes with the confirmation. A guest with JavaScript off reads the
 * server-rendered page (title, text, image; description, canonical, og:title and Article JSON-LD in
 * the head); sitemap.xml and rss.xml list the article and parse as XML. A second test publishes every
 * XSS payload of the sanitizer's list and opens the page with and without JavaScript and in the
 * admin preview: no dialog opens and no trapped function runs.
 * Texts come from web/src/locales/en-US.admin-blog.json; the shared server is left as found (the
 * articles, tags and category made here are deleted at the end).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000 });

const KEYWORD = 'career change';
// The C0 control characters the API refuses in any text (contract/src/common.ts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const HEADING = 'Every payload below must stay inert';
const END = 'End of the payloads.';
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Makes `alert`, `confirm`, `prompt` and `print` set `window.__xss` instead of running. */
async function trapDialogs(page: Page, dialogs: string[]): Promise<void> {
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xss = false;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = () => {
        w.__xss = true;
      };
    }
  });
}

async function xssTripped(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

test.describe('blog', () => {
  const left: BlogLeftovers = { articleIds: [], tagIds: [], categoryIds: [] };
  let stamp = '';

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    // Tags made in the editor are found by the run's mark in their names.
    if (stamp) left.tagIds.push(...(await tagIdsNamed(request, token, stamp)));
    await deleteLeftovers(request, token, left);
  });

  test('the admin writes, analyses and publishes an article; a guest without JavaScript reads it; sitemap and RSS list it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    stamp = Date.now().toString(36);
    const title = `Career change at thirty: a plan in small steps ${stamp}`;
    const heading = 'Start with what you already do well';
    const intro = `A ${KEYWORD} feels large, so this guide breaks it into small steps you can take this month.`;
    const paragraph =
      'Write down the tasks that gave you energy last year. Then ask two friends what they come to you for. ' +
      'Those answers point at strengths that travel well between jobs.';
    const alt = `A ${KEYWORD} path drawn as a teal to indigo gradient`;
    const weakDescription =
      'A calm, practical guide for people around thirty who want different work: find your strengths and plan the first steps.';
    const fixedDescription = `A practical ${KEYWORD} guide for people around thirty: find the strengths that travel and plan your first steps.`;
    const tagNames = [`e2e-switching-${stamp}`, `e2e-planning-${stamp}`];

    const token = await adminToken(request);
    const category = await createCategory(request, token, `E2E Careers ${stamp}`);
    left.categoryIds.push(category.id);

    let articleId = '';
    await test.step('the admin writes the article in the editor', async () => {
      await signInAsAdmin(page);
      await page.goto('/admin/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await page.getByRole('link', { name: 'New article' }).first().click();
      await expect(page).toHaveURL(/\/admin\/blog\/articles\/new$/);

      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      const body = page.getByTestId('article-body-editor');
      await body.click();
      // The toolbar's Heading 2, then Enter leaves the heading for a paragraph.
      await page
        .getByRole('toolbar', { name: 'Formatting' })
        .getByRole('button', { name: 'Heading 2' })
        .click();
      await page.keyboard.type(heading);
      await page.keyboard.press('Enter');
      await page.keyboard.type(intro);
      await page.keyboard.press('Enter');
      await page.keyboard.type(paragraph);
      await page.keyboard.press('Enter');
      await expect(body.locator('h2')).toHaveText(heading);

      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
      const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
      await expect(imageDialog).toBeVisible();
      await imageDialog.getByLabel('Image file').setInputFiles({
        name: 'career-path.png',
        mimeType: 'image/png',
        buffer: gradientPng(640, 240),
      });
      await imageDialog.getByLabel('Alt text').fill(alt);
      await imageDialog.getByRole('button', { name: 'Upload and insert' }).click();
      await expect(imageDialog).toBeHidden();
      const inserted = body.locator('img');
      await expect(inserted).toHaveAttribute('alt', alt);
      await expect(inserted).toHaveAttribute('src', /^\/api\/blog-media\/[0-9a-f-]{36}$/);

      // The first save creates the article; the address takes its id.
      await expect(page).toHaveURL(/\/admin\/blog\/articles\/[0-9a-f-]{36}$/);
      articleId = /articles\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
      left.articleIds.push(articleId);

      const filing = page.getByRole('complementary', { name: 'Publishing, filing and SEO' });
      await filing.getByLabel('Category').selectOption({ label: category.name });
      const tagBox = filing.getByRole('combobox', { name: 'Tags' });
      for (const name of tagNames) {
        await tagBox.fill(name);
        await filing.getByRole('option', { name: `Create “${name}”` }).click();
        await expect(filing.getByRole('list', { name: 'Chosen tags' }).getByText(name)).toBeVisible();
      }
      await page.getByRole('textbox', { name: 'Excerpt' }).fill(intro);
      await page.getByRole('textbox', { name: 'Meta description' }).fill(weakDescription);
      await page.getByRole('textbox', { name: 'Focus keyword' }).fill(KEYWORD);
      await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
    });

    await test.step('the SEO analysis names the missing keyword; fixing the description makes the check pass', async () => {
      const panel = page.getByRole('region', { name: 'SEO analysis' });
      await panel.getByRole('button', { name: 'Analyse' }).click();
      const check = panel.getByTestId('seo-check-keyword_in_meta_description');
      await expect(check).toContainText('Problem: Keyword in the meta description');
      await expect(check).toContainText(
        `The meta description does not contain the focus keyword "${KEYWORD}". Add it.`,
      );
      await expect(panel.getByTestId('seo-panel-score')).toContainText(`For “${KEYWORD}”`);
      await expect(panel.getByTestId('seo-check-keyword_in_title')).toContainText(
        'Good: Keyword in the title',
      );
      await expect(panel.getByTestId('seo-check-keyword_in_image_alt')).toContainText('Good:');
      await expect(panel.getByTestId('seo-check-keyword_in_subheading')).toBeVisible();
      const firstScore = Number(
        /SEO score (\d+) of 100/.exec((await panel.getByTestId('seo-panel-score').textContent()) ?? '')?.[1],
      );

      await page.getByRole('textbox', { name: 'Meta description' }).fill(fixedDescription);
      await panel.getByRole('button', { name: 'Analyse' }).click();
      await expect(check).toContainText('Good: Keyword in the meta description');
      await expect(check).toContainText('The meta description contains the focus keyword.');
      const secondScore = Number(
        /SEO score (\d+) of 100/.exec((await panel.getByTestId('seo-panel-score').textContent()) ?? '')?.[1],
      );
      expect(secondScore).toBeGreaterThan(firstScore);
      await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
      await expectNoSeriousViolations(page, 'the editor with the SEO panel');
      await snapFromTop(page, 'blog-03-editor-seo-1440');
      await page.setViewportSize(PHONE);
      await snapFromTop(page, 'blog-04-editor-seo-390');
      await page.setViewportSize(DESKTOP);
    });

    let slug = '';
    await test.step('the admin publishes with the confirmation', async () => {
      const publishing = page.getByRole('region', { name: 'Publishing' });
      await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: `Publish “${title}”?` });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Publish' }).click();
      await expectToast(page, 'Published', 'success');
      await expect(publishing.getByRole('link', { name: /View live/ })).toBeVisible();
      const href = (await publishing.getByRole('link', { name: /View live/ }).getAttribute('href')) ?? '';
      slug = decodeURIComponent(/^\/blog\/(.+)$/.exec(href)?.[1] ?? '');
      expect(slug).toContain('career-change');

      await page.goto('/admin/blog');
      const row = page
        .getByRole('list', { name: 'Articles' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(row).toContainText('Published');
      await expectNoSeriousViolations(page, '/admin/blog');
      await snapFromTop(page, 'blog-01-admin-articles-1440');
      await page.setViewportSize(PHONE);
      await snapFromTop(page, 'blog-02-admin-articles-390');
      await page.setViewportSize(DESKTOP);
    });

    await test.step('a guest with JavaScript off reads the server-rendered article and its head', async () => {
      const guestContext = await browser.newContext({
        baseURL,
        viewport: DESKTOP,
        locale: 'en-US',
        timezoneId: 'UTC',
        javaScriptEnabled: false,
      });
      try {
        const guest = await guestContext.newPage();
        const response = await guest.goto(`/blog/${slug}`);
        expect(response?.status()).toBe(200);
        await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(guest.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(guest.getByText(paragraph)).toBeVisible();
        const image = guest.getByRole('img', { name: alt });
        await expect(image).toBeVisible();
        const src = (await image.getAttribute('src')) ?? '';
        const media = await request.get(src);
        expect(media.status()).toBe(200);
        expect(media.headers()['content-type']).toBe('image/webp');
        // The image painted at its size (a broken image has no height worth the name).
        expect((await image.boundingBox())?.height ?? 0).toBeGreaterThan(50);

        const canonical = `${baseURL}/blog/${slug}`;
        await expect(guest.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          fixedDescription,
        );
        await expect(guest.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        // The title as written, with the site's name after it.
        await expect(guest.locator('head meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${title} | Pathwise`,
        );
        const jsonLd = (await guest.locator('script[type="application/ld+json"]').allTextContents()).map(
          (text) => JSON.parse(text) as Record<string, unknown>,
        );
        const article = jsonLd.find((data) => data['@type'] === 'Article');
        expect(article, `an Article among ${jsonLd.map((d) => d['@type']).join(', ')}`).toBeTruthy();
        expect(article?.headline).toBe(title);
        expect(JSON.stringify(article)).toContain(canonical);

        await snapFromTop(guest, 'blog-07-article-nojs-1440');
        await guest.setViewportSize(PHONE);
        await snapFromTop(guest, 'blog-08-article-nojs-390');
      } finally {
        await guestContext.close();
      }
    });

    await test.step('the public pages with JavaScript: list and article, axe', async () => {
      const readerContext = await browser.newContext({
        baseURL,
        viewport: DESKTOP,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      try {
        const reader = await readerContext.newPage();
        await reader.goto('/blog');
        await expect(reader.getByRole('link', { name: title })).toBeVisible();
        await expectNoSeriousViolations(reader, '/blog');
        await snapFromTop(reader, 'blog-05-list-1440');
        await reader.setViewportSize(PHONE);
        await snapFromTop(reader, 'blog-06-list-390');
        await reader.setViewportSize(DESKTOP);

        await reader.getByRole('link', { name: title }).click();
        await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
        await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(reader.getByTestId('article-body').getByRole('img', { name: alt })).toBeVisible();
        await expect(reader.getByRole('link', { name: tagNames[0] })).toBeVisible();
        await expectNoSeriousViolations(reader, `/blog/${slug}`);
        await snapFromTop(reader, 'blog-09-article-js-1440');
        await reader.setViewportSize(PHONE);
        expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        await snapFromTop(reader, 'blog-10-article-js-390');
      } finally {
        await readerContext.close();
      }
    });

    await test.step('sitemap.xml and rss.xml list the article and parse as XML', async () => {
      const url = `${baseURL}/blog/${slug}`;
      // Feeds are cached for a short while: a feed rendered before the publish may still be served.
      for (const [path, type] of [
        ['/sitemap.xml', /xml/],
        ['/rss.xml', /rss\+xml|xml/],
      ] as const) {
        let text = '';
        await expect
          .poll(
            async () => {
              const response = await request.get(path);
              expect(response.status()).toBe(200);
              expect(response.headers()['content-type']).toMatch(type);
              text = await response.text();
              return text.includes(url);
            },
            { message: `${path} lists ${url}`, timeout: 45_000, intervals: [1_000, 2_000, 5_000] },
          )
          .toBe(true);
        expect(await parsesAsXml(page, text), `${path} parses as XML`).toBeNull();
      }
    });
  });

  test('every XSS payload in an article body stays inert: public page with and without JavaScript, admin preview', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const mark = stamp || Date.now().toString(36);
    const token = await adminToken(request);

    // Payloads hiding behind control characters never get in: the API refuses the whole body.
    const refused = XSS_PAYLOADS.filter((payload) => CONTROL_CHARACTER.test(payload.html));
    for (const payload of refused) {
      const response = await request.post('/api/articles', {
        headers: bearer(token),
        data: { title: `E2E XSS refused ${mark}`, bodyHtml: payload.html },
      });
      expect(response.status(), `${payload.name} is refused`).toBe(400);
    }
    const accepted = XSS_PAYLOADS.filter((payload) => !refused.includes(payload));

    // Some payloads (an unclosed <svg>, a <textarea>…) make the sanitizer drop the rest of the body,
    // which would hide the payloads after them from the page: a draft finds those, and each gets an
    // article of its own, so every payload reaches a page.
    const probeId = await createDraft(request, token, { title: `E2E XSS probe ${mark}`, bodyHtml: '' });
    left.articleIds.push(probeId);
    const swallowing: XssPayload[] = [];
    for (const payload of accepted) {
      const stored = await storeBody(request, token, probeId, `${payload.html}<p>${END}</p>`);
      if (!stored.includes(END)) swallowing.push(payload);
    }
    const groups = [
      accepted.filter((payload) => !swallowing.includes(payload)),
      ...swallowing.map((payload) => [payload]),
    ];
    const articles: { id: string; slug: string; whole: boolean }[] = [];
    for (const [index, payloads] of groups.entries()) {
      const bodyHtml = [
        `<h2>${HEADING}</h2>`,
        ...payloads.map((payload) => `<p>${escapeText(payload.name)}</p>${payload.html}`),
        `<p>${END}</p>`,
      ].join('\n');
      const published = await publishArticleViaApi(request, token, {
        title: `E2E XSS payloads ${index + 1} ${mark}`,
        bodyHtml,
      });
      left.articleIds.push(published.id);
      articles.push({ ...published, whole: index === 0 });
    }
    expect(articles[0]).toBeDefined();

    const dialogs: string[] = [];
    const readerContext = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const noJsContext = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      locale: 'en-US',
      timezoneId: 'UTC',
      javaScriptEnabled: false,
    });
    try {
      await test.step('the public pages with JavaScript (the app takes over)', async () => {
        const reader = await readerContext.newPage();
        await trapDialogs(reader, dialogs);
        for (const article of articles) {
          await reader.goto(`/blog/${article.slug}`);
          const body = reader.getByTestId('article-body');
          await expect(body.getByRole('heading', { name: HEADING })).toBeVisible();
          if (article.whole) await expect(body).toContainText(END);
          // Hover over and tab through the body so event-handler payloads get their events.
          for (const element of await body.locator('a, img, p, h2, td, li, blockquote, pre').all()) {
            await element.hover({ timeout: 2_000, trial: false }).catch(() => undefined);
          }
          for (let i = 0; i < 8; i++) await reader.keyboard.press('Tab');
          expect(await activeContent(reader, '[data-testid="article-body"]'), article.slug).toEqual([]);
          expect(await xssTripped(reader), `window.__xss on ${article.slug}`).toBe(false);
        }
        await reader.waitForLoadState('networkidle');
        expect(await xssTripped(reader)).toBe(false);
        expect(dialogs).toEqual([]);
      });

      await test.step('the server-rendered pages with JavaScript off', async () => {
        const guest = await noJsContext.newPage();
        guest.on('dialog', (dialog) => {
          dialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss();
        });
        for (const article of articles) {
          const response = await guest.goto(`/blog/${article.slug}`);
          expect(response?.status()).toBe(200);
          await expect(guest.getByRole('heading', { name: HEADING })).toBeVisible();
          if (article.whole) await expect(guest.getByText(END)).toBeVisible();
          expect(await activeContent(guest, 'main'), article.slug).toEqual([]);
        }
        expect(dialogs).toEqual([]);
      });

      await test.step('the admin editor and its preview', async () => {
        // The editor offers a preview while the article is not live: back to draft first.
        for (const article of articles) {
          const response = await request.patch(`/api/articles/${article.id}/publish`, {
            headers: bearer(token),
            data: { isPublished: false },
          });
          expect(response.status(), await response.text()).toBe(200);
        }
        await trapDialogs(page, dialogs);
        await signInAsAdmin(page);
        for (const article of articles) {
          await page.goto(`/admin/blog/articles/${article.id}`);
          await expect(
            page.getByTestId('article-body-editor').getByRole('heading', { name: HEADING }),
          ).toBeVisible();
          await page
            .getByRole('region', { name: 'Publishing' })
            .getByRole('button', { name: 'Preview' })
            .click();
          const preview = page.getByRole('dialog', { name: 'Preview' });
          await expect(preview.getByRole('heading', { name: HEADING })).toBeVisible();
          if (article.whole) await expect(preview).toContainText(END);
          await preview.hover();
          for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
          expect(
            await activeContent(page, '[data-testid="article-preview"]'),
            `preview of ${article.slug}`,
          ).toEqual([]);
          expect(
            await activeContent(page, '[data-testid="article-body-editor"]'),
            `editor of ${article.slug}`,
          ).toEqual([]);
          expect(await xssTripped(page), `window.__xss in the preview of ${article.slug}`).toBe(false);
          await page.keyboard.press('Escape');
          await expect(preview).toBeHidden();
        }
        expect(dialogs).toEqual([]);
      });
    } finally {
      await readerContext.close();
      await noJsContext.close();
    }
  });
});
