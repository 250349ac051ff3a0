import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser, tokenFor } from '../../../../test/factories.ts';
import { paymentOrders, sessions, testAttempts, users } from '../../../db/schema/index.ts';
import { findAdminUserRow } from './admin.person-figures.ts';

describe('admin person figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts only the person’s own attempts and paid orders, and their latest activity', async () => {
    const alice = await insertUser(t, { name: 'Alice Figures' });
    const bob = await insertUser(t, { name: 'Bob Figures', verified: false });
    const [one, two, three] = [await insertProfiler(t), await insertProfiler(t), await insertProfiler(t)];
    await insertAttempts(t, { userId: alice.id, assessmentId: one.id, count: 3, completed: 2 });
    await insertAttempts(t, { userId: alice.id, assessmentId: two.id, count: 1, completed: 1 });
    await insertAttempts(t, { userId: bob.id, assessmentId: one.id, count: 1, completed: 0 });
    const order = (
      assessmentId: string,
      status: 'paid' | 'refunded' | 'failed' | 'created',
      userId = alice.id,
    ) => ({
      userId,
      assessmentId,
      assessmentTitle: 'P',
      provider: 'test' as const,
      amountMinor: 100,
      listPriceMinor: 100,
      currency: 'INR',
      status,
    });
    await t.database.db
      .insert(paymentOrders)
      .values([
        order(one.id, 'paid'),
        order(two.id, 'refunded'),
        order(three.id, 'failed'),
        order(one.id, 'paid', bob.id),
      ]);
    const attemptTouched = new Date('2026-03-04T05:06:07.891Z');
    await t.database.db
      .update(testAttempts)
      .set({ updatedAt: attemptTouched })
      .where(eq(testAttempts.userId, alice.id));

    const row = await findAdminUserRow(t.database.db, alice.id);
    expect(row).toMatchObject({
      id: alice.id,
      name: 'Alice Figures',
      emailVerified: true,
      attempts: { inProgress: 1, completed: 3 },
      paidOrders: 2,
      lastActiveAt: '2026-03-04T05:06:07.891Z',
      suspendedAt: null,
    });
    expect(row!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // A sign-in later than the attempts is the latest activity.
    await tokenFor(t, alice);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, alice.id));
    const signedIn = new Date('2026-05-06T07:08:09.123Z');
    await t.database.db.update(sessions).set({ createdAt: signedIn }).where(eq(sessions.id, session!.id));
    expect((await findAdminUserRow(t.database.db, alice.id))!.lastActiveAt).toBe('2026-05-06T07:08:09.123Z');

    expect(await findAdminUserRow(t.database.db, bob.id)).toMatchObject({
      emailVerified: false,
      attempts: { inProgress: 1, completed: 0 },
      paidOrders: 1,
    });
  });

  it('gives null for an unknown or deleted account, and null activity for someone who never acted', async () => {
    const carol = await insertUser(t);
    expect((await findAdminUserRow(t.database.db, carol.id))!.lastActiveAt).toBeNull();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, carol.id));
    expect(await findAdminUserRow(t.database.db, carol.id)).toBeNull();
    expect(await findAdminUserRow(t.database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
