import type { AdminUserList, AdminUserRow } from '@pathwise/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken, uniqueEmail } from '../../../../test/factories.ts';
import { paymentOrders, users } from '../../../db/schema/index.ts';
import { INVALID_CURSOR_MESSAGE } from '../../../platform/keyset-cursor.ts';
import { createAdminUsersList, SUMMARY_TTL_MS } from './admin.users-list.ts';

/** GET /admin/users: search, filters, sorts with keyset pages, validation, access. */
describe('GET /admin/users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUserWithToken>>;
  let person: Awaited<ReturnType<typeof insertUserWithToken>>;

  /** Moves the app's clock forward (the summary is kept SUMMARY_TTL_MS). */
  let clockOffset = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(Date.now() + clockOffset) });
    admin = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
    person = await insertUserWithToken(t, { name: 'Pat Person' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const list = async (params: Record<string, string | number>): Promise<AdminUserList> => {
    const res = await get(
      `/admin/users?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every page of a listing, following nextCursor. */
  const allPages = async (params: Record<string, string | number>): Promise<AdminUserRow[]> => {
    const rows: AdminUserRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminUserList = await list(cursor ? { ...params, cursor } : params);
      rows.push(...page.users);
      cursor = page.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(50);
    } while (cursor);
    return rows;
  };
  const setCreated = (id: string, at: string) =>
    t.database.db
      .update(users)
      .set({ createdAt: new Date(at) })
      .where(eq(users.id, id));

  it('answers 401 without a token and 403 for a user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await get('/admin/users', person.headers)).statusCode).toBe(403);
  });

  it('searches name and e-mail, case-insensitive, taking %, _ and \\ literally; never lists deleted accounts', async () => {
    const zed = await insertUser(t, { name: 'Zedekiah Quorn', email: uniqueEmail('zq') });
    const mail = await insertUser(t, { name: 'Someone Else', email: `quornmail-${Date.now()}@example.test` });
    const percent = await insertUser(t, { name: 'Quorn 100% Real' });
    const gone = await insertUser(t, { name: 'Gone Quorn' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const found = await list({ search: 'QUORN', limit: 100 });
    expect(found.users.map((u) => u.id).sort()).toEqual([zed.id, mail.id, percent.id].sort());
    expect(found.total).toBe(3);
    expect((await list({ search: '0% r' })).users.map((u) => u.id)).toEqual([percent.id]);
    // "%" and "_" are not wildcards: only the name with a literal % matches.
    expect((await list({ search: '%' })).users.map((u) => u.id)).toEqual([percent.id]);
    expect((await list({ search: 'quo_n' })).total).toBe(0);
    expect((await list({ search: 'Gone Quorn' })).total).toBe(0);
  });

  it('counts a filtered list up to the cap (then says so) and the unfiltered list exactly', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 4; i += 1)
      await insertUser(t, { name: `Capped Kettle ${i}`, email: `kettle-${stamp}-${i}@example.test` });
    const capped = createAdminUsersList({ db: t.database.db, now: () => new Date(), totalCap: 3 });
    const base = {
      sort: 'joined_desc',
      limit: 2,
      role: 'all',
      verified: 'all',
      status: 'all',
      hasAttempts: 'all',
      hasPayments: 'all',
    } as const;

    const over = await capped.list({ ...base, search: `kettle-${stamp}` });
    expect(over).toMatchObject({ total: 3, totalIsCapped: true });
    expect(over.users).toHaveLength(2);
    expect(over.nextCursor).not.toBeNull();

    const under = await capped.list({ ...base, search: `kettle-${stamp}-1` });
    expect(under).toMatchObject({ total: 1, totalIsCapped: false });

    // Without filters every account is counted, past the cap.
    const all = await capped.list(base);
    const [counted] = await t.database.db
      .select({ exact: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.deletedAt));
    const exact = counted!.exact;
    expect(exact).toBeGreaterThan(3);
    expect(all).toMatchObject({ total: exact, totalIsCapped: false });
    // Over HTTP the cap is ADMIN_USERS_TOTAL_CAP, far above this database.
    expect(await list({ search: `kettle-${stamp}` })).toMatchObject({ total: 4, totalIsCapped: false });
  });

  it('summarises every account not deleted and every completed attempt, whatever the filters', async () => {
    const live = async () =>
      (await t.database.db.select({ deletedAt: users.deletedAt }).from(users)).filter(
        (u) => u.deletedAt === null,
      ).length;
    const profiler = await insertProfiler(t);
    const done = await insertUser(t, { name: 'Summary Done' });
    await insertAttempts(t, { userId: done.id, assessmentId: profiler.id, count: 2, completed: 1 });
    clockOffset += SUMMARY_TTL_MS;
    const result = await list({ search: 'no such person anywhere' });
    expect(result.total).toBe(0);
    expect(result.users).toEqual([]);
    expect(result.summary.totalUsers).toBe(await live());
    expect(result.summary.completedAttempts).toBeGreaterThanOrEqual(1);
    const before = result.summary.completedAttempts;

    const other = await insertProfiler(t);
    await insertAttempts(t, { userId: done.id, assessmentId: other.id, count: 1, completed: 1 });
    await insertUser(t, { name: 'Summary Later' });
    // Within SUMMARY_TTL_MS a filtered list answers the figures it read; the total is always exact.
    const kept = await list({ search: 'Summary Later' });
    expect(kept.total).toBe(1);
    expect(kept.summary).toEqual(result.summary);
    // The unfiltered list counts every account just now, and that is the summary's account count.
    const unfiltered = await list({ limit: 1 });
    expect(unfiltered.total).toBe(await live());
    expect(unfiltered.summary.totalUsers).toBe(unfiltered.total);
    // After SUMMARY_TTL_MS the figures are read again.
    clockOffset += SUMMARY_TTL_MS;
    const fresh = await list({ search: 'Summary Later' });
    expect(fresh.summary).toEqual({ totalUsers: await live(), completedAttempts: before + 1 });
  });

  it('filters by role, verified, status, attempts, payments and joined days (UTC, inclusive)', async () => {
    const tag = `filt${Date.now()}`;
    const profiler = await insertProfiler(t);
    const a = await insertUser(t, { name: `${tag} a`, role: 'admin' });
    const b = await insertUser(t, { name: `${tag} b`, verified: false });
    const c = await insertUser(t, { name: `${tag} c` });
    const d = await insertUser(t, { name: `${tag} d` });
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'spam' })
      .where(eq(users.id, c.id));
    await insertAttempts(t, { userId: b.id, assessmentId: profiler.id, count: 1 });
    const order = (userId: string, status: 'paid' | 'refunded' | 'failed') => ({
      userId,
      assessmentId: profiler.id,
      assessmentTitle: 'P',
      provider: 'test' as const,
      amountMinor: 100,
      listPriceMinor: 100,
      currency: 'INR',
      status,
    });
    await t.database.db.insert(paymentOrders).values([order(c.id, 'refunded'), order(d.id, 'failed')]);
    await setCreated(a.id, '2025-01-01T00:00:00.000Z');
    await setCreated(b.id, '2025-01-02T23:59:59.999Z');
    await setCreated(c.id, '2025-01-03T00:00:00.000Z');
    await setCreated(d.id, '2025-01-04T12:00:00.000Z');

    const ids = async (params: Record<string, string>) =>
      (await list({ search: tag, sort: 'name_asc', ...params })).users.map((u) => u.id);
    expect(await ids({})).toEqual([a.id, b.id, c.id, d.id]);
    expect(await ids({ role: 'admin' })).toEqual([a.id]);
    expect(await ids({ role: 'user' })).toEqual([b.id, c.id, d.id]);
    expect(await ids({ verified: 'no' })).toEqual([b.id]);
    expect(await ids({ verified: 'yes' })).toEqual([a.id, c.id, d.id]);
    expect(await ids({ status: 'suspended' })).toEqual([c.id]);
    expect(await ids({ status: 'active' })).toEqual([a.id, b.id, d.id]);
    expect(await ids({ hasAttempts: 'yes' })).toEqual([b.id]);
    expect(await ids({ hasAttempts: 'no' })).toEqual([a.id, c.id, d.id]);
    // A refunded order was paid; a failed one was not.
    expect(await ids({ hasPayments: 'yes' })).toEqual([c.id]);
    expect(await ids({ hasPayments: 'no' })).toEqual([a.id, b.id, d.id]);
    expect(await ids({ joinedFrom: '2025-01-02', joinedTo: '2025-01-03' })).toEqual([b.id, c.id]);
    expect(await ids({ joinedFrom: '2025-01-04' })).toEqual([d.id]);
    expect(await ids({ joinedTo: '2025-01-01' })).toEqual([a.id]);
    const suspended = (await list({ search: tag, status: 'suspended' })).users[0]!;
    expect(suspended).toMatchObject({ suspendedReason: 'spam', paidOrders: 1 });
    expect(suspended.suspendedAt).not.toBeNull();
  });

  describe('sorts and keyset pages', () => {
    const tag = `kset${Date.now()}`;
    const rows: { id: string; name: string; email: string; createdAt: string }[] = [];

    beforeAll(async () => {
      // Equal names and equal join times on purpose: the id breaks ties, pages neither repeat nor skip.
      const spec = [
        ['bravo', '2025-02-01T10:00:00.000Z'],
        ['alpha', '2025-02-01T10:00:00.000Z'],
        ['charlie', '2025-02-01T10:00:00.000Z'],
        ['alpha', '2025-02-02T10:00:00.000Z'],
        ['delta', '2025-01-31T10:00:00.000Z'],
        ['bravo', '2025-02-03T10:00:00.000Z'],
        ['echo', '2025-02-01T10:00:00.000Z'],
      ] as const;
      for (const [index, [name, at]] of spec.entries()) {
        const user = await insertUser(t, {
          name: `${tag} ${name}`,
          email: `${tag}-${String(7 - index)}@example.test`,
        });
        await setCreated(user.id, at);
        rows.push({ id: user.id, name: user.name, email: user.email, createdAt: at });
      }
      // Microseconds the JS Date cannot carry: the cursor keeps PostgreSQL's own text of the time.
      await t.database.db.execute(
        sql`update users set created_at = created_at + interval '1 microsecond' where id = ${rows[6]!.id}`,
      );
    });

    const byKey =
      (key: (r: (typeof rows)[number]) => string, dir: 1 | -1) =>
      (x: (typeof rows)[number], y: (typeof rows)[number]) =>
        (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0) * dir;
    // "echo" was pushed one microsecond later than the other 10:00 rows of 2025-02-01.
    const created = (r: (typeof rows)[number]) => (r.name.endsWith('echo') ? `${r.createdAt}1` : r.createdAt);
    const expected: Record<string, (x: (typeof rows)[number], y: (typeof rows)[number]) => number> = {
      joined_desc: byKey(created, -1),
      joined_asc: byKey(created, 1),
      name_asc: byKey((r) => r.name, 1),
      name_desc: byKey((r) => r.name, -1),
      email_asc: byKey((r) => r.email, 1),
    };

    for (const sort of ['joined_desc', 'joined_asc', 'name_asc', 'name_desc', 'email_asc']) {
      it(`${sort}: pages of 2 follow one another without gaps or repeats`, async () => {
        const paged = await allPages({ search: tag, sort, limit: 2 });
        expect(paged.map((u) => u.id)).toEqual([...rows].sort(expected[sort]).map((r) => r.id));
        const first = await list({ search: tag, sort, limit: 2 });
        expect(first.total).toBe(7);
        expect(first.users).toHaveLength(2);
      });
    }

    it('defaults to joined_desc and gives no cursor on the last page', async () => {
      const page = await list({ search: tag, limit: 7 });
      expect(page.users.map((u) => u.id)).toEqual([...rows].sort(expected.joined_desc).map((r) => r.id));
      expect(page.nextCursor).toBeNull();
    });
  });

  it('refuses a cursor that is not one of ours and bad filters, with clear messages', async () => {
    const bad = await get('/admin/users?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVALID_CURSOR_MESSAGE);
    const numeric = Buffer.from(JSON.stringify([5, '00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    expect((await get(`/admin/users?cursor=${numeric}`)).statusCode).toBe(400);
    // A name sort's cursor handed to a joined sort (and the other way round) is refused, not a 500.
    const named = Buffer.from(
      JSON.stringify(['Priya Sharma', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    const mixed = await get(`/admin/users?sort=joined_desc&cursor=${named}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(INVALID_CURSOR_MESSAGE);
    expect((await get(`/admin/users?sort=name_asc&cursor=${named}`)).statusCode).toBe(200);
    const range = await get('/admin/users?joinedFrom=2025-02-02&joinedTo=2025-02-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('The end date must not be before the start date.');
    const day = await get('/admin/users?joinedFrom=yesterday');
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toContain('Use a date as YYYY-MM-DD');
    for (const query of [
      'sort=random',
      'limit=0',
      'limit=101',
      'role=owner',
      'verified=maybe',
      'status=gone',
    ]) {
      const res = await get(`/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(query.split('=')[0]);
    }
  });

  it('lists real figures per person', async () => {
    const profiler = await insertProfiler(t);
    const figured = await insertUser(t, { name: `Figured ${Date.now()}` });
    await insertAttempts(t, { userId: figured.id, assessmentId: profiler.id, count: 2, completed: 1 });
    const [row] = (await list({ search: figured.name })).users;
    expect(row).toMatchObject({ id: figured.id, attempts: { inProgress: 1, completed: 1 }, paidOrders: 0 });
    expect(row!.lastActiveAt).not.toBeNull();
  });
});
