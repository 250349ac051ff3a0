import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { emailMessages, settings as settingsTable } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('GET /api/admin/mail/outbox', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  const base = Date.parse('2030-05-01T10:00:00Z');

  async function insertEmail(
    to: string,
    minutes: number,
    overrides: Partial<typeof emailMessages.$inferInsert> = {},
  ) {
    const createdAt = new Date(base + minutes * 60_000);
    const [row] = await t.database.db
      .insert(emailMessages)
      .values({
        to,
        subject: `Message ${minutes}`,
        text: `Your code is ${100000 + minutes}`,
        html: `<p>${100000 + minutes}</p>`,
        idempotencyKey: randomUUID(),
        createdAt,
        updatedAt: createdAt,
        ...overrides,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    user = (await insertUserWithToken(t, { role: 'user' })).headers;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(emailMessages);
    await t.database.db.delete(settingsTable);
  });

  const get = (query = '', headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/mail/outbox${query}`, headers });

  it('lists stored messages newest first with the fields tests and admins need', async () => {
    await insertEmail('ada@example.org', 1);
    const sent = await insertEmail('grace@example.org', 2, {
      status: 'sent',
      provider: 'outbox',
      sentAt: new Date(base + 150_000),
    });
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    expect(body.messages.map((m: { to: string }) => m.to)).toEqual(['grace@example.org', 'ada@example.org']);
    expect(body.messages[0]).toEqual({
      id: sent.id,
      to: 'grace@example.org',
      subject: 'Message 2',
      text: 'Your code is 100002',
      status: 'sent',
      provider: 'outbox',
      createdAt: new Date(base + 120_000).toISOString(),
      sentAt: new Date(base + 150_000).toISOString(),
    });
    expect(body.messages[1]).toMatchObject({ status: 'queued', provider: null, sentAt: null });
    expect(body.messages[0]).not.toHaveProperty('html');
  });

  it('filters by recipient (case-insensitively for lower-case stored addresses)', async () => {
    await insertEmail('ada@example.org', 1);
    await insertEmail('grace@example.org', 2);
    await insertEmail('ada@example.org', 3);
    const res = await get('?to=ADA@example.org');
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Message 3',
      'Message 1',
    ]);
    expect(res.json().pagination.total).toBe(2);
    expect((await get('?to=nobody@example.org')).json()).toMatchObject({
      messages: [],
      pagination: { total: 0 },
    });
  });

  it('paginates in SQL', async () => {
    for (let i = 1; i <= 5; i++) await insertEmail('ada@example.org', i);
    const first = (await get('?limit=2')).json();
    expect(first.messages.map((m: { subject: string }) => m.subject)).toEqual(['Message 5', 'Message 4']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });
    const last = (await get('?limit=2&page=3')).json();
    expect(last.messages.map((m: { subject: string }) => m.subject)).toEqual(['Message 1']);
    expect(last.pagination.hasMore).toBe(false);
  });

  it('rejects a page size above the cap', async () => {
    const res = await get('?limit=100000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
  });

  it('is 404 while a real provider is configured, so message bodies are never exposed', async () => {
    await insertEmail('ada@example.org', 1);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: admin,
      payload: { key: 'MAIL_PROVIDER', value: 'resend' },
    });
    expect(saved.statusCode).toBe(201);
    const res = await get();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message:
        'The outbox is only available while the built-in outbox e-mail provider is active (MAIL_PROVIDER is resend).',
    });
    expect(res.body).not.toContain('100001');
  });

  it('is 404 when the environment selects a real provider', async () => {
    const smtp = await createTestApp({
      env: { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example.org:587' },
    });
    try {
      const { headers } = await insertUserWithToken(smtp, { role: 'admin' });
      const res = await smtp.app.inject({ method: 'GET', url: '/api/admin/mail/outbox', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('MAIL_PROVIDER is smtp');
    } finally {
      await smtp.close();
    }
  });

  it('401 anonymous, 403 for a user', async () => {
    await expectAdminOnly(t, '/api/admin/mail/outbox', user);
  });
});
