import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken, uniqueEmail } from '../../../../test/factories.ts';
import { assessmentAttemptCounts, assessments, testAttempts, users } from '../../../db/schema/index.ts';

/**
 * The statistics panel's counters (assessment_attempt_counts, kept by the trigger of migration
 * 0016) against the truth: after any sequence of starts, completions, moves, deletions of an
 * attempt, a person or a profiler, and duplications of a profiler, every profiler's counters equal
 * a fresh GROUP BY over test_attempts, and the panel's figures follow.
 */

/** Indexes are taken modulo what exists when the step runs, so every generated step applies. */
const Step = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), person: fc.nat(), profiler: fc.nat() }),
  fc.record({ kind: fc.constant('startCompleted' as const), person: fc.nat(), profiler: fc.nat() }),
  fc.record({ kind: fc.constant('complete' as const), attempt: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), attempt: fc.nat(), profiler: fc.nat() }),
  fc.record({ kind: fc.constant('deleteAttempt' as const), attempt: fc.nat() }),
  fc.record({ kind: fc.constant('deletePerson' as const), person: fc.nat() }),
  fc.record({ kind: fc.constant('newPerson' as const) }),
  fc.record({ kind: fc.constant('deleteProfiler' as const), profiler: fc.nat() }),
  fc.record({ kind: fc.constant('newProfiler' as const) }),
  fc.record({ kind: fc.constant('duplicateProfiler' as const), profiler: fc.nat() }),
  // Several completed attempts at once on one profiler: concurrent upserts of one counters row.
  fc.record({
    kind: fc.constant('burst' as const),
    profiler: fc.nat(),
    size: fc.integer({ min: 2, max: 6 }),
  }),
);
type Step = typeof Step extends fc.Arbitrary<infer T> ? T : never;

