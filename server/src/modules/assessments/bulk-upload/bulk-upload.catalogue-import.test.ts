import { asc, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import {
  aiPrompts,
  assessments,
  categories,
  categoryResultConfigs,
  questions,
  traitTypes,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { importCatalogue, type ProfilerDraft, summarizeDrafts } from './bulk-upload.catalogue-import.ts';

const now = new Date('2025-03-01T10:00:00Z');

const draft = (overrides: Partial<ProfilerDraft> = {}): ProfilerDraft => ({
  title: 'Pathfinder',
  description: 'Short',
  assessmentDescription: 'Long',
  isFree: false,
  price: 499.99,
  currency: 'INR',
  targeting: { targetEducationLevels: ['bachelor'], targetSkills: ['Python'], minAge: 16, priority: 40 },
  categories: [
    {
      title: 'Choices',
      description: 'Pick one',
      showForScreeningAnswers: ['bachelor'],
      questions: [
        {
          text: 'Pick a task',
          type: 'MULTIPLE_CHOICE',
          options: [' Build ', '', { label: 'Study', score: 3 }],
        },
        { text: 'I like teams', type: 'RATING', traitType: 'social' },
        { text: 'I avoid risk', type: 'RATING', traitType: 'Caution', isReverseScored: true },
      ],
      resultConfigs: [
        { optionValue: 'a', resultLabel: 'Builder', resultDescription: 'Hands-on' },
        { optionValue: 'b', resultLabel: 'Scholar' },
      ],
    },
    {
      title: 'Open',
      questions: [{ text: 'Tell us more', type: 'TEXT', explanation: '', example: 'Like this' }],
    },
  ],
  prompt: { promptText: 'Report for {{name}}', systemPrompt: '' },
  traitDescriptions: { Caution: 'Avoids needless risk' },
  ...overrides,
});

describe('importCatalogue', () => {
  let database: TestDatabase;
  const db = () => database.database.db;
  const importDrafts = (drafts: ProfilerDraft[]) =>
    db().transaction((tx) => importCatalogue(tx, drafts, { now }));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db().delete(assessments);
    await db().delete(traitTypes);
  });

  it('inserts profilers with their categories, questions, result configs and an active prompt', async () => {
    const created = await importDrafts([
      draft(),
      draft({ title: 'Second', isFree: true, price: 10, prompt: undefined }),
    ]);
    expect(created.map((p) => p.title)).toEqual(['Pathfinder', 'Second']);

    const [first] = await db().select().from(assessments).where(eq(assessments.id, created[0]!.id));
    expect(first).toMatchObject({
      title: 'Pathfinder',
      description: 'Short',
      assessmentDescription: 'Long',
      isActive: true,
      isFree: false,
      priceMinor: 49_999,
      currency: 'INR',
      targetEducationLevels: ['bachelor'],
      targetExperienceLevels: [],
      targetSkills: ['Python'],
      minAge: 16,
      maxAge: null,
      priority: 40,
      seedKey: null,
      createdAt: now,
    });
    const [second] = await db().select().from(assessments).where(eq(assessments.id, created[1]!.id));
    expect(second).toMatchObject({ isFree: true, priceMinor: null });

    const sections = await db()
      .select()
      .from(categories)
      .where(eq(categories.assessmentId, first!.id))
      .orderBy(asc(categories.order));
    expect(sections.map((c) => [c.title, c.description, c.order, c.showForScreeningAnswers])).toEqual([
      ['Choices', 'Pick one', 0, ['bachelor']],
      ['Open', '', 1, []],
    ]);
    const items = await db()
      .select(getTableColumns(questions))
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(eq(questions.assessmentId, first!.id))
      .orderBy(asc(categories.order), asc(questions.order));
    expect(items).toMatchObject([
      {
        categoryId: sections[0]!.id,
        order: 0,
        type: 'MULTIPLE_CHOICE',
        options: [
          { value: 'option_1', label: 'Build' },
          { value: 'option_2', label: 'Study', score: 3 },
        ],
      },
      { order: 1, type: 'RATING', traitType: 'Social', isReverseScored: false, options: [] },
      { order: 2, traitType: 'Caution', isReverseScored: true },
      { categoryId: sections[1]!.id, order: 0, type: 'TEXT', explanation: null, example: 'Like this' },
    ]);
    const results = await db()
      .select()
      .from(categoryResultConfigs)
      .where(eq(categoryResultConfigs.categoryId, sections[0]!.id))
      .orderBy(asc(categoryResultConfigs.optionValue));
    expect(results.map((r) => [r.optionValue, r.resultLabel, r.resultDescription])).toEqual([
      ['a', 'Builder', 'Hands-on'],
      ['b', 'Scholar', ''],
    ]);
    const prompts = await db().select().from(aiPrompts);
    expect(prompts).toMatchObject([
      {
        assessmentId: first!.id,
        version: 1,
        isActive: true,
        promptText: 'Report for {{name}}',
        systemPrompt: null,
      },
    ]);
  });

  it('registers new custom trait types once and keeps existing ones as they are', async () => {
    await db().insert(traitTypes).values({ name: 'CAUTION', description: 'Set by an admin' });
    await importDrafts([
      draft({
        categories: [
          {
            title: 'Traits',
            questions: [
              { text: 'a', type: 'RATING', traitType: 'Caution' },
              { text: 'b', type: 'RATING', traitType: 'Grit' },
              { text: 'c', type: 'RATING', traitType: 'grit' },
              { text: 'd', type: 'RATING', traitType: 'Realistic' },
            ],
          },
        ],
        traitDescriptions: { Grit: 'Keeps going' },
      }),
    ]);
    const rows = await db().select().from(traitTypes).orderBy(asc(traitTypes.name));
    expect(rows.map((r) => [r.name, r.description])).toEqual([
      ['CAUTION', 'Set by an admin'],
      ['Grit', 'Keeps going'],
    ]);
  });

  it.each([
    [
      'an option rule',
      { text: 'Pick', type: 'MULTIPLE_CHOICE' as const, options: ['Only one'] },
      'Pathfinder › Broken › question 1: A multiple-choice question needs at least 2 options',
    ],
    [
      'reverse scoring outside ratings',
      { text: 'Yes?', type: 'YES_NO' as const, isReverseScored: true },
      'Pathfinder › Broken › question 1: Only rating questions can be reverse-scored',
    ],
  ])('refuses a draft that breaks %s, saving nothing', async (_rule, question, message) => {
    const broken = draft({ categories: [{ title: 'Broken', questions: [question] }] });
    const attempt = importDrafts([draft({ title: 'Fine' }), broken]);
    await expect(attempt).rejects.toThrow(new AppError('UNPROCESSABLE', message));
    expect(await db().select().from(assessments)).toEqual([]);
  });

  it('refuses a prompt with unknown placeholders', async () => {
    const attempt = importDrafts([draft({ prompt: { promptText: 'Hi {{nickname}}' } })]);
    await expect(attempt).rejects.toThrow('Pathfinder: Unknown placeholders in the AI prompt: nickname');
  });

  it('summarises drafts', () => {
    expect(summarizeDrafts([draft(), draft()])).toEqual({
      profilers: 2,
      categories: 4,
      questions: 8,
      resultConfigs: 4,
    });
  });
});
