import { PROMPT_PLACEHOLDER_NAMES, PROMPT_TEMPLATE_NAMES, unknownPlaceholders } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { aiPrompts, assessments } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;
type Prompt = {
  id: string;
  version: number;
  isActive: boolean;
  promptText: string;
  systemPrompt: string | null;
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('prompts routes', () => {
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

  const createPrompt = async (
    assessmentId: string,
    promptText = 'Summarise {{name}}',
    systemPrompt?: string,
  ) => {
    const res = await call('POST', `/admin/assessments/${assessmentId}/prompts`, {
      promptText,
      systemPrompt,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().prompt as Prompt;
  };

  const activeIds = async (assessmentId: string) =>
    (
      await t.database.db
        .select({ id: aiPrompts.id })
        .from(aiPrompts)
        .where(and(eq(aiPrompts.assessmentId, assessmentId), eq(aiPrompts.isActive, true)))
    ).map((row) => row.id);

  it('answers 401 without a token and 403 to a normal user', async () => {
    await expectAdminOnly(t, '/api/admin/prompts/placeholders', user);
    await expectAdminOnly(t, `/api/admin/assessments/${MISSING}/prompts`, user, 'POST', { promptText: 'x' });
  });

  describe('per profiler', () => {
    it('numbers versions and makes each new prompt the only active one', async () => {
      const profiler = await insertProfiler(t);
      const res = await call('POST', `/admin/assessments/${profiler.id}/prompts`, {
        promptText: '  Write for {{ name }} about {{assessmentTitle}}  ',
        systemPrompt: '   ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'AI prompt created successfully!',
        prompt: {
          assessmentId: profiler.id,
          version: 1,
          promptText: 'Write for {{ name }} about {{assessmentTitle}}',
          systemPrompt: null,
          isActive: true,
        },
      });
      const second = await createPrompt(profiler.id, 'Second', 'Be brief');
      expect(second).toMatchObject({ version: 2, isActive: true, systemPrompt: 'Be brief' });
      expect(await activeIds(profiler.id)).toEqual([second.id]);

      const list = await call('GET', `/admin/assessments/${profiler.id}/prompts`);
      expect(list.json().prompts.map((p: Prompt) => [p.version, p.isActive])).toEqual([
        [2, true],
        [1, false],
      ]);
      const active = await call('GET', `/admin/assessments/${profiler.id}/prompts/active`);
      expect(active.json().prompt.id).toBe(second.id);
    });

    it('keeps versions unique and one prompt active when prompts are created at once', async () => {
      const profiler = await insertProfiler(t);
      const created = await Promise.all([1, 2, 3, 4].map((n) => createPrompt(profiler.id, `Prompt ${n}`)));
      expect(created.map((p) => p.version).sort()).toEqual([1, 2, 3, 4]);
      const latest = created.find((p) => p.version === 4)!;
      expect(await activeIds(profiler.id)).toEqual([latest.id]);
    });

    it('requires prompt text and refuses unknown placeholders', async () => {
      const profiler = await insertProfiler(t);
      const url = `/admin/assessments/${profiler.id}/prompts`;
      for (const payload of [{}, { promptText: '   ' }]) {
        const res = await call('POST', url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('promptText: Assessment ID and prompt text are required');
      }
      const unknown = await call('POST', url, { promptText: 'Hi {{firstName}}, aged {{age}} {{ mood }}' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('promptText: Unknown placeholders: {{firstName}}, {{mood}}');
      const inSystem = await call('POST', url, { promptText: 'Hi', systemPrompt: 'As {{persona}}' });
      expect(inSystem.json().message).toBe('systemPrompt: Unknown placeholder: {{persona}}');
      expect((await call('GET', url)).json().prompts).toEqual([]);
    });

    it('edits text and system prompt; an omitted system prompt stays, null clears it', async () => {
      const profiler = await insertProfiler(t);
      const prompt = await createPrompt(profiler.id, 'First draft', 'Be kind');
      const url = `/admin/assessments/${profiler.id}/prompts/${prompt.id}`;
      const edited = await call('PUT', url, { promptText: 'Second draft for {{name}}' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        message: 'AI prompt updated successfully!',
        prompt: {
          promptText: 'Second draft for {{name}}',
          systemPrompt: 'Be kind',
          version: 1,
          isActive: true,
        },
      });
      const cleared = await call('PUT', url, { systemPrompt: null });
      expect(cleared.json().prompt).toMatchObject({
        promptText: 'Second draft for {{name}}',
        systemPrompt: null,
      });
      const unknown = await call('PUT', url, { promptText: '{{nope}}' });
      expect(unknown.statusCode).toBe(400);
    });

    it('toggles: activating one switches the others off; deactivating leaves none', async () => {
      const profiler = await insertProfiler(t);
      const first = await createPrompt(profiler.id, 'One');
      const second = await createPrompt(profiler.id, 'Two');
      const url = (id: string) => `/admin/assessments/${profiler.id}/prompts/${id}/toggle`;

      const on = await call('PATCH', url(first.id));
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({
        message: 'AI prompt activated successfully!',
        prompt: { isActive: true },
      });
      expect(await activeIds(profiler.id)).toEqual([first.id]);

      const off = await call('PATCH', url(first.id));
      expect(off.json()).toMatchObject({
        message: 'AI prompt deactivated successfully!',
        prompt: { isActive: false },
      });
      expect(await activeIds(profiler.id)).toEqual([]);
      expect((await call('GET', `/admin/assessments/${profiler.id}/prompts/active`)).json()).toEqual({
        prompt: null,
      });
      expect((await call('PATCH', url(second.id))).json().prompt.isActive).toBe(true);
    });

    it('deletes a prompt; prompts of another profiler are not reachable', async () => {
      const profiler = await insertProfiler(t);
      const other = await insertProfiler(t, { title: 'Other' });
      const prompt = await createPrompt(profiler.id);
      const foreign = `/admin/assessments/${other.id}/prompts/${prompt.id}`;
      expect((await call('PUT', foreign, { promptText: 'x' })).statusCode).toBe(404);
      expect((await call('PATCH', `${foreign}/toggle`)).statusCode).toBe(404);
      expect((await call('DELETE', foreign)).statusCode).toBe(404);

      const res = await call('DELETE', `/admin/assessments/${profiler.id}/prompts/${prompt.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'AI prompt deleted successfully!' });
      expect((await call('GET', `/admin/assessments/${profiler.id}/prompts`)).json().prompts).toEqual([]);
    });

    it('answers 404 for an unknown profiler', async () => {
      for (const url of [
        `/admin/assessments/${MISSING}/prompts`,
        `/admin/assessments/${MISSING}/prompts/active`,
      ]) {
        expect((await call('GET', url)).statusCode).toBe(404);
      }
      const res = await call('POST', `/admin/assessments/${MISSING}/prompts`, { promptText: 'Hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Profiler not found');
    });
  });

  describe('templates and placeholders', () => {
    it('serves each template with its system prompt, using known placeholders only', async () => {
      for (const name of PROMPT_TEMPLATE_NAMES) {
        const res = await call('GET', `/admin/prompts/templates/${name}`);
        expect(res.statusCode).toBe(200);
        const { template, systemPrompt } = res.json();
        expect(template).toContain('{{name}}');
        expect(systemPrompt).toEqual(expect.any(String));
        expect(unknownPlaceholders(template)).toEqual([]);
        expect(unknownPlaceholders(systemPrompt)).toEqual([]);
      }
      const unknown = await call('GET', '/admin/prompts/templates/sonnet');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('templateName: Unknown template');
    });

    it('lists the placeholders with descriptions', async () => {
      const res = await call('GET', '/admin/prompts/placeholders');
      expect(res.json().placeholders.map((p: { name: string }) => p.name)).toEqual(PROMPT_PLACEHOLDER_NAMES);
      expect(res.json().placeholders[0].description).toEqual(expect.any(String));
    });
  });

  describe('overview', () => {
    it('pages through profilers by title with prompt counts and the active prompt', async () => {
      await t.database.db.delete(assessments);
      const alpha = await insertProfiler(t, { title: 'Alpha 100% fit' });
      const beta = await insertProfiler(t, { title: 'beta', isActive: false });
      await insertProfiler(t, { title: 'Gamma' });
      await createPrompt(alpha.id, 'A1');
      const active = await createPrompt(alpha.id, 'A2');
      const betaPrompt = await createPrompt(beta.id, 'B1');
      await call('PATCH', `/admin/assessments/${beta.id}/prompts/${betaPrompt.id}/toggle`);

      const first = await call('GET', '/admin/prompts?limit=2');
      expect(first.statusCode).toBe(200);
      expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
      expect(first.json().items).toMatchObject([
        {
          assessmentId: alpha.id,
          assessmentTitle: 'Alpha 100% fit',
          isAssessmentActive: true,
          promptCount: 2,
        },
        { assessmentId: beta.id, isAssessmentActive: false, promptCount: 1, activePrompt: null },
      ]);
      expect(first.json().items[0].activePrompt).toMatchObject({ id: active.id, version: 2 });

      const second = await call('GET', '/admin/prompts?limit=2&page=2');
      expect(second.json().items).toMatchObject([
        { assessmentTitle: 'Gamma', promptCount: 0, activePrompt: null },
      ]);
      expect(second.json().pagination.hasMore).toBe(false);

      const searched = await call('GET', `/admin/prompts?search=${encodeURIComponent('0%')}`);
      expect(searched.json().items.map((i: { assessmentId: string }) => i.assessmentId)).toEqual([alpha.id]);
      const wildcard = await call('GET', `/admin/prompts?search=${encodeURIComponent('%')}`);
      expect(wildcard.json().pagination.total).toBe(1);
    });
  });
});
