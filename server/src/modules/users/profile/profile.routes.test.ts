import type { StudentProfile } from '@pathwise/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { notifications, screeningFields } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('student profile routes', () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  const put = async (headers: Headers, body: object) => call('PUT', '/student/profile', headers, body);

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/student/profile', {})).statusCode).toBe(401);
    expect((await call('PUT', '/student/profile', {}, {})).statusCode).toBe(401);
    expect((await call('GET', '/student/screening-options', {})).statusCode).toBe(401);
  });

  it('lists the active screening fields in order, with custom entries allowed for skills and interests', async () => {
    const { headers } = await insertUserWithToken(t);
    const res = await call('GET', '/student/screening-options', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      fields: Array<{ key: string; options: Array<{ value: string }> }>;
      customAllowedFor: string[];
    }>();
    expect(body.fields.map((field) => field.key)).toEqual([
      'educationLevel',
      'experienceLevel',
      'skills',
      'interests',
      'age',
    ]);
    expect(body.fields[2]!.options.map((option) => option.value)).toContain('JavaScript');
    expect(body.customAllowedFor).toEqual(['skills', 'interests']);
  });

  it('starts empty, saves in steps and reports completeness', async () => {
    const { headers } = await insertUserWithToken(t);
    const empty = await call('GET', '/student/profile', headers);
    expect(empty.json<{ profile: StudentProfile }>().profile).toMatchObject({
      educationLevel: null,
      skills: [],
      completedAt: null,
      completeness: {
        filled: 0,
        total: 5,
        isComplete: false,
        missingRequired: ['educationLevel', 'experienceLevel'],
      },
    });
    const first = await put(headers, {
      educationLevel: 'bachelor',
      skills: [' Python ', 'Gardening', 'python'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ profile: StudentProfile }>().profile).toMatchObject({
      educationLevel: 'bachelor',
      skills: ['Python', 'Gardening'],
      completeness: { filled: 2, percentage: 40, isComplete: false, missingRequired: ['experienceLevel'] },
    });
    const second = await put(headers, { experienceLevel: 'entry', age: 22 });
    const profile = second.json<{ profile: StudentProfile }>().profile;
    expect(profile).toMatchObject({ educationLevel: 'bachelor', experienceLevel: 'entry', age: 22 });
    expect(profile.completeness).toMatchObject({ filled: 4, isComplete: true, missingRequired: [] });
    expect(profile.completedAt).not.toBeNull();
  });

  it('refuses values that do not fit their field with a clear message, saving nothing', async () => {
    const { headers } = await insertUserWithToken(t);
    const cases: Array<[object, string]> = [
      [
        { educationLevel: 'wizard' },
        'educationLevel: Choose one of the options for "Highest level of education"',
      ],
      [{ age: 7 }, 'Age must be between 10 and 100'],
      [{ age: 30.5 }, 'Age must be a whole number'],
      [{ skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }, 'At most 30 entries'],
      [{ extra: { favouriteColour: 'blue' } }, 'extra.favouriteColour: Unknown screening field'],
    ];
    for (const [body, message] of cases) {
      const res = await put(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const after = await call('GET', '/student/profile', headers);
    expect(after.json<{ profile: StudentProfile }>().profile.completeness.filled).toBe(0);
  });

  it('validates and stores answers to fields an admin added', async () => {
    const created = await call('POST', '/admin/screening-config', admin, {
      key: 'preferredSetting',
      label: 'Preferred work setting',
      type: 'SINGLE_CHOICE',
      options: [
        { value: 'remote', label: 'Remote' },
        { value: 'office', label: 'Office' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const { headers } = await insertUserWithToken(t);
      const bad = await put(headers, { extra: { preferredSetting: 'moon' } });
      expect(bad.statusCode).toBe(400);
      const good = await put(headers, { extra: { preferredSetting: 'remote' } });
      expect(good.json<{ profile: StudentProfile }>().profile.extra).toEqual({ preferredSetting: 'remote' });
      const cleared = await put(headers, { extra: { preferredSetting: null } });
      expect(cleared.json<{ profile: StudentProfile }>().profile.extra).toEqual({});
    } finally {
      await t.database.db.delete(screeningFields).where(eq(screeningFields.key, 'preferredSetting'));
    }
  });

  it('tells admins once, when a profile first becomes complete', async () => {
    const { headers } = await insertUserWithToken(t, { name: 'Riya Sen' });
    const completed = () =>
      t.database.db
        .select({ value: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'profile_completed'),
            eq(notifications.message, 'Riya Sen completed their profile screening.'),
          ),
        );
    await put(headers, { educationLevel: 'master', experienceLevel: 'mid' });
    await put(headers, { age: 29 });
    const [row] = await completed();
    // One notification per admin (this test app has one), sent once.
    expect(row?.value).toBe(1);
    const own = await call('GET', '/student/profile', headers);
    expect(own.json<{ profile: StudentProfile }>().profile.completedAt).not.toBeNull();
  });
});
