import { randomUUID } from 'node:crypto';
import {
  ADMIN_ONLY_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type Notification,
  notificationTypesFor,
} from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser, insertUserWithToken } from '../../../test/factories.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailMessages, notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { createMailService, SEND_EMAIL_QUEUE } from '../../platform/mail/mail-service.ts';
import { createNotificationService, type NotificationService } from './notifications.service.ts';

let t: TestApp;
/** Jobs queued by the test's mail service, with the connection (transaction) each was queued on. */
const queued: Array<{ queue: string; data: unknown; tx: DbOrTx | undefined }> = [];
const recordingJobs: Jobs = {
  async send(queue, data, _options, tx) {
    queued.push({ queue, data, tx });
    return randomUUID();
  },
  async work() {},
  async schedule() {},
  async start() {},
  async stop() {},
  workersRunning: () => null,
};
/** The same service the app builds, over the test database, for calling notify() the way other modules do. */
let service: NotificationService;

beforeAll(async () => {
  t = await createTestApp();
  const mail = createMailService({
    db: t.database.db,
    jobs: recordingJobs,
    logger: t.app.log,
    resolveProvider: () => Promise.reject(new Error('tests read queued e-mails; nothing is delivered')),
  });
  service = createNotificationService({ db: t.database.db, mail, now: () => new Date() });
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** `count` notifications for the user, one second apart, oldest first (title "#1" is the oldest). */
async function seedNotifications(userId: string, total: number, overrides: { isRead?: boolean } = {}) {
  const base = Date.now() - total * 1000;
  const rows = await db()
    .insert(notifications)
    .values(
      Array.from({ length: total }, (_, i) => ({
        userId,
        type: 'test_completed',
        title: `#${i + 1}`,
        message: `Message ${i + 1}`,
        data: { index: i + 1 },
        isRead: overrides.isRead ?? false,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function rowsOf(userId: string) {
  return db().select().from(notifications).where(eq(notifications.userId, userId));
}

async function emailsTo(address: string) {
  return db().select().from(emailMessages).where(eq(emailMessages.to, address));
}

describe('authentication', () => {
  const someId = randomUUID();
  const routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'GET', url: '/api/notifications' },
    { method: 'GET', url: '/api/notifications/unread-count' },
    { method: 'POST', url: '/api/notifications/mark-read', payload: { notificationId: someId } },
    { method: 'POST', url: '/api/notifications/mark-all-read' },
    { method: 'DELETE', url: `/api/notifications/${someId}` },
    { method: 'GET', url: '/api/notifications/preferences' },
    {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { type: 'welcome', email: true, inApp: true },
    },
    {
      method: 'POST',
      url: '/api/notifications/admin/test',
      payload: { recipientId: someId, type: 'welcome', title: 'T', message: 'M' },
    },
    { method: 'GET', url: '/api/user/notification-preferences' },
    {
      method: 'PUT',
      url: '/api/user/notification-preferences',
      payload: { preferences: [{ type: 'welcome', email: true, inApp: true }] },
    },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await t.app.inject({ method: route.method, url: route.url, payload: route.payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/notifications', () => {
  it('pages 20 at a time, newest first, with the unread count', async () => {
    const { user, headers } = await insertUserWithToken(t);
    await seedNotifications(user.id, 25);

    const first = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.notifications).toHaveLength(20);
    expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 25, hasMore: true });
    expect(page1.unreadCount).toBe(25);
    expect(page1.notifications.map((n: Notification) => n.title).slice(0, 3)).toEqual(['#25', '#24', '#23']);
    expect(page1.notifications[0]).toMatchObject({
      type: 'test_completed',
      message: 'Message 25',
      data: { index: 25 },
      isRead: false,
    });
    expect(new Date(page1.notifications[0].createdAt).toISOString()).toBe(page1.notifications[0].createdAt);

    const second = await t.app.inject({ method: 'GET', url: '/api/notifications?page=2', headers });
    const page2 = second.json();
    expect(page2.notifications.map((n: Notification) => n.title)).toEqual(['#5', '#4', '#3', '#2', '#1']);
    expect(page2.pagination).toEqual({ page: 2, limit: 20, total: 25, hasMore: false });

    const custom = await t.app.inject({ method: 'GET', url: '/api/notifications?page=3&limit=10', headers });
    expect(custom.json().notifications).toHaveLength(5);
    expect(custom.json().pagination.hasMore).toBe(false);

    const beyond = await t.app.inject({ method: 'GET', url: '/api/notifications?page=9', headers });
    expect(beyond.json()).toMatchObject({
      notifications: [],
      unreadCount: 25,
      pagination: { total: 25, hasMore: false },
    });
  });

  it('shows only your own notifications', async () => {
    const me = await insertUserWithToken(t);
    const other = await insertUser(t);
    await seedNotifications(other.id, 3);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: me.headers });
    expect(res.json()).toEqual({
      notifications: [],
      unreadCount: 0,
      pagination: { page: 1, limit: 20, total: 0, hasMore: false },
    });
  });

  it('returns data as an object, or null when it is not one', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const base = Date.now();
    await db()
      .insert(notifications)
      .values([
        {
          userId: user.id,
          type: 'welcome',
          title: 'none',
          message: 'm',
          data: null,
          createdAt: new Date(base),
        },
        {
          userId: user.id,
          type: 'welcome',
          title: 'array',
          message: 'm',
          data: sql`'[1,2]'::jsonb` as never,
          createdAt: new Date(base + 1),
        },
        {
          userId: user.id,
          type: 'welcome',
          title: 'object',
          message: 'm',
          data: { assessmentId: 'a1' },
          createdAt: new Date(base + 2),
        },
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    const byTitle = Object.fromEntries(res.json().notifications.map((n: Notification) => [n.title, n.data]));
    expect(byTitle).toEqual({ none: null, array: null, object: { assessmentId: 'a1' } });
  });

  it('refuses bad paging', async () => {
    const { headers } = await insertUserWithToken(t);
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
    const max = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers });
    expect(max.statusCode).toBe(200);
  });
});

describe('reading and deleting', () => {
  it('GET /unread-count counts only unread', async () => {
    const { user, headers } = await insertUserWithToken(t);
    await seedNotifications(user.id, 3);
    await seedNotifications(user.id, 2, { isRead: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 3 });
  });

  it('mark-read drops the count by one; marking the same one again changes nothing', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const [first] = await seedNotifications(user.id, 3);
    const once = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers,
      payload: { notificationId: first },
    });
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ unreadCount: 2 });
    const [row] = await db().select().from(notifications).where(eq(notifications.id, first!));
    expect(row).toMatchObject({ isRead: true });
    expect(row!.readAt).toBeInstanceOf(Date);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers,
      payload: { notificationId: first },
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ unreadCount: 2 });
    const [again] = await db().select().from(notifications).where(eq(notifications.id, first!));
    expect(again!.readAt).toEqual(row!.readAt);
  });

  it('the count never goes below zero', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const [only] = await seedNotifications(user.id, 1);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/mark-read',
        headers,
        payload: { notificationId: only },
      });
      expect(res.json()).toEqual({ unreadCount: 0 });
    }
    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-read', headers });
    expect(all.json()).toEqual({ unreadCount: 0 });
  });

  it('mark-all-read marks every one of yours and nobody else’s', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const other = await insertUser(t);
    await seedNotifications(user.id, 4);
    await seedNotifications(other.id, 2);
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-read', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0 });
    expect((await rowsOf(user.id)).every((n) => n.isRead)).toBe(true);
    expect((await rowsOf(other.id)).every((n) => !n.isRead)).toBe(true);
    const count = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers });
    expect(count.json()).toEqual({ unreadCount: 0 });
  });

  it('DELETE removes it and returns the new count', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const [a, b] = await seedNotifications(user.id, 3);
    await db().update(notifications).set({ isRead: true }).where(eq(notifications.id, b!));

    const unread = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${a}`, headers });
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toEqual({ unreadCount: 1 });
    const read = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${b}`, headers });
    expect(read.json()).toEqual({ unreadCount: 1 });
    expect(await rowsOf(user.id)).toHaveLength(1);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${a}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('another user’s notification is a 404 for mark-read and delete, and stays untouched', async () => {
    const me = await insertUserWithToken(t);
    const other = await insertUser(t);
    const [theirs] = await seedNotifications(other.id, 1);

    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: me.headers,
      payload: { notificationId: theirs },
    });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Notification not found' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${theirs}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(mark.json());

    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs!));
    expect(row).toMatchObject({ isRead: false, readAt: null, title: '#1' });
  });

  it('an unknown id is a 404', async () => {
    const { headers } = await insertUserWithToken(t);
    const id = randomUUID();
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers,
      payload: { notificationId: id },
    });
    expect(mark.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers });
    expect(del.statusCode).toBe(404);
  });

  it('a malformed id is a 400', async () => {
    const { headers } = await insertUserWithToken(t);
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers,
      payload: { notificationId: 'not-a-uuid' },
    });
    expect(mark.statusCode).toBe(400);
    expect(mark.json().error).toBe('VALIDATION_FAILED');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/notifications/not-a-uuid', headers });
    expect(del.statusCode).toBe(400);
    expect(del.json().error).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/notifications/admin/test', () => {
  const body = (recipientId: string) => ({
    recipientId,
    type: 'system_maintenance',
    title: 'Maintenance tonight',
    message: 'We will be offline\nfrom 01:00 to 02:00.',
  });

  it('is for admins only', async () => {
    const { user, headers } = await insertUserWithToken(t);
    await expectAdminOnly(t, '/api/notifications/admin/test', headers, 'POST', body(user.id));
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or deleted recipient', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/admin/test',
      headers: admin.headers,
      payload: body(randomUUID()),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Recipient not found');

    const deleted = await insertUser(t);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/admin/test',
      headers: admin.headers,
      payload: body(deleted.id),
    });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(deleted.id)).toHaveLength(0);
  });

  it('refuses a blank title or an unknown type', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const user = await insertUser(t);
    for (const payload of [
      { ...body(user.id), title: '   ' },
      { ...body(user.id), type: 'not_a_type' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/admin/test',
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('creates the notification, which the recipient then sees', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const recipient = await insertUserWithToken(t);
    // Even with in-app turned off for the type: the admin is testing exactly that delivery.
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: recipient.headers,
      payload: { type: 'system_maintenance', email: false, inApp: false },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/admin/test',
      headers: admin.headers,
      payload: body(recipient.user.id),
    });
    expect(res.statusCode).toBe(201);
    const { notification } = res.json();
    expect(notification).toMatchObject({
      type: 'system_maintenance',
      title: 'Maintenance tonight',
      message: 'We will be offline\nfrom 01:00 to 02:00.',
      isRead: false,
      data: { test: true, sentBy: admin.user.id },
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: recipient.headers });
    expect(list.json().notifications).toEqual([notification]);
    expect(list.json().unreadCount).toBe(1);
    expect(await rowsOf(admin.user.id)).toHaveLength(0);
    expect(await emailsTo(recipient.user.email)).toHaveLength(0);
  });
});

