import { REMINDER_TITLES } from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { campaignRunner } from '../../../test/campaign-batches.ts';
import { insertCategory, insertQuestion, insertTakeableProfiler } from '../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../test/factories.ts';
import { paymentModuleDeps } from '../../../test/payments-deps.ts';
import {
  assessments,
  notificationCampaigns,
  notificationOnce,
  notificationPreferences,
  notifications,
  studentProfiles,
  testAnswers,
  testAttempts,
  users,
} from '../../db/schema/index.ts';
import { CAMPAIGN_QUEUE } from './notifications.campaigns.ts';
import { createNotificationTriggers } from './notifications.triggers.ts';

let t: TestApp;
let admin: { id: string; headers: Record<string, string> };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertUserWithToken(t, { role: 'admin' });
  admin = { id: a.user.id, headers: a.headers };
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

beforeEach(async () => {
  await db().delete(notifications);
  await db().delete(notificationCampaigns);
  // Profilers too: the hourly job would otherwise announce earlier tests' ones again.
  await db().delete(assessments);
  await db().delete(notificationOnce);
  await db().execute(sql`delete from pgboss.job where name = ${CAMPAIGN_QUEUE.name}`);
  // Only this test's people: earlier tests' users are moved out of every audience.
  await db()
    .update(users)
    .set({ deletedAt: new Date() })
    .where(sql`${users.role} = 'user' and ${users.deletedAt} is null`);
});

/** The triggers job as app.ts builds it, over the test database, with its campaigns run by the test. */
function triggers(now: () => Date = () => new Date()) {
  const runner = campaignRunner(t, { now });
  const deps = { ...paymentModuleDeps(t, now), campaigns: runner.service };
  return { job: createNotificationTriggers(deps), runner };
}

async function received(type: string) {
  const rows = await db()
    .select({ userId: notifications.userId, data: notifications.data, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.type, type));
  return rows;
}

async function person(profile: Partial<typeof studentProfiles.$inferInsert> | null, createdAt?: Date) {
  const user = await insertUser(t);
  if (createdAt) await db().update(users).set({ createdAt }).where(eq(users.id, user.id));
  if (profile)
    await db()
      .insert(studentProfiles)
      .values({ userId: user.id, ...profile });
  return user;
}

