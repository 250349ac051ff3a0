import { QUESTION_TYPES, RIASEC_TRAITS } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertProfiler } from '../../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { aiPrompts, assessments, categoryResultConfigs, traitTypes } from '../../../db/schema/index.ts';
import { loadDemoProfilers, seedDemoCatalogue } from './demo-content.seed.ts';

type Detail = {
  id: string;
  title: string;
  isFree: boolean;
  price: number | null;
  isActive: boolean;
  targetEducationLevels: string[];
  priority: number;
  categories: {
    id: string;
    title: string;
    description: string;
    questions: { type: string; traitType: string | null; isReverseScored: boolean; options: unknown[] }[];
  }[];
};

describe('demo catalogue seed', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  const now = new Date('2025-01-01T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(assessments);
    await t.database.db.delete(traitTypes);
  });

  const detail = async (title: string): Promise<Detail> => {
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.title, title));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/assessments/${row!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().assessment;
  };
  const questionsOf = (profiler: Detail) => profiler.categories.flatMap((category) => category.questions);

  it('creates the four demo profilers, each with categories, questions, results and an active prompt', async () => {
    const created = await seedDemoCatalogue(t.database.db, { now });
    expect(created.map((p) => p.title)).toEqual([
      'Quick Career Snapshot',
      'Career Interest Profiler',
      'Work Style & Personality Profiler',
      'Big Five Personality Profiler (IPIP-50)',
    ]);
    for (const { id } of created) {
      const prompts = await t.database.db
        .select()
        .from(aiPrompts)
        .where(and(eq(aiPrompts.assessmentId, id), eq(aiPrompts.isActive, true)));
      expect(prompts).toHaveLength(1);
      expect(prompts[0]!.promptText).toContain('{{assessmentTitle}}');
    }
  });

  it('the career interest profiler is paid and measures the six RIASEC traits with rating questions', async () => {
    await seedDemoCatalogue(t.database.db, { now });
    const profiler = await detail('Career Interest Profiler');
    expect(profiler).toMatchObject({ isFree: false, price: 499, isActive: true, priority: 80 });
    expect(profiler.categories).toHaveLength(6);
    for (const category of profiler.categories) {
      expect(category.questions.length).toBeGreaterThanOrEqual(5);
      expect(new Set(category.questions.map((q) => q.type))).toEqual(new Set(['RATING']));
      expect(new Set(category.questions.map((q) => q.traitType)).size).toBe(1);
      // No section results: the most-chosen letter could contradict the area's score.
      const results = await t.database.db
        .select()
        .from(categoryResultConfigs)
        .where(eq(categoryResultConfigs.categoryId, category.id));
      expect(results).toEqual([]);
    }
    expect(new Set(questionsOf(profiler).map((q) => q.traitType))).toEqual(new Set(RIASEC_TRAITS));
    expect(questionsOf(profiler).every((q) => q.options.length === 5)).toBe(true);
  });

  it('the work style profiler has custom traits, registered as trait types, and reverse-scored items', async () => {
    await seedDemoCatalogue(t.database.db, { now });
    const profiler = await detail('Work Style & Personality Profiler');
    const items = questionsOf(profiler);
    const traits = ['Curiosity', 'Diligence', 'Composure', 'Sociability', 'Cooperativeness'];
    expect(new Set(items.map((q) => q.traitType))).toEqual(new Set(traits));
    expect(items.filter((q) => q.isReverseScored).length).toBeGreaterThanOrEqual(5);
    expect(items.filter((q) => !q.isReverseScored).length).toBeGreaterThanOrEqual(5);
    const registered = (await t.database.db.select().from(traitTypes)).filter((r) => traits.includes(r.name));
    expect(registered.map((r) => r.name).sort()).toEqual([...traits].sort());
    expect(registered.every((r) => r.description.length > 0)).toBe(true);
  });

  it('the quick snapshot is free and shows all four question types, with results a–e for its choice category', async () => {
    await seedDemoCatalogue(t.database.db, { now });
    const profiler = await detail('Quick Career Snapshot');
    expect(profiler).toMatchObject({ isFree: true, price: null });
    expect(new Set(questionsOf(profiler).map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    const choices = profiler.categories.find((c) => c.questions.some((q) => q.type === 'MULTIPLE_CHOICE'))!;
    expect(choices.questions.every((q) => q.type === 'MULTIPLE_CHOICE' && q.options.length === 4)).toBe(true);
    const results = await t.database.db
      .select()
      .from(categoryResultConfigs)
      .where(eq(categoryResultConfigs.categoryId, choices.id));
    expect(results.map((r) => r.optionValue).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('every demo category has a description and every profiler targets someone', async () => {
    for (const draft of await loadDemoProfilers()) {
      expect(draft.targeting?.targetEducationLevels?.length).toBeGreaterThan(0);
      for (const category of draft.categories) expect(category.description).toBeTruthy();
    }
  });

  it('is idempotent, and seeds only the missing profilers', async () => {
    await seedDemoCatalogue(t.database.db, { now });
    expect(await seedDemoCatalogue(t.database.db, { now })).toEqual([]);
    await t.database.db.delete(assessments).where(eq(assessments.seedKey, 'demo-work-style'));
    const again = await seedDemoCatalogue(t.database.db, { now });
    expect(again.map((p) => p.title)).toEqual(['Work Style & Personality Profiler']);
    expect(await t.database.db.select().from(assessments)).toHaveLength(4);
  });

  it('on first start seeds only into an empty catalogue', async () => {
    await insertProfiler(t, { title: 'Made by an admin' });
    expect(await seedDemoCatalogue(t.database.db, { now, onlyIntoEmptyCatalogue: true })).toEqual([]);
    await t.database.db.delete(assessments);
    expect(await seedDemoCatalogue(t.database.db, { now, onlyIntoEmptyCatalogue: true })).toHaveLength(4);
  });
});
