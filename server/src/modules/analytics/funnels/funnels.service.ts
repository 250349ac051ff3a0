import { ABANDON_AFTER_DAYS, type AnalyticsRangeQuery, type FunnelsResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { instant, num, resolveWindow, sqlRows, within } from '../shared.ts';

/** Profilers listed (the totals count them all). */
export const MAX_FUNNEL_PROFILERS = 50;
const DAY_MS = 86_400_000;

type FunnelRow = {
  assessmentId: string | null;
  title: string | null;
  started: unknown;
  progressed: unknown;
  completed: unknown;
  abandoned: unknown;
};

/**
 * GET /admin/analytics/funnels: per profiler, the attempts started in the range and how far they got
 * (spec §9 funnels: start → progress → complete, and abandon):
 * - progressed: completed, or at least one answer and at least half the profiler's questions
 *   answered (all its questions: a screening may hide some categories from a person, which this
 *   figure does not try to follow);
 * - abandoned: not completed, and the last sign of life — the last answer, or the start when nothing
 *   was answered — older than ABANDON_AFTER_DAYS before now. An open attempt younger than that is
 *   neither completed nor abandoned yet.
 * Answers are counted (test_answers' unique (attempt_id, question_id) index) only for attempts not
 * completed.
 */
export function createFunnelsService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  return {
    async getFunnels(query: AnalyticsRangeQuery): Promise<FunnelsResponse> {
      const at = now();
      const w = await resolveWindow(db, query, at);
      const abandonedBefore = new Date(at.getTime() - ABANDON_AFTER_DAYS * DAY_MS);
      const [funnelRows, [shares]] = await readTogether(db, [
        () =>
          sqlRows<FunnelRow>(
            db,
            sql`with question_counts as (
                  select q.assessment_id, count(*) as questions from questions q group by q.assessment_id
                ),
                attempt as (
                  select a.assessment_id,
                         a.is_completed as completed,
                         not a.is_completed
                           and coalesce(a.last_answered_at, a.started_at) < ${instant(abandonedBefore)} as abandoned,
                         case when a.is_completed then true else (
                           select count(*) > 0 and count(*) * 2 >= coalesce(qc.questions, 0)
                           from test_answers x where x.attempt_id = a.id
                         ) end as progressed
                  from test_attempts a
                  left join question_counts qc on qc.assessment_id = a.assessment_id
                  where ${within(sql`a.started_at`, w.current)}
                ),
                funnel as (
                  select s.id, s.title, count(*) as started,
                         count(*) filter (where f.progressed) as progressed,
                         count(*) filter (where f.completed) as completed,
                         count(*) filter (where f.abandoned) as abandoned
                  from attempt f join assessments s on s.id = f.assessment_id
                  group by grouping sets ((s.id, s.title), ())
                )
                select id as "assessmentId", title as "title", started as "started",
                       progressed as "progressed", completed as "completed", abandoned as "abandoned"
                from funnel
                order by (id is null) desc, started desc, title asc, id asc
                limit ${MAX_FUNNEL_PROFILERS + 1}`,
          ),
        // Share links made in the range (revoked ones too: they were shared), and how often those
        // links have been opened so far: the link keeps a running count, not when each view happened.
        () =>
          sqlRows<{ created: unknown; views: unknown }>(
            db,
            sql`select count(*) as "created", coalesce(sum(r.view_count), 0) as "views"
                from report_shares r where ${within(sql`r.created_at`, w.current)}`,
          ),
      ]);
      const figures = (row: FunnelRow | undefined) => ({
        started: num(row?.started),
        progressed: num(row?.progressed),
        completed: num(row?.completed),
        abandoned: num(row?.abandoned),
      });
      const totals = funnelRows.find((row) => row.assessmentId === null);
      return {
        window: w.window,
        assessments: funnelRows
          .filter((row) => row.assessmentId !== null)
          .map((row) => ({ assessmentId: row.assessmentId!, title: row.title!, ...figures(row) })),
        totals: figures(totals),
        shares: { created: num(shares?.created), views: num(shares?.views) },
        // blog_articles keeps one running view_count per article and no record of when a view
        // happened, so views in a range cannot be told: null says so rather than a made-up figure.
        blogViews: null,
      };
    },
  };
}
export type FunnelsService = ReturnType<typeof createFunnelsService>;
