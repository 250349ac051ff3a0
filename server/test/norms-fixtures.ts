import { sql } from 'drizzle-orm';
import { createNormsJob } from '../src/modules/careers/norms/norms.job.ts';
import type { TestApp } from './app.ts';
import { insertProfiler } from './catalogue-factories.ts';
import { spyLogger } from './spy-logger.ts';

/**
 * People and results for the norms tests, written straight into the tables with generate_series
 * (400 people through the HTTP journey would take minutes). Person g (1–400):
 *   1–130   bachelor, age 27 (25–34: 130 people — its own cohort)
 *   131–200 bachelor, age 40 (35–44: 70 people — falls back to bachelor, 240)
 *   201–240 bachelor, no age
 *   241–330 master, age 22 (90 people — falls back to everyone)
 *   331–370 no profile screening at all
 *   371–400 a blank education level, age 30
 * Everyone completed the big profiler with Realistic = (g·37 mod 101) and Investigative =
 * (g·53 mod 1000) / 10; every tenth person also has an earlier completed attempt with other scores
 * (a retake: only the latest counts) and every seventh an open attempt at the small profiler.
 * The small profiler has 20 completed attempts: under 100 in every cohort.
 */
export const PEOPLE = 400;

export type NormsData = { bigId: string; smallId: string; userIdOf: (g: number) => string };

const traits = (realistic: string, investigative: string) =>
  sql.raw(`jsonb_build_object(
  'answered', 2, 'total', 2, 'categories', '[]'::jsonb, 'hollandCode', null, 'scoringVersion', 1,
  'traits', jsonb_build_array(
    jsonb_build_object('trait', 'Realistic', 'raw', 1, 'min', 0, 'max', 4, 'score', ${realistic}, 'itemsAnswered', 1, 'itemsTotal', 1),
    jsonb_build_object('trait', 'Investigative', 'raw', 1, 'min', 0, 'max', 4, 'score', ${investigative}, 'itemsAnswered', 1, 'itemsTotal', 1)))`);

export async function seedNormsData(t: TestApp): Promise<NormsData> {
  const db = t.database.db;
  const big = await insertProfiler(t, { title: 'Norms Big' });
  const small = await insertProfiler(t, { title: 'Norms Small' });
  const tag = big.id.slice(0, 8);
  await db.execute(sql`
    insert into users (name, email, role, password_hash, email_verified_at)
    select 'norms ' || g, 'norms-' || g || '-' || ${tag} || '@example.test', 'user', 'x', now()
    from generate_series(1, ${PEOPLE}) g`);
  const people = sql.raw(
    `(select id, substring(name from 7)::int as g from users where email like 'norms-%')`,
  );
  await db.execute(sql`
    insert into student_profiles (user_id, education_level, age)
    select id,
      case when g <= 240 then 'bachelor' when g <= 330 then 'master' else '  ' end,
      case when g <= 130 then 27 when g <= 200 then 40 when g <= 240 then null when g <= 330 then 22 else 30 end
    from ${people} p where g <= 330 or g > 370`);
  await db.execute(sql`
    insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at, scores, scored_at)
    select id, ${big.id}::uuid, 'completed', true, now() - interval '1 hour', now() - interval '30 minutes',
           ${traits('((g * 37) % 101)', '(((g * 53) % 1000) / 10.0)')}, now()
    from ${people} p`);
  await db.execute(sql`
    insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at, scores, scored_at)
    select id, ${big.id}::uuid, 'completed', true, now() - interval '3 days', now() - interval '2 days',
           ${traits('3', '99.8')}, now()
    from ${people} p where g % 10 = 0`);
  await db.execute(sql`
    insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at, scores, scored_at)
    select id, ${small.id}::uuid, 'completed', true, now() - interval '1 hour', now(),
           ${traits('(g % 5) * 20', '50')}, now()
    from ${people} p where g <= 20`);
  await db.execute(sql`
    insert into test_attempts (user_id, assessment_id, status, is_completed)
    select id, ${small.id}::uuid, 'in_progress', false from ${people} p where g % 7 = 0 and g > 20`);
  const rows = (await db.execute(people)) as unknown as { rows: Array<{ id: string; g: number }> };
  const ids = new Map(rows.rows.map((row) => [Number(row.g), row.id]));
  return { bigId: big.id, smallId: small.id, userIdOf: (g) => ids.get(g) as string };
}

/** Runs the norms job as the scheduled worker would. */
export function runNormsJob(t: TestApp) {
  return createNormsJob({
    db: t.database.db,
    now: () => new Date(),
    logger: spyLogger(),
    jobs: undefined as never, // run() does not queue anything
  }).run();
}