describe('statistics counters follow the attempts', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string>; user: { id: string } };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const pick = <T>(items: T[], index: number): T | undefined =>
    items.length === 0 ? undefined : items[index % items.length];
  const ids = async (rows: Promise<Array<{ id: string }>>) => (await rows).map((row) => row.id);
  const profilerIds = () =>
    ids(db().select({ id: assessments.id }).from(assessments).orderBy(assessments.id));
  const personIds = () =>
    ids(db().select({ id: users.id }).from(users).where(eq(users.role, 'user')).orderBy(users.id));
  const attemptIds = (where = sql`true`) =>
    ids(db().select({ id: testAttempts.id }).from(testAttempts).where(where).orderBy(testAttempts.id));
  const newPerson = () =>
    db()
      .insert(users)
      .values({ name: 'Taker', email: uniqueEmail('taker'), role: 'user', emailVerifiedAt: new Date() });
  const completedAttempt = (userId: string, assessmentId: string) => ({
    userId,
    assessmentId,
    isCompleted: true,
    status: 'completed' as const,
    completedAt: new Date(),
  });

  async function apply(step: Step): Promise<void> {
    switch (step.kind) {
      case 'start':
      case 'startCompleted': {
        const userId = pick(await personIds(), step.person);
        const assessmentId = pick(await profilerIds(), step.profiler);
        if (!userId || !assessmentId) return;
        const row = step.kind === 'start' ? { userId, assessmentId } : completedAttempt(userId, assessmentId);
        // A second open attempt of the same person at the same profiler is refused (unique index).
        await db().insert(testAttempts).values(row).onConflictDoNothing();
        return;
      }
      case 'complete': {
        const id = pick(await attemptIds(eq(testAttempts.isCompleted, false)), step.attempt);
        if (!id) return;
        await db()
          .update(testAttempts)
          .set({ isCompleted: true, status: 'completed', completedAt: new Date() })
          .where(eq(testAttempts.id, id));
        return;
      }
      case 'move': {
        // Completed attempts only: an open one could meet the one-open-attempt index at the target.
        const id = pick(await attemptIds(eq(testAttempts.isCompleted, true)), step.attempt);
        const assessmentId = pick(await profilerIds(), step.profiler);
        if (!id || !assessmentId) return;
        await db().update(testAttempts).set({ assessmentId }).where(eq(testAttempts.id, id));
        return;
      }
      case 'deleteAttempt': {
        const id = pick(await attemptIds(), step.attempt);
        if (id) await db().delete(testAttempts).where(eq(testAttempts.id, id));
        return;
      }
      case 'deletePerson': {
        // The row itself (a purge): its attempts go by the foreign key's cascade.
        const id = pick(await personIds(), step.person);
        if (id) await db().delete(users).where(eq(users.id, id));
        return;
      }
      case 'newPerson':
        await newPerson();
        return;
      case 'deleteProfiler': {
        const id = pick(await profilerIds(), step.profiler);
        if (!id) return;
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/assessments/${id}`,
          headers: admin.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return;
      }
      case 'newProfiler':
        await insertProfiler(t, { title: `P ${crypto.randomUUID().slice(0, 6)}` });
        return;
      case 'duplicateProfiler': {
        const id = pick(await profilerIds(), step.profiler);
        if (!id) return;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/assessments/${id}/duplicate`,
          headers: admin.headers,
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(201);
        return;
      }
      case 'burst': {
        const assessmentId = pick(await profilerIds(), step.profiler);
        const people = await personIds();
        if (!assessmentId || people.length === 0) return;
        await Promise.all(
          Array.from({ length: step.size }, (_, i) =>
            db()
              .insert(testAttempts)
              .values(completedAttempt(people[i % people.length]!, assessmentId)),
          ),
        );
        return;
      }
    }
  }

  /** Per profiler: [attempts, completed], from the counters and from a GROUP BY; zero rows left out. */
  async function countersAndTruth() {
    const counted = await db()
      .select({
        id: assessmentAttemptCounts.assessmentId,
        attempts: assessmentAttemptCounts.attempts,
        completed: assessmentAttemptCounts.completed,
      })
      .from(assessmentAttemptCounts);
    const grouped = await db()
      .select({
        id: testAttempts.assessmentId,
        attempts: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${testAttempts.isCompleted}))::int`,
      })
      .from(testAttempts)
      .groupBy(testAttempts.assessmentId);
    const asMap = (rows: typeof grouped) =>
      Object.fromEntries(
        rows
          .filter((row) => row.attempts !== 0 || row.completed !== 0)
          .map((row) => [row.id, [row.attempts, row.completed]]),
      );
    return { counters: asMap(counted), truth: asMap(grouped) };
  }

  it('equal a fresh GROUP BY after any sequence of starts, completions, moves, deletions and duplications', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db().delete(assessments);
        await db().delete(users).where(eq(users.role, 'user'));
        for (let i = 0; i < 3; i++) await newPerson();
        for (let i = 0; i < 2; i++) await insertProfiler(t, { title: `Start ${i}` });
        for (const step of steps) {
          await apply(step);
          const { counters, truth } = await countersAndTruth();
          expect(counters, JSON.stringify(step)).toEqual(truth);
        }
        // The panel reads the counters: its figures are the GROUP BY's.
        const stats = (
          await t.app.inject({
            method: 'GET',
            url: '/api/notifications/admin/assessment-stats',
            headers: admin.headers,
          })
        ).json().assessmentStats;
        const [all] = await db().select({ n: sql<number>`count(*)::int` }).from(testAttempts);
        expect(stats.totalAttempts).toBe(all!.n);
        const { truth } = await countersAndTruth();
        for (const item of stats.assessments) {
          expect(item.attemptCount, item.title).toBe(truth[item.id]?.[0] ?? 0);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a duplicate starts with no attempts; its source keeps its own', async () => {
    await db().delete(assessments);
    const source = await insertProfiler(t, { title: 'Source' });
    const [person] = await db()
      .insert(users)
      .values({ name: 'Taker', email: uniqueEmail('taker'), role: 'user' })
      .returning({ id: users.id });
    await db()
      .insert(testAttempts)
      .values([completedAttempt(person!.id, source.id), { userId: person!.id, assessmentId: source.id }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/assessments/${source.id}/duplicate`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const copyId = res.json().assessment.id as string;
    const rows = await db()
      .select()
      .from(assessmentAttemptCounts)
      .where(inArray(assessmentAttemptCounts.assessmentId, [source.id, copyId]));
    expect(rows).toEqual([{ assessmentId: source.id, attempts: 2, completed: 1 }]);
    const [copyAttempts] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(testAttempts)
      .where(eq(testAttempts.assessmentId, copyId));
    expect(copyAttempts!.n).toBe(0);
  });
});