describe('preferences', () => {
  it('lists the types a person can receive (no admin-only ones) with the defaults', async () => {
    const { headers } = await insertUserWithToken(t);
    for (const url of ['/api/notifications/preferences', '/api/user/notification-preferences']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      const { preferences } = res.json();
      const types = preferences.map((p: { type: string }) => p.type);
      expect(types).toEqual(notificationTypesFor('user'));
      for (const adminOnly of ADMIN_ONLY_NOTIFICATION_TYPES) expect(types).not.toContain(adminOnly);
      expect(preferences.every((p: { inApp: boolean }) => p.inApp)).toBe(true);
      expect(
        preferences.filter((p: { email: boolean }) => p.email).map((p: { type: string }) => p.type),
      ).toEqual([
        'payment_successful',
        'report_available',
        'payment_failed_user',
        'payment_refunded_user',
        'data_export_ready',
        'referral_reward',
      ]);
    }
  });

  it('lists every type for an administrator (admins take profilers too)', async () => {
    const { headers } = await insertUserWithToken(t, { role: 'admin' });
    for (const url of ['/api/notifications/preferences', '/api/user/notification-preferences']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.json().preferences.map((p: { type: string }) => p.type)).toEqual([...NOTIFICATION_TYPES]);
    }
  });

  it('refuses, with a clear 400, a type the person’s role cannot receive, and stores nothing', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const one = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'payment_received', email: true, inApp: true },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe(
      'You cannot receive payment_received notifications, so there is nothing to set for them.',
    );
    const several = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers,
      payload: {
        preferences: [
          { type: 'welcome', email: true, inApp: true },
          { type: 'student_joined', email: true, inApp: true },
        ],
      },
    });
    expect(several.statusCode).toBe(400);
    expect(several.json().message).toMatch(/cannot receive student_joined/);
    expect(
      await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    ).toEqual([]);
  });

  it('PUT /notifications/preferences updates one type and persists', async () => {
    const { user, headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'welcome', email: true, inApp: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toHaveLength(notificationTypesFor('user').length);
    expect(res.json().preferences).toContainEqual({ type: 'welcome', email: true, inApp: false });

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'welcome', email: false, inApp: true },
    });
    expect(again.json().preferences).toContainEqual({ type: 'welcome', email: false, inApp: true });

    const read = await t.app.inject({ method: 'GET', url: '/api/user/notification-preferences', headers });
    expect(read.json().preferences).toContainEqual({ type: 'welcome', email: false, inApp: true });
    const stored = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('PUT /user/notification-preferences sets several at once and keeps the others', async () => {
    const { headers } = await insertUserWithToken(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers,
      payload: {
        preferences: [
          { type: 'report_available', email: false, inApp: true },
          { type: 'update_available', email: true, inApp: true },
          { type: 'update_available', email: true, inApp: false },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { preferences } = res.json();
    expect(preferences).toContainEqual({ type: 'report_available', email: false, inApp: true });
    expect(preferences).toContainEqual({ type: 'update_available', email: true, inApp: false });
    expect(preferences).toContainEqual({ type: 'payment_successful', email: true, inApp: true });

    const read = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers });
    expect(read.json().preferences).toEqual(preferences);
  });

  it('preferences are per user', async () => {
    const a = await insertUserWithToken(t);
    const b = await insertUserWithToken(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: a.headers,
      payload: { type: 'welcome', email: true, inApp: false },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: b.headers,
    });
    expect(res.json().preferences).toContainEqual({ type: 'welcome', email: false, inApp: true });
  });

  it('refuses bad preference bodies', async () => {
    const { headers } = await insertUserWithToken(t);
    const bad = [
      { url: '/api/notifications/preferences', payload: { type: 'nope', email: true, inApp: true } },
      { url: '/api/notifications/preferences', payload: { type: 'welcome', email: 'yes', inApp: true } },
      { url: '/api/notifications/preferences', payload: { type: 'welcome', email: true } },
      { url: '/api/user/notification-preferences', payload: { preferences: [] } },
      { url: '/api/user/notification-preferences', payload: {} },
    ];
    for (const { url, payload } of bad) {
      const res = await t.app.inject({ method: 'PUT', url, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('notify()', () => {
  it('stores an in-app notification by default and no e-mail for an in-app-only type', async () => {
    const user = await insertUser(t);
    const created = await service.notify({
      userId: user.id,
      type: 'test_completed',
      title: 'Done',
      message: 'You finished.',
      data: { testAttemptId: 'a1' },
    });
    expect(created).toMatchObject({
      type: 'test_completed',
      title: 'Done',
      data: { testAttemptId: 'a1' },
      isRead: false,
    });
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await emailsTo(user.email)).toHaveLength(0);
  });

  it('e-mails the important types by default, keyed by the notification id', async () => {
    const user = await insertUser(t, { name: 'Meera' });
    const created = await service.notify({
      userId: user.id,
      type: 'payment_successful',
      title: 'Payment received',
      message: 'Thank you for your payment.',
    });
    const [email] = await emailsTo(user.email);
    expect(email).toMatchObject({
      subject: 'Payment received',
      status: 'queued',
      idempotencyKey: `notification/${created!.id}`,
      html: null,
    });
    expect(email!.text).toContain('Hi Meera,');
    expect(email!.text).toContain('Thank you for your payment.');
  });

  it('inApp=false suppresses the in-app row', async () => {
    const { user, headers } = await insertUserWithToken(t, { role: 'admin' }); // test_completed reaches admins only
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'test_completed', email: false, inApp: false },
    });
    const created = await service.notify({
      userId: user.id,
      type: 'test_completed',
      title: 'T',
      message: 'M',
    });
    expect(created).toBeNull();
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await emailsTo(user.email)).toHaveLength(0);
    // Other types are unaffected.
    await service.notify({ userId: user.id, type: 'new_assessment', title: 'New', message: 'M' });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('email=true queues the e-mail in the same transaction as the notification', async () => {
    const { user, headers } = await insertUserWithToken(t, { role: 'admin' }); // test_completed reaches admins only
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'test_completed', email: true, inApp: true },
    });
    const created = await db().transaction(async (tx) => {
      const notification = await service.notify(
        { userId: user.id, type: 'test_completed', title: 'Finished', message: 'Well done.' },
        tx,
      );
      const inTx = await tx.select().from(emailMessages).where(eq(emailMessages.to, user.email));
      expect(inTx).toHaveLength(1);
      // Its delivery job is queued on the same transaction too.
      expect(queued.at(-1)).toEqual({ queue: SEND_EMAIL_QUEUE.name, data: { messageId: inTx[0]!.id }, tx });
      return notification;
    });
    const [email] = await emailsTo(user.email);
    expect(email).toMatchObject({ subject: 'Finished', idempotencyKey: `notification/${created!.id}` });
  });

  it('e-mails with a fresh key when in-app is off but e-mail is on', async () => {
    const { user, headers } = await insertUserWithToken(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { type: 'welcome', email: true, inApp: false },
    });
    await service.notify({ userId: user.id, type: 'welcome', title: 'Welcome', message: 'Hello' });
    await service.notify({ userId: user.id, type: 'welcome', title: 'Welcome', message: 'Hello' });
    expect(await rowsOf(user.id)).toHaveLength(0);
    const emails = await emailsTo(user.email);
    expect(emails).toHaveLength(2);
    expect(emails.every((e) => e.idempotencyKey.startsWith('notification/'))).toBe(true);
  });

  it('leaves no notification and no e-mail when the transaction rolls back', async () => {
    const user = await insertUser(t);
    await expect(
      db().transaction(async (tx) => {
        await service.notify(
          {
            userId: user.id,
            type: 'payment_successful',
            title: 'Paid',
            message: 'M',
            data: { orderId: 'o1' },
          },
          tx,
        );
        expect(await tx.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
          1,
        );
        expect(await tx.select().from(emailMessages).where(eq(emailMessages.to, user.email))).toHaveLength(1);
        expect(queued.at(-1)?.tx).toBe(tx);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await emailsTo(user.email)).toHaveLength(0);
  });

  it('does nothing for a deleted or unknown user', async () => {
    const user = await insertUser(t);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(
      await service.notify({ userId: user.id, type: 'payment_successful', title: 'T', message: 'M' }),
    ).toBeNull();
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await emailsTo(user.email)).toHaveLength(0);
    expect(
      await service.notify({ userId: randomUUID(), type: 'welcome', title: 'T', message: 'M' }),
    ).toBeNull();
  });
});

