import type {
  CreatePromptBodySchema,
  Prompt,
  PromptOverviewQuerySchema,
  PromptOverviewResponseSchema,
  UpdatePromptBodySchema,
} from '@pathwise/contract';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { aiPrompts, assessments } from '../../../db/schema/index.ts';
import { containing, qualified } from '../../../db/sql-fragments.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getAssessmentRow, lockAssessmentRow } from '../shared.ts';

export type CreatePromptInput = z.output<typeof CreatePromptBodySchema>;
export type UpdatePromptInput = z.output<typeof UpdatePromptBodySchema>;
export type PromptOverviewQuery = z.output<typeof PromptOverviewQuerySchema>;
export type PromptOverview = z.output<typeof PromptOverviewResponseSchema>;
type PromptRow = typeof aiPrompts.$inferSelect;

const NOT_FOUND = 'AI prompt not found';

function toPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    version: row.version,
    promptText: row.promptText,
    systemPrompt: row.systemPrompt,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ofAssessment = (assessmentId: string, promptId: string) =>
  and(eq(aiPrompts.id, promptId), eq(aiPrompts.assessmentId, assessmentId));

/**
 * Versioned AI prompts per profiler. At most one is active (a partial unique index holds that), so
 * every change that activates one first switches the others off, under the profiler's row lock.
 */
export function createPromptsService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function deactivateAll(tx: Tx, assessmentId: string) {
    await tx
      .update(aiPrompts)
      .set({ isActive: false, updatedAt: now() })
      .where(and(eq(aiPrompts.assessmentId, assessmentId), eq(aiPrompts.isActive, true)));
  }

  async function list(assessmentId: string): Promise<Prompt[]> {
    await getAssessmentRow(db, assessmentId);
    const rows = await db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.assessmentId, assessmentId))
      .orderBy(desc(aiPrompts.version));
    return rows.map(toPrompt);
  }

  async function findActive(assessmentId: string): Promise<Prompt | null> {
    await getAssessmentRow(db, assessmentId);
    const [row] = await db
      .select()
      .from(aiPrompts)
      .where(and(eq(aiPrompts.assessmentId, assessmentId), eq(aiPrompts.isActive, true)))
      .limit(1);
    return row ? toPrompt(row) : null;
  }

  /** The new prompt gets the next version and becomes the active one (spec §4). */
  async function create(assessmentId: string, input: CreatePromptInput): Promise<Prompt> {
    return db.transaction(async (tx) => {
      await lockAssessmentRow(tx, assessmentId);
      const [latest] = await tx
        .select({ version: sql<number>`coalesce(max(${aiPrompts.version}), 0)`.mapWith(Number) })
        .from(aiPrompts)
        .where(eq(aiPrompts.assessmentId, assessmentId));
      await deactivateAll(tx, assessmentId);
      const [row] = await tx
        .insert(aiPrompts)
        .values({ assessmentId, ...input, version: (latest?.version ?? 0) + 1, isActive: true })
        .returning();
      return toPrompt(row!);
    });
  }

  async function update(assessmentId: string, promptId: string, patch: UpdatePromptInput): Promise<Prompt> {
    const [row] = await db
      .update(aiPrompts)
      .set({ ...patch, updatedAt: now() })
      .where(ofAssessment(assessmentId, promptId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toPrompt(row);
  }

  /** Switches a prompt on (the others go off) or off (the profiler is then left without one). */
  async function toggle(assessmentId: string, promptId: string): Promise<Prompt> {
    return db.transaction(async (tx) => {
      await lockAssessmentRow(tx, assessmentId);
      const [current] = await tx
        .select({ isActive: aiPrompts.isActive })
        .from(aiPrompts)
        .where(ofAssessment(assessmentId, promptId));
      if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (!current.isActive) await deactivateAll(tx, assessmentId);
      const [row] = await tx
        .update(aiPrompts)
        .set({ isActive: !current.isActive, updatedAt: now() })
        .where(eq(aiPrompts.id, promptId))
        .returning();
      return toPrompt(row!);
    });
  }

  async function remove(assessmentId: string, promptId: string): Promise<void> {
    const deleted = await db
      .delete(aiPrompts)
      .where(ofAssessment(assessmentId, promptId))
      .returning({ id: aiPrompts.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  }

  /** Every profiler with its prompt count and active prompt, by title, paginated in SQL. */
  async function overview(query: PromptOverviewQuery): Promise<PromptOverview> {
    const { page, limit, search } = query;
    const where = search ? ilike(assessments.title, containing(search)) : undefined;
    const promptCount =
      sql<number>`(select count(*) from ${aiPrompts} where ${aiPrompts.assessmentId} = ${qualified(assessments.id)})`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          assessmentId: assessments.id,
          assessmentTitle: assessments.title,
          isAssessmentActive: assessments.isActive,
          promptCount,
          activePrompt: aiPrompts,
        })
        .from(assessments)
        // At most one active prompt per profiler, so the join keeps one row per profiler.
        .leftJoin(aiPrompts, and(eq(aiPrompts.assessmentId, assessments.id), eq(aiPrompts.isActive, true)))
        .where(where)
        .orderBy(asc(sql`lower(${assessments.title})`), asc(assessments.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ value: count() }).from(assessments).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      items: rows.map(({ activePrompt, ...item }) => ({
        ...item,
        activePrompt: activePrompt ? toPrompt(activePrompt) : null,
      })),
      pagination: { page, limit, total: totalCount, hasMore: page * limit < totalCount },
    };
  }

  return { list, findActive, create, update, toggle, remove, overview };
}
