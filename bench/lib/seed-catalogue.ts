import { performance } from 'node:perf_hooks';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import {
  assessments,
  categories,
  categoryResultConfigs,
  questions,
  testAttempts,
  users,
} from '../../server/src/db/schema/index.ts';
import { seed } from './seed.ts';

/** The catalogue's size (spec-scale admin console: 1,000 profilers of 200 questions each). */
export const CATALOGUE = {
  profilers: 1_000,
  categoriesPerProfiler: 10,
  questionsPerCategory: 20,
  /** Profilers whose every category has its five result configs (a–e). */
  profilersWithResults: 100,
  students: 2_000,
  attempts: 20_000,
  groups: 10,
} as const;

/** A word in one title in eight, for the search target. */
export const SEARCH_WORD = 'leadership';

export type SeededCatalogue = {
  token: string;
  /** A profiler with all its categories and questions: the questions-screen target. */
  profilerId: string;
  counts: Record<string, number>;
  seconds: number;
};

const n = (value: number) => sql`${value}::int`;
const { profilers, categoriesPerProfiler, questionsPerCategory } = CATALOGUE;

/**
 * Set-based inserts (INSERT … SELECT … generate_series): the database builds the rows itself, so
 * 200,000 questions take seconds. Rows are deterministic; profilers carry seed keys bench-0001…
 * so later statements can join on them. Skewed attempts give the statistics a real ranking.
 */
