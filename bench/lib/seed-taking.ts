import { randomBytes } from 'node:crypto';
import type { AttemptScoresBody } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { assessments, categories, questions, users } from '../../server/src/db/schema/index.ts';
import { createSession } from '../../server/src/modules/auth/sessions.ts';
import { createTokenService } from '../../server/src/platform/tokens.ts';

/** A free profiler of 10 categories × 20 questions (the taking bench's profiler). */
export const TAKING_SHAPE = { categories: 10, questionsPerCategory: 20 } as const;
const RIASEC = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];

export type BenchQuestion = { id: string; categoryId: string; type: 'RATING' | 'MULTIPLE_CHOICE' | 'YES_NO' };
export type TakingProfiler = { id: string; questions: BenchQuestion[] };

/** Question n of a category: mostly ratings with a RIASEC trait, every 5th a choice, every 7th yes/no. */
function questionType(n: number): BenchQuestion['type'] {
  if (n % 5 === 0) return 'MULTIPLE_CHOICE';
  if (n % 7 === 0) return 'YES_NO';
  return 'RATING';
}

export async function seedTakingProfiler(database: Database): Promise<TakingProfiler> {
  const { db } = database;
  return db.transaction(async (tx) => {
    const [profiler] = await tx
      .insert(assessments)
      .values({ title: 'Bench taking profiler', description: 'Seeded by bench/taking.ts', isFree: true })
      .returning({ id: assessments.id });
    const list: BenchQuestion[] = [];
    for (let c = 0; c < TAKING_SHAPE.categories; c += 1) {
      const [category] = await tx
        .insert(categories)
        .values({ assessmentId: profiler!.id, title: `Section ${c + 1}`, order: c })
        .returning({ id: categories.id });
      const rows = Array.from({ length: TAKING_SHAPE.questionsPerCategory }, (_, q) => {
        const type = questionType(q + 1);
        return {
          assessmentId: profiler!.id,
          categoryId: category!.id,
          text: `Question ${q + 1} of section ${c + 1}`,
          type,
          order: q,
          traitType: type === 'RATING' ? RIASEC[(c * 20 + q) % 6]! : null,
          options:
            type === 'MULTIPLE_CHOICE'
              ? ['Build', 'Study', 'Create', 'Help'].map((label, i) => ({ value: `option_${i + 1}`, label }))
              : [],
        };
      });
      const inserted = await tx
        .insert(questions)
        .values(rows)
        .returning({ id: questions.id, categoryId: questions.categoryId, type: questions.type });
      list.push(...(inserted as BenchQuestion[]));
    }
    return { id: profiler!.id, questions: list };
  });
}

/** `count` verified people, each with a live session made the way login makes one. */
export async function seedPeople(
  database: Database,
  config: Config,
  count: number,
  role: 'user' | 'admin' = 'user',
): Promise<Array<{ id: string; token: string }>> {
  const { db } = database;
  const tag = randomBytes(4).toString('hex');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Bench Taker ${i + 1}`,
        email: `taker-${tag}-${i + 1}@bench.test`,
        role,
        passwordHash: 'bench-not-a-password-hash',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const tokens = createTokenService(config.jwtSecret);
  const people: Array<{ id: string; token: string }> = [];
  for (const { id } of created) {
    const { token } = await createSession(db, {
      tokens,
      userId: id,
      ttlHours: 24,
      now: new Date(),
      context: {},
    });
    people.push({ id, token });
  }
  return people;
}

/** A completed attempt's scores document as scoring writes it: 10 category results, 6 RIASEC traits. */
export function realisticScores(): AttemptScoresBody {
  return {
    answered: 200,
    total: 200,
    categories: Array.from({ length: 10 }, (_, i) => ({
      categoryId: `00000000-0000-4000-8000-00000000000${i % 10}`,
      title: `Section ${i + 1}`,
      answered: 20,
      total: 20,
      dominantOption: 'b',
      resultLabel: 'Steady builder',
      resultDescription: 'You like to see a plan through.',
    })),
    traits: RIASEC.map((trait, i) => ({
      trait,
      raw: 60 + i,
      min: 27,
      max: 135,
      score: 30 + i * 10,
      itemsAnswered: 27,
      itemsTotal: 27,
    })),
    hollandCode: 'CES',
    scoringVersion: 1,
  };
}

/**
 * `count` completed attempts of the profiler spread over the people, each with a realistic scores
 * document (10 category results, 6 traits), written by one INSERT … SELECT generate_series.
 */
export async function seedCompletedAttempts(
  database: Database,
  profilerId: string,
  peopleIds: string[],
  count: number,
): Promise<void> {
  const scores = realisticScores();
  await database.db.execute(sql`
    insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at, scores, scored_at)
    select (${sql.param(peopleIds)}::uuid[])[1 + (g % ${peopleIds.length})], ${profilerId}::uuid, 'completed', true,
           now() - (g || ' minutes')::interval - interval '20 minutes', now() - (g || ' minutes')::interval,
           ${JSON.stringify(scores)}::jsonb, now()
    from generate_series(1, ${count}) as g`);
  await database.db.execute(sql`analyze test_attempts`);
}
