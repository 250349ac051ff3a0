import {
  BUILT_IN_TRAIT_TYPES,
  type CreateTraitTypeBodySchema,
  type CustomTraitType,
  type UpdateTraitTypeBodySchema,
} from '@pathwise/contract';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { categoryTraitConfigs, questions, traitTypes } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export type CreateTraitTypeInput = z.output<typeof CreateTraitTypeBodySchema>;
export type UpdateTraitTypeInput = z.output<typeof UpdateTraitTypeBodySchema>;
type TraitTypeRow = typeof traitTypes.$inferSelect;

const NOT_FOUND = 'Trait type not found';
const BUILT_IN_NAMES = new Set(BUILT_IN_TRAIT_TYPES.map((name) => name.toLowerCase()));

/** Trait names match case-insensitively everywhere (the unique indexes are on lower(name)). */
const sameName = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

const questionCount =
  sql<number>`(select count(*) from ${questions} where lower(${questions.traitType}) = lower(${qualified(traitTypes.name)}))`.mapWith(
    Number,
  );

function toTraitType(row: TraitTypeRow, count: number): CustomTraitType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    questionCount: count,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function refuseBuiltInName(name: string) {
  if (BUILT_IN_NAMES.has(name.toLowerCase())) {
    throw new AppError('CONFLICT', `${name} is a built-in trait type`);
  }
}
const nameTaken = (name: string) => new AppError('CONFLICT', `A trait type named ${name} already exists`);

async function countQuestionsUsing(tx: DbOrTx, name: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(questions)
    .where(sameName(questions.traitType, name));
  return row?.value ?? 0;
}

/**
 * Custom trait types, shared by every administrator. A rename follows the name onto the questions
 * and trait configurations that use it; a trait still carried by questions cannot be deleted.
 */
export function createTraitTypesService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function list(): Promise<{ builtIn: string[]; custom: CustomTraitType[] }> {
    const rows = await db
      .select({ ...getTableColumns(traitTypes), questionCount })
      .from(traitTypes)
      .orderBy(asc(sql`lower(${traitTypes.name})`));
    return {
      builtIn: [...BUILT_IN_TRAIT_TYPES],
      custom: rows.map(({ questionCount: count, ...row }) => toTraitType(row, count)),
    };
  }

  async function create(input: CreateTraitTypeInput): Promise<CustomTraitType> {
    refuseBuiltInName(input.name);
    const [row] = await db.insert(traitTypes).values(input).onConflictDoNothing().returning();
    if (!row) throw nameTaken(input.name);
    return toTraitType(row, await countQuestionsUsing(db, row.name));
  }

  async function update(id: string, patch: UpdateTraitTypeInput): Promise<CustomTraitType> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(traitTypes).where(eq(traitTypes.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
      const newName = patch.name;
      const renamed = newName !== undefined && newName !== current.name;
      if (renamed) await checkRename(tx, current, newName);
      const [row] = await tx
        .update(traitTypes)
        .set({ ...patch, updatedAt: now() })
        .where(eq(traitTypes.id, id))
        .returning();
      if (renamed) {
        await tx
          .update(questions)
          .set({ traitType: newName, updatedAt: now() })
          .where(sameName(questions.traitType, current.name));
        await tx
          .update(categoryTraitConfigs)
          .set({ traitType: newName, updatedAt: now() })
          .where(sameName(categoryTraitConfigs.traitType, current.name));
      }
      return toTraitType(row!, await countQuestionsUsing(tx, row!.name));
    });
  }

  async function checkRename(tx: DbOrTx, current: TraitTypeRow, newName: string) {
    if (newName.toLowerCase() === current.name.toLowerCase()) return; // a change of case only
    refuseBuiltInName(newName);
    const [other] = await tx
      .select({ id: traitTypes.id })
      .from(traitTypes)
      .where(and(sameName(traitTypes.name, newName), ne(traitTypes.id, current.id)))
      .limit(1);
    if (other) throw nameTaken(newName);
    // A category may configure both this trait and an unregistered one of the new name; merging the
    // two configurations would silently drop one, so the admin resolves that first.
    const configuringCurrent = tx
      .select({ categoryId: categoryTraitConfigs.categoryId })
      .from(categoryTraitConfigs)
      .where(sameName(categoryTraitConfigs.traitType, current.name));
    const [clash] = await tx
      .select({ categoryId: categoryTraitConfigs.categoryId })
      .from(categoryTraitConfigs)
      .where(
        and(
          sameName(categoryTraitConfigs.traitType, newName),
          inArray(categoryTraitConfigs.categoryId, configuringCurrent),
        ),
      )
      .limit(1);
    if (clash) {
      throw new AppError('CONFLICT', `A category already configures a trait named ${newName}`);
    }
  }

  async function remove(id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(traitTypes).where(eq(traitTypes.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
      const used = await countQuestionsUsing(tx, current.name);
      if (used > 0) {
        throw new AppError('CONFLICT', `This trait is used by ${used} question${used === 1 ? '' : 's'}`);
      }
      // Configurations of a trait no question measures any more weigh nothing: they go with it.
      await tx.delete(categoryTraitConfigs).where(sameName(categoryTraitConfigs.traitType, current.name));
      await tx.delete(traitTypes).where(eq(traitTypes.id, id));
    });
  }

  return { list, create, update, remove };
}
