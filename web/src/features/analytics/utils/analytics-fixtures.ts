import {
  type AiAnalysisAnalyticsResponse,
  ANALYTICS_RANGE_DAYS,
  type AnalyticsTimeRange,
  type AnalyticsWindow,
  bucketForRange,
  type DashboardResponse,
  type DashboardSeriesPoint,
  type FunnelsResponse,
  type SystemStatusResponse,
  type UsersAnalyticsResponse,
} from '@pathwise/contract';

/* Builders for the analytics screens' tests: valid contract answers, shaped as the server sends them. */

/** The last local day of every fixture window. */
export const FIXTURE_TODAY = '2026-11-28';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dates of a range's buckets: each day, or each Monday over a year. */
export function fixtureDates(range: AnalyticsTimeRange): string[] {
  const days = ANALYTICS_RANGE_DAYS[range];
  const from = addDays(FIXTURE_TODAY, -(days - 1));
  if (bucketForRange(range) === 'day')
    return Array.from({ length: days }, (_, index) => addDays(from, index));
  const weekday = (new Date(`${from}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  const dates: string[] = [];
  for (let monday = addDays(from, -weekday); monday <= FIXTURE_TODAY; monday = addDays(monday, 7))
    dates.push(monday);
  return dates;
}

export function buildWindow(range: AnalyticsTimeRange, timeZone = 'UTC'): AnalyticsWindow {
  const days = ANALYTICS_RANGE_DAYS[range];
  const fromDate = addDays(FIXTURE_TODAY, -(days - 1));
  return {
    timeRange: range,
    timeZone,
    bucket: bucketForRange(range),
    fromDate,
    toDate: FIXTURE_TODAY,
    previousFromDate: addDays(fromDate, -days),
    previousToDate: addDays(fromDate, -1),
    generatedAt: `${FIXTURE_TODAY}T12:00:00.000Z`,
  };
}

/** A series where bucket i has i % 4 sign-ups, one verified fewer, started/completed from it. */
export function buildSeries(range: AnalyticsTimeRange, empty = false): DashboardSeriesPoint[] {
  return fixtureDates(range).map((date, index) => {
    const signUps = empty ? 0 : index % 4;
    const started = empty ? 0 : (index % 5) * 2;
    const completed = empty ? 0 : index % 5;
    return {
      date,
      signUps,
      verifiedSignUps: Math.max(signUps - 1, 0),
      attemptsStarted: started,
      attemptsCompleted: completed,
      completionRate: started === 0 ? null : completed / started,
    };
  });
}

export function buildDashboard(
  range: AnalyticsTimeRange = '30d',
  { empty = false, timeZone = 'UTC' }: { empty?: boolean; timeZone?: string } = {},
): DashboardResponse {
  const series = buildSeries(range, empty);
  const sum = (pick: (point: DashboardSeriesPoint) => number) =>
    series.reduce((total, p) => total + pick(p), 0);
  const started = sum((p) => p.attemptsStarted);
  const completed = sum((p) => p.attemptsCompleted);
  return {
    period: range,
    window: buildWindow(range, timeZone),
    overview: empty
      ? {
          totalAssessments: 0,
          activeAssessments: 0,
          totalUsers: 1,
          totalTestAttempts: 0,
          completedAttempts: 0,
        }
      : {
          totalAssessments: 12,
          activeAssessments: 9,
          totalUsers: 1234,
          totalTestAttempts: 340,
          completedAttempts: 310,
        },
    kpis: {
      signUps: { current: sum((p) => p.signUps), previous: empty ? 0 : 20 },
      verifiedSignUps: { current: sum((p) => p.verifiedSignUps), previous: empty ? 0 : 10 },
      attemptsStarted: { current: started, previous: empty ? 0 : started * 2 },
      attemptsCompleted: { current: completed, previous: 0 },
      completionRate: { current: started ? completed / started : 0, previous: empty ? 0 : 0.4 },
    },
    series,
    revenue: empty
      ? []
      : [
          {
            currency: 'INR',
            revenueMinor: { current: 1_499_700, previous: 499_900 },
            refundsMinor: { current: 49_900, previous: 0 },
            paidOrders: { current: 3, previous: 1 },
            series: series.map((point, index) => ({
              date: point.date,
              revenueMinor: index === 2 ? 1_499_700 : 0,
              refundsMinor: index === 3 ? 49_900 : 0,
            })),
          },
        ],
    users: [],
    usersPagination: { page: 1, limit: 10, total: 0, hasMore: false },
  };
}

export function buildUsersAnalytics(
  range: AnalyticsTimeRange = '30d',
  empty = false,
): UsersAnalyticsResponse {
  return {
    window: buildWindow(range),
    signUps: { current: empty ? 0 : 40, previous: 0 },
    verifiedSignUps: { current: empty ? 0 : 30, previous: 0 },
    verificationRate: empty ? null : 0.75,
    activePeople: { current: empty ? 0 : 25, previous: empty ? 0 : 20 },
    series: fixtureDates(range).map((date, index) => ({
      date,
      signUps: empty ? 0 : index % 3,
      verifiedSignUps: empty ? 0 : index % 2,
      activePeople: empty ? 0 : index % 6,
    })),
    retention: empty
      ? []
      : [
          { weekStart: '2026-11-09', size: 10, activeShare: [1, 0.5, 0.2] },
          { weekStart: '2026-11-16', size: 4, activeShare: [0.75, 0.25] },
          { weekStart: '2026-11-23', size: 0, activeShare: [0] },
        ],
    screening: empty ? { completed: 0, total: 1, rate: 0 } : { completed: 12, total: 40, rate: 0.3 },
    // A new install: the administrator, who has no screening answers.
    education: empty
      ? [{ level: null, count: 1 }]
      : [
          { level: 'bachelor', count: 8 },
          { level: null, count: 2 },
        ],
    experience: empty ? [{ level: null, count: 1 }] : [{ level: 'student', count: 10 }],
  };
}

export function buildAiAnalytics(
  range: AnalyticsTimeRange = '30d',
  empty = false,
): AiAnalysisAnalyticsResponse {
  return {
    window: buildWindow(range),
    total: empty ? 0 : 14,
    statuses: empty
      ? { pending: 0, processing: 0, completed: 0, failed: 0 }
      : { pending: 1, processing: 1, completed: 10, failed: 2 },
    byProvider: empty
      ? []
      : [
          { provider: 'builtin', total: 9, completed: 9, failed: 0 },
          { provider: 'openai', total: 5, completed: 1, failed: 2 },
        ],
    failureReasons: empty ? [] : [{ reason: 'OpenAI answered 429: rate limited', count: 2 }],
    timeToReport: empty ? { medianSeconds: null, p95Seconds: null } : { medianSeconds: 4.2, p95Seconds: 95 },
    retries: { reports: empty ? 0 : 2, extraRuns: empty ? 0 : 3 },
    tokens: empty ? null : { prompt: 12_000, completion: 3_400, total: 15_400 },
    series: fixtureDates(range).map((date, index) => ({
      date,
      completed: empty ? 0 : index % 2,
      failed: empty ? 0 : index === 1 ? 2 : 0,
    })),
  };
}

export function buildFunnels(range: AnalyticsTimeRange = '30d', empty = false): FunnelsResponse {
  const assessments = empty
    ? []
    : [
        {
          assessmentId: '22222222-0000-4000-8000-000000000001',
          title: 'Career Compass',
          started: 20,
          progressed: 15,
          completed: 12,
          abandoned: 3,
        },
        {
          assessmentId: '22222222-0000-4000-8000-000000000002',
          title: '=Work Styles',
          started: 8,
          progressed: 4,
          completed: 2,
          abandoned: 5,
        },
      ];
  return {
    window: buildWindow(range),
    assessments,
    totals: {
      started: empty ? 0 : 28,
      progressed: empty ? 0 : 19,
      completed: empty ? 0 : 14,
      abandoned: empty ? 0 : 8,
    },
    shares: { created: empty ? 0 : 3, views: empty ? 0 : 11 },
    blogViews: empty ? null : 42,
  };
}

export function buildSystemStatus(overrides: Partial<SystemStatusResponse> = {}): SystemStatusResponse {
  return {
    version: '1.4.0',
    commit: '7192ae7c0ffee',
    startedAt: '2026-11-28T09:00:00.000Z',
    uptimeSeconds: 3 * 3600 + 25 * 60,
    node: 'v20.19.1',
    database: {
      kind: 'pglite',
      sizeBytes: 48_500_000,
      migrationsApplied: 17,
      latestMigration: '0016_analytics',
    },
    queues: [
      { name: 'ai-analysis', queued: 2, active: 1, failed: 0, completed: 120, oldestWaitingSeconds: 42 },
      { name: 'mail', queued: 0, active: 0, failed: 1, completed: 300, oldestWaitingSeconds: null },
    ],
    mailOutbox: { sent: 300, failed: 1 },
    memory: { rssBytes: 210_000_000, heapUsedBytes: 90_000_000, heapTotalBytes: 120_000_000 },
    eventLoopDelayMs: { p50: 10.2, p99: 18.4, max: 40.1 },
    redis: { configured: false, ok: null, latencyMs: null },
    generatedAt: '2026-11-28T12:25:00.000Z',
    ...overrides,
  };
}
