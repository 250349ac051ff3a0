import {
  type AdminStudentList,
  AdminStudentListSchema,
  BulkReminderPreviewSchema,
  REMINDER_TITLES,
} from '@pathwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { campaignRunner } from '../../../../test/campaign-batches.ts';
import { insertAttempts, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUser, insertUserWithToken } from '../../../../test/factories.ts';
import {
  adminUserActions,
  emailMessages,
  notificationCampaigns,
  notificationPreferences,
  notifications,
  studentProfiles,
  userDeletionAudits,
  users,
} from '../../../db/schema/index.ts';
import { CAMPAIGN_QUEUE } from '../../notifications/notifications.campaigns.ts';
import { STUDENTS_EXPORT_HEADER } from './students.download.ts';
import { studentAudienceCondition } from './students.filter.ts';
import { EMPTY_SELECTION_MESSAGE } from './students.reminders.ts';

let t: TestApp;
let admin: { id: string; headers: Record<string, string> };
let member: { id: string; headers: Record<string, string> };
let profiler: { id: string; title: string };
/** The students, by name; `formula` is named "=1+1" (the export must not run it). */
const s: Record<string, { id: string; email: string }> = {};
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertUserWithToken(t, { role: 'admin', name: 'Ada Admin' });
  admin = { id: a.user.id, headers: a.headers };
  const m = await insertUserWithToken(t, { name: 'Max Member' });
  member = { id: m.user.id, headers: m.headers };
  profiler = await insertProfiler(t, { title: 'Big Five' });
  const other = await insertProfiler(t, { title: 'Interests' });

  // Joined one minute apart (two at the same instant: the id breaks the tie), oldest first.
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const people: Array<[string, number]> = [
    ['Alice', 0],
    ['Bruno', 1],
    ['=1+1', 2],
    ['Chen', 3],
    ['Dara', 3],
    ['Eli', 4],
  ];
  for (const [name, minute] of people) {
    const user = await insertUser(t, { name });
    await db()
      .update(users)
      .set({ createdAt: new Date(base + minute * 60_000) })
      .where(eq(users.id, user.id));
    s[name === '=1+1' ? 'formula' : name] = { id: user.id, email: user.email };
  }
  // Alice: in progress on Big Five, profile complete. Bruno: completed Big Five, profile incomplete.
  await insertAttempts(t, { userId: s.Alice!.id, assessmentId: profiler.id, count: 1 });
  await insertAttempts(t, { userId: s.Bruno!.id, assessmentId: profiler.id, count: 1, completed: 1 });
  await db()
    .insert(studentProfiles)
    .values([
      {
        userId: s.Alice!.id,
        educationLevel: 'bachelors',
        experienceLevel: 'entry',
        skills: ['x'],
        interests: ['y'],
        age: 24,
        completedAt: new Date(),
      },
      { userId: s.Bruno!.id, age: 31 },
    ]);
  // The others took the other profiler only.
  for (const name of ['formula', 'Chen', 'Dara', 'Eli'])
    await insertAttempts(t, { userId: s[name]!.id, assessmentId: other.id, count: 1 });
  // Not students: an admin with an attempt, a person who never took anything.
  await insertAttempts(t, { userId: admin.id, assessmentId: profiler.id, count: 1 });
  await insertUser(t, { name: 'Nobody Yet' });
});

afterAll(async () => {
  await t?.close();
});

async function list(query = ''): Promise<AdminStudentList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/students${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminStudentListSchema.parse(res.json());
}

describe('admin students: access', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const calls = () => [
    { method: 'GET' as const, url: '/api/admin/students' },
    { method: 'GET' as const, url: '/api/admin/students/download?format=csv' },
    { method: 'DELETE' as const, url: `/api/admin/students/${unknownId}` },
    {
      method: 'POST' as const,
      url: `/api/admin/students/${unknownId}/remind`,
      payload: { message: 'Hi', type: 'assessment_pending' },
    },
    {
      method: 'POST' as const,
      url: '/api/admin/students/reminders/preview',
      payload: { message: 'Hi', type: 'assessment_pending', filter: {} },
    },
    {
      method: 'POST' as const,
      url: '/api/admin/students/reminders',
      payload: { message: 'Hi', type: 'assessment_pending', filter: {} },
    },
  ];

  it('answers 401 without a token and 403 for a non-admin on every call', async () => {
    for (const call of calls()) await expectAdminOnly(t, call.url, member.headers, call.method, call.payload);
  });
});

