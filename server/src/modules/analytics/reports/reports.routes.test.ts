import {
  AI_ANALYSIS_PROVIDERS,
  AI_ANALYSIS_STATUSES,
  type AiAnalysisAnalyticsResponse,
  AiAnalysisAnalyticsResponseSchema,
  type AiAnalysisProvider,
  type AiAnalysisStatus,
  type AnalyticsTimeRange,
} from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { localDate } from '../../../../test/analytics-model.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { aiAnalyses, testAttempts } from '../../../db/schema/index.ts';
import { FAILURE_REASONS_LIMIT } from './reports.service.ts';

/**
 * AI-report health against a seeded history whose figures this file works out on its own: local
 * dates with Intl, counts by filtering the seeded rows, and percentiles by linear interpolation
 * (what percentile_cont does) over the waits the seed chose.
 */

type Headers = Record<string, string>;
const NOW = new Date('2026-03-20T10:00:00.000Z');
const DAY_MS = 86_400_000;
const DAYS: Record<AnalyticsTimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
/** Twelve reasons, some more common than others: more than the ten the answer lists, with ties. */
const REASONS = Array.from({ length: 12 }, (_, i) => `OpenAI answered 5${String(i).padStart(2, '0')}.`);

type Seeded = {
  requestedAt: Date;
  status: AiAnalysisStatus;
  provider: AiAnalysisProvider;
  error: string | null;
  tries: number;
  promptTokens: number | null;
  completionTokens: number | null;
  attemptCompletedAt: Date;
  /** The report's completion (completed reports only). */
  completedAt: Date | null;
};