describe('notifyAdmins()', () => {
  it('reaches every admin and no user, honouring their preferences', async () => {
    const user = await insertUser(t);
    const adminA = await insertUser(t, { role: 'admin' });
    const adminB = await insertUser(t, { role: 'admin' });
    const quietAdmin = await insertUser(t, { role: 'admin' });
    const mailedAdmin = await insertUser(t, { role: 'admin' });
    const deletedAdmin = await insertUser(t, { role: 'admin' });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedAdmin.id));
    await db()
      .insert(notificationPreferences)
      .values([
        { userId: quietAdmin.id, type: 'student_joined', email: false, inApp: false },
        { userId: mailedAdmin.id, type: 'student_joined', email: true, inApp: true },
        // A preference for another type changes nothing here.
        { userId: adminB.id, type: 'payment_received', email: true, inApp: false },
      ]);

    const count = await service.notifyAdmins({
      type: 'student_joined',
      title: 'New student joined',
      message: 'Ravi (ravi@example.test) created an account.',
      data: { userId: user.id },
    });

    const activeAdmins = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`));
    const expected = activeAdmins.map((a) => a.id).filter((id) => id !== quietAdmin.id);
    expect(count).toBe(expected.length);

    const rows = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'student_joined'), eq(notifications.title, 'New student joined')));
    expect(rows.map((r) => r.userId).sort()).toEqual([...expected].sort());
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([adminA.id, adminB.id, mailedAdmin.id]));
    for (const id of [user.id, quietAdmin.id, deletedAdmin.id])
      expect(rows.some((r) => r.userId === id)).toBe(false);
    expect(rows[0]).toMatchObject({
      message: 'Ravi (ravi@example.test) created an account.',
      data: { userId: user.id },
      isRead: false,
      readAt: null,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);

    const emails = await db()
      .select()
      .from(emailMessages)
      .where(
        inArray(emailMessages.to, [
          user.email,
          adminA.email,
          adminB.email,
          quietAdmin.email,
          mailedAdmin.email,
        ]),
      );
    expect(emails).toHaveLength(1);
    const mailedRow = rows.find((r) => r.userId === mailedAdmin.id)!;
    expect(emails[0]).toMatchObject({
      to: mailedAdmin.email,
      idempotencyKey: `notification/${mailedRow.id}`,
    });

    // The admin sees it through the API like any notification.
    const session = await insertUserWithToken(t, { role: 'admin' });
    await service.notifyAdmins({
      type: 'payment_received',
      title: 'Payment received',
      message: '₹499 from Ravi',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: session.headers });
    expect(list.json().notifications).toEqual([
      expect.objectContaining({ type: 'payment_received', title: 'Payment received', data: null }),
    ]);
  });

  it('runs in the caller’s transaction', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    await expect(
      db().transaction(async (tx) => {
        expect(
          await service.notifyAdmins({ type: 'payment_failed', title: 'Payment failed', message: 'M' }, tx),
        ).toBeGreaterThan(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rowsOf(admin.id)).toHaveLength(0);
  });
});

// Last in the file: the one test that queues an e-mail through the app's own mail service and pg-boss
// inside a transaction. On PGlite that needs pg-boss's queue cache warm before the first send (a cold
// cache is re-read through pg-boss's own connection, which waits forever behind the open transaction).
describe('POST /api/notifications/admin/test e-mail', () => {
  it('e-mails the recipient when their preference for the type says so', async () => {
    const admin = await insertUserWithToken(t, { role: 'admin' });
    const recipient = await insertUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/admin/test',
      headers: admin.headers,
      payload: { recipientId: recipient.id, type: 'report_available', title: 'Report ready', message: 'M' },
    });
    expect(res.statusCode).toBe(201);
    const [email] = await emailsTo(recipient.email);
    expect(email).toMatchObject({
      subject: 'Report ready',
      status: 'queued',
      idempotencyKey: `notification/${res.json().notification.id}`,
    });
  });
});
