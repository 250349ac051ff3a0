import type {
  AssessmentGroup,
  CreateAssessmentGroupBodySchema,
  UpdateAssessmentGroupBodySchema,
} from '@pathwise/contract';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { assessmentGroups, assessments } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/** Grouping categories (/admin/assessment-categories): a profiler belongs to at most one. */

const GROUP_NOT_FOUND = 'Category not found';
const GROUP_INACTIVE = 'This category is inactive';
const GROUP_TITLE_TAKEN = 'A category with this title already exists';
const TITLE_UNIQUE_INDEX = 'assessment_groups_title_key';

type CreateBody = z.output<typeof CreateAssessmentGroupBodySchema>;
type UpdateBody = z.output<typeof UpdateAssessmentGroupBodySchema>;
type GroupRow = typeof assessmentGroups.$inferSelect;

const assessmentCount = sql<number>`(select count(*)::int from ${assessments} where ${qualified(assessments.groupId)} = ${qualified(assessmentGroups.id)})`;

function toGroup(row: GroupRow & { assessmentCount: number }): AssessmentGroup {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    assessmentCount: row.assessmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectGroups(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(assessmentGroups), assessmentCount })
    .from(assessmentGroups)
    .$dynamic();
}

/** The title index is case-insensitive: a clash answers 409 instead of a 500. */
async function withUniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, TITLE_UNIQUE_INDEX)) {
      throw new AppError('CONFLICT', GROUP_TITLE_TAKEN);
    }
    throw error;
  }
}

/** A group profilers may be put in: it exists (404) and is active (422). */
export async function getAssignableGroup(db: DbOrTx, id: string): Promise<GroupRow> {
  const [row] = await db.select().from(assessmentGroups).where(eq(assessmentGroups.id, id));
  if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  if (!row.isActive) throw new AppError('UNPROCESSABLE', GROUP_INACTIVE);
  return row;
}

export function createAssessmentGroupsService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  async function loadGroup(id: string): Promise<AssessmentGroup> {
    const [row] = await selectGroups(db).where(eq(assessmentGroups.id, id));
    if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    return toGroup(row);
  }

  return {
    async list(): Promise<AssessmentGroup[]> {
      const rows = await selectGroups(db).orderBy(
        asc(sql`lower(${assessmentGroups.title})`),
        asc(assessmentGroups.id),
      );
      return rows.map(toGroup);
    },

    async create(body: CreateBody): Promise<AssessmentGroup> {
      const at = now();
      const [row] = await withUniqueTitle(() =>
        db
          .insert(assessmentGroups)
          .values({ ...body, createdAt: at, updatedAt: at })
          .returning(),
      );
      return toGroup({ ...row!, assessmentCount: 0 });
    },

    async update(id: string, body: UpdateBody): Promise<AssessmentGroup> {
      const [updated] = await withUniqueTitle(() =>
        db
          .update(assessmentGroups)
          .set({ ...body, updatedAt: now() })
          .where(eq(assessmentGroups.id, id))
          .returning({ id: assessmentGroups.id }),
      );
      if (!updated) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
      return loadGroup(id);
    },

    /** Its profilers become uncategorised (the foreign key sets their group to null). */
    async remove(id: string): Promise<void> {
      const [deleted] = await db
        .delete(assessmentGroups)
        .where(eq(assessmentGroups.id, id))
        .returning({ id: assessmentGroups.id });
      if (!deleted) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    },

    /** All or nothing: when any id is unknown, nothing is assigned. */
    async bulkAssign(id: string, assessmentIds: string[]): Promise<{ title: string; assigned: number }> {
      const wanted = [...new Set(assessmentIds)];
      return db.transaction(async (tx) => {
        const group = await getAssignableGroup(tx, id);
        const updated = await tx
          .update(assessments)
          .set({ groupId: id, updatedAt: now() })
          .where(inArray(assessments.id, wanted))
          .returning({ id: assessments.id });
        const missing = wanted.length - updated.length;
        if (missing > 0) {
          // Thrown inside the transaction, so the rows already updated roll back.
          throw new AppError(
            'NOT_FOUND',
            `${missing} of the selected profilers ${missing === 1 ? 'was' : 'were'} not found; none were assigned`,
          );
        }
        return { title: group.title, assigned: updated.length };
      });
    },
  };
}
export type AssessmentGroupsService = ReturnType<typeof createAssessmentGroupsService>;
