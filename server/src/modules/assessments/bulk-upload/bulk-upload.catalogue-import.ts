import { randomUUID } from 'node:crypto';
import {
  BUILT_IN_TRAIT_TYPES,
  type BulkUploadSummarySchema,
  normalizeOptions,
  optionRuleViolation,
  type QuestionOption,
  type QuestionOptionInput,
  type QuestionType,
  type RESULT_OPTION_VALUES,
  type TargetingFields,
  unknownPlaceholders,
} from '@pathwise/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import {
  aiPrompts,
  assessments,
  categories,
  categoryResultConfigs,
  questions,
  traitTypes,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { toPriceMinor } from '../profilers/profilers.pricing.ts';

/**
 * The one way whole profilers enter the catalogue: bulk upload (files, item banks) and the demo
 * seed both describe profilers as drafts and hand them here, so the rules of the authoring screens
 * (option rules per type, reverse scoring on ratings only, prices in the currency's precision,
 * known prompt placeholders) hold for every profiler however it arrived.
 */

export type QuestionDraft = {
  text: string;
  type: QuestionType;
  options?: readonly QuestionOptionInput[];
  explanation?: string | null;
  example?: string | null;
  traitType?: string | null;
  isReverseScored?: boolean;
};

export type ResultConfigDraft = {
  optionValue: (typeof RESULT_OPTION_VALUES)[number];
  resultLabel: string;
  resultDescription?: string;
};

export type CategoryDraft = {
  title: string;
  description?: string;
  /** Screening values that see this category; empty means everyone. */
  showForScreeningAnswers?: string[];
  questions: QuestionDraft[];
  resultConfigs?: ResultConfigDraft[];
};

export type ProfilerDraft = {
  /** Set by the demo seed so it can tell which of its profilers already exist. */
  seedKey?: string;
  title: string;
  description?: string;
  assessmentDescription?: string;
  isActive?: boolean;
  isFree: boolean;
  /** Decimal, in `currency`; ignored when free. */
  price?: number | null;
  currency: string;
  targeting?: Partial<TargetingFields>;
  categories: CategoryDraft[];
  /** Becomes version 1, active. */
  prompt?: { promptText: string; systemPrompt?: string | null };
  /** Descriptions for the custom trait types this profiler introduces. */
  traitDescriptions?: Record<string, string>;
};

export type CatalogueSummary = z.infer<typeof BulkUploadSummarySchema>;
export type CreatedProfiler = { id: string; title: string };

export function summarizeDrafts(drafts: readonly ProfilerDraft[]): CatalogueSummary {
  const summary: CatalogueSummary = {
    profilers: drafts.length,
    categories: 0,
    questions: 0,
    resultConfigs: 0,
  };
  for (const draft of drafts) {
    summary.categories += draft.categories.length;
    for (const category of draft.categories) {
      summary.questions += category.questions.length;
      summary.resultConfigs += category.resultConfigs?.length ?? 0;
    }
  }
  return summary;
}

const BUILT_IN_BY_LOWER_NAME = new Map(BUILT_IN_TRAIT_TYPES.map((name) => [name.toLowerCase(), name]));

/** The built-in spelling of a trait named in any case ('realistic' → 'Realistic'); other names as given. */
export function canonicalTraitName(name: string): string {
  return BUILT_IN_BY_LOWER_NAME.get(name.toLowerCase()) ?? name;
}

/**
 * A question's options normalised and checked against its type's rules, or the broken rule.
 * Bulk upload reports the message against the row; the import refuses a draft that breaks it.
 */
export function checkQuestionOptions(
  type: QuestionType,
  input: readonly QuestionOptionInput[],
): { options: QuestionOption[]; violation: string | null } {
  const options = normalizeOptions(input);
  return { options, violation: optionRuleViolation(type, options) };
}

export const REVERSE_SCORING_RATING_ONLY = 'Only rating questions can be reverse-scored';

/**
 * Rows per INSERT. The widest row here (a profiler) binds 18 values, so 1,000 rows stay far below
 * PostgreSQL's 65,535 bind parameters while a 10,000-question import takes ten statements.
 */
const INSERT_CHUNK_ROWS = 1_000;

export async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
  }
}

