import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken, uniqueEmail } from '../../../../test/factories.ts';
import { studentProfiles, testAttempts, users } from '../../../db/schema/index.ts';
import { sqlRows } from '../shared.ts';

/**
 * The rollups of migration 0017 against the truth. After any sequence of sign-ups, confirmations,
 * deletions, restores and purges of accounts, screenings filled, changed and removed, and attempts
 * started, answered, completed, re-dated and deleted, at times on either side of the viewer's
 * midnight:
 * - analytics_slots equals a fresh GROUP BY of the accounts and attempts;
 * - screening_counts equals a fresh GROUP BY of the live accounts' screenings;
 * - person_activity holds every (person, slot) the attempts show, and nothing of a purged account;
 * - /admin/analytics/users read over a kept snapshot equals the answer worked out afresh, and its
 *   active people (period and last bucket) equal a plain distinct count of the log.
 */

const NOW = new Date('2026-03-20T10:00:00.000Z');
const HOUR = 3_600_000;
const EDUCATION = [null, 'bachelor', 'master'] as const;
const EXPERIENCE = [null, 'entry', 'senior'] as const;

/** An instant up to 9 days before NOW (or a little after), in minutes: both sides of local midnights. */
const When = fc.integer({ min: -9 * 24 * 60, max: 60 });
const Step = fc.oneof(
  fc.record({ kind: fc.constant('signUp' as const), at: When, verified: fc.boolean() }),
  fc.record({ kind: fc.constant('verify' as const), person: fc.nat(), verified: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), person: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), person: fc.nat() }),
  fc.record({ kind: fc.constant('purge' as const), person: fc.nat() }),
  fc.record({
    kind: fc.constant('screening' as const),
    person: fc.nat(),
    education: fc.constantFrom(...EDUCATION),
    experience: fc.constantFrom(...EXPERIENCE),
    completed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('dropScreening' as const), person: fc.nat() }),
  fc.record({ kind: fc.constant('start' as const), person: fc.nat(), at: When, completed: fc.boolean() }),
  fc.record({ kind: fc.constant('answer' as const), attempt: fc.nat(), at: When }),
  fc.record({ kind: fc.constant('complete' as const), attempt: fc.nat(), at: When }),
  fc.record({ kind: fc.constant('redate' as const), attempt: fc.nat(), at: When }),
  fc.record({ kind: fc.constant('deleteAttempt' as const), attempt: fc.nat() }),
);
type Step = typeof Step extends fc.Arbitrary<infer T> ? T : never;

