import { z } from 'zod';
import { AI_ANALYSIS_PROVIDERS, AI_ANALYSIS_STATUSES } from './reports.ts';

/*
 * Admin analytics (spec §7 Admin analytics, §9 time range): GET /admin/analytics/dashboard,
 * /users, /ai-analysis, /funnels, /system. Every figure is computed by the database; days are the
 * viewer's days (`tz`, an IANA name), so an attempt at 23:30 in Asia/Kolkata counts on that local day.
 */

/** Spec §9: default 30d; options 7d, 30d, 90d, 1y. */
export const ANALYTICS_TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsTimeRange = (typeof ANALYTICS_TIME_RANGES)[number];
export const DEFAULT_ANALYTICS_TIME_RANGE: AnalyticsTimeRange = '30d';
/** Days in each range; the previous period is the same length, just before it. */
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsTimeRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
/** Series points are days, except over a year, where they are weeks (ISO weeks, starting Monday). */
export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];
export function bucketForRange(range: AnalyticsTimeRange): AnalyticsBucket {
  return range === '1y' ? 'week' : 'day';
}

/** True when the runtime knows `name` as an IANA time zone (Intl is backed by the same tz database). */
export function isIanaTimeZone(name: string): boolean {
  // Offsets ("+05:30") and abbreviations ("IST") are refused: only Area/Location names and UTC.
  if (!/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const TimeZoneSchema = z.string().max(64).refine(isIanaTimeZone, {
  message: 'Unknown time zone: use an IANA name such as Europe/London or Asia/Kolkata',
});

export const AnalyticsRangeQuerySchema = z.object({
  timeRange: z.enum(ANALYTICS_TIME_RANGES).default(DEFAULT_ANALYTICS_TIME_RANGE),
  tz: TimeZoneSchema.default('UTC'),
});
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

/** The window a response covers: local calendar days [fromDate, toDate] in `timeZone`, today included. */
export const AnalyticsWindowSchema = z.object({
  timeRange: z.enum(ANALYTICS_TIME_RANGES),
  timeZone: z.string(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  /** First and last local day of the range (YYYY-MM-DD). */
  fromDate: z.string(),
  toDate: z.string(),
  /** The same length just before: what KPI changes compare against. */
  previousFromDate: z.string(),
  previousToDate: z.string(),
  generatedAt: z.string(),
});
export type AnalyticsWindow = z.infer<typeof AnalyticsWindowSchema>;

/** A figure for the range and for the period before it (the KPI card's change). */
export const KpiSchema = z.object({ current: z.number(), previous: z.number() });
export type Kpi = z.infer<typeof KpiSchema>;

/* ---- dashboard ---- */

export const DashboardSeriesPointSchema = z.object({
  /** Local day, or the Monday of the local week when bucket is week (YYYY-MM-DD). */
  date: z.string(),
  signUps: z.number().int(),
  verifiedSignUps: z.number().int(),
  attemptsStarted: z.number().int(),
  attemptsCompleted: z.number().int(),
  /**
   * Of the attempts started in the bucket, the share completed by now, 0..1; null when nothing
   * started. (Completions counted by day can exceed the same day's starts, so they are not divided.)
   */
  completionRate: z.number().nullable(),
});
export type DashboardSeriesPoint = z.infer<typeof DashboardSeriesPointSchema>;

/** Money per currency, in minor units (never summed across currencies). */
export const RevenueSeriesPointSchema = z.object({
  date: z.string(),
  revenueMinor: z.number().int(),
  refundsMinor: z.number().int(),
});
export const CurrencyRevenueSchema = z.object({
  currency: z.string().length(3),
  revenueMinor: KpiSchema,
  refundsMinor: KpiSchema,
  paidOrders: KpiSchema,
  series: z.array(RevenueSeriesPointSchema),
});
export type CurrencyRevenue = z.infer<typeof CurrencyRevenueSchema>;

export const DashboardUserAttemptSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  isCompleted: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
/** Spec §3: users carry testAttempts with isCompleted (the most recent people, newest first). */
export const DashboardUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  /** The person's latest attempts (at most 5), newest first. */
  testAttempts: z.array(DashboardUserAttemptSchema),
  attemptCount: z.number().int(),
});
export type DashboardUser = z.infer<typeof DashboardUserSchema>;

export const DashboardOverviewSchema = z.object({
  totalAssessments: z.number().int(),
  activeAssessments: z.number().int(),
  totalUsers: z.number().int(),
  totalTestAttempts: z.number().int(),
  completedAttempts: z.number().int(),
});
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;

/** `period` is the spec's name for the dashboard's range (dashboard-analytics operation, period 30d). */
export const DashboardQuerySchema = z.object({
  period: z.enum(ANALYTICS_TIME_RANGES).default(DEFAULT_ANALYTICS_TIME_RANGE),
  tz: TimeZoneSchema.default('UTC'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardResponseSchema = z.object({
  period: z.enum(ANALYTICS_TIME_RANGES),
  window: AnalyticsWindowSchema,
  /** All-time totals (spec §3). */
  overview: DashboardOverviewSchema,
  kpis: z.object({
    signUps: KpiSchema,
    verifiedSignUps: KpiSchema,
    attemptsStarted: KpiSchema,
    attemptsCompleted: KpiSchema,
    /** Of the attempts started in the period, the share completed by now, 0..1 (0 when nothing started). */
    completionRate: KpiSchema,
  }),
  series: z.array(DashboardSeriesPointSchema),
  /** One entry per currency with payments or refunds in either period; empty before any payment. */
  revenue: z.array(CurrencyRevenueSchema),
  users: z.array(DashboardUserSchema),
  usersPagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

/* ---- users ---- */

export const CohortRowSchema = z.object({
  /** Monday of the sign-up week (local, YYYY-MM-DD). */
  weekStart: z.string(),
  size: z.number().int(),
  /** Share (0..1) of the cohort active in week 0, 1, 2… after sign-up; only weeks that have begun. */
  activeShare: z.array(z.number()),
});
export type CohortRow = z.infer<typeof CohortRowSchema>;
export const LevelCountSchema = z.object({ level: z.string().nullable(), count: z.number().int() });

export const UsersAnalyticsResponseSchema = z.object({
  window: AnalyticsWindowSchema,
  signUps: KpiSchema,
  verifiedSignUps: KpiSchema,
  /** verified ÷ sign-ups in the range, 0..1; null when nobody signed up. */
  verificationRate: z.number().nullable(),
  /** People who answered or completed something in the range. */
  activePeople: KpiSchema,
  series: z.array(
    z.object({
      date: z.string(),
      signUps: z.number().int(),
      verifiedSignUps: z.number().int(),
      activePeople: z.number().int(),
    }),
  ),
  /** Sign-up weeks in the range, oldest first (at most 12). */
  retention: z.array(CohortRowSchema),
  /** Profile screening (spec §4): people with a screening profile among people not deleted. */
  screening: z.object({ completed: z.number().int(), total: z.number().int(), rate: z.number().nullable() }),
  education: z.array(LevelCountSchema),
  experience: z.array(LevelCountSchema),
});
export type UsersAnalyticsResponse = z.infer<typeof UsersAnalyticsResponseSchema>;

/* ---- AI reports ---- */

export const AiAnalysisAnalyticsResponseSchema = z.object({
  window: AnalyticsWindowSchema,
  /** Reports requested in the range. */
  total: z.number().int(),
  statuses: z.object(
    Object.fromEntries(AI_ANALYSIS_STATUSES.map((s) => [s, z.number().int()])) as {
      [K in (typeof AI_ANALYSIS_STATUSES)[number]]: z.ZodNumber;
    },
  ),
  byProvider: z.array(
    z.object({
      provider: z.enum(AI_ANALYSIS_PROVIDERS),
      total: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  /** The commonest error texts of failed reports (at most 10). */
  failureReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Seconds from the attempt's completion to the report's, over completed reports. */
  timeToReport: z.object({ medianSeconds: z.number().nullable(), p95Seconds: z.number().nullable() }),
  /** Reports that needed more than one run, and the extra runs they took. */
  retries: z.object({ reports: z.number().int(), extraRuns: z.number().int() }),
  /** Tokens reported by OpenAI for reports in the range; null when no provider reported usage. */
  tokens: z
    .object({ prompt: z.number().int(), completion: z.number().int(), total: z.number().int() })
    .nullable(),
  series: z.array(z.object({ date: z.string(), completed: z.number().int(), failed: z.number().int() })),
});
export type AiAnalysisAnalyticsResponse = z.infer<typeof AiAnalysisAnalyticsResponseSchema>;

/* ---- funnels ---- */

/** Abandoned: started, not completed, and nothing answered for this many days. */
export const ABANDON_AFTER_DAYS = 7;

export const AssessmentFunnelSchema = z.object({
  assessmentId: z.uuid(),
  title: z.string(),
  /** Attempts started in the range. */
  started: z.number().int(),
  /** …of which at least half the questions were answered (or completed). */
  progressed: z.number().int(),
  completed: z.number().int(),
  abandoned: z.number().int(),
});
export type AssessmentFunnel = z.infer<typeof AssessmentFunnelSchema>;

export const FunnelsResponseSchema = z.object({
  window: AnalyticsWindowSchema,
  /** Profilers with attempts started in the range, most started first (at most 50). */
  assessments: z.array(AssessmentFunnelSchema),
  totals: AssessmentFunnelSchema.omit({ assessmentId: true, title: true }),
  /** Report share links created in the range, and views of shared reports. */
  shares: z.object({ created: z.number().int(), views: z.number().int() }),
  /** Blog article views counted in the range; null when the product does not record when views happened. */
  blogViews: z.number().int().nullable(),
});
export type FunnelsResponse = z.infer<typeof FunnelsResponseSchema>;

/* ---- system ---- */

export const QueueHealthSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  /** Age of the oldest job waiting to start; null when none waits. */
  oldestWaitingSeconds: z.number().nullable(),
});
export const SystemStatusResponseSchema = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  node: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number().nullable(),
    migrationsApplied: z.number().int(),
    latestMigration: z.string().nullable(),
  }),
  queues: z.array(QueueHealthSchema),
  /** Outbox messages by status (e.g. queued, sent, failed). */
  mailOutbox: z.record(z.string(), z.number().int()),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  /** From perf_hooks.monitorEventLoopDelay since the previous read. */
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable(), latencyMs: z.number().nullable() }),
  generatedAt: z.string(),
});
export type SystemStatusResponse = z.infer<typeof SystemStatusResponseSchema>;
