import type { QuestionType } from '@pathwise/contract';
import { seedDemoCatalogue } from '../../src/modules/assessments/demo-content/demo-content.seed.ts';
import type { TestApp } from '../app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../catalogue-factories.ts';
import { bearer } from '../factories.ts';
import type { IdPools, Mine } from './id-pools.ts';

type Taking = {
  categories: Array<{
    id: string;
    questions: Array<{ id: string; type: QuestionType; options: Array<{ value: string }> }>;
  }>;
};

/** Option values a person may pick: plain, accented, emoji, right-to-left, spaced, as long as allowed (100). */
const ODD_OPTION_VALUES = ['a', 'Ünïcödé', '😀👨‍👩‍👧', '\u202eevil\u202c', ' spaced ', 'x'.repeat(100)];

/**
 * Real rows for requests to point at: the demo catalogue; on free active profilers with questions of
 * every type (and the demo's free one), an attempt the person completed (scores, a report, a share
 * link, a rating) and one left open with every required question answered, all through the API as
 * the person; notifications of the person's own, a coupon. What belongs to the person goes to
 * `ids.mine`, which the person actor's requests point at most of the time. Best effort: a seeding
 * call that fails only means fewer deep paths, so it is not asserted here.
 */
export async function seedFixtures(
  t: TestApp,
  actors: { person: string; admin: string; personId: string },
  ids: IdPools,
) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
    ids.harvest(res.body);
    return res;
  };
  const mine: Mine = { attempts: [], questions: [], completedProfilers: [], notifications: [] };

  /** Starts the profiler and answers every question (valid answers of each type); the attempt id. */
  const answerAll = async (profilerId: string): Promise<{ attemptId: string; taking: Taking } | null> => {
    const started = await call('POST', `/api/assessments/${profilerId}/start`, actors.person);
    const attemptId: string | undefined = started.json().attempt?.id;
    if (!attemptId) return null;
    const taking = (
      await call('GET', `/api/assessments/${profilerId}/questions`, actors.person)
    ).json() as Taking;
    for (const category of taking.categories ?? []) {
      for (const question of category.questions) {
        const answer =
          question.type === 'RATING'
            ? 3
            : question.type === 'YES_NO'
              ? true
              : (question.options[0]?.value ?? 'An answer');
        await call('POST', `/api/assessments/${profilerId}/attempts/${attemptId}/answers`, actors.person, {
          questionId: question.id,
          categoryId: category.id,
          answer,
        });
      }
    }
    return { attemptId, taking };
  };

  /** One completed attempt (scored, shared, rated), then one open, fully answered, on the same profiler. */
  const takeTwice = async (profilerId: string) => {
    const first = await answerAll(profilerId);
    if (first) {
      const done = await call(
        'POST',
        `/api/assessments/${profilerId}/attempts/${first.attemptId}/complete`,
        actors.person,
      );
      if (done.statusCode === 200) {
        mine.attempts.push({ attemptId: first.attemptId, assessmentId: profilerId, completed: true });
        mine.completedProfilers.push(profilerId);
      }
      await call('POST', `/api/assessments/results/${first.attemptId}/share`, actors.person);
      await call('POST', `/api/assessments/${profilerId}/rate`, actors.person, {
        stars: 4,
        review: 'Useful',
      });
    }
    const open = await answerAll(profilerId);
    if (!open) return;
    mine.attempts.unshift({ attemptId: open.attemptId, assessmentId: profilerId, completed: false });
    for (const category of open.taking.categories ?? []) {
      for (const question of category.questions) {
        mine.questions.push({
          assessmentId: profilerId,
          attemptId: open.attemptId,
          questionId: question.id,
          categoryId: category.id,
          type: question.type,
          options: question.options.map((o) => o.value),
        });
      }
    }
  };

  const profilers = await seedDemoCatalogue(t.database.db, { now: new Date() });
  const list = await call('GET', '/api/admin/assessments?limit=100', actors.admin);
  const all = (list.json().assessments ?? []) as Array<{ id: string; isFree: boolean }>;
  const free = all.find((p) => p.isFree) ?? all[0];
  for (const p of all) await call('GET', `/api/admin/assessments/${p.id}`, actors.admin);

  // Free active profilers with a question of every type in each category.
  for (const title of ['Fuzz taking A', 'Fuzz taking B']) {
    const profiler = await insertProfiler(t, { title, isActive: true, isFree: true });
    for (const [order, heading] of ['Interests', 'Étoiles ⭐'].entries()) {
      const category = await insertCategory(t, profiler.id, { title: heading, order });
      await insertQuestion(t, category, {
        text: 'Pick one',
        type: 'MULTIPLE_CHOICE',
        options: ODD_OPTION_VALUES.map((value, i) => ({ value, label: `Choice ${i + 1}`, score: i })),
        order: 0,
      });
      await insertQuestion(t, category, { text: 'How much?', type: 'RATING', order: 1 });
      await insertQuestion(t, category, { text: 'Anything else?', type: 'TEXT', order: 2 });
      await insertQuestion(t, category, { text: 'Agree?', type: 'YES_NO', order: 3 });
    }
    await takeTwice(profiler.id);
  }
  if (free && profilers.length > 0) await takeTwice(free.id);

  // An attempt left open with nothing answered, so completing it is refused (422).
  const open = await insertProfiler(t, { title: 'Fuzz open profiler', isActive: true, isFree: true });
  const category = await insertCategory(t, open.id);
  for (const text of ['I like puzzles', 'I like people']) await insertQuestion(t, category, { text });
  const unanswered = await call('POST', `/api/assessments/${open.id}/start`, actors.person);
  const unansweredId: string | undefined = unanswered.json().attempt?.id;
  if (unansweredId) mine.attempts.push({ attemptId: unansweredId, assessmentId: open.id, completed: false });

  await call('POST', '/api/coupons/admin', actors.admin, {
    name: 'Fuzz coupon',
    code: `FUZZ${Date.now()}`,
    type: 'PERCENTAGE',
    value: 10,
  });
  // Enough of the person's own notifications that deleting them one by one goes on for a while.
  const types = ['welcome', 'report_available', 'new_assessment', 'system_maintenance'] as const;
  for (let i = 0; i < 40; i += 1) {
    await call('POST', '/api/notifications/admin/test', actors.admin, {
      recipientId: actors.personId,
      type: types[i % types.length],
      title: `Fuzz notice ${i} ✉️`,
      message: i % 2 ? 'Hello \u202eworld\u202c' : 'Plain',
    });
  }
  await call('GET', '/api/admin/screening-config', actors.admin);
  if (free) await call('GET', `/api/admin/assessments/${free.id}/prompts`, actors.admin);
  const notifications = await call('GET', '/api/notifications?limit=100', actors.person);
  mine.notifications = ((notifications.json().notifications ?? []) as Array<{ id: string }>).map((n) => n.id);
  ids.setMine(mine);
  return mine;
}
