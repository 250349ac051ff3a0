import {
  ABANDON_AFTER_DAYS,
  type AnalyticsTimeRange,
  type AnalyticsWindow,
  type DashboardResponse,
  type FunnelsResponse,
  type UsersAnalyticsResponse,
} from '@pathwise/contract';
import type { AnalyticsFixture, FixtureAttempt } from './analytics-fixtures.ts';

/**
 * The analytics figures of a fixture worked out in plain TypeScript, the slow and obvious way: each
 * instant becomes a local calendar date with Intl (not with the SQL the services use), and every
 * figure is a filter and a count over the fixture's rows. Tests compare the API's answers to these.
 */

const DAYS: Record<AnalyticsTimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) on a wall clock in `timeZone` at `at`. */
export function localDate(at: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(at);
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

export type ModelQuery = { range: AnalyticsTimeRange; tz: string };

class Model {
  readonly window: AnalyticsWindow;
  readonly bucketDates: string[];
  constructor(
    readonly f: AnalyticsFixture,
    readonly query: ModelQuery,
  ) {
    const n = DAYS[query.range];
    const today = localDate(f.now, query.tz);
    this.window = {
      timeRange: query.range,
      timeZone: query.tz,
      bucket: query.range === '1y' ? 'week' : 'day',
      fromDate: shift(today, -(n - 1)),
      toDate: today,
      previousFromDate: shift(today, -(2 * n - 1)),
      previousToDate: shift(today, -n),
      generatedAt: f.now.toISOString(),
    };
    this.bucketDates = [];
    for (let date = this.bucketOfDate(this.window.fromDate); date <= today; date = shift(date, this.step)) {
      this.bucketDates.push(date);
    }
  }
  get step() {
    return this.window.bucket === 'week' ? 7 : 1;
  }
  bucketOfDate(date: string) {
    return this.window.bucket === 'week' ? monday(date) : date;
  }
  date(at: Date | null) {
    return at ? localDate(at, this.query.tz) : null;
  }
  inCurrent(at: Date | null) {
    const date = this.date(at);
    return date !== null && date >= this.window.fromDate && date <= this.window.toDate;
  }
  inPrevious(at: Date | null) {
    const date = this.date(at);
    return date !== null && date >= this.window.previousFromDate && date <= this.window.previousToDate;
  }
  inBucket(at: Date | null, bucket: string) {
    return this.inCurrent(at) && this.bucketOfDate(this.date(at)!) === bucket;
  }
  /** KPI of a count: { current, previous }. */
  kpi<T>(rows: T[], at: (row: T) => Date | null) {
    return {
      current: rows.filter((row) => this.inCurrent(at(row))).length,
      previous: rows.filter((row) => this.inPrevious(at(row))).length,
    };
  }
  get livePeople() {
    return this.f.people.filter((person) => !person.deletedAt);
  }
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/* ---- dashboard ---- */

export function expectedDashboard(
  f: AnalyticsFixture,
  query: ModelQuery & { page?: number; limit?: number },
): DashboardResponse {
  const m = new Model(f, query);
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const live = m.livePeople;
  const verified = live.filter((person) => person.verifiedAt);
  const completionRate = (attempts: FixtureAttempt[]) =>
    rate(attempts.filter((a) => a.completedAt).length, attempts.length);
  const startedIn = (test: (at: Date) => boolean) => f.attempts.filter((a) => test(a.startedAt));

  const captured = f.orders.filter((o) => o.status === 'paid' || o.status === 'refunded');
  const processed = f.refunds.filter((r) => r.status === 'processed');
  const currencies = [
    ...new Set([
      ...captured.filter((o) => m.inCurrent(o.paidAt) || m.inPrevious(o.paidAt)).map((o) => o.currency),
      ...processed
        .filter((r) => m.inCurrent(r.processedAt) || m.inPrevious(r.processedAt))
        .map((r) => r.currency),
    ]),
  ].sort();
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const titleOf = new Map(f.profilers.map((p) => [p.id, p.title]));
  const newestFirst =
    <T extends { id: string }>(at: (row: T) => Date) =>
    (a: T, b: T) =>
      at(b).getTime() - at(a).getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);
  const pageOfPeople = [...live]
    .sort(newestFirst((p) => p.createdAt))
    .slice((page - 1) * limit, page * limit);

  return {
    period: query.range,
    window: m.window,
    overview: {
      totalAssessments: f.profilers.length,
      activeAssessments: f.profilers.filter((p) => p.isActive).length,
      totalUsers: live.length,
      totalTestAttempts: f.attempts.length,
      completedAttempts: f.attempts.filter((a) => a.completedAt).length,
    },
    kpis: {
      signUps: m.kpi(live, (p) => p.createdAt),
      verifiedSignUps: m.kpi(verified, (p) => p.createdAt),
      attemptsStarted: m.kpi(f.attempts, (a) => a.startedAt),
      attemptsCompleted: m.kpi(f.attempts, (a) => a.completedAt),
      completionRate: {
        current: completionRate(startedIn((at) => m.inCurrent(at))) ?? 0,
        previous: completionRate(startedIn((at) => m.inPrevious(at))) ?? 0,
      },
    },
    series: m.bucketDates.map((date) => ({
      date,
      signUps: live.filter((p) => m.inBucket(p.createdAt, date)).length,
      verifiedSignUps: verified.filter((p) => m.inBucket(p.createdAt, date)).length,
      attemptsStarted: startedIn((at) => m.inBucket(at, date)).length,
      attemptsCompleted: f.attempts.filter((a) => m.inBucket(a.completedAt, date)).length,
      completionRate: completionRate(startedIn((at) => m.inBucket(at, date))),
    })),
    revenue: currencies.map((currency) => {
      const orders = captured.filter((o) => o.currency === currency);
      const refunds = processed.filter((r) => r.currency === currency);
      const money = (rows: { amountMinor: number }[]) => sum(rows.map((row) => row.amountMinor));
      return {
        currency,
        revenueMinor: {
          current: money(orders.filter((o) => m.inCurrent(o.paidAt))),
          previous: money(orders.filter((o) => m.inPrevious(o.paidAt))),
        },
        refundsMinor: {
          current: money(refunds.filter((r) => m.inCurrent(r.processedAt))),
          previous: money(refunds.filter((r) => m.inPrevious(r.processedAt))),
        },
        paidOrders: m.kpi(orders, (o) => o.paidAt),
        series: m.bucketDates.map((date) => ({
          date,
          revenueMinor: money(orders.filter((o) => m.inBucket(o.paidAt, date))),
          refundsMinor: money(refunds.filter((r) => m.inBucket(r.processedAt, date))),
        })),
      };
    }),
    users: pageOfPeople.map((person) => {
      const theirs = f.attempts.filter((a) => a.userId === person.id).sort(newestFirst((a) => a.startedAt));
      return {
        id: person.id,
        name: person.name,
        email: person.email,
        createdAt: person.createdAt.toISOString(),
        emailVerified: person.verifiedAt !== null,
        testAttempts: theirs.slice(0, 5).map((a) => ({
          id: a.id,
          assessmentId: a.assessmentId,
          assessmentTitle: titleOf.get(a.assessmentId)!,
          isCompleted: a.completedAt !== null,
          startedAt: a.startedAt.toISOString(),
          completedAt: a.completedAt?.toISOString() ?? null,
        })),
        attemptCount: theirs.length,
      };
    }),
    usersPagination: { page, limit, total: live.length, hasMore: page * limit < live.length },
  };
}

/* ---- people ---- */

export function expectedUsers(f: AnalyticsFixture, query: ModelQuery): UsersAnalyticsResponse {
  const m = new Model(f, query);
  const live = m.livePeople;
  const liveIds = new Set(live.map((p) => p.id));
  const verified = live.filter((p) => p.verifiedAt);
  const eventsOf = (a: FixtureAttempt) => [a.startedAt, a.lastAnsweredAt, a.completedAt];
  const activeWhere = (test: (at: Date | null) => boolean) =>
    new Set(f.attempts.filter((a) => liveIds.has(a.userId) && eventsOf(a).some(test)).map((a) => a.userId))
      .size;

  // Cohorts: sign-up weeks overlapping the range, at most the last 12, whole weeks, non-empty.
  const thisMonday = monday(m.window.toDate);
  const weeks: string[] = [];
  for (let week = monday(m.window.fromDate); week <= thisMonday; week = shift(week, 7)) weeks.push(week);
  const retention = weeks.slice(-12).flatMap((weekStart) => {
    const members = live.filter((p) => monday(m.date(p.createdAt)!) === weekStart);
    if (members.length === 0) return [];
    const weeksBegun = weeks.length - weeks.indexOf(weekStart);
    return [
      {
        weekStart,
        size: members.length,
        activeShare: Array.from({ length: weeksBegun }, (_, k) => {
          const week = shift(weekStart, 7 * k);
          const active = members.filter((p) =>
            f.attempts.some(
              (a) =>
                a.userId === p.id && eventsOf(a).some((at) => at !== null && monday(m.date(at)!) === week),
            ),
          );
          return active.length / members.length;
        }),
      },
    ];
  });

  const profileOf = new Map(f.profiles.map((p) => [p.userId, p]));
  const levels = (pick: (profile: (typeof f.profiles)[number]) => string | null) => {
    const counts = new Map<string | null, number>();
    for (const person of live) {
      const profile = profileOf.get(person.id);
      const level = profile ? pick(profile) : null;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
    return [...counts.entries()]
      .map(([level, count]) => ({ level, count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.level === null ? 1 : b.level === null ? -1 : a.level < b.level ? -1 : a.level > b.level ? 1 : 0),
      );
  };
  const signUps = m.kpi(live, (p) => p.createdAt);
  const verifiedSignUps = m.kpi(verified, (p) => p.createdAt);
  const completedScreening = live.filter((p) => profileOf.get(p.id)?.completedAt).length;

  return {
    window: m.window,
    signUps,
    verifiedSignUps,
    verificationRate: rate(verifiedSignUps.current, signUps.current),
    activePeople: {
      current: activeWhere((at) => m.inCurrent(at)),
      previous: activeWhere((at) => m.inPrevious(at)),
    },
    series: m.bucketDates.map((date) => ({
      date,
      signUps: live.filter((p) => m.inBucket(p.createdAt, date)).length,
      verifiedSignUps: verified.filter((p) => m.inBucket(p.createdAt, date)).length,
      activePeople: activeWhere((at) => m.inBucket(at, date)),
    })),
    retention,
    screening: {
      completed: completedScreening,
      total: live.length,
      rate: rate(completedScreening, live.length),
    },
    education: levels((p) => p.educationLevel),
    experience: levels((p) => p.experienceLevel),
  };
}

/* ---- funnels ---- */

export function expectedFunnels(f: AnalyticsFixture, query: ModelQuery): FunnelsResponse {
  const m = new Model(f, query);
  const abandonBefore = f.now.getTime() - ABANDON_AFTER_DAYS * 86_400_000;
  const started = f.attempts.filter((a) => m.inCurrent(a.startedAt));
  const figures = (attempts: FixtureAttempt[]) => {
    const questionsOf = (a: FixtureAttempt) =>
      f.profilers.find((p) => p.id === a.assessmentId)!.questionIds.length;
    return {
      started: attempts.length,
      progressed: attempts.filter((a) => a.completedAt || (a.answers > 0 && a.answers * 2 >= questionsOf(a)))
        .length,
      completed: attempts.filter((a) => a.completedAt).length,
      abandoned: attempts.filter(
        (a) => !a.completedAt && (a.lastAnsweredAt ?? a.startedAt).getTime() < abandonBefore,
      ).length,
    };
  };
  const assessments = f.profilers
    .map((p) => ({
      assessmentId: p.id,
      title: p.title,
      ...figures(started.filter((a) => a.assessmentId === p.id)),
    }))
    .filter((row) => row.started > 0)
    .sort(
      (a, b) =>
        b.started - a.started ||
        a.title.localeCompare(b.title, 'en') ||
        (a.assessmentId < b.assessmentId ? -1 : 1),
    );
  const shares = f.shares.filter((s) => m.inCurrent(s.createdAt));
  return {
    window: m.window,
    assessments,
    totals: figures(started),
    shares: { created: shares.length, views: shares.reduce((total, s) => total + s.viewCount, 0) },
    blogViews: null,
  };
}
