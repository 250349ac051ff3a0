import type {
  CreateResultConfigBodySchema,
  ResultConfig,
  UpdateResultConfigBodySchema,
} from '@pathwise/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { categoryResultConfigs } from '../../../db/schema/index.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { toResultConfig } from '../shared.ts';
import { getCategoryRow } from './categories.service.ts';

export type CreateResultConfigInput = z.output<typeof CreateResultConfigBodySchema>;
export type UpdateResultConfigInput = z.output<typeof UpdateResultConfigBodySchema>;

const duplicateOption = (option: string) =>
  new AppError('CONFLICT', `A result for option ${option} already exists in this category`);
const OPTION_UNIQUE_INDEX = 'category_result_configs_option_key';
const notFound = () => new AppError('NOT_FOUND', 'Result configuration not found');

/** What each answer option (a–e) of a category means when it is the one chosen most. */
export function createResultConfigsService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function list(categoryId: string): Promise<ResultConfig[]> {
    await getCategoryRow(db, categoryId);
    const rows = await db
      .select()
      .from(categoryResultConfigs)
      .where(eq(categoryResultConfigs.categoryId, categoryId))
      .orderBy(asc(categoryResultConfigs.optionValue));
    return rows.map(toResultConfig);
  }

  async function create(categoryId: string, input: CreateResultConfigInput): Promise<ResultConfig> {
    await getCategoryRow(db, categoryId);
    // The (category, option) unique index decides, so two admins saving at once cannot both win.
    const [row] = await db
      .insert(categoryResultConfigs)
      .values({ categoryId, ...input })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicateOption(input.optionValue);
    return toResultConfig(row);
  }

  async function update(
    categoryId: string,
    configId: string,
    patch: UpdateResultConfigInput,
  ): Promise<ResultConfig> {
    const [row] = await db
      .update(categoryResultConfigs)
      .set({ ...patch, updatedAt: now() })
      .where(and(eq(categoryResultConfigs.id, configId), eq(categoryResultConfigs.categoryId, categoryId)))
      .returning()
      .catch((error: unknown) => {
        // The (category, option) unique index decides, as on create.
        if (patch.optionValue && isConstraintViolation(error, PG_UNIQUE_VIOLATION, OPTION_UNIQUE_INDEX)) {
          throw duplicateOption(patch.optionValue);
        }
        throw error;
      });
    if (!row) throw notFound();
    return toResultConfig(row);
  }

  async function remove(categoryId: string, configId: string): Promise<void> {
    const deleted = await db
      .delete(categoryResultConfigs)
      .where(and(eq(categoryResultConfigs.id, configId), eq(categoryResultConfigs.categoryId, categoryId)))
      .returning({ id: categoryResultConfigs.id });
    if (deleted.length === 0) throw notFound();
  }

  return { list, create, update, remove };
}