describe('analytics rollups follow the accounts, screenings and attempts', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string>; user: { id: string } };
  let profilerId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await insertUserWithToken(t, { role: 'admin' });
    profilerId = (await insertProfiler(t, { title: 'Rollups' })).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const minutes = (at: number) => new Date(NOW.getTime() + at * 60_000);
  const pick = <T>(items: T[], index: number): T | undefined =>
    items.length === 0 ? undefined : items[index % items.length];
  const people = async () =>
    (await db().select({ id: users.id }).from(users).where(eq(users.role, 'user')).orderBy(users.id)).map(
      (row) => row.id,
    );
  const attempts = async () =>
    (await db().select({ id: testAttempts.id }).from(testAttempts).orderBy(testAttempts.id)).map(
      (row) => row.id,
    );

  async function apply(step: Step): Promise<void> {
    switch (step.kind) {
      case 'signUp': {
        const at = minutes(step.at);
        await db()
          .insert(users)
          .values({
            name: 'Taker',
            email: uniqueEmail('rollup'),
            role: 'user',
            createdAt: at,
            updatedAt: at,
            emailVerifiedAt: step.verified ? new Date(at.getTime() + HOUR) : null,
          });
        return;
      }
      case 'verify':
      case 'delete':
      case 'restore': {
        const id = pick(await people(), step.person);
        if (!id) return;
        const change =
          step.kind === 'verify'
            ? { emailVerifiedAt: step.verified ? NOW : null }
            : { deletedAt: step.kind === 'delete' ? NOW : null };
        await db().update(users).set(change).where(eq(users.id, id));
        return;
      }
      case 'purge': {
        const id = pick(await people(), step.person);
        if (id) await db().delete(users).where(eq(users.id, id));
        return;
      }
      case 'screening': {
        const id = pick(await people(), step.person);
        if (!id) return;
        const values = {
          educationLevel: step.education,
          experienceLevel: step.experience,
          completedAt: step.completed ? NOW : null,
        };
        await db()
          .insert(studentProfiles)
          .values({ userId: id, ...values })
          .onConflictDoUpdate({ target: studentProfiles.userId, set: values });
        return;
      }
      case 'dropScreening': {
        const id = pick(await people(), step.person);
        if (id) await db().delete(studentProfiles).where(eq(studentProfiles.userId, id));
        return;
      }
      case 'start': {
        const id = pick(await people(), step.person);
        if (!id) return;
        const at = minutes(step.at);
        // Completed attempts may repeat; a second open one at the profiler is refused (unique index).
        await db()
          .insert(testAttempts)
          .values({
            userId: id,
            assessmentId: profilerId,
            startedAt: at,
            ...(step.completed
              ? {
                  isCompleted: true,
                  status: 'completed' as const,
                  completedAt: new Date(at.getTime() + HOUR),
                }
              : {}),
          })
          .onConflictDoNothing();
        return;
      }
      case 'answer':
      case 'complete':
      case 'redate': {
        const id = pick(await attempts(), step.attempt);
        if (!id) return;
        const at = minutes(step.at);
        const change =
          step.kind === 'answer'
            ? { lastAnsweredAt: at }
            : step.kind === 'complete'
              ? { isCompleted: true, status: 'completed' as const, completedAt: at }
              : { startedAt: at };
        await db().update(testAttempts).set(change).where(eq(testAttempts.id, id));
        return;
      }
      case 'deleteAttempt': {
        const id = pick(await attempts(), step.attempt);
        if (id) await db().delete(testAttempts).where(eq(testAttempts.id, id));
        return;
      }
    }
  }

  const lines = (rows: Array<Record<string, unknown>>) => rows.map((row) => JSON.stringify(row)).sort();

  async function rollupsAndTruth() {
    const slotColumns = sql`to_char(slot at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as slot`;
    const [slots, freshSlots, screenings, freshScreenings, missingActivity, orphanActivity] = [
      lines(
        await sqlRows(
          db(),
          sql`select ${slotColumns}, sign_ups, verified_sign_ups, attempts_started, started_completed, attempts_completed
              from analytics_slots
              where sign_ups <> 0 or verified_sign_ups <> 0 or attempts_started <> 0 or started_completed <> 0 or attempts_completed <> 0`,
        ),
      ),
      lines(
        await sqlRows(
          db(),
          sql`select ${slotColumns}, sum(a)::int as sign_ups, sum(b)::int as verified_sign_ups, sum(c)::int as attempts_started,
                     sum(d)::int as started_completed, sum(e)::int as attempts_completed
              from (
                select analytics_slot(created_at) as slot, 1 as a, (email_verified_at is not null)::int as b, 0 as c, 0 as d, 0 as e
                from users where deleted_at is null
                union all
                select analytics_slot(started_at), 0, 0, 1, (completed_at is not null)::int, 0 from test_attempts
                union all
                select analytics_slot(completed_at), 0, 0, 0, 0, 1 from test_attempts where completed_at is not null
              ) x group by slot`,
        ),
      ),
      lines(
        await sqlRows(
          db(),
          sql`select education_level, experience_level, completed, people from screening_counts where people <> 0`,
        ),
      ),
      lines(
        await sqlRows(
          db(),
          sql`select p.education_level, p.experience_level, p.completed_at is not null as completed, count(*)::int as people
              from student_profiles p join users u on u.id = p.user_id and u.deleted_at is null
              group by 1, 2, 3`,
        ),
      ),
      await sqlRows(
        db(),
        sql`select a.user_id, x.at from test_attempts a
            cross join lateral (values (a.started_at), (a.last_answered_at), (a.completed_at)) as x(at)
            where x.at is not null and not exists (
              select 1 from person_activity pa where pa.user_id = a.user_id and pa.slot = analytics_slot(x.at))`,
      ),
      await sqlRows(
        db(),
        sql`select pa.user_id from person_activity pa where not exists (select 1 from users u where u.id = pa.user_id)`,
      ),
    ];
    return { slots, freshSlots, screenings, freshScreenings, missingActivity, orphanActivity };
  }

  /** Live people with activity from local day `from` to the end of local day `to`, counted plainly. */
  const distinctActive = async (from: string, to: string, tz: string) => {
    const [row] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(distinct pa.user_id)::int as n
          from person_activity pa join users u on u.id = pa.user_id and u.deleted_at is null
          where pa.slot >= (${from}::date::timestamp at time zone ${tz})
            and pa.slot < ((${to}::date + 1)::timestamp at time zone ${tz})`,
    );
    return row!.n;
  };

  const usersAnalytics = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('equal a fresh count after any sequence of changes, and the kept snapshot equals a fresh answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('7d', '1y'),
        fc.constantFrom('Asia/Kolkata', 'America/Los_Angeles'),
        fc.array(Step, { minLength: 1, maxLength: 14 }),
        async (range, tz, steps) => {
          await db().delete(users).where(eq(users.role, 'user'));
          const url = `/api/admin/analytics/users?timeRange=${range}&tz=${encodeURIComponent(tz)}`;
          for (let i = 0; i < 3; i++) await apply({ kind: 'signUp', at: -i * 24 * 60, verified: i > 0 });
          await usersAnalytics(url); // takes the day's snapshots
          for (const step of steps) {
            await apply(step);
            const r = await rollupsAndTruth();
            const label = JSON.stringify(step);
            expect(r.slots, label).toEqual(r.freshSlots);
            expect(r.screenings, label).toEqual(r.freshScreenings);
            expect(r.missingActivity, label).toEqual([]);
            expect(r.orphanActivity, label).toEqual([]);
            const kept = await usersAnalytics(url);
            await db().execute(sql`delete from analytics_snapshots`);
            const fresh = await usersAnalytics(url);
            expect(kept, label).toEqual(fresh);
            // And the live part is right: distinct live people in the period and in its last bucket.
            const { fromDate, toDate } = kept.window;
            const lastBucket = [kept.series.at(-1).date, fromDate].sort().at(-1);
            expect([kept.activePeople.current, kept.series.at(-1).activePeople], label).toEqual([
              await distinctActive(fromDate, toDate, tz),
              await distinctActive(lastBucket, toDate, tz),
            ]);
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('keeps last week’s activity when the same attempt is answered today', async () => {
    await db().delete(users).where(eq(users.role, 'user'));
    const [person] = await db()
      .insert(users)
      .values({
        name: 'Returner',
        email: uniqueEmail('returner'),
        role: 'user',
        createdAt: minutes(-20 * 24 * 60),
      })
      .returning({ id: users.id });
    const [attempt] = await db()
      .insert(testAttempts)
      .values({ userId: person!.id, assessmentId: profilerId, startedAt: minutes(-8 * 24 * 60) })
      .returning({ id: testAttempts.id });
    await db().update(testAttempts).set({ lastAnsweredAt: NOW }).where(eq(testAttempts.id, attempt!.id));
    const body = await usersAnalytics('/api/admin/analytics/users?timeRange=30d&tz=UTC');
    const active = body.series.filter((point: { activePeople: number }) => point.activePeople > 0);
    expect(active.map((point: { date: string }) => point.date)).toEqual(['2026-03-12', '2026-03-20']);
    expect(body.activePeople.current).toBe(1);
  });
});