describe('GET /admin/students', () => {
  it('lists the students newest first with their figures, and the total', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.nextCursor).toBeNull();
    const names = page.students.map((row) => (row.name === '=1+1' ? 'formula' : row.name));
    expect(names[0]).toBe('Eli');
    expect(new Set(names.slice(1, 3))).toEqual(new Set(['Chen', 'Dara']));
    expect(names.slice(3)).toEqual(['formula', 'Bruno', 'Alice']);

    const alice = page.students.find((row) => row.id === s.Alice!.id)!;
    expect(alice).toMatchObject({
      name: 'Alice',
      email: s.Alice!.email,
      createdAt: '2026-01-01T00:00:00.000Z',
      attempts: { inProgress: 1, completed: 0 },
      profile: { isComplete: true, educationLevel: 'bachelors', experienceLevel: 'entry', age: 24 },
    });
    expect(alice.profile!.percentage).toBeGreaterThan(0);
    expect(alice.lastActiveAt).not.toBeNull();
    const bruno = page.students.find((row) => row.id === s.Bruno!.id)!;
    expect(bruno.attempts).toEqual({ inProgress: 0, completed: 1 });
    expect(bruno.profile).toMatchObject({ isComplete: false, age: 31, educationLevel: null });
    expect(page.students.find((row) => row.id === s.Eli!.id)!.profile).toBeNull();
  });

  it('applies the filters (profiler, attempts, completeness, activity, search)', async () => {
    const ids = async (query: string) => (await list(query)).students.map((row) => row.id).sort();
    expect(await ids(`?assessmentId=${profiler.id}`)).toEqual([s.Alice!.id, s.Bruno!.id].sort());
    expect(await ids(`?assessmentId=${profiler.id}&attempts=completed`)).toEqual([s.Bruno!.id]);
    expect(await ids('?attempts=in_progress&completeness=complete')).toEqual([s.Alice!.id]);
    expect(await ids('?completeness=incomplete')).toEqual([s.Bruno!.id]);
    expect((await list('?completeness=none')).total).toBe(4);
    expect((await list('?activity=active_7d')).total).toBe(6);
    expect((await list('?activity=inactive_30d')).total).toBe(0);
    expect(await ids('?search=BRU')).toEqual([s.Bruno!.id]);
    expect(await ids(`?search=${encodeURIComponent(s.Eli!.email.toUpperCase())}`)).toEqual([s.Eli!.id]);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('walks every student once through keyset pages, ties broken by id', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminStudentList = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(6);
      expect(page.students.length).toBeLessThanOrEqual(2);
      seen.push(...page.students.map((row) => row.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual((await list('?limit=100')).students.map((row) => row.id));
    expect(new Set(seen).size).toBe(6);
  });

  it('refuses bad filters and cursors with clear messages', async () => {
    const bad = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/students${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      return res.json() as { error: string; message: string };
    };
    expect((await bad('?attempts=sometimes')).error).toBe('VALIDATION_FAILED');
    expect((await bad('?completeness=half')).message).toContain('completeness');
    expect((await bad('?assessmentId=nope')).message).toContain('assessmentId');
    expect((await bad('?limit=500')).message).toContain('limit');
    expect((await bad('?cursor=garbage')).message).toContain('This page link is not valid');
    // A well-formed cursor of another list (a number key) is refused the same way, never a 500.
    const foreign = Buffer.from(JSON.stringify([3, s.Alice!.id])).toString('base64url');
    expect((await bad(`?cursor=${foreign}`)).message).toContain('This page link is not valid');
  });
});

describe('GET /admin/students/download', () => {
  it('streams a formula-safe CSV with a header row, one line per filtered student', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/download?format=csv',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(STUDENTS_EXPORT_HEADER.join(','));
    expect(lines).toHaveLength(7);
    const formula = lines.find((line) => line.includes(s.formula!.email))!;
    expect(formula.startsWith("'=1+1,")).toBe(true);
    const alice = lines.find((line) => line.startsWith('Alice,'))!;
    expect(alice).toContain(`${s.Alice!.email},2026-01-01T00:00:00.000Z,`);
    expect(alice).toContain(',bachelors,entry,24,1,0,');

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/download?completeness=incomplete',
      headers: admin.headers,
    });
    expect(filtered.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('streams an XLSX that opens with the same rows, numbers as numbers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/students/download?format=xlsx&assessmentId=${profiler.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="students-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Students')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([...STUDENTS_EXPORT_HEADER]);
    expect(rows).toHaveLength(3);
    const bruno = rows.find((row) => row[0] === 'Bruno')!;
    expect(bruno[1]).toBe(s.Bruno!.email);
    expect(bruno[6]).toBe(31);
    expect(bruno.slice(7, 9)).toEqual([0, 1]);
  });

  it('neutralises a formula name in the XLSX too, and refuses an unknown format', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/download?format=xlsx&search=%3D1',
      headers: admin.headers,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet('Students')!.getRow(2).getCell(1);
    expect(cell.value).toBe("'=1+1");
    expect(cell.formula).toBeUndefined();

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/download?format=pdf',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format');
  });
});

