import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { studentProfiles } from '../../server/src/db/schema/index.ts';
import { seedDemoCatalogue } from '../../server/src/modules/assessments/demo-content/demo-content.seed.ts';
import { realisticScores, seedPeople } from './seed-taking.ts';

/**
 * The growth bench's data at k× today's seed (bench/README.md, "Growth bench"). 1× is what a fresh
 * `npm start` seeds (the 4 demo profilers) plus 100 people with 1,000 attempts; k× has 4k profilers
 * (the demo profilers and k − 1 copies of each, with their categories, questions and result
 * configs), 100k people and 1,000k attempts, and always one person with exactly 20 attempts of their own.
 */
export const BASE = { people: 100, attempts: 1_000 } as const;
/** The dashboard person's own attempts: the same at every scale, while everyone else's grow. */
export const OWN_ATTEMPTS = 20;

export type SeededGrowth = {
  scale: number;
  /** A person with OWN_ATTEMPTS attempts; the catalogue and dashboard reads are theirs. */
  person: { id: string; token: string };
  admin: { id: string; token: string };
  /** The profiler with the most attempts: the admin results screen's target. */
  busiestProfiler: { id: string; attempts: number };
  counts: { profilers: number; questions: number; people: number; attempts: number };
  seconds: number;
};

/**
 * Copies of `table`'s rows joined by `join`, every column kept but those `overrides` (a jsonb
 * object expression over the alias `t`) replaces: the copies follow the table's columns as they are.
 */
function copyRows(table: string, join: SQL, overrides: SQL): SQL {
  return sql`insert into ${sql.identifier(table)}
    select r.* from ${sql.identifier(table)} t ${join},
      lateral jsonb_populate_record(null::${sql.identifier(table)}, to_jsonb(t) || ${overrides}) r`;
}

/** The demo catalogue k times: copy c of profiler "demo-x" is "demo-x~c", titled "… c+1". */
function catalogueCopies(scale: number): SQL[] {
  if (scale === 1) return [];
  return [
    sql`create temp table growth_profiler_copies on commit drop as
      select a.id as old_id, gen_random_uuid() as new_id, c as copy
      from assessments a cross join generate_series(1, ${scale - 1}::int) c where a.seed_key like 'demo-%'`,
    copyRows(
      'assessments',
      sql`join growth_profiler_copies m on m.old_id = t.id`,
      sql`jsonb_build_object('id', m.new_id, 'seed_key', t.seed_key || '~' || m.copy, 'title', t.title || ' ' || (m.copy + 1))`,
    ),
    sql`create temp table growth_category_copies on commit drop as
      select c.id as old_id, gen_random_uuid() as new_id, m.new_id as profiler_id
      from categories c join growth_profiler_copies m on m.old_id = c.assessment_id`,
    copyRows(
      'categories',
      sql`join growth_category_copies m on m.old_id = t.id`,
      sql`jsonb_build_object('id', m.new_id, 'assessment_id', m.profiler_id)`,
    ),
    copyRows(
      'questions',
      sql`join growth_category_copies m on m.old_id = t.category_id`,
      sql`jsonb_build_object('id', gen_random_uuid(), 'category_id', m.new_id, 'assessment_id', m.profiler_id)`,
    ),
    copyRows(
      'category_result_configs',
      sql`join growth_category_copies m on m.old_id = t.category_id`,
      sql`jsonb_build_object('id', gen_random_uuid(), 'category_id', m.new_id)`,
    ),
    copyRows(
      'category_trait_configs',
      sql`join growth_category_copies m on m.old_id = t.category_id`,
      sql`jsonb_build_object('id', gen_random_uuid(), 'category_id', m.new_id)`,
    ),
  ];
}

/**
 * Everyone else: 100k people with 10 attempts each (1,000k). Attempt g belongs to person g mod N;
 * its j-th (j = g div N) is in progress when j mod 3 = 1 (3 in 10), else completed with a scores
 * document. Completed attempts fall on profiler ⌊P·u²⌋ for a spread-out u in [0, 1), so the first
 * profilers get most; a person's open attempts fall on ⌊P·v²⌋ + j mod P for the person's own v,
 * three different profilers, as the one-open-attempt-per-profiler index demands. Started over the
 * last year but before yesterday, so the dashboard person's attempts (today) stay the newest.
 */
