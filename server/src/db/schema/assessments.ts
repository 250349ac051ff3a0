import type { QuestionOption, QuestionType, ScreeningChoice, ScreeningQuestion } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { coupons } from './coupons.ts';

/** Grouping categories (/admin/assessment-categories): a profiler belongs to at most one. */
export const assessmentGroups = pgTable(
  'assessment_groups',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('assessment_groups_title_key').on(sql`lower(${t.title})`)],
);

/** Profilers. Money in integer minor units; previousPriceMinor restores the price when a free profiler turns paid again. */
export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assessmentDescription: text('assessment_description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isFree: boolean('is_free').notNull().default(true),
    priceMinor: integer('price_minor'),
    previousPriceMinor: integer('previous_price_minor'),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    selectedCouponId: uuid('selected_coupon_id').references((): AnyPgColumn => coupons.id, {
      onDelete: 'set null',
    }),
    groupId: uuid('group_id').references(() => assessmentGroups.id, { onDelete: 'set null' }),
    targetEducationLevels: text('target_education_levels').array().notNull().default(sql`'{}'::text[]`),
    targetExperienceLevels: text('target_experience_levels').array().notNull().default(sql`'{}'::text[]`),
    targetSkills: text('target_skills').array().notNull().default(sql`'{}'::text[]`),
    targetInterests: text('target_interests').array().notNull().default(sql`'{}'::text[]`),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    priority: integer('priority').notNull().default(0),
    hasScreening: boolean('has_screening').notNull().default(false),
    /** Demo/seed content key so seeding is idempotent (null for admin-made profilers). */
    seedKey: text('seed_key'),
    ...timestamps(),
  },
  (t) => [
    index('assessments_created_idx').on(t.createdAt, t.id),
    index('assessments_group_idx').on(t.groupId),
    index('assessments_coupon_idx').on(t.selectedCouponId),
    // The people's catalogue reads the offered (active) profilers in this order and stops at a page
    // (growth bench, issue 18: without it, every active profiler was checked before sorting).
    index('assessments_offered_order_idx')
      .on(t.priority.desc().nullsFirst(), t.title, t.id)
      .where(sql`${t.isActive}`),
    uniqueIndex('assessments_seed_key').on(t.seedKey),
  ],
);

/** Sections inside one profiler (the spec's "assessment category"). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
    showForScreeningAnswers: text('show_for_screening_answers').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [index('categories_assessment_order_idx').on(t.assessmentId, t.order)],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Denormalised from the category so a profiler's questions are one indexed read. */
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default(sql`'[]'::jsonb`),
    explanation: text('explanation'),
    example: text('example'),
    order: integer('order').notNull().default(0),
    traitType: text('trait_type'),
    isReverseScored: boolean('is_reverse_scored').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('questions_category_order_idx').on(t.categoryId, t.order),
    index('questions_assessment_idx').on(t.assessmentId),
    index('questions_trait_idx').on(t.traitType),
  ],
);

/**
 * Who a profiler is offered to and whom it targets, kept by triggers on categories, questions and
 * the profiler's targeting (migration 0019) in the same transaction as every change to them: one row
 * per profiler with at least one question. `toAll` says a question sits in a category everyone sees;
 * `forScreening` lists the screening answers that unlock a category with questions. The targeting is
 * copied (skills and interests lowered once here, as `targetingMatch` compares them) so the
 * recommendations score this narrow row instead of the profiler's wide one (decision 026).
 */
export const assessmentOffers = pgTable('assessment_offers', {
  assessmentId: uuid('assessment_id')
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  toAll: boolean('to_all').notNull(),
  forScreening: text('for_screening').array().notNull().default(sql`'{}'::text[]`),
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
  educationLevels: text('education_levels').array().notNull().default(sql`'{}'::text[]`),
  experienceLevels: text('experience_levels').array().notNull().default(sql`'{}'::text[]`),
  skillsLower: text('skills_lower').array().notNull().default(sql`'{}'::text[]`),
  interestsLower: text('interests_lower').array().notNull().default(sql`'{}'::text[]`),
});

export const categoryResultConfigs = pgTable(
  'category_result_configs',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    optionValue: char('option_value', { length: 1 }).$type<'a' | 'b' | 'c' | 'd' | 'e'>().notNull(),
    resultLabel: text('result_label').notNull(),
    resultDescription: text('result_description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('category_result_configs_option_key').on(t.categoryId, t.optionValue)],
);

export const categoryTraitConfigs = pgTable(
  'category_trait_configs',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    traitType: text('trait_type').notNull(),
    label: text('label').notNull().default(''),
    description: text('description').notNull().default(''),
    weight: real('weight').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('category_trait_configs_trait_key').on(t.categoryId, sql`lower(${t.traitType})`)],
);

/** Custom trait types (the spec keeps them in browser storage; we keep them here for every admin). */
export const traitTypes = pgTable(
  'trait_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('trait_types_name_key').on(sql`lower(${t.name})`)],
);

/** Global profile-screening fields (/admin/screening-config). */
export const screeningFields = pgTable(
  'screening_fields',
  {
    id: id(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    helpText: text('help_text').notNull().default(''),
    type: text('type').$type<'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TEXT' | 'NUMBER'>().notNull(),
    options: jsonb('options').$type<ScreeningChoice[]>().notNull().default(sql`'[]'::jsonb`),
    isRequired: boolean('is_required').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isSystem: boolean('is_system').notNull().default(false),
    order: integer('order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('screening_fields_key').on(t.key)],
);

/** A profiler's own screening questions, asked before it starts while assessments.has_screening is on. */
export const assessmentScreenings = pgTable(
  'assessment_screenings',
  {
    id: id(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Before you begin'),
    description: text('description').notNull().default(''),
    questions: jsonb('questions').$type<ScreeningQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('assessment_screenings_assessment_key').on(t.assessmentId)],
);

export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: id(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    promptText: text('prompt_text').notNull(),
    systemPrompt: text('system_prompt'),
    isActive: boolean('is_active').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ai_prompts_version_key').on(t.assessmentId, t.version),
    // At most one active prompt per profiler, enforced by the database.
    uniqueIndex('ai_prompts_one_active').on(t.assessmentId).where(sql`${t.isActive}`),
  ],
);
