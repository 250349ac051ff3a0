import type { DeletionAuditList, DeletionStats } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import { userDeletionAudits } from '../../../db/schema/index.ts';
import { deriveKey } from '../../../platform/crypto.ts';
import { anonymiseAccount, type DeletionRequester } from '../account/account.deletion.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('deletion audits and stats', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUserWithToken>>;
  let person: Awaited<ReturnType<typeof insertUserWithToken>>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
    person = await insertUserWithToken(t, { name: 'Pat Person' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  /** The real anonymising deletion, at `at`. */
  const remove = async (email: string, requester: DeletionRequester, reason: string | null, at: string) => {
    const user = await insertUser(t, { email });
    await t.database.db.transaction((tx) =>
      anonymiseAccount(tx, {
        user: { id: user.id, email: user.email },
        requester,
        reason,
        emailHashKey: deriveKey(t.config.appSecret, 'deleted-email'),
        now: new Date(at),
      }),
    );
    return user;
  };

  it('answers 401 without a token and 403 for a user', async () => {
    for (const url of ['/admin/user-deletion-audits', '/admin/user-deletion-stats']) {
      expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401);
      expect((await get(url, person.headers)).statusCode, url).toBe(403);
    }
  });

  describe('with deletions', () => {
    let first: { id: string };
    beforeAll(async () => {
      first = await remove(
        'gone.one@example.test',
        { deletedBy: 'self' },
        'Too many e-mails',
        '2026-03-10T09:00:00.000Z',
      );
      await remove('gone.two@example.test', { deletedBy: 'self' }, '  ', '2026-03-08T23:59:59.000Z');
      await remove(
        'gone.three@other.test',
        { deletedBy: 'admin', adminId: admin.user.id },
        'Spam account',
        '2026-03-08T00:00:00.000Z',
      );
      await remove(
        'gone.four@example.test',
        { deletedBy: 'self' },
        'Too many e-mails',
        '2026-02-09T12:00:00.000Z',
      );
      // Outside a 30-day period ending 2026-03-10 (which starts 2026-02-09).
      await remove(
        'gone.five@example.test',
        { deletedBy: 'admin', adminId: admin.user.id },
        null,
        '2026-02-08T23:59:59.999Z',
      );
    });

    it('lists newest first with page and limit (defaults 1 and 20)', async () => {
      const res = await get('/admin/user-deletion-audits');
      expect(res.statusCode, res.body).toBe(200);
      const list: DeletionAuditList = res.json();
      expect(list.pagination).toEqual({ page: 1, limit: 20, total: 5, hasMore: false });
      expect(list.searchedByEmail).toBe(false);
      expect(list.audits[0]).toMatchObject({
        userId: first.id,
        emailDomain: 'example.test',
        deletedBy: 'self',
        admin: null,
        reason: 'Too many e-mails',
        createdAt: '2026-03-10T09:00:00.000Z',
      });
      expect(list.audits.map((a) => a.createdAt)).toEqual(
        [...list.audits.map((a) => a.createdAt)].sort().reverse(),
      );
      const second: DeletionAuditList = (await get('/admin/user-deletion-audits?page=2&limit=2')).json();
      expect(second.audits.map((a) => a.createdAt)).toEqual([
        '2026-03-08T00:00:00.000Z',
        '2026-02-09T12:00:00.000Z',
      ]);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });
    });

    it('finds an exact e-mail address through its keyed hash, and no other address', async () => {
      const hit: DeletionAuditList = (
        await get('/admin/user-deletion-audits?search=Gone.Three%40other.test')
      ).json();
      expect(hit.searchedByEmail).toBe(true);
      expect(hit.audits).toHaveLength(1);
      expect(hit.audits[0]).toMatchObject({
        deletedBy: 'admin',
        admin: { id: admin.user.id, name: 'Ada Admin' },
        reason: 'Spam account',
      });
      for (const other of [
        'gone.three@other.tes',
        'one.three@other.test',
        'gone.thre@other.test',
        'nobody@example.test',
      ]) {
        const miss: DeletionAuditList = (
          await get(`/admin/user-deletion-audits?search=${encodeURIComponent(other)}`)
        ).json();
        expect(miss.searchedByEmail, other).toBe(true);
        expect(miss.audits, other).toEqual([]);
      }
      // Part of an address is not an address: it matches nothing (addresses are not kept).
      const part: DeletionAuditList = (await get('/admin/user-deletion-audits?search=gone.three')).json();
      expect(part.searchedByEmail).toBe(false);
      expect(part.audits).toEqual([]);
      // The stored hash is not the address.
      const rows = await t.database.db
        .select({ hash: userDeletionAudits.emailHash })
        .from(userDeletionAudits);
      expect(rows.every((r) => !r.hash.includes('@'))).toBe(true);
    });

    it('searches the reason and the deleting admin’s name, and filters by who deleted', async () => {
      const reason: DeletionAuditList = (
        await get('/admin/user-deletion-audits?search=MANY%20e-mails')
      ).json();
      expect(reason.audits.map((a) => a.reason)).toEqual(['Too many e-mails', 'Too many e-mails']);
      const byAdmin: DeletionAuditList = (await get('/admin/user-deletion-audits?search=ada')).json();
      expect(byAdmin.audits.map((a) => a.deletedBy)).toEqual(['admin', 'admin']);
      const wild: DeletionAuditList = (await get('/admin/user-deletion-audits?search=%25')).json();
      expect(wild.audits).toEqual([]);
      const self: DeletionAuditList = (await get('/admin/user-deletion-audits?deletedBy=self')).json();
      expect(self.pagination.total).toBe(3);
      expect(self.audits.every((a) => a.deletedBy === 'self')).toBe(true);
      const adminOnly: DeletionAuditList = (
        await get('/admin/user-deletion-audits?deletedBy=admin&search=spam')
      ).json();
      expect(adminOnly.audits.map((a) => a.reason)).toEqual(['Spam account']);
    });

    it('refuses bad paging and filters with clear messages', async () => {
      for (const query of ['page=0', 'limit=0', 'limit=101', 'deletedBy=robot']) {
        const res = await get(`/admin/user-deletion-audits?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain(query.split('=')[0]);
      }
      for (const query of ['period=0', 'period=366', 'period=week']) {
        const res = await get(`/admin/user-deletion-stats?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain('period');
      }
    });

    it('counts deletions per UTC day over the period (zero days included), self vs admin, and the reasons', async () => {
      const res = await get('/admin/user-deletion-stats');
      expect(res.statusCode, res.body).toBe(200);
      const stats: DeletionStats = res.json();
      expect(stats).toMatchObject({ period: 30, total: 4, self: 3, admin: 1 });
      expect(stats.perDay).toHaveLength(30);
      expect(stats.perDay[0]).toEqual({ day: '2026-02-09', self: 1, admin: 0 });
      expect(stats.perDay.at(-1)).toEqual({ day: '2026-03-10', self: 1, admin: 0 });
      expect(stats.perDay.find((d) => d.day === '2026-03-08')).toEqual({
        day: '2026-03-08',
        self: 1,
        admin: 1,
      });
      expect(stats.perDay.find((d) => d.day === '2026-03-09')).toEqual({
        day: '2026-03-09',
        self: 0,
        admin: 0,
      });
      expect(stats.perDay.reduce((n, d) => n + d.self + d.admin, 0)).toBe(4);
      // Most frequent first; a blank reason counts as "No reason given".
      expect(stats.reasons).toEqual([
        { reason: 'Too many e-mails', count: 2 },
        { reason: 'No reason given', count: 1 },
        { reason: 'Spam account', count: 1 },
      ]);

      const week: DeletionStats = (await get('/admin/user-deletion-stats?period=3')).json();
      expect(week.perDay.map((d) => d.day)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
      expect(week).toMatchObject({ total: 3, self: 2, admin: 1 });
      const year: DeletionStats = (await get('/admin/user-deletion-stats?period=365')).json();
      expect(year.total).toBe(5);
      expect(year.perDay).toHaveLength(365);
    });
  });
});
