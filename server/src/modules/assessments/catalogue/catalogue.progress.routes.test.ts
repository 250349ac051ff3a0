import { type CatalogueProfiler, estimateMinutes } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  insertAttempts,
  insertCategory,
  insertGroup,
  insertProfiler,
  insertQuestion,
} from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { paymentOrders, studentProfiles } from '../../../db/schema/index.ts';
import { NO_QUESTIONS_MESSAGE } from '../../attempts/taking/taking.service.ts';

/**
 * Decision 015 on the catalogue payload: each card carries the person's state (owner-scoped, read in
 * the list's one statement), recommendations leave out what they finished and are empty when they
 * would repeat everything still to take, a profiler with no question is never offered, and the list,
 * the intro page and estimateMinutes agree on the time.
 */

type Headers = Record<string, string>;
type ListBody = { recommended: CatalogueProfiler[]; assessments: CatalogueProfiler[] };
type Person = { id: string; headers: Headers };

describe('catalogue: the person’s state on each card, recommendations and what is offered', () => {
  let t: TestApp;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let master: Person;
  const ids: Record<string, string> = {};
  /** Question and category ids of the profilers Alice answers, in order. */
  const items: Record<string, { id: string; categoryId: string }[]> = {};
  const attempts: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });

  async function person(profile: Partial<typeof studentProfiles.$inferInsert>): Promise<Person> {
    const { user, headers } = await insertUserWithToken(t);
    await t.database.db.insert(studentProfiles).values({ userId: user.id, age: 30, ...profile });
    return { id: user.id, headers };
  }

  /** Starts (or resumes) and answers the first `count` questions with 4; returns the attempt id. */
  async function answer(who: Person, key: string, count: number): Promise<string> {
    const started = await call('POST', `/assessments/${ids[key]}/start`, who, {});
    expect(started.statusCode).toBe(200);
    const attemptId: string = started.json().attempt.id;
    for (const item of items[key]!.slice(0, count)) {
      const res = await call('POST', `/assessments/${ids[key]}/attempts/${attemptId}/answers`, who, {
        questionId: item.id,
        categoryId: item.categoryId,
        answer: 4,
      });
      expect(res.statusCode).toBe(200);
    }
    return attemptId;
  }

  async function complete(who: Person, key: string): Promise<string> {
    const attemptId = await answer(who, key, items[key]!.length);
    const res = await call('POST', `/assessments/${ids[key]}/attempts/${attemptId}/complete`, who, {});
    expect(res.statusCode).toBe(200);
    return attemptId;
  }

  /** A profiler with `types.length` questions in one open category (and optional masters-only ones). */
  async function profiler(
    key: string,
    input: Partial<Parameters<typeof insertProfiler>[1]> & { types: string[]; mastersOnly?: string[] },
  ) {
    const { types, mastersOnly = [], ...overrides } = input;
    const row = await insertProfiler(t, {
      title: key,
      targetEducationLevels: ['bachelor', 'master'],
      targetInterests: ['Design'],
      ...overrides,
    });
    ids[key] = row.id;
    const open = await insertCategory(t, row.id, { title: 'Open', order: 0 });
    items[key] = [];
    for (const [order, type] of types.entries()) {
      const q = await insertQuestion(t, open, { type: type as 'RATING', order, text: `${key} ${order}` });
      items[key]!.push({ id: q.id, categoryId: open.id });
    }
    if (mastersOnly.length > 0) {
      const masters = await insertCategory(t, row.id, {
        title: 'Masters only',
        order: 1,
        showForScreeningAnswers: ['master'],
      });
      for (const [order, type] of mastersOnly.entries()) {
        await insertQuestion(t, masters, { type: type as 'RATING', order });
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await person({ educationLevel: 'bachelor' });
    bob = await person({ educationLevel: 'bachelor' });
    carol = await person({ educationLevel: 'other', interests: ['Design'] });
    master = await person({ educationLevel: 'master' });
    const group = await insertGroup(t, { title: 'Starters' });
    ids.group = group.id;
    await profiler('Finished', { types: ['RATING', 'RATING'], priority: 50 });
    await profiler('Open', { types: ['RATING', 'RATING'], mastersOnly: ['TEXT'], priority: 40 });
    await profiler('New', { types: ['YES_NO'], priority: 30, groupId: group.id });
    await profiler('Paid done', { types: ['RATING'], isFree: false, priceMinor: 49_900, priority: 20 });
    await profiler('Unmatched', { types: ['RATING'], targetEducationLevels: ['phd'], priority: 10 });
    // Active but nothing to answer: not offered (decision 015).
    ids.empty = (await insertProfiler(t, { title: 'Empty', groupId: group.id, priority: 99 })).id;

    await complete(alice, 'Finished');
    attempts.latest = await complete(alice, 'Finished');
    attempts.open = await answer(alice, 'Open', 1);
    // A paid profiler Alice finished but no longer owns (a full refund ends ownership, decision 012).
    await insertAttempts(t, { userId: alice.id, assessmentId: ids['Paid done']!, count: 1, completed: 1 });
  });
  afterAll(() => t.close());

  const list = async (who: Person) => {
    const res = await call('GET', '/assessments', who);
    expect(res.statusCode).toBe(200);
    return res.json<ListBody>();
  };
  const byTitle = (body: ListBody) => Object.fromEntries(body.assessments.map((card) => [card.title, card]));

  it('gives each card the person’s state: finished, open (n of m) or new', async () => {
    const cards = byTitle(await list(alice));
    expect(cards.Finished!.progress).toMatchObject({
      state: 'completed',
      openAttemptId: null,
      answered: 0,
      latestCompletedAttemptId: attempts.latest,
      canRetake: true,
    });
    expect(cards.Finished!.progress!.completedAt).toEqual(expect.any(String));
    // Continue (1 of 2): the masters-only question is not Alice's to answer.
    expect(cards.Open!.progress).toMatchObject({
      state: 'in_progress',
      openAttemptId: attempts.open,
      answered: 1,
      latestCompletedAttemptId: null,
    });
    expect(cards.Open!.questionCount).toBe(2);
    expect(cards.New!.progress).toMatchObject({ state: 'not_started', openAttemptId: null, answered: 0 });
    expect(cards['Paid done']!.progress).toMatchObject({ state: 'completed', canRetake: false });
  });

  it('is scoped to its owner: another person sees only their own (none yet)', async () => {
    const cards = byTitle(await list(bob));
    expect(Object.keys(cards).sort()).toEqual(['Finished', 'New', 'Open', 'Paid done', 'Unmatched']);
    for (const card of Object.values(cards)) {
      expect(card.progress).toEqual({
        state: 'not_started',
        openAttemptId: null,
        answered: 0,
        latestCompletedAttemptId: null,
        completedAt: null,
        canRetake: card.isFree,
      });
    }
  });

  it('lets a paid profiler be taken again while it is owned', async () => {
    await t.database.db.insert(paymentOrders).values({
      userId: alice.id,
      assessmentId: ids['Paid done']!,
      assessmentTitle: 'Paid done',
      provider: 'test',
      amountMinor: 49_900,
      listPriceMinor: 49_900,
      currency: 'INR',
      status: 'paid',
      paidAt: new Date(),
    });
    expect(byTitle(await list(alice))['Paid done']!.progress).toMatchObject({
      state: 'completed',
      canRetake: true,
    });
    expect(byTitle(await list(bob))['Paid done']!.progress!.canRetake).toBe(false);
  });

  it('recommends by targeting match, leaving out what the person finished', async () => {
    // Alice (bachelor, no interests) matches all but Unmatched (3 points each, then priority);
    // Finished and Paid done are finished, so Open and New remain, fewer than the three still to take.
    expect((await list(alice)).recommended.map((card) => card.title)).toEqual(['Open', 'New']);
    // Bob finished nothing: four of the five match.
    expect((await list(bob)).recommended.map((card) => card.title)).toEqual([
      'Finished',
      'Open',
      'New',
      'Paid done',
    ]);
  });

  it('recommends nothing when the picks would be the whole catalogue', async () => {
    // Carol's interest (Design) is in every profiler's targeting: all five match.
    const body = await list(carol);
    expect(body.assessments).toHaveLength(5);
    expect(body.recommended).toEqual([]);
  });

  it('never offers a profiler with no question, and refuses to start it', async () => {
    const titles = (await list(alice)).assessments.map((card) => card.title);
    expect(titles).not.toContain('Empty');
    expect((await call('GET', `/assessments/${ids.empty}`, alice)).statusCode).toBe(404);
    const start = await call('POST', `/assessments/${ids.empty}/start`, alice, {});
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe(NO_QUESTIONS_MESSAGE);
    const groups = (await call('GET', '/assessments/categories', alice)).json().categories;
    expect(groups).toEqual([expect.objectContaining({ id: ids.group, assessmentCount: 1 })]);
    const group = (await call('GET', `/assessments/categories/${ids.group}`, alice)).json();
    expect(group.assessments.map((card: CatalogueProfiler) => card.title)).toEqual(['New']);
  });

  it('gives the tile, the intro page and estimateMinutes the same time, per person', async () => {
    // Open for Alice: 2 ratings = 16 s → 1 min; for a master's graduate also the text: 16 + 60 s → 2 min.
    for (const [who, counts, expected] of [
      [alice, { RATING: 2 }, 1],
      [master, { RATING: 2, TEXT: 1 }, 2],
    ] as const) {
      const tile = byTitle(await list(who)).Open!;
      const intro = (await call('GET', `/assessments/${ids.Open}`, who)).json().assessment;
      expect([tile.estimatedMinutes, intro.estimatedMinutes]).toEqual([expected, expected]);
      expect(estimateMinutes(counts)).toBe(expected);
      expect(intro.visibleQuestionCount).toBe(tile.questionCount);
    }
    // Every card of the list agrees with its intro page.
    for (const card of (await list(alice)).assessments) {
      const intro = (await call('GET', `/assessments/${card.id}`, alice)).json().assessment;
      expect([card.title, intro.estimatedMinutes, intro.questionCount]).toEqual([
        card.title,
        card.estimatedMinutes,
        card.questionCount,
      ]);
    }
  });
});
