import { eq } from 'drizzle-orm';
import {
  paymentOrders,
  paymentRefunds,
  questions,
  reportShares,
  studentProfiles,
  testAnswers,
  testAttempts,
  users,
} from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { insertCategory, insertProfiler, insertQuestion } from './catalogue-factories.ts';

/**
 * A small business with a known history for the analytics tests: people signing up over two years
 * (some unverified, some deleted), attempts on profilers with different question counts, answers,
 * payments and refunds in two currencies, profile screenings and share links — every timestamp
 * explicit, placed relative to a fixed "now" by a seeded generator, plus hand-placed rows on the
 * edges that matter (local midnights in Asia/Kolkata, the New York DST change of 8 March 2026).
 * The rows are returned as plain data so a test can work the figures out on its own.
 */

/** The service's clock in these tests: a Friday, 15:30 in Kolkata, 06:00 in New York (EDT since 8 March). */
export const ANALYTICS_NOW = new Date('2026-03-20T10:00:00.000Z');

export type FixturePerson = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  verifiedAt: Date | null;
  deletedAt: Date | null;
};
export type FixtureProfiler = { id: string; title: string; isActive: boolean; questionIds: string[] };
export type FixtureAttempt = {
  id: string;
  userId: string;
  assessmentId: string;
  startedAt: Date;
  lastAnsweredAt: Date | null;
  completedAt: Date | null;
  answers: number;
};
export type FixtureOrder = {
  id: string;
  userId: string;
  assessmentId: string;
  currency: string;
  amountMinor: number;
  status: 'created' | 'attempted' | 'paid' | 'failed' | 'refunded';
  paidAt: Date | null;
};
export type FixtureRefund = {
  orderId: string;
  currency: string;
  amountMinor: number;
  status: 'pending' | 'processed' | 'failed';
  processedAt: Date | null;
};
export type FixtureProfile = {
  userId: string;
  educationLevel: string | null;
  experienceLevel: string | null;
  completedAt: Date | null;
};
export type FixtureShare = { attemptId: string; userId: string; createdAt: Date; viewCount: number };

export type AnalyticsFixture = {
  now: Date;
  people: FixturePerson[];
  profilers: FixtureProfiler[];
  attempts: FixtureAttempt[];
  orders: FixtureOrder[];
  refunds: FixtureRefund[];
  profiles: FixtureProfile[];
  shares: FixtureShare[];
};

/** mulberry32: a tiny seeded generator, so the "random" history is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const EDUCATION = ['high-school', 'bachelor', 'master', 'phd'] as const;
const EXPERIENCE = ['entry', 'mid', 'senior', 'executive'] as const;

/** Account ids the fixture keeps in a known state besides its own people (the tests' admin and user). */
export type KnownAccount = { id: string; createdAt: Date; verifiedAt: Date | null };

/**
 * Seeds the history and returns it. `accounts` (already inserted, e.g. the tests' signed-in admin)
 * get the given created/verified times so they are part of the known history too.
 */