function population(scale: number): SQL[] {
  const people = BASE.people * scale;
  const attempts = BASE.attempts * scale;
  return [
    sql`insert into users (name, email, role, password_hash, email_verified_at, created_at, updated_at)
      select 'Growth Person ' || g, 'growth-' || lpad(g::text, 7, '0') || '@bench.test', 'user',
        'bench-not-a-password-hash', at, at, at
      from generate_series(1, ${people}::int) g,
        lateral (select now() - interval '400 days' + (g % 365) * interval '1 day' as at) t`,
    sql`with person as (
        select id, row_number() over (order by email) - 1 as i from users where email like 'growth-%@bench.test'
      ), profiler as (
        select id, row_number() over (order by seed_key) - 1 as i from assessments
      ), n as (select count(*)::int as p from profiler),
      pick as (
        select g, g % ${people}::int as person_i, g / ${people}::int as j,
          floor(n.p * power(((g::bigint * 7919) % ${attempts}::int)::numeric / ${attempts}::int, 2))::int as skewed,
          floor(n.p * power((((g % ${people}::int)::bigint * 7919) % ${people}::int)::numeric / ${people}::int, 2))::int as person_skewed,
          n.p
        from generate_series(0, ${attempts - 1}::int) g, n
      )
      insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, last_answered_at,
        completed_at, scores, scored_at, created_at, updated_at)
      select person.id, profiler.id,
        case when open then 'in_progress' else 'completed' end, not open,
        at, at + interval '5 minutes',
        case when not open then at + interval '25 minutes' end,
        case when not open then ${JSON.stringify(realisticScores())}::jsonb end,
        case when not open then at + interval '25 minutes' end,
        at, at
      from pick
        cross join lateral (select pick.j % 3 = 1 as open,
                        now() - interval '1 day' - ((pick.g::bigint * 104729) % 525600) * interval '1 minute' as at) s
        join person on person.i = pick.person_i
        join profiler on profiler.i = case when open then (pick.person_skewed + pick.j) % pick.p else pick.skewed end`,
  ];
}

/** The dashboard person's 20 attempts, today: two open (profilers 1 and 2), the rest completed. */
function ownAttempts(personId: string): SQL {
  return sql`with profiler as (
      select id, row_number() over (order by seed_key) - 1 as i from assessments
    ), n as (select count(*)::int as p from profiler)
    insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, last_answered_at,
      completed_at, scores, scored_at, created_at, updated_at)
    select ${personId}::uuid, profiler.id,
      case when g < 2 then 'in_progress' else 'completed' end, g >= 2,
      at, at + interval '5 minutes',
      case when g >= 2 then at + interval '25 minutes' end,
      case when g >= 2 then ${JSON.stringify(realisticScores())}::jsonb end,
      case when g >= 2 then at + interval '25 minutes' end,
      at, at
    from generate_series(0, ${OWN_ATTEMPTS - 1}::int) g
      cross join n
      cross join lateral (select now() - (g + 1) * interval '30 minutes' as at) t
      join profiler on profiler.i = g % n.p`;
}

/**
 * Seeds one scale into an empty migrated database: the demo catalogue as a first start seeds it,
 * then one transaction for the rest with the per-row counter and analytics triggers off (a trigger
 * per row would cost more than the rows); the counters and rollups are then filled as the
 * migrations fill them, and VACUUM ANALYZE leaves the tables as autovacuum would on a server at rest.
 */
export async function seedGrowth(database: Database, config: Config, scale: number): Promise<SeededGrowth> {
  const started = performance.now();
  const { db } = database;
  await seedDemoCatalogue(db, { now: new Date() });
  const [person] = await seedPeople(database, config, 1);
  const [admin] = await seedPeople(database, config, 1, 'admin');
  // The person has filled the profile screening, as people reaching the catalogue have, so page 1
  // ranks recommendations. Their answers fit one demo profiler in four (Career Interest's skills and
  // interests, no one's education or experience list): from 100× on, 6 of its copies are picked.
  await db.insert(studentProfiles).values({
    userId: person!.id,
    educationLevel: 'apprenticeship',
    experienceLevel: 'career-break',
    skills: ['Data Analysis'],
    interests: ['Finance'],
    age: 24,
  });
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`alter table users disable trigger user; alter table test_attempts disable trigger user`,
    );
    for (const statement of [...catalogueCopies(scale), ...population(scale), ownAttempts(person!.id)]) {
      await tx.execute(statement);
    }
    await tx.execute(
      sql`alter table users enable trigger user; alter table test_attempts enable trigger user`,
    );
    await tx.execute(sql`insert into assessment_attempt_counts (assessment_id, attempts, completed)
      select assessment_id, count(*)::int, (count(*) filter (where is_completed))::int from test_attempts
      group by assessment_id`);
    await tx.execute(sql`select analytics_rollups_rebuild()`);
  });
  await db.execute(sql`vacuum analyze`);
  // Flush the seeding's dirty pages now: otherwise the checkpointer writes them out during the
  // measurements, and at 1,000× every read (the flat ones too) came out about twice as slow.
  await db.execute(sql`checkpoint`);

  type Counted = {
    profilers: number;
    questions: number;
    people: number;
    attempts: number;
    busiest_id: string;
    busiest_attempts: number;
  };
  const counted = (await db.execute(sql`select (select count(*)::int from assessments) as profilers,
      (select count(*)::int from questions) as questions,
      (select count(*)::int from users) as people,
      (select count(*)::int from test_attempts) as attempts,
      b.assessment_id as busiest_id, b.attempts as busiest_attempts
    from (select assessment_id, attempts from assessment_attempt_counts order by attempts desc limit 1) b`)) as unknown as {
    rows: Counted[];
  };
  const row = counted.rows[0];
  if (!row) throw new Error('seeding left no attempts');
  return {
    scale,
    person: person!,
    admin: admin!,
    busiestProfiler: { id: row.busiest_id, attempts: row.busiest_attempts },
    counts: {
      profilers: row.profilers,
      questions: row.questions,
      people: row.people,
      attempts: row.attempts,
    },
    seconds: (performance.now() - started) / 1000,
  };
}