const STATEMENTS: SQL[] = [
  sql`insert into assessment_groups (title, description)
      select 'Bench group ' || g, 'Grouping category ' || g from generate_series(1, ${n(CATALOGUE.groups)}) g`,

  sql`insert into coupons (name, code, type, value)
      values ('Bench 10% off', 'BENCH10', 'PERCENTAGE', 10), ('Bench ₹100 off', 'BENCH100', 'FIXED_AMOUNT', 10000)`,

  // Half free, half paid; one in five inactive; one paid profiler in seven on sale; most grouped.
  sql`with grp as (select id, row_number() over (order by title) - 1 as i from assessment_groups),
           cpn as (select id from coupons where code = 'BENCH10')
      insert into assessments (title, description, assessment_description, is_active, is_free, price_minor,
        currency, selected_coupon_id, group_id, target_education_levels, target_experience_levels,
        target_skills, target_interests, min_age, max_age, priority, seed_key, created_at, updated_at)
      select
        (array['Career', 'Leadership', 'Aptitude', 'Interest', 'Personality', 'Values', 'Skills', 'Work Style'])[1 + g % 8]
          || ' Profiler ' || g,
        'Bench profiler ' || g || ' for load measurements',
        repeat('A longer introduction shown on the intro page of this profiler. ', 6),
        g % 5 <> 0,
        g % 2 = 0,
        case when g % 2 = 0 then null else 49900 + (g % 10) * 10000 end,
        'INR',
        case when g % 2 = 1 and g % 7 = 0 then (select id from cpn) end,
        grp.id,
        array['bachelor', 'master'],
        array['entry', 'mid'],
        array['Python', 'Communication', 'Leadership'],
        array['Technology', 'Design'],
        18, 65, g % 100,
        'bench-' || lpad(g::text, 4, '0'),
        now() - make_interval(mins => g),
        now() - make_interval(mins => g)
      from generate_series(1, ${n(profilers)}) g
      left join grp on grp.i = g % 12`,

  sql`insert into categories (assessment_id, title, description, "order", show_for_screening_answers)
      select a.id, 'Section ' || c, 'What section ' || c || ' measures', c - 1,
        case when c = ${n(categoriesPerProfiler)} then array['bachelor', 'master'] else '{}'::text[] end
      from assessments a cross join generate_series(1, ${n(categoriesPerProfiler)}) c
      where a.seed_key like 'bench-%'`,

  // One question in four multiple choice with four options; the others rating, yes/no and text.
  sql`insert into questions (category_id, assessment_id, text, type, options, explanation, "order", trait_type,
        is_reverse_scored)
      select c.id, c.assessment_id,
        'Statement ' || q || ' of ' || c.title || ': I enjoy solving problems like this one at work',
        (array['MULTIPLE_CHOICE', 'RATING', 'YES_NO', 'TEXT'])[1 + q % 4],
        case when q % 4 = 0 then '[{"value":"option_1","label":"Strongly agree"},{"value":"option_2","label":"Agree"},{"value":"option_3","label":"Disagree"},{"value":"option_4","label":"Strongly disagree"}]'::jsonb
          else '[]'::jsonb end,
        case when q % 5 = 0 then 'Why we ask this question' end,
        q - 1,
        (array['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'])[1 + q % 6],
        q % 4 = 1 and q % 3 = 0
      from categories c cross join generate_series(1, ${n(questionsPerCategory)}) q`,

  sql`insert into category_result_configs (category_id, option_value, result_label, result_description)
      select c.id, o, 'Result ' || upper(o), 'What answering mostly ' || o || ' says about you'
      from categories c
      join assessments a on a.id = c.assessment_id
        and a.seed_key <= 'bench-' || lpad(${n(CATALOGUE.profilersWithResults)}::text, 4, '0')
      cross join unnest(array['a', 'b', 'c', 'd', 'e']) o`,

  sql`insert into users (name, email, role, password_hash, email_verified_at)
      select 'Bench Student ' || g, 'bench-student-' || lpad(g::text, 5, '0') || '@example.test', 'user',
        'bench-not-a-password-hash', now()
      from generate_series(1, ${n(CATALOGUE.students)}) g`,

  // Squaring a uniform spread skews attempts towards the first profilers; two in three completed.
  sql`with p as (select id, row_number() over (order by seed_key) - 1 as i from assessments where seed_key like 'bench-%'),
           u as (select id, row_number() over (order by email) - 1 as i from users where email like 'bench-student-%'),
           g as (select g,
                   floor(${n(profilers)} * power(((g::bigint * 7919) % ${n(CATALOGUE.attempts)})::numeric / ${n(CATALOGUE.attempts)}, 2))::int as pi,
                   g % ${n(CATALOGUE.students)} as ui
                 from generate_series(1, ${n(CATALOGUE.attempts)}) g)
      insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at)
      select u.id, p.id,
        case when g.g % 3 = 0 then 'in_progress' else 'completed' end,
        g.g % 3 <> 0,
        now() - make_interval(hours => g.g % 720),
        case when g.g % 3 <> 0 then now() - make_interval(hours => g.g % 720) + interval '25 minutes' end
      from g join p on p.i = g.pi join u on u.i = g.ui`,
];

const COUNTED_TABLES = {
  assessments,
  categories,
  questions,
  category_result_configs: categoryResultConfigs,
  test_attempts: testAttempts,
  users,
};

/**
 * The catalogue, then one admin with a live session: the bench user of lib/seed.ts (its session
 * and token made the way login makes them), promoted to admin. Finishes with ANALYZE so the
 * planner knows the table sizes, as autovacuum would have told it on a long-running server.
 */
export async function seedCatalogue(database: Database, config: Config): Promise<SeededCatalogue> {
  const started = performance.now();
  const { db } = database;
  await db.transaction(async (tx) => {
    for (const statement of STATEMENTS) await tx.execute(statement);
  });
  await db.execute(sql`analyze`);

  const admin = await seed(database, config, 1);
  await db.update(users).set({ role: 'admin', name: 'Bench Admin' }).where(eq(users.id, admin.userId));

  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = Number(row?.value ?? 0);
  }
  const [first] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.seedKey, 'bench-0001'));
  const profilerId = first?.id;
  if (!profilerId) throw new Error('seeding made no profiler bench-0001');
  return { token: admin.token, profilerId, counts, seconds: (performance.now() - started) / 1000 };
}