export async function seedAnalyticsFixture(
  t: TestApp,
  options: { now?: Date; seed?: number; people?: number; accounts?: KnownAccount[] } = {},
): Promise<AnalyticsFixture> {
  const now = options.now ?? ANALYTICS_NOW;
  const random = seeded(options.seed ?? 17);
  const db = t.database.db;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  /** Mostly recent: 40% in the last ten days, 30% in the last four months, the rest over two years. */
  const recentOrOld = () => {
    const draw = random.next();
    return random.int(1, (draw < 0.4 ? 10 : draw < 0.7 ? 120 : 730) * DAY);
  };

  // Profilers: 4 and 3 questions, one with none (a draft still taking attempts), one inactive.
  const profilers: FixtureProfiler[] = [];
  for (const [title, questionCount, isActive] of [
    ['Career Compass', 4, true],
    ['Work Style', 3, true],
    ['Draft Profiler', 0, true],
    ['Retired Profiler', 2, false],
  ] as const) {
    const profiler = await insertProfiler(t, { title, isActive });
    const questionIds: string[] = [];
    if (questionCount > 0) {
      const category = await insertCategory(t, profiler.id);
      for (let order = 0; order < questionCount; order++) {
        questionIds.push((await insertQuestion(t, category, { order, text: `Question ${order + 1}` })).id);
      }
    }
    profilers.push({ id: profiler.id, title, isActive, questionIds });
  }

  const people: FixturePerson[] = [];
  for (const account of options.accounts ?? []) {
    await db
      .update(users)
      .set({ createdAt: account.createdAt, emailVerifiedAt: account.verifiedAt })
      .where(eq(users.id, account.id));
    const [row] = await db.select().from(users).where(eq(users.id, account.id));
    people.push({
      id: row!.id,
      name: row!.name,
      email: row!.email,
      createdAt: account.createdAt,
      verifiedAt: account.verifiedAt,
      deletedAt: null,
    });
  }
  const count = options.people ?? 60;
  const newPeople = Array.from({ length: count }, (_, index) => {
    const createdAt = ago(recentOrOld());
    const verifiedAt = random.chance(0.7) ? new Date(createdAt.getTime() + random.int(1, 2 * HOUR)) : null;
    const deletedAt = random.chance(0.1) ? new Date(createdAt.getTime() + random.int(1, 3 * HOUR)) : null;
    return {
      name: `Person ${index + 1}`,
      email: `analytics-person-${index + 1}@example.test`,
      createdAt,
      updatedAt: createdAt,
      emailVerifiedAt: verifiedAt && verifiedAt < now ? verifiedAt : null,
      deletedAt: deletedAt && deletedAt < now ? deletedAt : null,
    };
  });
  // An early sign-up who takes the hand-placed attempts on the time-zone edges below.
  newPeople.push({
    name: 'Edge Case',
    email: 'analytics-edge@example.test',
    createdAt: new Date('2026-01-05T08:00:00.000Z'),
    updatedAt: new Date('2026-01-05T08:00:00.000Z'),
    emailVerifiedAt: new Date('2026-01-05T08:05:00.000Z'),
    deletedAt: null,
  });
  const inserted = await db.insert(users).values(newPeople).returning();
  for (const row of inserted) {
    people.push({
      id: row.id,
      name: row.name,
      email: row.email,
      createdAt: row.createdAt,
      verifiedAt: row.emailVerifiedAt,
      deletedAt: row.deletedAt,
    });
  }
  const edge = people.find((person) => person.email === 'analytics-edge@example.test')!;

  // Attempts: at most one open attempt per person and profiler (the schema's rule).
  const attemptRows: Array<Omit<FixtureAttempt, 'id'>> = [];
  const open = new Set<string>();
  const addAttempt = (attempt: Omit<FixtureAttempt, 'id'>) => {
    attemptRows.push(attempt);
    if (!attempt.completedAt) open.add(`${attempt.userId}/${attempt.assessmentId}`);
  };
  for (const person of people.filter((p) => p !== edge)) {
    const attempts = random.int(0, 4);
    for (let i = 0; i < attempts; i++) {
      const profiler = random.pick(profilers);
      const sinceSignUp = now.getTime() - person.createdAt.getTime();
      if (sinceSignUp < 2 * MINUTE) continue;
      const startedAt = new Date(person.createdAt.getTime() + random.int(MINUTE, sinceSignUp - MINUTE));
      const questions = profiler.questionIds.length;
      const answers = random.int(0, questions);
      const lastAnsweredAt =
        answers > 0
          ? new Date(Math.min(startedAt.getTime() + random.int(MINUTE, 9 * DAY), now.getTime() - MINUTE))
          : null;
      const busy = open.has(`${person.id}/${profiler.id}`);
      const completes = busy || random.chance(0.5);
      const completedAt = completes
        ? new Date(
            Math.min(
              (lastAnsweredAt ?? startedAt).getTime() + random.int(MINUTE, 2 * DAY),
              now.getTime() - MINUTE / 2,
            ),
          )
        : null;
      addAttempt({
        userId: person.id,
        assessmentId: profiler.id,
        startedAt,
        lastAnsweredAt,
        completedAt,
        answers,
      });
    }
  }
  // Hand-placed: 23:30 on 15 March in Kolkata (18:00 UTC, the same UTC day) and 00:30 on 16 March in
  // Kolkata (19:00 UTC on the 15th); 00:30 on 14 March in Kolkata (19:00 UTC on the 13th: inside a
  // 7-day range in Kolkata, outside it in UTC); either side of New York's spring-forward night.
  const [compass, workStyle, draft, retired] = profilers as [
    FixtureProfiler,
    FixtureProfiler,
    FixtureProfiler,
    FixtureProfiler,
  ];
  for (const [startedAt, profiler, completed] of [
    ['2026-03-15T18:00:00.000Z', compass, true],
    ['2026-03-15T19:00:00.000Z', workStyle, true],
    ['2026-03-13T19:00:00.000Z', draft, false],
    ['2026-03-08T04:30:00.000Z', retired, true],
    ['2026-03-09T03:30:00.000Z', retired, true],
  ] as const) {
    const at = new Date(startedAt);
    addAttempt({
      userId: edge.id,
      assessmentId: profiler.id,
      startedAt: at,
      lastAnsweredAt: profiler.questionIds.length > 0 ? new Date(at.getTime() + 10 * MINUTE) : null,
      completedAt: completed ? new Date(at.getTime() + 20 * MINUTE) : null,
      answers: profiler.questionIds.length,
    });
  }
  const insertedAttempts = await db
    .insert(testAttempts)
    .values(
      attemptRows.map((a) => ({
        userId: a.userId,
        assessmentId: a.assessmentId,
        startedAt: a.startedAt,
        lastAnsweredAt: a.lastAnsweredAt,
        completedAt: a.completedAt,
        isCompleted: a.completedAt !== null,
        status: a.completedAt ? ('completed' as const) : ('in_progress' as const),
        createdAt: a.startedAt,
        updatedAt: a.completedAt ?? a.lastAnsweredAt ?? a.startedAt,
      })),
    )
    .returning({ id: testAttempts.id });
  const attempts: FixtureAttempt[] = attemptRows.map((a, i) => ({ ...a, id: insertedAttempts[i]!.id }));

  const answerRows = attempts.flatMap((attempt) => {
    const profiler = profilers.find((p) => p.id === attempt.assessmentId)!;
    return profiler.questionIds
      .slice(0, attempt.answers)
      .map((questionId) => ({ attemptId: attempt.id, questionId }));
  });
  if (answerRows.length > 0) {
    const questionRows = await db
      .select({ id: questions.id, categoryId: questions.categoryId })
      .from(questions);
    const categoryOf = new Map(questionRows.map((q) => [q.id, q.categoryId]));
    await db
      .insert(testAnswers)
      .values(
        answerRows.map((a) => ({ ...a, categoryId: categoryOf.get(a.questionId)!, answer: 3, score: 3 })),
      );
  }

  // Orders: each person and profiler at most once; paid and refunded ones captured money.
  const orders: FixtureOrder[] = [];
  const refunds: FixtureRefund[] = [];
  const statuses = ['paid', 'paid', 'paid', 'refunded', 'failed', 'created'] as const;
  for (const person of people) {
    for (const profiler of profilers) {
      if (!random.chance(0.25)) continue;
      const status = random.pick(statuses);
      const currency = random.chance(0.6) ? 'INR' : 'USD';
      const amountMinor = currency === 'INR' ? random.int(0, 5) * 10_000 : random.int(1, 30) * 100;
      const paidAt =
        status === 'paid' || status === 'refunded'
          ? new Date(Math.max(person.createdAt.getTime(), ago(recentOrOld()).getTime()))
          : null;
      const [order] = await db
        .insert(paymentOrders)
        .values({
          userId: person.id,
          assessmentId: profiler.id,
          assessmentTitle: profiler.title,
          provider: 'test',
          amountMinor,
          listPriceMinor: amountMinor,
          currency,
          status,
          paidAt,
          createdAt: paidAt ?? person.createdAt,
        })
        .returning({ id: paymentOrders.id });
      orders.push({
        id: order!.id,
        userId: person.id,
        assessmentId: profiler.id,
        currency,
        amountMinor,
        status,
        paidAt,
      });
      if (!paidAt || amountMinor === 0) continue;
      const refundAt = () =>
        new Date(Math.min(paidAt.getTime() + random.int(HOUR, 20 * DAY), now.getTime() - MINUTE));
      if (status === 'refunded') {
        refunds.push({
          orderId: order!.id,
          currency,
          amountMinor,
          status: 'processed',
          processedAt: refundAt(),
        });
      } else if (random.chance(0.4)) {
        const part = Math.max(1, Math.floor(amountMinor / 4));
        const kind = random.pick(['processed', 'pending', 'failed'] as const);
        refunds.push({
          orderId: order!.id,
          currency,
          amountMinor: part,
          status: kind,
          processedAt: kind === 'pending' ? null : refundAt(),
        });
      }
    }
  }
  if (refunds.length > 0) {
    await db.insert(paymentRefunds).values(
      refunds.map((r, i) => ({
        orderId: r.orderId,
        amountMinor: r.amountMinor,
        currency: r.currency,
        reason: 'Fixture refund',
        status: r.status,
        idempotencyKey: `analytics-fixture-${i}`,
        requestedByName: 'Fixture Admin',
        processedAt: r.processedAt,
      })),
    );
  }

  // Profile screenings of people still here: some complete, some partial, some absent.
  const profiles: FixtureProfile[] = people
    .filter((person) => !person.deletedAt && random.chance(0.7))
    .map((person) => {
      const educationLevel = random.chance(0.8) ? random.pick(EDUCATION) : null;
      const experienceLevel = random.chance(0.7) ? random.pick(EXPERIENCE) : null;
      const complete = educationLevel !== null && experienceLevel !== null && random.chance(0.8);
      return {
        userId: person.id,
        educationLevel,
        experienceLevel,
        completedAt: complete ? new Date(person.createdAt.getTime() + HOUR) : null,
      };
    });
  if (profiles.length > 0) await db.insert(studentProfiles).values(profiles);

  // Share links on some completed attempts, made after the completion.
  const shares: FixtureShare[] = attempts
    .filter((attempt) => attempt.completedAt && random.chance(0.4))
    .map((attempt) => ({
      attemptId: attempt.id,
      userId: attempt.userId,
      createdAt: new Date(
        Math.min(attempt.completedAt!.getTime() + random.int(MINUTE, 3 * DAY), now.getTime() - MINUTE),
      ),
      viewCount: random.int(0, 12),
    }));
  if (shares.length > 0) {
    await db
      .insert(reportShares)
      .values(
        shares.map((s, i) => ({ ...s, token: `analytics-fixture-share-${i}`, updatedAt: s.createdAt })),
      );
  }

  return { now, people, profilers, attempts, orders, refunds, profiles, shares };
}