async function createProfiler(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/assessments',
    headers: admin.headers,
    payload: { title: 'Data Careers', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().assessment.id as string;
}

const setActive = (id: string, isActive: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/assessments/${id}`,
    headers: admin.headers,
    payload: { isActive },
  });

async function announcements(assessmentId: string) {
  return db()
    .select()
    .from(notificationCampaigns)
    .where(
      and(
        eq(notificationCampaigns.type, 'new_assessment'),
        sql`${notificationCampaigns.audience} ->> 'assessmentId' = ${assessmentId}`,
      ),
    );
}

describe('new_assessment', () => {
  it('activating a profiler announces it once to the people its targeting matches (age bounds respected), as a campaign', async () => {
    const graduate = await person({ educationLevel: 'bachelor', age: 25 });
    const coder = await person({ skills: ['Python'], age: null });
    const tooOld = await person({ educationLevel: 'bachelor', age: 70 });
    const other = await person({ educationLevel: 'high_school', skills: ['Drawing'] });
    const noProfile = await person(null);
    const id = await createProfiler({
      isActive: false,
      targetEducationLevels: ['bachelor'],
      targetSkills: ['python'],
      maxAge: 60,
    });
    await insertQuestion(t, await insertCategory(t, id));
    expect(await announcements(id)).toEqual([]);

    expect((await setActive(id, true)).statusCode).toBe(200);
    const [campaign] = await announcements(id);
    expect(campaign).toMatchObject({ kind: 'broadcast', status: 'sending', recipients: 2, createdBy: null });
    await campaignRunner(t).drain();
    const got = await received('new_assessment');
    expect(got.map((row) => row.userId).sort()).toEqual([graduate.id, coder.id].sort());
    expect(got[0]!.data).toMatchObject({ assessmentId: id, campaignId: campaign!.id });
    for (const skipped of [tooOld, other, noProfile])
      expect(got.map((r) => r.userId)).not.toContain(skipped.id);

    // Off and on again: not announced twice.
    await setActive(id, false);
    await setActive(id, true);
    expect(await announcements(id)).toHaveLength(1);
  });

  it('a profiler without targeting reaches everyone with the user role; one in-app preference off is honoured', async () => {
    const a = await person(null);
    const b = await person({ educationLevel: 'master' });
    await db()
      .insert(notificationPreferences)
      .values({ userId: b.id, type: 'new_assessment', inApp: false, email: false });
    const id = await createProfiler({ isActive: false });
    await insertQuestion(t, await insertCategory(t, id));
    await setActive(id, true);
    await campaignRunner(t).drain();
    expect((await received('new_assessment')).map((row) => row.userId)).toEqual([a.id]);
    expect((await announcements(id))[0]).toMatchObject({ status: 'sent', processed: 2, delivered: 1 });
  });

  it('a profiler created active without questions is announced by the hourly job once its questions are in, and only once', async () => {
    const someone = await person(null);
    const id = await createProfiler({ isActive: true });
    expect(await announcements(id)).toEqual([]);
    const { job, runner } = triggers();
    expect((await job.run()).announced).toBe(0);
    await insertQuestion(t, await insertCategory(t, id));
    expect((await job.run()).announced).toBe(1);
    expect((await job.run()).announced).toBe(0);
    await runner.drain();
    expect((await received('new_assessment')).map((row) => row.userId)).toEqual([someone.id]);
  });

  it('an old profiler never announced (before this feature) stays quiet in the hourly job', async () => {
    await person(null);
    await insertTakeableProfiler(t, { createdAt: new Date(Date.now() - 30 * DAY) });
    const { job } = triggers();
    expect((await job.run()).announced).toBe(0);
  });
});

describe('assessment_pending', () => {
  async function attempt(userId: string, updatedAt: Date) {
    const profiler = await insertTakeableProfiler(t, { title: 'Big Five' });
    const [row] = await db()
      .insert(testAttempts)
      .values({ userId, assessmentId: profiler.id, startedAt: updatedAt, createdAt: updatedAt, updatedAt })
      .returning();
    return { attempt: row!, profiler };
  }

  it('reminds once per attempt idle for 3 days, skipping recent, completed, deleted and suspended people; preferences honoured', async () => {
    const idle = await person(null);
    const idleAttempt = await attempt(idle.id, new Date(Date.now() - 4 * DAY));
    const recent = await person(null);
    await attempt(recent.id, new Date(Date.now() - 1 * DAY));
    const answeredLately = await person(null);
    const lately = await attempt(answeredLately.id, new Date(Date.now() - 5 * DAY));
    const [question] = await db()
      .execute(sql`select id, category_id from questions where assessment_id = ${lately.profiler.id} limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ id: string; category_id: string }> }).rows);
    await db()
      .insert(testAnswers)
      .values({
        attemptId: lately.attempt.id,
        questionId: question!.id,
        categoryId: question!.category_id,
        answer: 3,
        updatedAt: new Date(Date.now() - DAY),
      } as typeof testAnswers.$inferInsert);
    const suspended = await person(null);
    await attempt(suspended.id, new Date(Date.now() - 4 * DAY));
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const muted = await person(null);
    await attempt(muted.id, new Date(Date.now() - 4 * DAY));
    await db()
      .insert(notificationPreferences)
      .values({ userId: muted.id, type: 'assessment_pending', inApp: false, email: false });

    const { job } = triggers();
    const [first, second] = await Promise.all([job.run(), job.run()]);
    // Two instances at once: each attempt is claimed by one of them.
    expect(first!.assessmentPending + second!.assessmentPending).toBe(2);
    expect((await job.run()).assessmentPending).toBe(0);

    const got = await received('assessment_pending');
    expect(got).toEqual([
      {
        userId: idle.id,
        title: REMINDER_TITLES.assessment_pending,
        data: { assessmentId: idleAttempt.profiler.id, testAttemptId: idleAttempt.attempt.id },
      },
    ]);
    const once = await db()
      .select()
      .from(notificationOnce)
      .where(eq(notificationOnce.type, 'assessment_pending'));
    expect(once.map((row) => row.userId).sort()).toEqual([idle.id, muted.id].sort());
  });
});

describe('profile_incomplete', () => {
  it('reminds once a person whose profile is still incomplete 2 days after registering; not admins, not the complete or the new', async () => {
    const old = new Date(Date.now() - 3 * DAY);
    const incomplete = await person({ educationLevel: 'bachelor' }, old);
    const none = await person(null, old);
    const complete = await person({ educationLevel: 'bachelor', completedAt: new Date() }, old);
    const fresh = await person(null, new Date(Date.now() - DAY));
    const unverified = await person(null, old);
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const gone = await person(null, old);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const { job } = triggers();
    expect((await job.run()).profileIncomplete).toBe(2);
    expect((await job.run()).profileIncomplete).toBe(0);
    const got = await received('profile_incomplete');
    expect(got.map((row) => row.userId).sort()).toEqual([incomplete.id, none.id].sort());
    expect(got[0]!.title).toBe(REMINDER_TITLES.profile_incomplete);
    for (const skipped of [complete, fresh, unverified, gone, { id: admin.id }])
      expect(got.map((row) => row.userId)).not.toContain(skipped.id);
    expect(
      await db()
        .select()
        .from(notificationOnce)
        .where(inArray(notificationOnce.subjectId, [complete.id, fresh.id])),
    ).toEqual([]);
  });
});
