import type { AdminUserDetail } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { insertReferral, insertReferralConfig } from '../../../../test/referral-factories.ts';
import {
  adminUserActions,
  notifications,
  paymentOrders,
  referralCodes,
  users,
} from '../../../db/schema/index.ts';
import { recordAdminAction } from './admin.audit.ts';

/** GET /admin/users/{id}: one person, only theirs. */
describe('GET /admin/users/{id}', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUserWithToken>>;
  let person: Awaited<ReturnType<typeof insertUserWithToken>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
    person = await insertUserWithToken(t, { name: 'Pat Person' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers });

  it('answers 401 without a token, 403 for a user, 404 for an unknown or deleted account, 400 for a bad id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${person.user.id}` })).statusCode,
    ).toBe(401);
    expect((await get(person.user.id, person.headers)).statusCode).toBe(403);
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const gone = await insertUser(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await get(gone.id)).statusCode).toBe(404);
    const bad = await get('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });

  it('shows the person’s profile, attempts, payments in major units, 20 newest notifications and audit — and nobody else’s', async () => {
    const alice = await insertUserWithToken(t, { name: 'Alice Detail' });
    const bob = await insertUser(t, { name: 'Bob Other' });
    const profiler = await insertProfiler(t, { title: 'Career Compass' });
    const second = await insertProfiler(t, { title: 'Strengths Finder' });
    await insertAttempts(t, { userId: alice.user.id, assessmentId: profiler.id, count: 2, completed: 1 });
    await insertAttempts(t, { userId: bob.id, assessmentId: second.id, count: 1, completed: 1 });
    await t.database.db.insert(paymentOrders).values([
      {
        userId: alice.user.id,
        assessmentId: second.id,
        assessmentTitle: 'Strengths Finder',
        provider: 'test',
        amountMinor: 49_950,
        listPriceMinor: 49_950,
        currency: 'INR',
        status: 'paid',
        paidAt: new Date(),
      },
      {
        userId: bob.id,
        assessmentId: second.id,
        assessmentTitle: 'Strengths Finder',
        provider: 'test',
        amountMinor: 100,
        listPriceMinor: 100,
        currency: 'INR',
        status: 'paid',
      },
    ]);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    await t.database.db.insert(notifications).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: alice.user.id,
        type: 'system_maintenance',
        title: `Note ${i}`,
        message: 'm',
        isRead: i % 2 === 0,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await t.database.db
      .insert(notifications)
      .values({ userId: bob.id, type: 'system_maintenance', title: 'For Bob', message: 'm' });
    await recordAdminAction(t.database.db, {
      userId: alice.user.id,
      adminId: admin.user.id,
      action: 'suspended',
      details: { reason: 'spam' },
      now: new Date(base),
    });
    await recordAdminAction(t.database.db, {
      userId: alice.user.id,
      adminId: admin.user.id,
      action: 'reinstated',
      now: new Date(base + 1000),
    });
    await recordAdminAction(t.database.db, {
      userId: bob.id,
      adminId: admin.user.id,
      action: 'suspended',
      now: new Date(base),
    });

    let res = await get(alice.user.id);
    expect(res.statusCode, res.body).toBe(200);
    let detail: AdminUserDetail = res.json();
    expect(detail.user).toMatchObject({
      id: alice.user.id,
      name: 'Alice Detail',
      attempts: { inProgress: 1, completed: 1 },
      paidOrders: 1,
    });
    expect(detail.profile).toBeNull();
    expect(detail.referrals).toEqual({
      code: null,
      referredBy: null,
      counts: { total: 0, invited: 0, joined: 0, qualified: 0, rewarded: 0, capped: 0, cancelled: 0 },
      recent: [],
    });
    expect(detail.attempts).toHaveLength(2);
    expect(new Set(detail.attempts.map((a) => a.assessmentTitle))).toEqual(new Set(['Career Compass']));
    expect(detail.attempts.map((a) => a.status).sort()).toEqual(['completed', 'in_progress']);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        assessmentTitle: 'Strengths Finder',
        amount: 499.5,
        currency: 'INR',
        status: 'paid',
      }),
    ]);
    expect(detail.notifications.map((n) => n.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Note ${22 - i}`),
    );
    expect(detail.notifications[0]).toMatchObject({ type: 'system_maintenance', isRead: true });
    expect(detail.audit.map((a) => a.action)).toEqual(['reinstated', 'suspended']);
    expect(detail.audit[1]).toMatchObject({
      admin: { id: admin.user.id, name: 'Ada Admin' },
      details: { reason: 'spam' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });

    // A saved profile screening shows; an admin whose account is gone shows as null.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/student/profile',
      headers: alice.headers,
      payload: { age: 22 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.database.db
      .update(adminUserActions)
      .set({ adminId: null })
      .where(eq(adminUserActions.action, 'reinstated'));
    detail = (await get(alice.user.id)).json();
    expect(detail.profile).toMatchObject({ age: 22 });
    expect(detail.audit[0]!.admin).toBeNull();

    res = await get(bob.id);
    detail = res.json();
    expect(detail.notifications.map((n) => n.title)).toEqual(['For Bob']);
    expect(detail.payments.map((p) => p.amount)).toEqual([1]);
    expect(detail.audit).toHaveLength(1);
  });

  it('summarises the person’s referrals: their code, who referred them, counts by status, the 10 newest they referred', async () => {
    const config = await insertReferralConfig(t);
    const maya = await insertUser(t, { name: 'Maya Referrer' });
    const olu = await insertUser(t, { name: 'Olu Sponsor' });
    const made = await insertReferral(t, { referrerId: olu.id, refereeId: maya.id, configId: config.id });
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const statuses = ['joined', 'invited', 'qualified', 'rewarded', 'capped', 'cancelled'] as const;
    const friends = [];
    for (let i = 0; i < 12; i += 1) {
      const friend = await insertUser(t, { name: `Friend ${i}` });
      friends.push(friend);
      await insertReferral(t, {
        referrerId: maya.id,
        refereeId: friend.id,
        configId: config.id,
        status: statuses[i % statuses.length]!,
        createdAt: new Date(base + i * 60_000),
      });
    }

    const detail: AdminUserDetail = (await get(maya.id)).json();
    const [ownCode] = await t.database.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, maya.id));
    expect(detail.referrals.code).toBe(ownCode!.code);
    expect(detail.referrals.referredBy).toEqual({
      id: made.id,
      referrer: { id: olu.id, name: 'Olu Sponsor', email: olu.email },
      code: made.code,
      status: 'joined',
      createdAt: made.createdAt.toISOString(),
    });
    expect(detail.referrals.counts).toEqual({
      total: 12,
      invited: 2,
      joined: 2,
      qualified: 2,
      rewarded: 2,
      capped: 2,
      cancelled: 2,
    });
    expect(detail.referrals.recent.map((r) => r.referee.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Friend ${11 - i}`),
    );
    expect(detail.referrals.recent[0]).toMatchObject({
      referee: { id: friends[11]!.id, email: friends[11]!.email },
      status: 'cancelled',
      createdAt: new Date(base + 11 * 60_000).toISOString(),
    });

    // Olu's detail counts Maya; nobody else's referrals enter it.
    const sponsor: AdminUserDetail = (await get(olu.id)).json();
    expect(sponsor.referrals.counts.total).toBe(1);
    expect(sponsor.referrals.referredBy).toBeNull();
    expect(sponsor.referrals.recent.map((r) => r.referee.id)).toEqual([maya.id]);
  });
});
