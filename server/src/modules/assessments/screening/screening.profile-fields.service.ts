import {
  type CreateScreeningFieldBodySchema,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_YEARS,
  PRESET_INTERESTS,
  PRESET_SKILLS,
  type PROFILE_SCREENING_KEYS,
  type ScreeningChoice,
  type ScreeningField,
  screeningChoicesViolation,
  type UpdateScreeningFieldBodySchema,
} from '@pathwise/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { screeningFields } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export type CreateScreeningFieldInput = z.output<typeof CreateScreeningFieldBodySchema>;
export type UpdateScreeningFieldInput = z.output<typeof UpdateScreeningFieldBodySchema>;
type ScreeningFieldRow = typeof screeningFields.$inferSelect;
type NewScreeningField = typeof screeningFields.$inferInsert;

const SYSTEM_FIELD_NOT_DELETABLE = 'Built-in screening fields can be switched off but not deleted';
const SYSTEM_FIELD_TYPE_FIXED = 'The type of a built-in screening field cannot change';
const NOT_FOUND = 'Screening field not found';

const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  'high-school': 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  phd: 'PhD or doctorate',
  other: 'Other',
};
const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  entry: `Entry level (${EXPERIENCE_YEARS.entry})`,
  mid: `Mid level (${EXPERIENCE_YEARS.mid})`,
  senior: `Senior (${EXPERIENCE_YEARS.senior})`,
  executive: `Executive (${EXPERIENCE_YEARS.executive})`,
  student: 'Student',
};

const choices = (values: readonly string[], labels?: Record<string, string>): ScreeningChoice[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The five fields targeting and category restrictions read (spec §9 vocabularies). */
const DEFAULT_FIELDS: Array<NewScreeningField & { key: (typeof PROFILE_SCREENING_KEYS)[number] }> = [
  {
    key: 'educationLevel',
    label: 'Highest level of education',
    helpText: 'The highest level you have completed or are studying for now.',
    type: 'SINGLE_CHOICE',
    options: choices(EDUCATION_LEVELS, EDUCATION_LABELS),
    isRequired: true,
  },
  {
    key: 'experienceLevel',
    label: 'Work experience',
    helpText: 'Your years of work experience in total, in any field.',
    type: 'SINGLE_CHOICE',
    options: choices(EXPERIENCE_LEVELS, EXPERIENCE_LABELS),
    isRequired: true,
  },
  {
    key: 'skills',
    label: 'Skills',
    helpText: 'Pick the skills you use with confidence.',
    type: 'MULTIPLE_CHOICE',
    options: choices(PRESET_SKILLS),
  },
  {
    key: 'interests',
    label: 'Interests',
    helpText: 'Pick the fields you would enjoy working in.',
    type: 'MULTIPLE_CHOICE',
    options: choices(PRESET_INTERESTS),
  },
  { key: 'age', label: 'Age', helpText: 'In years.', type: 'NUMBER' },
];

/**
 * Creates the built-in fields that are missing, leaving any an admin edited alone. Idempotent and
 * safe when two instances run it at once (insert … on conflict do nothing on the unique key).
 */
export async function ensureDefaultScreeningFields(db: DbOrTx): Promise<void> {
  await db
    .insert(screeningFields)
    .values(DEFAULT_FIELDS.map((field, order) => ({ ...field, order, isSystem: true })))
    .onConflictDoNothing({ target: screeningFields.key });
}

function toScreeningField(row: ScreeningFieldRow): ScreeningField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    helpText: row.helpText,
    type: row.type,
    options: row.options,
    isRequired: row.isRequired,
    isActive: row.isActive,
    isSystem: row.isSystem,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Type and choices after a partial update: a field turned into a non-choice type loses its choices. */
function mergedChoices(row: ScreeningFieldRow, patch: UpdateScreeningFieldInput) {
  const type = patch.type ?? row.type;
  if (row.isSystem && type !== row.type) throw new AppError('UNPROCESSABLE', SYSTEM_FIELD_TYPE_FIXED);
  const becameFreeForm = type !== row.type && (type === 'TEXT' || type === 'NUMBER');
  const options = patch.options ?? (becameFreeForm ? [] : row.options);
  const violation = screeningChoicesViolation(type, options);
  if (violation) {
    throw new AppError('VALIDATION_FAILED', violation, {
      details: [{ path: 'options', message: violation }],
    });
  }
  return { type, options };
}

/** The global profile-screening form (/admin/screening-config). */
export function createScreeningFieldsService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;
  // The defaults are written once per app instance; after that reads are plain selects.
  let defaultsReady: Promise<void> | null = null;
  function ensureDefaults(): Promise<void> {
    defaultsReady ??= ensureDefaultScreeningFields(db).catch((error: unknown) => {
      defaultsReady = null;
      throw error;
    });
    return defaultsReady;
  }

  async function list(): Promise<ScreeningField[]> {
    await ensureDefaults();
    const rows = await db
      .select()
      .from(screeningFields)
      .orderBy(asc(screeningFields.order), asc(screeningFields.createdAt), asc(screeningFields.id));
    return rows.map(toScreeningField);
  }

  async function create(input: CreateScreeningFieldInput): Promise<ScreeningField> {
    await ensureDefaults();
    const [row] = await db
      .insert(screeningFields)
      .values({ ...input, order: input.order ?? sql`(select count(*) from ${screeningFields})` })
      .onConflictDoNothing({ target: screeningFields.key })
      .returning();
    if (!row) throw new AppError('CONFLICT', `A screening field with the key ${input.key} already exists`);
    return toScreeningField(row);
  }

  async function update(id: string, patch: UpdateScreeningFieldInput): Promise<ScreeningField> {
    await ensureDefaults();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(screeningFields).where(eq(screeningFields.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const [updated] = await tx
        .update(screeningFields)
        .set({ ...patch, ...mergedChoices(row, patch), updatedAt: now() })
        .where(eq(screeningFields.id, id))
        .returning();
      return toScreeningField(updated!);
    });
  }

  async function remove(id: string): Promise<void> {
    await ensureDefaults();
    const [row] = await db
      .select({ isSystem: screeningFields.isSystem })
      .from(screeningFields)
      .where(eq(screeningFields.id, id));
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (row.isSystem) throw new AppError('UNPROCESSABLE', SYSTEM_FIELD_NOT_DELETABLE);
    await db.delete(screeningFields).where(eq(screeningFields.id, id));
  }

  return { list, create, update, remove };
}
