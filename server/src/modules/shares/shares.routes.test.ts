import {
  SHARE_NEEDS_COMPLETED_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SharedReportSchema,
  type ShareLink,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCategory, insertProfiler, insertQuestion } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { categoryResultConfigs, reportShares, studentProfiles } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('share links', () => {
  let t: TestApp;
  let profilerId: string;
  let categoryId: string;
  let questionIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const profiler = await insertProfiler(t, { title: 'Work Style Snapshot' });
    const category = await insertCategory(t, profiler.id, { title: 'Interests' });
    const first = await insertQuestion(t, category, {
      text: 'I like tools',
      traitType: 'Realistic',
      order: 0,
    });
    const second = await insertQuestion(t, category, {
      text: 'I like ideas',
      traitType: 'Investigative',
      order: 1,
    });
    await t.database.db
      .insert(categoryResultConfigs)
      .values([
        { categoryId: category.id, optionValue: 'e', resultLabel: 'Explorer', resultDescription: 'Curious' },
      ]);
    profilerId = profiler.id;
    categoryId = category.id;
    questionIds = [first.id, second.id];
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: Method, url: string, headers?: Headers) =>
    t.app.inject({ method, url: `/api${url}`, headers });
  const shareUrl = (attemptId: string) => `/assessments/results/${attemptId}/share`;

  /** A person with a profile screening who has taken the profiler; completed unless told otherwise. */
  async function taker(options: { complete?: boolean; name?: string } = {}) {
    const { user, headers } = await insertUserWithToken(t, { name: options.name ?? 'Asha Rao' });
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: user.id, educationLevel: 'bachelor', age: 27, skills: ['Python'] });
    const start = await call('POST', `/assessments/${profilerId}/start`, headers);
    expect(start.statusCode).toBe(200);
    const attemptId: string = start.json().attempt.id;
    for (const questionId of questionIds) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/assessments/${profilerId}/attempts/${attemptId}/answers`,
        headers,
        payload: { questionId, categoryId, answer: 5 },
      });
      expect(res.statusCode).toBe(200);
    }
    if (options.complete !== false) {
      const done = await call('POST', `/assessments/${profilerId}/attempts/${attemptId}/complete`, headers);
      expect(done.statusCode).toBe(200);
    }
    return { user, headers, attemptId };
  }

  it('is off until the person shares; sharing makes one link, sharing again answers the same link', async () => {
    const asha = await taker();
    const before = await call('GET', shareUrl(asha.attemptId), asha.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ share: null });

    const made = await call('POST', shareUrl(asha.attemptId), asha.headers);
    expect(made.statusCode).toBe(201);
    const share: ShareLink = made.json().share;
    expect(share).toMatchObject({ attemptId: asha.attemptId, viewCount: 0, lastViewedAt: null });
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await call('POST', shareUrl(asha.attemptId), asha.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().share.token).toBe(share.token);
    expect((await call('GET', shareUrl(asha.attemptId), asha.headers)).json().share.token).toBe(share.token);
  });

  it('two share clicks at once keep exactly one live link', async () => {
    const asha = await taker();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', shareUrl(asha.attemptId), asha.headers)),
    );
    const tokens = new Set(replies.map((reply) => reply.json().share.token));
    expect(replies.every((reply) => [200, 201].includes(reply.statusCode))).toBe(true);
    expect(tokens.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(reportShares)
      .where(eq(reportShares.attemptId, asha.attemptId));
    expect(rows).toHaveLength(1);
  });

  it('the public summary carries the scores and nothing that names or describes the person', async () => {
    const asha = await taker({ name: 'Zephyrine Quillfeather' });
    const { token } = (await call('POST', shareUrl(asha.attemptId), asha.headers)).json().share;

    const res = await call('GET', `/shared-reports/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const { report } = res.json();
    expect(SharedReportSchema.strict().parse(report)).toBeTruthy();
    expect(report.assessmentTitle).toBe('Work Style Snapshot');
    expect(report.completedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.scores.traits.map((trait: { trait: string }) => trait.trait).sort()).toEqual([
      'Investigative',
      'Realistic',
    ]);
    expect(report.scores.categories[0]).toMatchObject({ title: 'Interests', resultLabel: 'Explorer' });
    const body = res.body;
    for (const personal of [
      'Zephyrine',
      'Quillfeather',
      asha.user.email,
      asha.user.id,
      asha.attemptId,
      'Python',
    ]) {
      expect(body).not.toContain(personal);
    }
    expect(body).not.toMatch(/aiAnalysis|bachelor/);

    const status = (await call('GET', shareUrl(asha.attemptId), asha.headers)).json().share;
    expect(status.viewCount).toBe(1);
    expect(status.lastViewedAt).not.toBeNull();
  });

  it('revoking stops the link at once; sharing again makes a new link and the old one stays dead', async () => {
    const asha = await taker();
    const first = (await call('POST', shareUrl(asha.attemptId), asha.headers)).json().share.token;
    expect((await call('GET', `/shared-reports/${first}`)).statusCode).toBe(200);

    const revoked = await call('DELETE', shareUrl(asha.attemptId), asha.headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ share: null });
    const gone = await call('GET', `/shared-reports/${first}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SHARE_NOT_FOUND_MESSAGE);
    expect((await call('GET', shareUrl(asha.attemptId), asha.headers)).json()).toEqual({ share: null });
    // Revoking what is not shared is harmless.
    expect((await call('DELETE', shareUrl(asha.attemptId), asha.headers)).statusCode).toBe(200);

    const second = (await call('POST', shareUrl(asha.attemptId), asha.headers)).json().share.token;
    expect(second).not.toBe(first);
    expect((await call('GET', `/shared-reports/${second}`)).statusCode).toBe(200);
    expect((await call('GET', `/shared-reports/${first}`)).statusCode).toBe(404);
  });

  it('unknown and malformed tokens answer the same 404', async () => {
    for (const token of ['x'.repeat(43), 'short', 'has%20space', 'A'.repeat(100)]) {
      const res = await call('GET', `/shared-reports/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(SHARE_NOT_FOUND_MESSAGE);
    }
  });

  it('an unfinished report cannot be shared', async () => {
    const asha = await taker({ complete: false });
    const res = await call('POST', shareUrl(asha.attemptId), asha.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SHARE_NEEDS_COMPLETED_MESSAGE);
  });

  it("nobody can read, make or revoke the share of another person's report", async () => {
    const asha = await taker();
    const { token } = (await call('POST', shareUrl(asha.attemptId), asha.headers)).json().share;
    const bob = await insertUserWithToken(t);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, shareUrl(asha.attemptId), bob.headers);
      expect(res.statusCode, method).toBe(404);
      expect(res.body).not.toContain(token);
      expect((await call(method, shareUrl(MISSING), asha.headers)).statusCode).toBe(404);
      expect((await call(method, shareUrl(asha.attemptId))).statusCode).toBe(401);
    }
    // Bob's attempts did not revoke Asha's link.
    expect((await call('GET', `/shared-reports/${token}`)).statusCode).toBe(200);
  });

  it('deleting the account ends its links', async () => {
    const asha = await taker();
    const { token } = (await call('POST', shareUrl(asha.attemptId), asha.headers)).json().share;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: asha.headers,
      payload: { password: asha.user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/shared-reports/${token}`)).statusCode).toBe(404);
  });
});
