import { type StudentFilter, StudentFilterSchema } from '@pathwise/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser } from '../../../../test/factories.ts';
import {
  notificationPreferences,
  sessions,
  studentProfiles,
  testAttempts,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern, studentAudienceCondition, studentCondition } from './students.filter.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('studentCondition', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let profilerA: string;
  let profilerB: string;

  async function selected(filter: Partial<StudentFilter>): Promise<string[]> {
    const rows = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(studentCondition(StudentFilterSchema.parse(filter), NOW))
      .orderBy(asc(users.name));
    return rows.map((row) => row.name);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    profilerA = (await insertProfiler(t, { title: 'Profiler A' })).id;
    profilerB = (await insertProfiler(t, { title: 'Profiler B' })).id;
    const make = async (name: string, email?: string) => {
      ids[name] = (await insertUser(t, { name, ...(email ? { email } : {}) })).id;
      return ids[name]!;
    };
    // ann: in progress on A, complete profile, active 2 days ago (session)
    const ann = await make('ann', 'ann_x@example.test');
    await insertAttempts(t, { userId: ann, assessmentId: profilerA, count: 1 });
    await db.insert(studentProfiles).values({ userId: ann, educationLevel: 'x', completedAt: daysAgo(3) });
    // bob: completed B, no profile, attempt updated 20 days ago
    const bob = await make('bob', 'bob%percent@example.test');
    await db.insert(testAttempts).values({
      userId: bob,
      assessmentId: profilerB,
      status: 'completed',
      isCompleted: true,
      completedAt: daysAgo(20),
      createdAt: daysAgo(20),
      updatedAt: daysAgo(20),
    });
    // cid: profile saved but incomplete, no attempt, activity 40 days ago
    const cid = await make('cid');
    await db.insert(studentProfiles).values({ userId: cid, age: 30 });
    // not students: an account with nothing, an admin with an attempt, a deleted one with an attempt
    await make('dan');
    const eve = (await insertUser(t, { name: 'eve', role: 'admin' })).id;
    await insertAttempts(t, { userId: eve, assessmentId: profilerA, count: 1 });
    const fay = await make('fay');
    await insertAttempts(t, { userId: fay, assessmentId: profilerA, count: 1 });
    await db.update(users).set({ deletedAt: NOW }).where(eq(users.id, fay));
    // activity: sessions created at fixed times; attempts' updated_at set explicitly
    await db
      .update(testAttempts)
      .set({ updatedAt: daysAgo(40) })
      .where(eq(testAttempts.userId, ann));
    await db.insert(sessions).values([
      { userId: ann, expiresAt: NOW, createdAt: daysAgo(2) },
      { userId: cid, expiresAt: NOW, createdAt: daysAgo(40) },
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('selects the user-role, undeleted accounts with an attempt or a saved profile', async () => {
    expect(await selected({})).toEqual(['ann', 'bob', 'cid']);
  });

  it('searches name and e-mail case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(await selected({ search: 'ANN' })).toEqual(['ann']);
    expect(await selected({ search: 'bob%per' })).toEqual(['bob']);
    expect(await selected({ search: '%' })).toEqual(['bob']);
    expect(await selected({ search: 'n_x' })).toEqual(['ann']);
    expect(await selected({ search: '_' })).toEqual(['ann']);
    expect(await selected({ search: 'nobody' })).toEqual([]);
    expect(containsPattern('A_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });

  it('filters by profiler and attempt status', async () => {
    expect(await selected({ assessmentId: profilerA })).toEqual(['ann']);
    expect(await selected({ attempts: 'in_progress' })).toEqual(['ann']);
    expect(await selected({ attempts: 'completed' })).toEqual(['bob']);
    expect(await selected({ attempts: 'none' })).toEqual(['cid']);
    expect(await selected({ assessmentId: profilerB, attempts: 'completed' })).toEqual(['bob']);
    expect(await selected({ assessmentId: profilerA, attempts: 'completed' })).toEqual([]);
    expect(await selected({ assessmentId: profilerA, attempts: 'none' })).toEqual(['bob', 'cid']);
  });

  it('filters by profile completeness', async () => {
    expect(await selected({ completeness: 'complete' })).toEqual(['ann']);
    expect(await selected({ completeness: 'incomplete' })).toEqual(['cid']);
    expect(await selected({ completeness: 'none' })).toEqual(['bob']);
  });

  it('filters by last activity (newest session or attempt change)', async () => {
    expect(await selected({ activity: 'active_7d' })).toEqual(['ann']);
    expect(await selected({ activity: 'active_30d' })).toEqual(['ann', 'bob']);
    expect(await selected({ activity: 'inactive_30d' })).toEqual(['cid']);
  });

  it('combines filters with AND', async () => {
    expect(await selected({ activity: 'active_30d', completeness: 'none' })).toEqual(['bob']);
    expect(await selected({ activity: 'active_7d', attempts: 'completed' })).toEqual([]);
  });

  it('reads a stored campaign audience through the contract schema', async () => {
    const rows = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(studentAudienceCondition({ kind: 'students', filter: { completeness: 'incomplete' } }, NOW));
    expect(rows.map((row) => row.name)).toEqual(['cid']);
    // The engine joins notification_preferences (which has user_id and email): every column is qualified.
    const joined = await t.database.db
      .select({ name: users.name })
      .from(users)
      .leftJoin(
        notificationPreferences,
        and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, 'reminder')),
      )
      .where(studentAudienceCondition({ kind: 'students', filter: { search: 'bob' } }, NOW));
    expect(joined.map((row) => row.name)).toEqual(['bob']);
    expect(() => studentAudienceCondition({ kind: 'students', filter: { attempts: 'x' } }, NOW)).toThrow();
  });
});