describe('POST /admin/students/{id}/remind', () => {
  beforeEach(async () => {
    await db().delete(notifications);
    await db().delete(emailMessages);
    await db().delete(adminUserActions);
    await db().delete(notificationPreferences);
  });

  const remind = (id: string, payload: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/students/${id}/remind`, headers, payload });

  it('sends in-app by default, with the type and its title, and records reminder_sent', async () => {
    const res = await remind(s.Alice!.id, { type: 'assessment_pending', message: '  Finish Big Five!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inApp: true, email: false });
    expect(res.json().message).toContain('Alice');
    const rows = await db().select().from(notifications).where(eq(notifications.userId, s.Alice!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'assessment_pending',
      title: REMINDER_TITLES.assessment_pending,
      message: 'Finish Big Five!',
      data: { reminder: true },
    });
    expect(await db().select().from(emailMessages).where(eq(emailMessages.to, s.Alice!.email))).toHaveLength(
      0,
    );
    const [audit] = await db()
      .select()
      .from(adminUserActions)
      .where(eq(adminUserActions.userId, s.Alice!.id));
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: 'reminder_sent',
      details: { type: 'assessment_pending', message: 'Finish Big Five!', inApp: true, email: false },
    });
  });

  it('honours preferences: in-app off stores nothing, e-mail on queues an e-mail', async () => {
    await db()
      .insert(notificationPreferences)
      .values({ userId: s.Bruno!.id, type: 'profile_incomplete', inApp: false, email: true });
    const res = await remind(s.Bruno!.id, { type: 'profile_incomplete', message: 'Two fields left' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inApp: false, email: true });
    expect(await db().select().from(notifications).where(eq(notifications.userId, s.Bruno!.id))).toHaveLength(
      0,
    );
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.to, s.Bruno!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(REMINDER_TITLES.profile_incomplete);
    expect(mails[0]!.text).toContain('Two fields left');
  });

  it('says nothing was sent when the person turned the type off in both channels', async () => {
    await db()
      .insert(notificationPreferences)
      .values({ userId: s.Chen!.id, type: 'assessment_pending', inApp: false, email: false });
    const res = await remind(s.Chen!.id, { type: 'assessment_pending', message: 'Hello' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inApp: false, email: false });
    expect(res.json().message).toMatch(/^Nothing was sent/);
    expect(await db().select().from(notifications).where(eq(notifications.userId, s.Chen!.id))).toHaveLength(
      0,
    );
    expect(await db().select().from(emailMessages).where(eq(emailMessages.to, s.Chen!.email))).toHaveLength(
      0,
    );
  });

  it('sends a double click once; another message goes out', async () => {
    const body = { type: 'assessment_pending', message: 'Come back' };
    const [first, second] = await Promise.all([remind(s.Dara!.id, body), remind(s.Dara!.id, body)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const messages = [first!.json().message, second!.json().message];
    expect(messages.filter((message: string) => message.includes('already sent'))).toHaveLength(1);
    const third = await remind(s.Dara!.id, body);
    expect(third.json().message).toContain('already sent');
    expect(third.json()).toMatchObject({ inApp: true, email: false });
    expect(await db().select().from(notifications).where(eq(notifications.userId, s.Dara!.id))).toHaveLength(
      1,
    );
    expect(
      await db()
        .select()
        .from(adminUserActions)
        .where(and(eq(adminUserActions.userId, s.Dara!.id), eq(adminUserActions.action, 'reminder_sent'))),
    ).toHaveLength(1);

    const other = await remind(s.Dara!.id, { ...body, message: 'Come back, please' });
    expect(other.json().message).not.toContain('already sent');
    expect(await db().select().from(notifications).where(eq(notifications.userId, s.Dara!.id))).toHaveLength(
      2,
    );
  });

  it('answers 404 for an unknown id, an admin and someone who is not a student', async () => {
    const nobody = await insertUser(t, { name: 'Not a student' });
    for (const id of ['00000000-0000-4000-8000-000000000000', admin.id, nobody.id, member.id]) {
      const res = await remind(id, { type: 'assessment_pending', message: 'Hi' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Student not found');
    }
    expect(await db().select().from(notifications)).toHaveLength(0);
  });

  it('validates the body with clear messages', async () => {
    const empty = await remind(s.Alice!.id, { type: 'assessment_pending', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write the reminder');
    const type = await remind(s.Alice!.id, { type: 'payment_successful', message: 'Hi' });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toContain('type');
    const long = await remind(s.Alice!.id, { type: 'assessment_pending', message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const id = await remind('not-a-uuid', { type: 'assessment_pending', message: 'Hi' });
    expect(id.statusCode).toBe(400);
  });
});

describe('bulk reminders', () => {
  beforeEach(async () => {
    await db().delete(notificationCampaigns);
    await db().delete(notifications);
    await db().delete(emailMessages);
    await db().delete(notificationPreferences);
    await db().execute(sql`delete from pgboss.job where name = ${CAMPAIGN_QUEUE.name}`);
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/students/${url}`, headers: admin.headers, payload });

  it('previews the count, the opted-out, a sample of five and the title', async () => {
    await db()
      .insert(notificationPreferences)
      .values([
        { userId: s.Eli!.id, type: 'assessment_pending', inApp: false, email: false },
        // Off for another type only, or off in one channel: still reached.
        { userId: s.Chen!.id, type: 'profile_incomplete', inApp: false, email: false },
        { userId: s.Dara!.id, type: 'assessment_pending', inApp: false, email: true },
      ]);
    const res = await post('reminders/preview', { type: 'assessment_pending', message: 'Hi', filter: {} });
    expect(res.statusCode, res.body).toBe(200);
    const preview = BulkReminderPreviewSchema.parse(res.json());
    expect(preview).toMatchObject({ recipients: 6, optedOut: 1, title: REMINDER_TITLES.assessment_pending });
    expect(preview.sample).toHaveLength(5);
    expect(preview.sample[0]).toEqual({ id: s.Eli!.id, name: 'Eli', email: s.Eli!.email });

    const narrow = await post('reminders/preview', {
      type: 'profile_incomplete',
      message: 'Hi',
      filter: { completeness: 'incomplete' },
    });
    expect(narrow.json()).toMatchObject({
      recipients: 1,
      optedOut: 0,
      title: REMINDER_TITLES.profile_incomplete,
    });
    expect(narrow.json().sample.map((row: { id: string }) => row.id)).toEqual([s.Bruno!.id]);
  });

  it('refuses an empty selection with a 422 and stores no campaign', async () => {
    const res = await post('reminders', {
      type: 'assessment_pending',
      message: 'Hi',
      filter: { search: 'no such person' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'UNPROCESSABLE', message: EMPTY_SELECTION_MESSAGE });
    expect(await db().select().from(notificationCampaigns)).toHaveLength(0);
  });

  it('validates the body (filter values, message, type)', async () => {
    const res = await post('reminders/preview', {
      type: 'assessment_pending',
      message: 'Hi',
      filter: { activity: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('filter.activity');
    const missing = await post('reminders', { type: 'assessment_pending', filter: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('message');
  });

  it('sends a campaign whose batches reach exactly the filtered students, per their preferences', async () => {
    await db()
      .insert(notificationPreferences)
      .values({ userId: s.Alice!.id, type: 'assessment_pending', inApp: true, email: true });
    const res = await post('reminders', {
      type: 'assessment_pending',
      message: 'Finish what you started',
      filter: { assessmentId: profiler.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { campaign } = res.json();
    expect(campaign).toMatchObject({
      kind: 'reminder',
      type: 'assessment_pending',
      title: REMINDER_TITLES.assessment_pending,
      message: 'Finish what you started',
      audienceLabel: 'Students: took Big Five',
      status: 'sending',
      recipients: 2,
      createdBy: { id: admin.id, name: 'Ada Admin' },
    });

    const runner = campaignRunner(t, { batchSize: 1, audiences: { students: studentAudienceCondition } });
    expect(await runner.drain()).toBeGreaterThanOrEqual(2);
    const delivered = await db()
      .select({ userId: notifications.userId, data: notifications.data, title: notifications.title })
      .from(notifications)
      .where(sql`${notifications.data} ->> 'campaignId' = ${campaign.id}`);
    expect(delivered.map((row) => row.userId).sort()).toEqual([s.Alice!.id, s.Bruno!.id].sort());
    expect(delivered[0]).toMatchObject({
      title: REMINDER_TITLES.assessment_pending,
      data: { reminder: true },
    });
    expect(await db().select().from(emailMessages).where(eq(emailMessages.to, s.Alice!.email))).toHaveLength(
      1,
    );
    const [row] = await db()
      .select()
      .from(notificationCampaigns)
      .where(eq(notificationCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'sent', processed: 2, delivered: 2, emailed: 1 });
  });
});

describe('DELETE /admin/students/{id}', () => {
  const remove = (id: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/students/${id}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });

  it('answers 404 for an unknown id, an admin and someone who is not a student', async () => {
    const nobody = await insertUser(t, { name: 'Still not a student' });
    for (const id of ['00000000-0000-4000-8000-000000000000', admin.id, nobody.id]) {
      const res = await remove(id);
      expect(res.statusCode, id).toBe(404);
    }
    const [still] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(still!.deletedAt).toBeNull();
  });

  it('deletes (anonymises) the student with a deletion audit and an admin action naming the admin', async () => {
    const res = await remove(s.Eli!.id, { reason: '  Asked by e-mail  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The student has been deleted.');
    const [gone] = await db().select().from(users).where(eq(users.id, s.Eli!.id));
    expect(gone!.deletedAt).not.toBeNull();
    expect(gone!.email).not.toBe(s.Eli!.email);
    expect(gone!.passwordHash).toBeNull();
    const [audit] = await db()
      .select()
      .from(userDeletionAudits)
      .where(eq(userDeletionAudits.userId, s.Eli!.id));
    expect(audit).toMatchObject({
      deletedBy: 'admin',
      deletedByAdminId: admin.id,
      reason: 'Asked by e-mail',
    });
    const [action] = await db()
      .select()
      .from(adminUserActions)
      .where(and(eq(adminUserActions.userId, s.Eli!.id), eq(adminUserActions.action, 'deleted')));
    expect(action!.adminId).toBe(admin.id);
    expect((await list()).students.map((row) => row.id)).not.toContain(s.Eli!.id);

    // Deleted already: no longer a student, so a second delete is a 404.
    expect((await remove(s.Eli!.id)).statusCode).toBe(404);
  });

  it('deletes without a body, and removes the profile screening', async () => {
    const res = await remove(s.Bruno!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.Bruno!.id)),
    ).toHaveLength(0);
    expect((await list()).total).toBe(4);
  });

  it('validates the reason', async () => {
    const res = await remove(s.Alice!.id, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('reason');
  });
});
