import { ADMIN_REQUIRED_MESSAGE, type Campaign } from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { campaignRunner } from '../../../test/campaign-batches.ts';
import { insertUser, insertUserWithToken } from '../../../test/factories.ts';
import {
  emailMessages,
  notificationCampaigns,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.ts';
import { CAMPAIGN_QUEUE } from './notifications.campaigns.ts';

let t: TestApp;
let admin: { id: string; headers: Record<string, string> };
let person: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
  admin = { id: a.user.id, headers: a.headers };
  const p = await insertUserWithToken(t, { name: 'Pat Person' });
  person = { id: p.user.id, headers: p.headers };
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** Every test starts from a clean slate of campaigns and their notifications (people stay). */
beforeEach(async () => {
  await db().delete(notificationCampaigns);
  await db().delete(notifications);
  await db().delete(emailMessages);
  await db().execute(sql`delete from pgboss.job where name = ${CAMPAIGN_QUEUE.name}`);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'system_maintenance',
  title: 'Maintenance on Sunday',
  message: 'Pathwise is offline from 02:00 to 03:00 UTC.',
  audience: 'everyone',
  ...overrides,
});

async function broadcast(overrides: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/broadcasts',
    headers: admin.headers,
    payload: body(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().campaign as Campaign;
}

async function reachableIds(role?: 'user' | 'admin'): Promise<string[]> {
  const rows = await db()
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.deletedAt} is null and ${users.suspendedAt} is null`,
        role ? eq(users.role, role) : undefined,
      ),
    );
  return rows.map((row) => row.id).sort();
}

async function campaignNotifications(campaignId: string) {
  return db()
    .select({ userId: notifications.userId, type: notifications.type, data: notifications.data })
    .from(notifications)
    .where(sql`${notifications.data} ->> 'campaignId' = ${campaignId}`);
}

describe('broadcasts: access and validation', () => {
  it('answers 401 without a token and 403 to a person for every broadcast route', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/broadcasts/audience-count?audience=everyone' },
      { method: 'POST' as const, url: '/api/admin/broadcasts', payload: body() },
      { method: 'GET' as const, url: '/api/admin/broadcasts' },
      { method: 'GET' as const, url: `/api/admin/broadcasts/${crypto.randomUUID()}` },
      { method: 'POST' as const, url: `/api/admin/broadcasts/${crypto.randomUUID()}/cancel` },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      const forbidden = await t.app.inject({ ...route, headers: person.headers });
      expect(forbidden.statusCode, route.url).toBe(403);
      expect(forbidden.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    expect(await db().select().from(notificationCampaigns)).toEqual([]);
  });

  it('refuses a schedule in the past or more than a year ahead, an unknown type or audience, and a blank title, with clear messages', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ scheduledFor: new Date(Date.now() - 60_000).toISOString() }, /time in the future/],
      [{ scheduledFor: new Date(Date.now() + 400 * 86_400_000).toISOString() }, /at most a year ahead/],
      [{ scheduledFor: 'next sunday' }, /Use a date and time/],
      [{ title: '   ' }, /Title is required/],
      [{ message: '' }, /Message is required/],
      [{ type: 'payment_received' }, /type/],
      [{ audience: 'students' }, /audience/],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/broadcasts',
        headers: admin.headers,
        payload: body(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toMatch(message);
    }
    expect(await db().select().from(notificationCampaigns)).toEqual([]);
  });

  it('an unknown campaign id is a 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/broadcasts/${crypto.randomUUID()}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('broadcasts: delivery in batches', () => {
  it('counts the audience, sends to everyone reachable once (deleted and suspended people skipped), honouring preferences', async () => {
    const muted = await insertUser(t, { name: 'Muted' });
    await db()
      .insert(notificationPreferences)
      .values({ userId: muted.id, type: 'system_maintenance', inApp: false, email: true });
    const gone = await insertUser(t);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const suspended = await insertUser(t);
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    for (let i = 0; i < 5; i += 1) await insertUser(t);
    const everyone = await reachableIds();

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/admin/broadcasts/audience-count?audience=everyone',
      headers: admin.headers,
    });
    expect(count.json()).toEqual({ recipients: everyone.length });

    const campaign = await broadcast();
    expect(campaign).toMatchObject({
      kind: 'broadcast',
      status: 'sending',
      recipients: everyone.length,
      processed: 0,
      audienceLabel: 'Everyone',
      createdBy: { id: admin.id, name: 'Ada Admin' },
    });

    const runner = campaignRunner(t, { batchSize: 3 });
    const batches = await runner.drain();
    expect(batches).toBe(Math.floor(everyone.length / 3) + 1);

    const got = await campaignNotifications(campaign.id);
    const receivers = got.map((row) => row.userId).sort();
    expect(receivers).toEqual(everyone.filter((id) => id !== muted.id));
    expect(new Set(receivers).size).toBe(receivers.length);
    expect(got.every((row) => row.type === 'system_maintenance')).toBe(true);

    // E-mail is off by default for broadcasts: only the muted person (in-app off, e-mail on) gets one.
    const mails = await db().select().from(emailMessages);
    expect(mails.map((mail) => mail.to)).toEqual([muted.email]);

    const done = await t.app.inject({
      method: 'GET',
      url: `/api/admin/broadcasts/${campaign.id}`,
      headers: admin.headers,
    });
    expect(done.json().campaign).toMatchObject({
      status: 'sent',
      recipients: everyone.length,
      processed: everyone.length,
      delivered: everyone.length - 1,
      emailed: 1,
    });
    expect(done.json().campaign.finishedAt).not.toBeNull();
  });

  it('a batch run twice (a retry after it committed) neither repeats nor skips anyone', async () => {
    for (let i = 0; i < 4; i += 1) await insertUser(t);
    const audience = await reachableIds('user');
    const campaign = await broadcast({ audience: 'users', type: 'update_available' });
    const runner = campaignRunner(t, { batchSize: 2 });
    const [first] = await runner.takeQueued();
    expect(first).toEqual({ campaignId: campaign.id, after: null });

    expect(await runner.service.runBatch(first!)).toBe('continued');
    // The same job again, as pg-boss would retry it: the cursor moved, so it does nothing.
    expect(await runner.service.runBatch(first!)).toBe('skipped');
    expect(runner.pending).toHaveLength(1);
    while (runner.pending.length > 0) {
      const job = runner.pending.shift()!;
      await runner.service.runBatch(job);
      expect(await runner.service.runBatch(job)).toBe('skipped');
    }

    const receivers = (await campaignNotifications(campaign.id)).map((row) => row.userId).sort();
    expect(receivers).toEqual(audience);
    const [row] = await db()
      .select()
      .from(notificationCampaigns)
      .where(eq(notificationCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'sent', processed: audience.length, delivered: audience.length });
  });

  it('the worker goes on with the next batches itself; the jobs it queued meanwhile then do nothing', async () => {
    for (let i = 0; i < 5; i += 1) await insertUser(t);
    const everyone = await reachableIds();
    // update_available: nobody here turned it off (an earlier test muted system_maintenance for one).
    const campaign = await broadcast({ type: 'update_available' });
    const runner = campaignRunner(t, { batchSize: 2 });
    const [first] = await runner.takeQueued();
    await runner.work(first!);
    expect((await runner.service.get(campaign.id)).status).toBe('sent');
    // Each batch still queued its successor (in case the worker stopped midway): all are no-ops now.
    expect(runner.pending.length).toBe(Math.floor(everyone.length / 2));
    for (const job of runner.pending.splice(0)) expect(await runner.service.runBatch(job)).toBe('skipped');
    const receivers = (await campaignNotifications(campaign.id)).map((row) => row.userId).sort();
    expect(receivers).toEqual(everyone);
  });

  it('the admins audience reaches administrators only', async () => {
    const campaign = await broadcast({ audience: 'admins' });
    await campaignRunner(t).drain();
    const receivers = (await campaignNotifications(campaign.id)).map((row) => row.userId).sort();
    expect(receivers).toEqual(await reachableIds('admin'));
    expect(receivers).toContain(admin.id);
    expect(receivers).not.toContain(person.id);
  });

  it('e-mails those who want them, with the unsubscribe link last in the text and the RFC 8058 headers', async () => {
    await db()
      .insert(notificationPreferences)
      .values({ userId: person.id, type: 'update_available', inApp: true, email: true })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: true, inApp: true },
      });
    const campaign = await broadcast({ type: 'update_available', title: 'New version' });
    await campaignRunner(t).drain();
    const [mail] = await db()
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.idempotencyKey, `campaign/${campaign.id}/${person.id}`));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('New version');
    const lastLine = mail!.text.trim().split('\n').at(-1)!;
    expect(lastLine).toMatch(
      new RegExp(`^${t.config.PUBLIC_URL.replace(/\/$/, '')}/unsubscribe\\?token=v1\\.`),
    );
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http.*\/api\/notifications\/unsubscribe\/one-click\?token=v1\./,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('broadcasts: scheduled and cancelled', () => {
  it('a scheduled broadcast waits in pg-boss until its time, counts its recipients when it starts, and can be cancelled only while scheduled', async () => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    const scheduled = await broadcast({ scheduledFor: at.toISOString() });
    expect(scheduled).toMatchObject({ status: 'scheduled', recipients: null, startedAt: null });
    expect(scheduled.scheduledFor).toBe(at.toISOString());
    const job = (await db().execute(
      sql`select start_after from pgboss.job where name = ${CAMPAIGN_QUEUE.name} and data ->> 'campaignId' = ${scheduled.id}`,
    )) as unknown as { rows: Array<{ start_after: Date | string }> };
    expect(new Date(job.rows[0]!.start_after).toISOString()).toBe(at.toISOString());

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${scheduled.id}/cancel`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().campaign.status).toBe('cancelled');
    // Its job comes due: nothing is sent.
    await campaignRunner(t).drain();
    expect(await campaignNotifications(scheduled.id)).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${scheduled.id}/cancel`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Only a scheduled campaign can be cancelled; this one is cancelled/);

    const later = await broadcast({ scheduledFor: at.toISOString() });
    await campaignRunner(t).drain();
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/admin/broadcasts/${later.id}`,
      headers: admin.headers,
    });
    const everyone = await reachableIds();
    expect(started.json().campaign).toMatchObject({ status: 'sent', recipients: everyone.length });
    const sending = await t.app.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${later.id}/cancel`,
      headers: admin.headers,
    });
    expect(sending.statusCode).toBe(409);
  });

  it('lists campaigns newest first with pagination', async () => {
    const first = await broadcast({ title: 'First' });
    const second = await broadcast({ title: 'Second' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/broadcasts?page=1&limit=1',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().campaigns.map((c: Campaign) => c.id)).toEqual([second.id]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 1, total: 2, hasMore: true });
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/admin/broadcasts?page=2&limit=1',
      headers: admin.headers,
    });
    expect(page2.json().campaigns.map((c: Campaign) => c.id)).toEqual([first.id]);
    expect(
      await db()
        .select({ id: notificationCampaigns.id })
        .from(notificationCampaigns)
        .where(inArray(notificationCampaigns.id, [first.id, second.id])),
    ).toHaveLength(2);
  });
});

describe('campaigns from other modules', () => {
  it('create() with an audience kind nothing resolves fails at once, and a registered resolver reaches its people', async () => {
    const runner = campaignRunner(t, {
      audiences: { named: (audience) => sql`${users.name} = ${String(audience.name)}` },
    });
    await expect(
      runner.service.create({
        kind: 'reminder',
        type: 'assessment_pending',
        title: 'x',
        message: 'y',
        audience: { kind: 'unknown' },
        audienceLabel: 'Nobody',
        createdBy: admin.id,
      }),
    ).rejects.toThrow(/No audience resolver/);
    const campaign = await runner.service.create({
      kind: 'reminder',
      type: 'assessment_pending',
      title: 'Finish your profiler',
      message: 'You are nearly there.',
      audience: { kind: 'named', name: 'Pat Person' },
      audienceLabel: 'Pat',
      createdBy: admin.id,
      data: { reminder: true },
    });
    expect(campaign).toMatchObject({ kind: 'reminder', recipients: 1, status: 'sending' });
    await runner.drain();
    const got = await campaignNotifications(campaign.id);
    expect(got).toEqual([
      { userId: person.id, type: 'assessment_pending', data: { reminder: true, campaignId: campaign.id } },
    ]);
  });
});
