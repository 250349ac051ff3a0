import {
  SEO_BULK_MAX_ARTICLES,
  SEO_CHECK_IDS,
  type SeoAnalysis,
  type SeoAnalysisWithHistory,
  type SeoBulkRun,
  type SeoCheck,
  type SeoCheckId,
  type SeoInsights,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { articles, seoAnalyses } from '../../../db/schema/index.ts';
import { analyzeSeo } from './seo.analyzer.ts';
import { NO_ANALYSIS_MESSAGE } from './seo.service.ts';
import { GOOD_ARTICLE } from './seo.test-support.ts';

/**
 * The SEO analysis calls through HTTP on a real database (decision 020): admin only, validated,
 * analyses stored with history and the article's score, the bulk job run by its pg-boss worker to
 * the end, and the insights computed over each article's latest analysis. Articles are stored
 * directly in their table: the analysis reads only that.
 */

type Headers = Record<string, string>;
type Method = 'GET' | 'POST';
const MISSING = '00000000-0000-4000-8000-000000000000';

async function insertArticle(t: TestApp, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const [row] = await t.database.db
    .insert(articles)
    .values({
      title: GOOD_ARTICLE.title,
      slug: `${GOOD_ARTICLE.slug}-${suffix}`,
      bodyHtml: GOOD_ARTICLE.bodyHtml,
      metaDescription: GOOD_ARTICLE.metaDescription,
      focusKeyword: GOOD_ARTICLE.focusKeyword,
      ...overrides,
    })
    .returning();
  return row!;
}

describe('SEO analysis routes', () => {
  let t: TestApp;
  let admin: { id: string; headers: Headers };
  let person: { headers: Headers };
  beforeAll(async () => {
    // Workers on: the bulk run is carried out by its real pg-boss worker.
    t = await createTestApp({ startJobs: true });
    const a = await insertUserWithToken(t, { role: 'admin', name: 'Sara Editor' });
    admin = { id: a.user.id, headers: a.headers };
    person = await insertUserWithToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: Method, url: string, headers: Headers = admin.headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const ok = async <T>(method: Method, url: string, payload?: object, status = 200) => {
    const res = await call(method, url, admin.headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json<T>();
  };
  const scoreOf = async (articleId: string) =>
    (
      await t.database.db
        .select({ seoScore: articles.seoScore })
        .from(articles)
        .where(eq(articles.id, articleId))
    )[0]!.seoScore;

  it('every call answers 401 without a token and 403 to a person who is not an admin', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['POST', '/seo-analysis/analyze', { articleId: MISSING }],
      ['GET', `/seo-analysis/${MISSING}`],
      ['POST', '/seo-analysis/bulk', { articleIds: [MISSING] }],
      ['GET', `/seo-analysis/bulk/${MISSING}`],
      ['GET', '/seo-analysis/insights/overview'],
    ];
    for (const [method, url, payload] of routes)
      await expectAdminOnly(t, `/api${url}`, person.headers, method, payload);
    expect(await t.database.db.select().from(seoAnalyses)).toEqual([]);
  });

  it('validates input with the contract messages', async () => {
    const bad = async (method: Method, url: string, payload?: object) => {
      const res = await call(method, url, admin.headers, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      return res.json<{ error: string; message: string }>();
    };
    expect((await bad('POST', '/seo-analysis/analyze', { articleId: 'nope' })).message).toContain(
      'Choose an article',
    );
    expect((await bad('POST', '/seo-analysis/analyze', {})).error).toBe('VALIDATION_FAILED');
    expect((await bad('POST', '/seo-analysis/bulk', { articleIds: [] })).message).toContain(
      'Choose at least one article',
    );
    const tooMany = Array.from({ length: SEO_BULK_MAX_ARTICLES + 1 }, () => crypto.randomUUID());
    expect((await bad('POST', '/seo-analysis/bulk', { articleIds: tooMany })).message).toContain(
      `At most ${SEO_BULK_MAX_ARTICLES} articles`,
    );
    await bad('POST', '/seo-analysis/bulk', { articleIds: ['1'] });
    await bad('GET', '/seo-analysis/123');
    await bad('GET', '/seo-analysis/bulk/123');
  });

  it('analyze: 404 for a missing article', async () => {
    const res = await call('POST', '/seo-analysis/analyze', admin.headers, { articleId: MISSING });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Article not found' });
  });

  it('analyze stores each run with its history, sets the article score, and leaves updatedAt alone', async () => {
    const article = await insertArticle(t);
    const before = article.updatedAt.getTime();
    expect((await call('GET', `/seo-analysis/${article.id}`)).json()).toMatchObject({
      statusCode: 404,
      message: NO_ANALYSIS_MESSAGE,
    });

    const first = await ok<SeoAnalysis>('POST', '/seo-analysis/analyze', { articleId: article.id });
    // The same verdicts as the pure analyzer with the server's own origin (PUBLIC_URL).
    const expected = analyzeSeo({ ...GOOD_ARTICLE, slug: article.slug, publicOrigin: t.config.PUBLIC_URL });
    expect(first).toMatchObject({
      articleId: article.id,
      focusKeyword: 'career test',
      score: expected.score,
      figures: expected.figures,
    });
    expect(first.checks.map((item) => item.id)).toEqual([...SEO_CHECK_IDS]);
    expect(first.score).toBe(100);
    expect(await scoreOf(article.id)).toBe(100);

    // The editor drops the keyword: the next run scores lower, and both runs are kept.
    await t.database.db.update(articles).set({ focusKeyword: null }).where(eq(articles.id, article.id));
    const second = await ok<SeoAnalysis>('POST', '/seo-analysis/analyze', { articleId: article.id });
    expect(second.focusKeyword).toBeNull();
    expect(second.score).toBeLessThan(first.score);
    expect(second.checks.find((item) => item.id === 'keyword_set')?.verdict).toBe('problem');
    expect(await scoreOf(article.id)).toBe(second.score);

    const read = await ok<SeoAnalysisWithHistory>('GET', `/seo-analysis/${article.id}`);
    expect(read.latest).toEqual(second);
    expect(read.history).toEqual([
      { id: second.id, score: second.score, createdAt: second.createdAt },
      { id: first.id, score: first.score, createdAt: first.createdAt },
    ]);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row!.updatedAt.getTime()).toBe(before);
  });

  it('bulk: answers 202 with the run queued, and the worker analyses each article to done with counts', async () => {
    const good = await insertArticle(t);
    const empty = await insertArticle(t, { bodyHtml: '', focusKeyword: null, metaDescription: null });
    const third = await insertArticle(t, { focusKeyword: 'interests' });
    const ids = [good.id, empty.id, MISSING, third.id, good.id];

    const started = await ok<SeoBulkRun>('POST', '/seo-analysis/bulk', { articleIds: ids }, 202);
    // The duplicate counts once; the missing article will fail.
    expect(started).toMatchObject({ status: 'queued', total: 4, done: 0, failed: 0, finishedAt: null });

    const finished = await vi.waitFor(
      async () => {
        const run = await ok<SeoBulkRun>('GET', `/seo-analysis/bulk/${started.id}`);
        expect(run.status).toBe('done');
        return run;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(finished).toMatchObject({ id: started.id, total: 4, done: 3, failed: 1 });
    expect(finished.finishedAt).not.toBeNull();

    for (const article of [good, empty, third]) {
      const read = await ok<SeoAnalysisWithHistory>('GET', `/seo-analysis/${article.id}`);
      expect(read.history).toHaveLength(1);
      expect(await scoreOf(article.id)).toBe(read.latest.score);
    }
    expect(await scoreOf(good.id)).toBe(100);
    expect(await scoreOf(empty.id)).toBeLessThan(50);

    const missingRun = await call('GET', `/seo-analysis/bulk/${MISSING}`);
    expect(missingRun.statusCode).toBe(404);
    expect(missingRun.json().message).toBe('Bulk analysis run not found');
  });
});

describe('SEO insights overview', () => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await insertUserWithToken(t, { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  const checks = (failing: Partial<Record<SeoCheckId, 'problem' | 'improve'>>): SeoCheck[] =>
    SEO_CHECK_IDS.map((id) => ({
      id,
      group: 'keyword',
      verdict: failing[id] ?? 'pass',
      message: 'stored',
      value: null,
    }));
  const figures = analyzeSeo({ ...GOOD_ARTICLE }).figures;
  async function analysis(
    articleId: string,
    score: number,
    failing: Parameters<typeof checks>[0],
    at: string,
  ) {
    await t.database.db
      .insert(seoAnalyses)
      .values({ articleId, score, checks: checks(failing), figures, createdAt: new Date(at) });
  }

  it('is empty on a blog with no analyses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/seo-analysis/insights/overview', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      analysedArticles: 0,
      unanalysedArticles: 0,
      averageScore: null,
      distribution: [
        { band: 'good', count: 0 },
        { band: 'fair', count: 0 },
        { band: 'poor', count: 0 },
      ],
      commonProblems: [],
      worthFixing: [],
    });
  });

  it("counts each article's latest analysis: bands, average, common problems, and worth fixing by score × views", async () => {
    const a = await insertArticle(t, { title: 'A', viewCount: 0 });
    const b = await insertArticle(t, { title: 'B', viewCount: 1000 });
    const c = await insertArticle(t, { title: 'C', viewCount: 0 });
    const d = await insertArticle(t, { title: 'D', viewCount: 50 });
    await insertArticle(t, { title: 'E never analysed' });
    // A's older run failed the title; only its latest (80, at the good band's edge) counts.
    await analysis(
      a.id,
      30,
      { keyword_in_title: 'problem', outbound_links: 'problem' },
      '2026-01-01T00:00:00Z',
    );
    await analysis(a.id, 80, { outbound_links: 'improve' }, '2026-02-01T00:00:00Z');
    await analysis(b.id, 50, { outbound_links: 'problem', text_length: 'problem' }, '2026-02-01T00:00:00Z');
    await analysis(
      c.id,
      20,
      { outbound_links: 'problem', text_length: 'improve', keyword_set: 'problem' },
      '2026-02-01T00:00:00Z',
    );
    await analysis(d.id, 100, {}, '2026-02-01T00:00:00Z');

    const res = await t.app.inject({ method: 'GET', url: '/api/seo-analysis/insights/overview', headers });
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json<SeoInsights>();
    expect(insights).toEqual({
      analysedArticles: 4,
      unanalysedArticles: 1,
      averageScore: 62.5,
      distribution: [
        { band: 'good', count: 2 },
        { band: 'fair', count: 1 },
        { band: 'poor', count: 1 },
      ],
      commonProblems: [
        { id: 'outbound_links', count: 3 },
        { id: 'text_length', count: 2 },
        { id: 'keyword_set', count: 1 },
      ],
      // B: 50 points × 1,001 beats C: 80 × 1, then A: 20 × 1; D (100) has nothing to fix.
      worthFixing: [
        { articleId: b.id, title: 'B', slug: b.slug, score: 50, viewCount: 1000 },
        { articleId: c.id, title: 'C', slug: c.slug, score: 20, viewCount: 0 },
        { articleId: a.id, title: 'A', slug: a.slug, score: 80, viewCount: 0 },
      ],
    });
  });
});
