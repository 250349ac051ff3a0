import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertGroup, insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { assessmentGroups, assessments } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('grouping category routes', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let user: { headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t, { role: 'user' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(assessmentGroups);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin.headers,
  ) => t.app.inject({ method, url: `/api/admin/assessment-categories${url}`, headers, payload });
  const groupOf = async (id: string) =>
    (
      await t.database.db
        .select({ groupId: assessments.groupId })
        .from(assessments)
        .where(eq(assessments.id, id))
    )[0]?.groupId;

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PUT', `/${MISSING_ID}`],
    ['DELETE', `/${MISSING_ID}`],
    ['POST', `/${MISSING_ID}/bulk-assign`],
  ] as const)('%s %s answers 401 anonymous and 403 to a user', async (method, url) => {
    await expectAdminOnly(t, `/api/admin/assessment-categories${url}`, user.headers, method);
  });

  it('lists by title (case-insensitively) with the number of profilers in each', async () => {
    const careers = await insertGroup(t, { title: 'careers' });
    const arts = await insertGroup(t, { title: 'Arts', isActive: false });
    await insertGroup(t, { title: 'Business' });
    await insertProfiler(t, { groupId: careers.id });
    await insertProfiler(t, { groupId: careers.id });
    await insertProfiler(t, { groupId: arts.id });
    await insertProfiler(t);

    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const list = res.json().categories;
    expect(list.map((g: { title: string; assessmentCount: number }) => [g.title, g.assessmentCount])).toEqual(
      [
        ['Arts', 1],
        ['Business', 0],
        ['careers', 2],
      ],
    );
    expect(list[0]).toMatchObject({ id: arts.id, isActive: false, description: '' });
  });

  it('creates (201), updates only what is sent, and deletes', async () => {
    const created = await call('POST', '', { title: '  Careers ', description: 'Jobs and paths' });
    expect(created.statusCode).toBe(201);
    const category = created.json().category;
    expect(category).toMatchObject({
      title: 'Careers',
      description: 'Jobs and paths',
      isActive: true,
      assessmentCount: 0,
    });

    await insertProfiler(t, { groupId: category.id });
    const renamed = await call('PUT', `/${category.id}`, { title: 'Career Paths' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({
      id: category.id,
      title: 'Career Paths',
      description: 'Jobs and paths',
      isActive: true,
      assessmentCount: 1,
    });
    const deactivated = await call('PUT', `/${category.id}`, { isActive: false });
    expect(deactivated.json().category).toMatchObject({ title: 'Career Paths', isActive: false });
  });

  it('refuses a duplicate title, whatever its case (409), on create and on rename', async () => {
    await insertGroup(t, { title: 'Careers' });
    const other = await insertGroup(t, { title: 'Arts' });
    const dup = await call('POST', '', { title: 'CAREERS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'A category with this title already exists',
    });
    const rename = await call('PUT', `/${other.id}`, { title: 'careers' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A category with this title already exists');
  });

  it.each([
    [{}, 'title: Invalid input: expected string, received undefined'],
    [{ title: '  ' }, 'title: Title is required'],
    [{ title: 'x'.repeat(121) }, 'title: Title must be at most 120 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await call('POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 when updating or deleting an unknown category', async () => {
    const put = await call('PUT', `/${MISSING_ID}`, { title: 'X' });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Category not found');
    const del = await call('DELETE', `/${MISSING_ID}`);
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('Category not found');
  });

  it('deleting a category leaves its profilers uncategorised', async () => {
    const group = await insertGroup(t);
    const profiler = await insertProfiler(t, { groupId: group.id });
    const res = await call('DELETE', `/${group.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category deleted successfully' });
    expect(await groupOf(profiler.id)).toBeNull();
    expect((await call('GET', '')).json().categories).toEqual([]);
  });

  describe('bulk-assign', () => {
    it('assigns every listed profiler (repeats counted once)', async () => {
      const group = await insertGroup(t, { title: 'Careers' });
      const other = await insertGroup(t);
      const a = await insertProfiler(t, { groupId: other.id });
      const b = await insertProfiler(t);
      const untouched = await insertProfiler(t);
      const res = await call('POST', `/${group.id}/bulk-assign`, { assessmentIds: [a.id, b.id, a.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: '2 profilers assigned to Careers', assigned: 2 });
      expect(await groupOf(a.id)).toBe(group.id);
      expect(await groupOf(b.id)).toBe(group.id);
      expect(await groupOf(untouched.id)).toBeNull();
    });

    it('changes nothing when some profilers do not exist (404 naming how many)', async () => {
      const group = await insertGroup(t);
      const known = await insertProfiler(t);
      const res = await call('POST', `/${group.id}/bulk-assign`, {
        assessmentIds: [known.id, MISSING_ID, '00000000-0000-4000-8000-000000000001'],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('2 of the selected profilers were not found; none were assigned');
      expect(await groupOf(known.id)).toBeNull();
    });

    it('answers 404 for an unknown category, 422 for an inactive one, 400 for an empty list', async () => {
      const profiler = await insertProfiler(t);
      const unknown = await call('POST', `/${MISSING_ID}/bulk-assign`, { assessmentIds: [profiler.id] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Category not found');
      const inactive = await insertGroup(t, { isActive: false });
      const refused = await call('POST', `/${inactive.id}/bulk-assign`, { assessmentIds: [profiler.id] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('This category is inactive');
      const empty = await call('POST', `/${inactive.id}/bulk-assign`, { assessmentIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('assessmentIds: Choose at least one profiler');
    });
  });
});