/** A small deterministic generator (mulberry32), so the fixture is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fixture(): Seeded[] {
  const next = random(17);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rows: Seeded[] = [];
  for (let i = 0; i < 160; i++) {
    // Spread over 400 days before now, more of them recent.
    const ageMs = Math.floor(next() ** 2 * 400 * DAY_MS);
    const requestedAt = new Date(NOW.getTime() - ageMs);
    const status = pick(AI_ANALYSIS_STATUSES);
    const provider = pick(AI_ANALYSIS_PROVIDERS);
    // Reason i appears with weight 12 - i: the commonest first, and counts that tie.
    const reason = REASONS[Math.floor(next() ** 1.5 * REASONS.length)]!;
    const attemptCompletedAt = new Date(requestedAt.getTime() - Math.floor(next() * 5000));
    const waitMs = 1000 + Math.floor(next() * 600_000) + (next() < 0.1 ? 3_600_000 : 0);
    const tokens = provider === 'openai' && status === 'completed' && next() < 0.8;
    rows.push({
      requestedAt,
      status,
      provider,
      error: status === 'failed' ? reason : status === 'pending' && next() < 0.3 ? reason : null,
      tries: status === 'pending' ? Math.floor(next() * 2) : 1 + Math.floor(next() ** 2 * 4),
      promptTokens: tokens ? 500 + Math.floor(next() * 2000) : null,
      completionTokens: tokens ? 100 + Math.floor(next() * 900) : null,
      attemptCompletedAt,
      completedAt: status === 'completed' ? new Date(attemptCompletedAt.getTime() + waitMs) : null,
    });
  }
  // Hand-placed: 18:45 UTC on 13 March is 00:15 on the 14th in Kolkata, the first day of its 7d
  // range, and still the 13th in UTC, the day before UTC's 7d range.
  rows.push({
    requestedAt: new Date('2026-03-13T18:45:00.000Z'),
    status: 'failed',
    provider: 'openai',
    error: 'Boundary failure.',
    tries: 4,
    promptTokens: null,
    completionTokens: null,
    attemptCompletedAt: new Date('2026-03-13T18:44:00.000Z'),
    completedAt: null,
  });
  return rows;
}

function shift(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
function monday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return shift(date, weekday === 0 ? -6 : 1 - weekday);
}

/** Linear interpolation between the two nearest ranks: PostgreSQL's percentile_cont. */
function percentileCont(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

function expected(rows: Seeded[], range: AnalyticsTimeRange, tz: string): AiAnalysisAnalyticsResponse {
  const days = DAYS[range];
  const today = localDate(NOW, tz);
  const fromDate = shift(today, -(days - 1));
  const bucket = range === '1y' ? 'week' : 'day';
  const inRange = rows.filter((row) => {
    const date = localDate(row.requestedAt, tz);
    return date >= fromDate && date <= today;
  });
  const count = (filter: (row: Seeded) => boolean) => inRange.filter(filter).length;
  const reasons = new Map<string, number>();
  for (const row of inRange.filter((r) => r.status === 'failed')) {
    reasons.set(row.error!, (reasons.get(row.error!) ?? 0) + 1);
  }
  const waits = inRange
    .filter((row) => row.status === 'completed')
    .map((row) => (row.completedAt!.getTime() - row.attemptCompletedAt.getTime()) / 1000);
  const withTokens = inRange.filter((row) => row.promptTokens !== null);
  const prompt = withTokens.reduce((sum, row) => sum + row.promptTokens!, 0);
  const completion = withTokens.reduce((sum, row) => sum + row.completionTokens!, 0);
  const dates: string[] = [];
  const step = bucket === 'week' ? 7 : 1;
  for (let date = bucket === 'week' ? monday(fromDate) : fromDate; date <= today; date = shift(date, step)) {
    dates.push(date);
  }
  const bucketOf = (row: Seeded) => {
    const date = localDate(row.requestedAt, tz);
    return bucket === 'week' ? monday(date) : date;
  };
  return {
    window: {
      timeRange: range,
      timeZone: tz,
      bucket,
      fromDate,
      toDate: today,
      previousFromDate: shift(today, -(2 * days - 1)),
      previousToDate: shift(today, -days),
      generatedAt: NOW.toISOString(),
    },
    total: inRange.length,
    statuses: Object.fromEntries(
      AI_ANALYSIS_STATUSES.map((status) => [status, count((row) => row.status === status)]),
    ) as AiAnalysisAnalyticsResponse['statuses'],
    byProvider: AI_ANALYSIS_PROVIDERS.map((provider) => ({
      provider,
      total: count((row) => row.provider === provider),
      completed: count((row) => row.provider === provider && row.status === 'completed'),
      failed: count((row) => row.provider === provider && row.status === 'failed'),
    })),
    failureReasons: [...reasons]
      .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
      .slice(0, FAILURE_REASONS_LIMIT)
      .map(([reason, n]) => ({ reason, count: n })),
    timeToReport: { medianSeconds: percentileCont(waits, 0.5), p95Seconds: percentileCont(waits, 0.95) },
    retries: {
      reports: count((row) => row.tries > 1),
      extraRuns: inRange.filter((row) => row.tries > 1).reduce((sum, row) => sum + row.tries - 1, 0),
    },
    tokens: withTokens.length === 0 ? null : { prompt, completion, total: prompt + completion },
    series: dates.map((date) => ({
      date,
      completed: count((row) => row.status === 'completed' && bucketOf(row) === date),
      failed: count((row) => row.status === 'failed' && bucketOf(row) === date),
    })),
  };
}

async function seed(t: TestApp, userId: string, rows: Seeded[]) {
  const profiler = await insertProfiler(t, { title: 'Reported' });
  const attempts = await t.database.db
    .insert(testAttempts)
    .values(
      rows.map((row) => ({
        userId,
        assessmentId: profiler.id,
        status: 'completed' as const,
        isCompleted: true,
        startedAt: new Date(row.attemptCompletedAt.getTime() - 600_000),
        completedAt: row.attemptCompletedAt,
      })),
    )
    .returning({ id: testAttempts.id });
  await t.database.db.insert(aiAnalyses).values(
    rows.map((row, i) => ({
      attemptId: attempts[i]!.id,
      status: row.status,
      provider: row.provider,
      error: row.error,
      tries: row.tries,
      promptTokens: row.promptTokens,
      completionTokens: row.completionTokens,
      requestedAt: row.requestedAt,
      completedAt: row.completedAt,
    })),
  );
}

/** Percentiles are compared to 6 decimals (seconds as a double); everything else exactly. */
function expectFigures(body: AiAnalysisAnalyticsResponse, want: AiAnalysisAnalyticsResponse) {
  const { timeToReport, ...rest } = body;
  const { timeToReport: wantTime, ...wantRest } = want;
  expect(rest).toEqual(wantRest);
  for (const key of ['medianSeconds', 'p95Seconds'] as const) {
    if (wantTime[key] === null) expect(timeToReport[key]).toBeNull();
    else expect(timeToReport[key]).toBeCloseTo(wantTime[key], 6);
  }
}

const CASES = [
  { range: '7d', tz: 'UTC' },
  { range: '7d', tz: 'Asia/Kolkata' },
  { range: '30d', tz: 'America/New_York' },
  { range: '90d', tz: 'Asia/Kolkata' },
  { range: '1y', tz: 'UTC' },
  { range: '1y', tz: 'Pacific/Auckland' },
] as const;

describe('GET /admin/analytics/ai-analysis', () => {
  describe('on a known history', () => {
    let t: TestApp;
    let admin: { headers: Headers };
    let user: { headers: Headers };
    const rows = fixture();

    beforeAll(async () => {
      t = await createTestApp({ now: () => NOW });
      admin = await insertUserWithToken(t, { role: 'admin' });
      const person = await insertUserWithToken(t);
      user = person;
      await seed(t, person.user.id, rows);
    });
    afterAll(() => t.close());

    const get = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/ai-analysis${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return AiAnalysisAnalyticsResponseSchema.parse(res.json());
    };

    it('answers 401 anonymous and 403 to a user', async () => {
      await expectAdminOnly(t, '/api/admin/analytics/ai-analysis', user.headers);
    });

    it.each(CASES)(
      'every figure equals the seeded history worked out here ($range, $tz)',
      async ({ range, tz }) => {
        const body = await get(`?timeRange=${range}&tz=${encodeURIComponent(tz)}`);
        expectFigures(body, expected(rows, range, tz));
      },
    );

    it('defaults to 30 days in UTC, and the fixture reaches every part of the answer', async () => {
      const body = await get('');
      expectFigures(body, expected(rows, '30d', 'UTC'));
      const year = await get('?timeRange=1y');
      expect(year.total).toBeGreaterThan(50);
      expect(Object.values(year.statuses).every((n) => n > 0)).toBe(true);
      expect(year.byProvider.every((p) => p.completed > 0 && p.failed > 0)).toBe(true);
      expect(year.failureReasons).toHaveLength(FAILURE_REASONS_LIMIT);
      expect(year.timeToReport.p95Seconds!).toBeGreaterThan(year.timeToReport.medianSeconds!);
      expect(year.retries.reports).toBeGreaterThan(0);
      expect(year.tokens!.prompt).toBeGreaterThan(0);
    });

    it('counts a report requested at 00:15 in Kolkata on that local day, not on the UTC day before', async () => {
      const kolkata = await get('?timeRange=7d&tz=Asia/Kolkata');
      const utc = await get('?timeRange=7d&tz=UTC');
      expect(kolkata.window.fromDate).toBe('2026-03-14');
      expect(kolkata.series[0]!.date).toBe('2026-03-14');
      expect(kolkata.failureReasons).toContainEqual({ reason: 'Boundary failure.', count: 1 });
      expect(utc.failureReasons.map((r) => r.reason)).not.toContain('Boundary failure.');
    });

    it('refuses an unknown time zone or range with 400', async () => {
      for (const query of ['?tz=Mars/Olympus', '?tz=%2B05:30', '?tz=IST', '?timeRange=2y', '?timeRange=']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/analytics/ai-analysis${query}`,
          headers: admin.headers,
        });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  describe('on a new install', () => {
    let t: TestApp;
    let admin: { headers: Headers; user: { id: string } };
    beforeAll(async () => {
      t = await createTestApp({ now: () => NOW });
      admin = await insertUserWithToken(t, { role: 'admin' });
    });
    afterAll(() => t.close());

    const get = async (query: string) =>
      AiAnalysisAnalyticsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/analytics/ai-analysis${query}`,
            headers: admin.headers,
          })
        ).json(),
      );

    it('answers zeros and nulls, with a zero for every day of the range', async () => {
      const body = await get('?timeRange=7d&tz=Asia/Kolkata');
      expect(body).toEqual(expected([], '7d', 'Asia/Kolkata'));
      expect(body.series).toHaveLength(7);
      expect(body.tokens).toBeNull();
      expect(body.timeToReport).toEqual({ medianSeconds: null, p95Seconds: null });
      expect((await get('?timeRange=1y')).series).toHaveLength(53);
    });

    it('has no tokens while only the built-in writer wrote reports; one wait is its own median and p95', async () => {
      const completed = new Date(NOW.getTime() - 3_600_000);
      const report: Seeded = {
        requestedAt: completed,
        status: 'completed',
        provider: 'builtin',
        error: null,
        tries: 1,
        promptTokens: null,
        completionTokens: null,
        attemptCompletedAt: completed,
        completedAt: new Date(completed.getTime() + 2_500),
      };
      await seed(t, admin.user.id, [report]);
      const body = await get('?timeRange=7d');
      expect(body.total).toBe(1);
      expect(body.tokens).toBeNull();
      expect(body.timeToReport).toEqual({ medianSeconds: 2.5, p95Seconds: 2.5 });
      expect(body.retries).toEqual({ reports: 0, extraRuns: 0 });
    });
  });
});
