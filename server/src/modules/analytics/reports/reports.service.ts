import {
  AI_ANALYSIS_PROVIDERS,
  AI_ANALYSIS_STATUSES,
  type AiAnalysisAnalyticsResponse,
  type AnalyticsRangeQuery,
} from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { num, periodFigures, type ResolvedWindow, resolveWindow, sqlRows, within } from '../shared.ts';

/**
 * AI-report health for the operator (GET /admin/analytics/ai-analysis): the reports requested in
 * the range (ai_analyses.requested_at, indexed), by status and provider, why they failed, how long
 * a person waited for one, how many needed another run, and the tokens OpenAI reported. Every
 * figure is aggregated by PostgreSQL.
 */

/** The failure reasons listed: the commonest error texts. */
export const FAILURE_REASONS_LIMIT = 10;
/** A failed report stored without an error text (none today; the list must still say something). */
export const NO_REASON = 'No reason recorded';

const requestedIn = (w: ResolvedWindow) => within(sql`x.requested_at`, w.current);

type Totals = Record<(typeof AI_ANALYSIS_STATUSES)[number], unknown> & {
  total: unknown;
  retried: unknown;
  extraRuns: unknown;
  withTokens: unknown;
  prompt: unknown;
  completion: unknown;
  median: unknown;
  p95: unknown;
};

export function createAiReportsService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /**
   * One row: counts by status, retries, tokens, and the median and 95th percentile of the seconds
   * from the attempt's completion to the report's (percentile_cont: linear interpolation between
   * the two nearest values), over completed reports only.
   */
  async function totals(w: ResolvedWindow): Promise<Totals> {
    const statuses = sql.join(
      AI_ANALYSIS_STATUSES.map(
        (status) => sql`count(*) filter (where x.status = ${status}) as ${sql.identifier(status)}`,
      ),
      sql`, `,
    );
    const wait = sql`extract(epoch from x.completed_at - a.completed_at)`;
    const waited = sql`x.status = 'completed' and x.completed_at is not null and a.completed_at is not null`;
    const [row] = await sqlRows<Totals>(
      db,
      sql`select count(*) as "total", ${statuses},
                 count(*) filter (where x.tries > 1) as "retried",
                 coalesce(sum(x.tries - 1) filter (where x.tries > 1), 0) as "extraRuns",
                 count(*) filter (where x.prompt_tokens is not null or x.completion_tokens is not null) as "withTokens",
                 coalesce(sum(x.prompt_tokens), 0) as "prompt",
                 coalesce(sum(x.completion_tokens), 0) as "completion",
                 percentile_cont(0.5) within group (order by ${wait}) filter (where ${waited}) as "median",
                 percentile_cont(0.95) within group (order by ${wait}) filter (where ${waited}) as "p95"
          from ai_analyses x join test_attempts a on a.id = x.attempt_id
          where ${requestedIn(w)}`,
    );
    return row!;
  }

  async function byProvider(w: ResolvedWindow): Promise<AiAnalysisAnalyticsResponse['byProvider']> {
    const rows = await sqlRows<{ provider: string; total: unknown; completed: unknown; failed: unknown }>(
      db,
      sql`select x.provider as "provider", count(*) as "total",
                 count(*) filter (where x.status = 'completed') as "completed",
                 count(*) filter (where x.status = 'failed') as "failed"
          from ai_analyses x where ${requestedIn(w)}
          group by x.provider`,
    );
    // Every provider is listed, with zeros when it wrote nothing in the range.
    return AI_ANALYSIS_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return { provider, total: num(row?.total), completed: num(row?.completed), failed: num(row?.failed) };
    });
  }

  async function failureReasons(w: ResolvedWindow): Promise<AiAnalysisAnalyticsResponse['failureReasons']> {
    const rows = await sqlRows<{ reason: string; count: unknown }>(
      db,
      sql`select coalesce(nullif(x.error, ''), ${NO_REASON}) as "reason", count(*) as "count"
          from ai_analyses x where ${requestedIn(w)} and x.status = 'failed'
          group by 1 order by 2 desc, 1 asc
          limit ${FAILURE_REASONS_LIMIT}`,
    );
    return rows.map((row) => ({ reason: row.reason, count: num(row.count) }));
  }

  /** Completed and failed reports per local day (week for 1y) of their request. */
  function series(w: ResolvedWindow) {
    return periodFigures(
      db,
      w,
      sql`select x.requested_at as at, x.status from ai_analyses x where ${requestedIn(w)}`,
      {
        completed: sql`count(*) filter (where g.status = 'completed')`,
        failed: sql`count(*) filter (where g.status = 'failed')`,
      },
    );
  }

  return {
    async getAiAnalysis(query: AnalyticsRangeQuery): Promise<AiAnalysisAnalyticsResponse> {
      const w = await resolveWindow(db, query, now());
      const [row, providers, reasons, perBucket] = await readTogether(db, [
        () => totals(w),
        () => byProvider(w),
        () => failureReasons(w),
        () => series(w),
      ]);
      const seconds = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      const prompt = num(row.prompt);
      const completion = num(row.completion);
      return {
        window: w.window,
        total: num(row.total),
        statuses: Object.fromEntries(
          AI_ANALYSIS_STATUSES.map((status) => [status, num(row[status])]),
        ) as AiAnalysisAnalyticsResponse['statuses'],
        byProvider: providers,
        failureReasons: reasons,
        timeToReport: { medianSeconds: seconds(row.median), p95Seconds: seconds(row.p95) },
        retries: { reports: num(row.retried), extraRuns: num(row.extraRuns) },
        tokens: num(row.withTokens) === 0 ? null : { prompt, completion, total: prompt + completion },
        series: w.bucketDates.map((date) => {
          const bucket = perBucket.buckets.get(date);
          return { date, completed: bucket?.completed ?? 0, failed: bucket?.failed ?? 0 };
        }),
      };
    },
  };
}
export type AiReportsService = ReturnType<typeof createAiReportsService>;
