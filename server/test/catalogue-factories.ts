import type { QuestionOption, QuestionType } from '@pathwise/contract';
import {
  assessmentGroups,
  assessments,
  categories,
  coupons,
  questions,
  testAttempts,
} from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Catalogue rows stored directly, for tests that need a profiler without going through its routes. */

export type ProfilerRow = typeof assessments.$inferSelect;

export async function insertProfiler(
  t: TestApp,
  overrides: Partial<typeof assessments.$inferInsert> = {},
): Promise<ProfilerRow> {
  const [row] = await t.database.db
    .insert(assessments)
    .values({ title: 'Career Compass', ...overrides })
    .returning();
  return row!;
}

export async function insertCategory(
  t: TestApp,
  assessmentId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(categories)
    .values({ assessmentId, title: 'Interests', ...overrides })
    .returning();
  return row!;
}

export async function insertQuestion(
  t: TestApp,
  category: { id: string; assessmentId: string },
  overrides: Partial<typeof questions.$inferInsert> & {
    type?: QuestionType;
    options?: QuestionOption[];
  } = {},
) {
  const [row] = await t.database.db
    .insert(questions)
    .values({
      categoryId: category.id,
      assessmentId: category.assessmentId,
      text: 'I enjoy solving puzzles',
      type: 'RATING',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A profiler that can be started: one category with one rating question (decision 015: a profiler
 * with no question is not offered and starting it is refused).
 */
export async function insertTakeableProfiler(
  t: TestApp,
  overrides: Partial<typeof assessments.$inferInsert> = {},
): Promise<ProfilerRow> {
  const profiler = await insertProfiler(t, overrides);
  await insertQuestion(t, await insertCategory(t, profiler.id));
  return profiler;
}

export async function insertGroup(t: TestApp, overrides: Partial<typeof assessmentGroups.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(assessmentGroups)
    .values({ title: `Group ${crypto.randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return row!;
}

export async function insertCoupon(t: TestApp, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      name: 'Launch offer',
      // 12 random hex digits: codes are unique case-insensitively, and 6 digits once collided in CI.
      code: `SAVE${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`,
      type: 'PERCENTAGE',
      value: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * `count` attempts by `userId` at the profiler; the first `completed` of them completed. A person
 * has at most one open attempt per profiler (a unique index), so at most one may stay open.
 */
export async function insertAttempts(
  t: TestApp,
  input: { userId: string; assessmentId: string; count: number; completed?: number },
): Promise<void> {
  if (input.count === 0) return;
  if (input.count - (input.completed ?? 0) > 1) {
    throw new Error('insertAttempts: at most one attempt per person and profiler can be open');
  }
  await t.database.db.insert(testAttempts).values(
    Array.from({ length: input.count }, (_, index) => {
      const isCompleted = index < (input.completed ?? 0);
      return {
        userId: input.userId,
        assessmentId: input.assessmentId,
        isCompleted,
        status: isCompleted ? ('completed' as const) : ('in_progress' as const),
        completedAt: isCompleted ? new Date() : null,
      };
    }),
  );
}