type Rows = {
  profilers: (typeof assessments.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  questions: (typeof questions.$inferInsert)[];
  resultConfigs: (typeof categoryResultConfigs.$inferInsert)[];
  prompts: (typeof aiPrompts.$inferInsert)[];
  /** Custom trait types by lower-cased name. */
  traitTypes: Map<string, typeof traitTypes.$inferInsert>;
};

type QuestionIds = { assessmentId: string; categoryId: string; at: Date };

function refuse(where: string, message: string): never {
  throw new AppError('UNPROCESSABLE', `${where}: ${message}`);
}

function addQuestions(rows: Rows, draft: ProfilerDraft, category: CategoryDraft, ids: QuestionIds) {
  category.questions.forEach((question, order) => {
    const where = `${draft.title} › ${category.title} › question ${order + 1}`;
    const { options, violation } = checkQuestionOptions(question.type, question.options ?? []);
    if (violation) refuse(where, violation);
    if (question.isReverseScored && question.type !== 'RATING') refuse(where, REVERSE_SCORING_RATING_ONLY);
    const traitType = question.traitType?.trim() ? canonicalTraitName(question.traitType.trim()) : null;
    if (traitType && !BUILT_IN_BY_LOWER_NAME.has(traitType.toLowerCase())) {
      const key = traitType.toLowerCase();
      if (!rows.traitTypes.has(key)) {
        rows.traitTypes.set(key, {
          name: traitType,
          description: draft.traitDescriptions?.[traitType] ?? '',
          createdAt: ids.at,
          updatedAt: ids.at,
        });
      }
    }
    rows.questions.push({
      categoryId: ids.categoryId,
      assessmentId: ids.assessmentId,
      text: question.text,
      type: question.type,
      options,
      explanation: question.explanation || null,
      example: question.example || null,
      order,
      traitType,
      isReverseScored: question.isReverseScored ?? false,
      createdAt: ids.at,
      updatedAt: ids.at,
    });
  });
}

function addProfiler(rows: Rows, draft: ProfilerDraft, at: Date): CreatedProfiler {
  // Ids are chosen here so every child can point at its parent within multi-row inserts.
  const assessmentId = randomUUID();
  const targeting = draft.targeting ?? {};
  rows.profilers.push({
    id: assessmentId,
    seedKey: draft.seedKey ?? null,
    title: draft.title,
    description: draft.description ?? '',
    assessmentDescription: draft.assessmentDescription ?? '',
    isActive: draft.isActive ?? true,
    isFree: draft.isFree,
    priceMinor: draft.isFree ? null : toPriceMinor(draft.price ?? 0, draft.currency),
    currency: draft.currency,
    targetEducationLevels: targeting.targetEducationLevels ?? [],
    targetExperienceLevels: targeting.targetExperienceLevels ?? [],
    targetSkills: targeting.targetSkills ?? [],
    targetInterests: targeting.targetInterests ?? [],
    minAge: targeting.minAge ?? null,
    maxAge: targeting.maxAge ?? null,
    priority: targeting.priority ?? 0,
    createdAt: at,
    updatedAt: at,
  });
  draft.categories.forEach((category, order) => {
    const categoryId = randomUUID();
    rows.categories.push({
      id: categoryId,
      assessmentId,
      title: category.title,
      description: category.description ?? '',
      order,
      showForScreeningAnswers: category.showForScreeningAnswers ?? [],
      createdAt: at,
      updatedAt: at,
    });
    addQuestions(rows, draft, category, { assessmentId, categoryId, at });
    for (const result of category.resultConfigs ?? []) {
      rows.resultConfigs.push({
        categoryId,
        optionValue: result.optionValue,
        resultLabel: result.resultLabel,
        resultDescription: result.resultDescription ?? '',
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  if (draft.prompt) {
    const unknown = unknownPlaceholders(`${draft.prompt.promptText}\n${draft.prompt.systemPrompt ?? ''}`);
    if (unknown.length > 0)
      refuse(draft.title, `Unknown placeholders in the AI prompt: ${unknown.join(', ')}`);
    rows.prompts.push({
      assessmentId,
      version: 1,
      promptText: draft.prompt.promptText,
      systemPrompt: draft.prompt.systemPrompt || null,
      isActive: true,
      createdAt: at,
      updatedAt: at,
    });
  }
  return { id: assessmentId, title: draft.title };
}

/**
 * Inserts the drafts with their categories, questions, result configurations and active prompt
 * inside the caller's transaction, in a handful of multi-row statements. Custom trait types the
 * questions name are registered (an existing one, in any case, is kept as it is).
 * Returns the new profilers in draft order.
 */
export async function importCatalogue(
  tx: Tx,
  drafts: readonly ProfilerDraft[],
  options: { now: Date },
): Promise<CreatedProfiler[]> {
  const rows: Rows = {
    profilers: [],
    categories: [],
    questions: [],
    resultConfigs: [],
    prompts: [],
    traitTypes: new Map(),
  };
  const created = drafts.map((draft) => addProfiler(rows, draft, options.now));
  if (rows.traitTypes.size > 0) {
    await tx
      .insert(traitTypes)
      .values([...rows.traitTypes.values()])
      .onConflictDoNothing();
  }
  await insertInChunks(tx, assessments, rows.profilers);
  await insertInChunks(tx, categories, rows.categories);
  await insertInChunks(tx, questions, rows.questions);
  await insertInChunks(tx, categoryResultConfigs, rows.resultConfigs);
  await insertInChunks(tx, aiPrompts, rows.prompts);
  return created;
}
