import {
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  PRESET_INTERESTS,
  PRESET_SKILLS,
  PROFILE_SCREENING_KEYS,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { assessments, screeningFields } from '../../../db/schema/index.ts';
import { ensureDefaultScreeningFields } from './screening.profile-fields.service.ts';

type Headers = Record<string, string>;
type Field = { id: string; key: string; type: string; options: Array<{ value: string; label: string }> };
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('screening routes', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertUserWithToken(t, { role: 'admin' })).headers;
    user = (await insertUserWithToken(t)).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
    headers = admin,
  ) => t.app.inject({ method, url: `/api${url}`, headers, payload });

  const fields = async (): Promise<Field[]> => (await call('GET', '/admin/screening-config')).json().fields;
  const fieldByKey = async (key: string) => (await fields()).find((f) => f.key === key)!;

  describe('access', () => {
    it('answers 401 without a token and 403 to a normal user', async () => {
      await expectAdminOnly(t, '/api/admin/screening-config', user);
      await expectAdminOnly(t, `/api/admin/assessments/${MISSING}/screening/toggle`, user, 'PATCH', {
        hasScreening: true,
      });
    });
  });

  describe('global screening config', () => {
    it('creates the five built-in fields on first read, with the spec vocabularies', async () => {
      const list = await fields();
      expect(list.map((f) => f.key)).toEqual([...PROFILE_SCREENING_KEYS]);
      expect(list.every((f) => (f as Field & { isSystem: boolean }).isSystem)).toBe(true);
      const [education, experience, skills, interests, age] = list;
      expect(education!.type).toBe('SINGLE_CHOICE');
      expect(education!.options.map((o) => o.value)).toEqual([...EDUCATION_LEVELS]);
      expect(experience!.options.map((o) => o.value)).toEqual([...EXPERIENCE_LEVELS]);
      expect(experience!.options.find((o) => o.value === 'senior')!.label).toContain('6-10 years');
      expect(skills).toMatchObject({ type: 'MULTIPLE_CHOICE' });
      expect(skills!.options.map((o) => o.label)).toEqual([...PRESET_SKILLS]);
      expect(interests!.options.map((o) => o.label)).toEqual([...PRESET_INTERESTS]);
      expect(age).toMatchObject({ type: 'NUMBER', options: [] });
    });

    it('ensures the defaults idempotently, leaving edited fields alone', async () => {
      const age = await fieldByKey('age');
      await call('PUT', `/admin/screening-config/${age.id}`, { label: 'Your age' });
      await ensureDefaultScreeningFields(t.database.db);
      await ensureDefaultScreeningFields(t.database.db);
      const rows = await t.database.db
        .select()
        .from(screeningFields)
        .where(eq(screeningFields.isSystem, true));
      expect(rows).toHaveLength(PROFILE_SCREENING_KEYS.length);
      expect(rows.find((r) => r.key === 'age')!.label).toBe('Your age');
    });

    it('adds a custom field at the end and refuses a key already taken', async () => {
      const res = await call('POST', '/admin/screening-config', {
        key: 'preferredCity',
        label: 'Preferred city',
        type: 'TEXT',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().field).toMatchObject({
        key: 'preferredCity',
        label: 'Preferred city',
        helpText: '',
        options: [],
        isRequired: false,
        isActive: true,
        isSystem: false,
        order: PROFILE_SCREENING_KEYS.length,
      });
      const again = await call('POST', '/admin/screening-config', {
        key: 'age',
        label: 'Age again',
        type: 'NUMBER',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A screening field with the key age already exists');
    });

    it('validates keys and choices', async () => {
      const badKey = await call('POST', '/admin/screening-config', { key: '1st', label: 'X', type: 'TEXT' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().message).toBe(
        'key: Key must start with a letter and use only letters, digits and _',
      );
      const oneChoice = await call('POST', '/admin/screening-config', {
        key: 'shift',
        label: 'Shift',
        type: 'SINGLE_CHOICE',
        options: [{ value: 'day', label: 'Day' }],
      });
      expect(oneChoice.json().message).toBe('options: A choice field needs at least 2 choices');
    });

    it('edits a field partially; its key never changes', async () => {
      const created = (
        await call('POST', '/admin/screening-config', {
          key: 'workMode',
          label: 'Work mode',
          type: 'SINGLE_CHOICE',
          isRequired: true,
          options: [
            { value: 'remote', label: 'Remote' },
            { value: 'office', label: 'Office' },
          ],
        })
      ).json().field;
      const res = await call('PUT', `/admin/screening-config/${created.id}`, {
        label: 'Preferred work mode',
        key: 'x',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().field).toMatchObject({
        key: 'workMode',
        label: 'Preferred work mode',
        isRequired: true,
        options: created.options,
      });

      const toText = await call('PUT', `/admin/screening-config/${created.id}`, { type: 'TEXT' });
      expect(toText.json().field).toMatchObject({ type: 'TEXT', options: [] });
      const backToChoice = await call('PUT', `/admin/screening-config/${created.id}`, {
        type: 'MULTIPLE_CHOICE',
      });
      expect(backToChoice.statusCode).toBe(400);
      expect(backToChoice.json().message).toBe('A choice field needs at least 2 choices');
      const optionsOnText = await call('PUT', `/admin/screening-config/${created.id}`, {
        options: [{ value: 'a', label: 'A' }],
      });
      expect(optionsOnText.json().message).toBe('Only choice fields have choices');
    });

    it('lets built-in fields be switched off but not deleted or retyped', async () => {
      const education = await fieldByKey('educationLevel');
      const off = await call('PUT', `/admin/screening-config/${education.id}`, { isActive: false });
      expect(off.json().field).toMatchObject({ isActive: false, type: 'SINGLE_CHOICE' });
      const retype = await call('PUT', `/admin/screening-config/${education.id}`, { type: 'TEXT' });
      expect(retype.statusCode).toBe(422);
      expect(retype.json().message).toBe('The type of a built-in screening field cannot change');
      const deleted = await call('DELETE', `/admin/screening-config/${education.id}`);
      expect(deleted.statusCode).toBe(422);
      expect(deleted.json()).toMatchObject({
        error: 'UNPROCESSABLE',
        message: 'Built-in screening fields can be switched off but not deleted',
      });
    });

    it('deletes a custom field, then answers 404', async () => {
      const created = (
        await call('POST', '/admin/screening-config', { key: 'nickname', label: 'Nickname', type: 'TEXT' })
      ).json().field;
      const res = await call('DELETE', `/admin/screening-config/${created.id}`);
      expect(res.json()).toEqual({ message: 'Screening field deleted successfully!' });
      expect((await fields()).some((f) => f.key === 'nickname')).toBe(false);
      expect((await call('DELETE', `/admin/screening-config/${created.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/admin/screening-config/${MISSING}`, { label: 'X' })).statusCode).toBe(404);
    });
  });

  describe('per-profiler screening', () => {
    const body = {
      title: 'A few questions first',
      questions: [
        {
          text: 'Do you manage people today?',
          type: 'SINGLE_CHOICE',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        { text: 'How many years have you led teams?', type: 'NUMBER', isRequired: false },
      ],
    };

    it('starts without screening and cannot be switched on until it has questions', async () => {
      const profiler = await insertProfiler(t);
      const url = `/admin/assessments/${profiler.id}/screening`;
      expect((await call('GET', url)).json()).toEqual({ hasScreening: false, screening: null });
      const toggled = await call('PATCH', `${url}/toggle`, { hasScreening: true });
      expect(toggled.statusCode).toBe(422);
      expect(toggled.json().message).toBe('Add at least one screening question before enabling screening');
    });

    it('creates (switched on), refuses a second, replaces keeping ids, toggles and deletes', async () => {
      const profiler = await insertProfiler(t);
      const url = `/admin/assessments/${profiler.id}/screening`;

      const created = await call('POST', url, body);
      expect(created.statusCode).toBe(201);
      const { screening } = created.json();
      expect(created.json().hasScreening).toBe(true);
      expect(screening).toMatchObject({
        assessmentId: profiler.id,
        title: 'A few questions first',
        description: '',
      });
      expect(screening.questions[0]).toMatchObject({ id: expect.any(String), isRequired: true });
      expect(screening.questions[1]).toMatchObject({ type: 'NUMBER', options: [], isRequired: false });
      expect((await call('POST', url, body)).statusCode).toBe(409);

      const [kept] = screening.questions;
      const replaced = await call('PUT', url, {
        title: 'Before you start',
        questions: [
          { ...kept, text: 'Do you manage a team?' },
          { text: 'Your role?', type: 'TEXT' },
        ],
      });
      expect(replaced.statusCode).toBe(200);
      const questions = replaced.json().screening.questions;
      expect(questions).toHaveLength(2);
      expect(questions[0]).toMatchObject({ id: kept.id, text: 'Do you manage a team?' });
      expect(questions[1].id).toEqual(expect.any(String));
      expect(questions[1].id).not.toBe(kept.id);
      expect(replaced.json().hasScreening).toBe(true);

      const off = await call('PATCH', `${url}/toggle`, { hasScreening: false });
      expect(off.json()).toMatchObject({ hasScreening: false, screening: { title: 'Before you start' } });
      const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, profiler.id));
      expect(row!.hasScreening).toBe(false);
      expect((await call('PATCH', `${url}/toggle`, { hasScreening: true })).json().hasScreening).toBe(true);

      const removed = await call('DELETE', url);
      expect(removed.json()).toEqual({ message: 'Screening deleted successfully!' });
      expect((await call('GET', url)).json()).toEqual({ hasScreening: false, screening: null });
      expect((await call('DELETE', url)).statusCode).toBe(404);
      expect((await call('PUT', url, body)).statusCode).toBe(404);
    });

    it('validates the questions and answers 404 for unknown profilers', async () => {
      const profiler = await insertProfiler(t);
      const empty = await call('POST', `/admin/assessments/${profiler.id}/screening`, { questions: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('questions: Add at least one screening question');
      const noChoices = await call('POST', `/admin/assessments/${profiler.id}/screening`, {
        questions: [{ text: 'Pick', type: 'MULTIPLE_CHOICE' }],
      });
      expect(noChoices.json().message).toBe('questions.0.options: A choice field needs at least 2 choices');
      const unknown = `/admin/assessments/${MISSING}/screening`;
      expect((await call('GET', unknown)).statusCode).toBe(404);
      expect((await call('POST', unknown, body)).statusCode).toBe(404);
      expect((await call('PATCH', `${unknown}/toggle`, { hasScreening: false })).statusCode).toBe(404);
    });
  });
});
