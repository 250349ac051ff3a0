import type { TraitConfig } from '@pathwise/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categoryTraitConfigs } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getCategoryRow } from './categories.service.ts';

async function readTraitConfigs(db: DbOrTx, categoryId: string): Promise<TraitConfig[]> {
  const rows = await db
    .select({
      traitType: categoryTraitConfigs.traitType,
      label: categoryTraitConfigs.label,
      description: categoryTraitConfigs.description,
      weight: categoryTraitConfigs.weight,
    })
    .from(categoryTraitConfigs)
    .where(eq(categoryTraitConfigs.categoryId, categoryId))
    .orderBy(asc(sql`lower(${categoryTraitConfigs.traitType})`));
  // The column is float4: 0.3 reads back as 0.30000001192…; six significant digits give back what was saved.
  return rows.map((row) => ({ ...row, weight: Number(row.weight.toPrecision(6)) }));
}

/** How each trait counts in a category (label, description, weight); saved as a whole list. */
export function createTraitConfigsService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;

  async function list(categoryId: string): Promise<TraitConfig[]> {
    await getCategoryRow(db, categoryId);
    return readTraitConfigs(db, categoryId);
  }

  async function replace(categoryId: string, traitConfigs: TraitConfig[]): Promise<TraitConfig[]> {
    return db.transaction(async (tx) => {
      await getCategoryRow(tx, categoryId);
      await tx.delete(categoryTraitConfigs).where(eq(categoryTraitConfigs.categoryId, categoryId));
      if (traitConfigs.length > 0) {
        await tx
          .insert(categoryTraitConfigs)
          .values(traitConfigs.map((config) => ({ categoryId, ...config })));
      }
      return readTraitConfigs(tx, categoryId);
    });
  }

  return { list, replace };
}
