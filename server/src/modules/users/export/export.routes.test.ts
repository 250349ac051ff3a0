import {
  DATA_EXPORT_EXPIRED_MESSAGE,
  DATA_EXPORT_IN_PROGRESS_MESSAGE,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type Notification,
} from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  insertCategory,
  insertCoupon,
  insertProfiler,
  insertQuestion,
} from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { insertReferral, insertReferralConfig } from '../../../../test/referral-factories.ts';
import {
  dataExports,
  notifications,
  paymentOrders,
  ratings,
  referralCodes,
  studentProfiles,
  testAttempts,
} from '../../../db/schema/index.ts';
import {
  archiveFileName,
  DATA_EXPORT_FAILED_MESSAGE,
  DATA_EXPORT_NOT_FOUND,
  DATA_EXPORT_NOT_READY_MESSAGE,
  dropExpiredExports,
} from './export.service.ts';

type Headers = Record<string, string>;
type Who = { id: string; email: string; name: string; headers: Headers };
const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 60 * 60 * 1000;

describe('self-service data export', () => {
  let t: TestApp;
  let profiler: Awaited<ReturnType<typeof insertProfiler>>;
  let category: Awaited<ReturnType<typeof insertCategory>>;
  let rating: Awaited<ReturnType<typeof insertQuestion>>;
  let text: Awaited<ReturnType<typeof insertQuestion>>;
  let alice: Who;
  let bob: Who;
  let admin: Who;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers });

  async function person(name: string, role: 'user' | 'admin' = 'user'): Promise<Who> {
    const made = await insertUserWithToken(t, { name, role });
    return { id: made.user.id, email: made.user.email, name, headers: made.headers };
  }

  /** A completed attempt with a secret text answer, an order, a rating and a notification of its own. */
  async function seedPerson(who: Who, secret: string) {
    const started = await call('POST', `/assessments/${profiler.id}/start`, who.headers);
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json<{ attempt: { id: string } }>().attempt.id;
    for (const [question, answer] of [
      [rating, 4],
      [text, secret],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/assessments/${profiler.id}/attempts/${attemptId}/answers`,
        headers: who.headers,
        payload: { questionId: question.id, categoryId: category.id, answer },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await call(
      'POST',
      `/assessments/${profiler.id}/attempts/${attemptId}/complete`,
      who.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    const [order] = await t.database.db
      .insert(paymentOrders)
      .values({
        userId: who.id,
        assessmentId: null,
        assessmentTitle: `Course of ${who.name}`,
        provider: 'test',
        amountMinor: 49_900,
        listPriceMinor: 49_900,
        currency: 'INR',
        status: 'paid',
        paidAt: new Date(),
      })
      .returning({ id: paymentOrders.id });
    await t.database.db
      .insert(ratings)
      .values({ userId: who.id, assessmentId: profiler.id, stars: 4, review: secret });
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: who.id, age: 20, skills: [`skill-${secret}`] });
    const [note] = await t.database.db
      .insert(notifications)
      .values({ userId: who.id, type: 'test_completed', title: `For ${who.name}`, message: secret })
      .returning({ id: notifications.id });
    return { attemptId, orderId: order!.id, notificationId: note!.id };
  }

  const list = async (who: Who) => {
    const res = await call('GET', '/user/data-exports', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ exports: DataExport[] }>().exports;
  };
  /** The worker runs in the background (pg-boss polls every 0.5 s): wait for the export to settle. */
  const settled = (who: Who, id: string) =>
    vi.waitFor(
      async () => {
        const found = (await list(who)).find((item) => item.id === id);
        expect(found?.status).toMatch(/^(ready|failed)$/);
        return found!;
      },
      { timeout: 30_000, interval: 100 },
    );

  beforeAll(async () => {
    t = await createTestApp({ startJobs: true });
    profiler = await insertProfiler(t, { title: `Export Compass ${crypto.randomUUID().slice(0, 6)}` });
    category = await insertCategory(t, profiler.id, { title: 'Interests' });
    rating = await insertQuestion(t, category, {
      text: 'I enjoy fixing things',
      order: 0,
      traitType: 'Realistic',
    });
    text = await insertQuestion(t, category, { text: 'What do you dream of?', type: 'TEXT', order: 1 });
    [alice, bob, admin] = await Promise.all([
      person('Alice Example'),
      person('Bob Other'),
      person('Ada Admin', 'admin'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token, on every route', async () => {
    for (const [method, url] of [
      ['POST', '/user/data-exports'],
      ['GET', '/user/data-exports'],
      ['GET', `/user/data-exports/${MISSING}/download`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("builds a ZIP of the person's data and nobody else's, with their report PDF, and tells them", async () => {
    const aliceSecret = `alice-dream-${crypto.randomUUID()}`;
    const bobSecret = `bob-dream-${crypto.randomUUID()}`;
    const mine = await seedPerson(alice, aliceSecret);
    const theirs = await seedPerson(bob, bobSecret);
    // Bob referred Alice; Alice referred Zed, whose reward coupon she earned.
    const config = await insertReferralConfig(t);
    const zed = await insertUser(t, { name: 'Zed Friend' });
    const joinedThrough = await insertReferral(t, {
      referrerId: bob.id,
      refereeId: alice.id,
      configId: config.id,
    });
    const reward = await insertCoupon(t, {
      code: `REWARD-${crypto.randomUUID().slice(0, 8)}`,
      type: 'PERCENTAGE',
      value: 10,
      usageLimit: 1,
      ownerUserId: alice.id,
    });
    await insertReferral(t, {
      referrerId: alice.id,
      refereeId: zed.id,
      configId: config.id,
      status: 'rewarded',
      rewardCouponId: reward.id,
      rewardedAt: new Date(),
    });
    const [aliceCode] = await t.database.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, alice.id));
    // Bob has an export of his own too: its id must not appear in Alice's file.
    const bobsRequest = await call('POST', '/user/data-exports', bob.headers);
    expect(bobsRequest.statusCode, bobsRequest.body).toBe(202);
    const bobsExport = bobsRequest.json<{ export: DataExport }>().export;

    const requested = await call('POST', '/user/data-exports', alice.headers);
    expect(requested.statusCode, requested.body).toBe(202);
    const queued = requested.json<{ export: DataExport }>().export;
    expect(queued).toMatchObject({ status: 'queued', bytes: null, readyAt: null, expiresAt: null });
    // Not ready yet (or just building): one at a time.
    const again = await call('POST', '/user/data-exports', alice.headers);
    if (again.statusCode !== 202) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DATA_EXPORT_IN_PROGRESS_MESSAGE);
    }

    const ready = await settled(alice, queued.id);
    expect(ready.status).toBe('ready');
    expect(ready.bytes).toBeGreaterThan(1000);
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(24 * HOUR);
    await settled(bob, bobsExport.id);

    // Owner only: Bob and an admin get 404 for Alice's export, scoped in the query itself.
    for (const other of [bob, admin]) {
      const res = await call('GET', `/user/data-exports/${queued.id}/download`, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DATA_EXPORT_NOT_FOUND);
    }
    expect((await list(bob)).map((item) => item.id)).not.toContain(queued.id);
    expect((await call('GET', `/user/data-exports/${MISSING}/download`, alice.headers)).statusCode).toBe(404);
    expect((await call('GET', '/user/data-exports/not-a-uuid/download', alice.headers)).statusCode).toBe(400);

    const file = await call('GET', `/user/data-exports/${queued.id}/download`, alice.headers);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${archiveFileName(new Date(ready.readyAt!))}"`,
    );
    expect(file.headers['content-disposition']).toMatch(/pathwise-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(file.rawPayload.length).toBe(ready.bytes);

    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries).sort();
    const pdfs = names.filter((name) => name.startsWith('reports/') && name.endsWith('.pdf'));
    expect(names).toContain('pathwise-data.json');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toMatch(/^reports\/export-compass-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = Buffer.from(entries[pdfs[0]!]!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('Report for Alice Example');

    const json = JSON.parse(strFromU8(entries['pathwise-data.json']!));
    expect(json.account).toMatchObject({ id: alice.id, email: alice.email, name: 'Alice Example' });
    expect(json.account).not.toHaveProperty('passwordHash');
    expect(json.profile).toMatchObject({ age: 20, skills: [`skill-${aliceSecret}`] });
    expect(json.attempts).toHaveLength(1);
    expect(json.attempts[0]).toMatchObject({ id: mine.attemptId, status: 'completed' });
    expect(json.attempts[0].scores).not.toBeNull();
    expect(json.attempts[0].answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'What do you dream of?', answer: aliceSecret }),
        expect.objectContaining({ question: 'I enjoy fixing things', answer: 4 }),
      ]),
    );
    expect(json.ratings).toEqual([expect.objectContaining({ stars: 4, review: aliceSecret })]);
    expect(json.payments).toEqual([
      expect.objectContaining({
        id: mine.orderId,
        amount: 499,
        currency: 'INR',
        status: 'paid',
        refunds: [],
      }),
    ]);
    expect(json.notifications.map((note: { id: string }) => note.id)).toContain(mine.notificationId);
    expect(json.notificationPreferences.length).toBeGreaterThan(0);
    expect(json.referrals).toEqual({
      code: { code: aliceCode!.code, createdAt: expect.any(String) },
      referredBy: expect.objectContaining({
        referrerFirstName: 'Bob',
        code: joinedThrough.code,
        status: 'joined',
        source: 'apply_code',
        welcomeCoupon: null,
      }),
      referred: [
        expect.objectContaining({
          firstName: 'Zed',
          maskedEmail: `${zed.email[0]}***@${zed.email.split('@')[1]}`,
          status: 'rewarded',
          rewardCoupon: expect.objectContaining({ code: reward.code, label: '10% off', isUsed: false }),
        }),
      ],
    });

    // Nobody else's: none of Bob's ids, address, name or answers anywhere in the archive.
    const everything = names.map((name) => Buffer.from(entries[name]!).toString('latin1')).join('\n');
    for (const foreign of [
      bob.id,
      bob.email,
      'Bob Other',
      zed.id,
      zed.email,
      'Zed Friend',
      bobSecret,
      theirs.attemptId,
      theirs.orderId,
      theirs.notificationId,
      bobsExport.id,
      admin.id,
    ]) {
      expect(everything, foreign).not.toContain(foreign);
    }
    // Alice's own text appears (so the search above could have found Bob's).
    expect(everything).toContain(aliceSecret);

    // The notification, with the export's id for the link.
    const bell = await call('GET', '/notifications?page=1&limit=50', alice.headers);
    const ready_ = bell
      .json<{ notifications: Notification[] }>()
      .notifications.filter((note) => note.type === 'data_export_ready');
    expect(ready_).toHaveLength(1);
    expect(ready_[0]).toMatchObject({
      title: 'Your data is ready to download',
      data: { dataExportId: queued.id },
    });
    expect(ready_[0]!.message).toContain('24 hours');

    // Expiry: once its 24 hours are over (moved into the past here) the download is gone (404 with
    // the message), the list says expired, and the cleanup drops the archive.
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, queued.id));
    const late = await call('GET', `/user/data-exports/${queued.id}/download`, alice.headers);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(DATA_EXPORT_EXPIRED_MESSAGE);
    expect((await list(alice)).find((item) => item.id === queued.id)?.status).toBe('expired');
    const [bobsBefore] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, bobsExport.id));
    expect(await dropExpiredExports(t.database.db, new Date())).toBe(1);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, queued.id));
    expect(row).toMatchObject({ status: 'expired', archive: null });
    // Bob's, still within its 24 hours, is kept.
    const [bobsAfter] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, bobsExport.id));
    expect(bobsAfter).toMatchObject({ status: 'ready', bytes: bobsBefore!.bytes });
    expect(bobsAfter!.archive).not.toBeNull();
    const gone = await call('GET', `/user/data-exports/${queued.id}/download`, alice.headers);
    expect(gone.json().message).toBe(DATA_EXPORT_EXPIRED_MESSAGE);
  }, 90_000);

  it('records a failed build (error kept, not shown), tells nobody, and does not count it against the day', async () => {
    const fay = await person('Fay Broken');
    // A report that cannot be drawn (marked completed but never scored): the build throws.
    await t.database.db
      .insert(testAttempts)
      .values({ userId: fay.id, assessmentId: profiler.id, status: 'completed', isCompleted: false });
    const requested = await call('POST', '/user/data-exports', fay.headers);
    expect(requested.statusCode, requested.body).toBe(202);
    const id = requested.json<{ export: DataExport }>().export.id;
    const failed = await settled(fay, id);
    expect(failed).toMatchObject({ status: 'failed', bytes: null, readyAt: null, expiresAt: null });
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row!.error).toContain('Finish the profiler first');
    expect(row!.archive).toBeNull();
    const download = await call('GET', `/user/data-exports/${id}/download`, fay.headers);
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(DATA_EXPORT_FAILED_MESSAGE);
    expect(download.body).not.toContain('Finish the profiler first');
    const told = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, fay.id), eq(notifications.type, 'data_export_ready')));
    expect(told).toEqual([]);
    // Failed builds are not in progress and not counted: asking again is accepted.
    expect((await call('POST', '/user/data-exports', fay.headers)).statusCode).toBe(202);
  }, 60_000);

  it('answers 409 while one is in progress and for a download not ready yet', async () => {
    const carol = await person('Carol Busy');
    const [row] = await t.database.db
      .insert(dataExports)
      .values({ userId: carol.id, status: 'building' })
      .returning({ id: dataExports.id });
    const res = await call('POST', '/user/data-exports', carol.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DATA_EXPORT_IN_PROGRESS_MESSAGE);
    const early = await call('GET', `/user/data-exports/${row!.id}/download`, carol.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DATA_EXPORT_NOT_READY_MESSAGE);
  });

  it(`answers 429 after ${DATA_EXPORTS_PER_DAY} in 24 hours (failed builds not counted), newest first in the list`, async () => {
    const dan = await person('Dan Many');
    const base = Date.now();
    await t.database.db.insert(dataExports).values([
      ...Array.from({ length: DATA_EXPORTS_PER_DAY }, (_, i) => ({
        userId: dan.id,
        status: 'expired' as const,
        createdAt: new Date(base - (i + 1) * HOUR),
      })),
      { userId: dan.id, status: 'failed' as const, createdAt: new Date(base - 30 * 60_000) },
      // Older than a day: not counted.
      { userId: dan.id, status: 'expired' as const, createdAt: new Date(base - 30 * HOUR) },
    ]);
    const res = await call('POST', '/user/data-exports', dan.headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^You can download your data 3 times in 24 hours\. You can ask again after .+ UTC\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const listed = await list(dan);
    expect(listed.map((item) => item.status)).toEqual(['failed', 'expired', 'expired', 'expired', 'expired']);

    // With one of the three past the window, a new one is queued.
    const erin = await person('Erin Two');
    await t.database.db.insert(dataExports).values(
      Array.from({ length: DATA_EXPORTS_PER_DAY - 1 }, () => ({
        userId: erin.id,
        status: 'expired' as const,
      })),
    );
    const ok = await call('POST', '/user/data-exports', erin.headers);
    expect(ok.statusCode, ok.body).toBe(202);
  });
});
