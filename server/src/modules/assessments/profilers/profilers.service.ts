import type {
  Assessment,
  AssessmentDetail,
  AssessmentListQuerySchema,
  AssessmentListResponse,
  CreateAssessmentBodySchema,
  UpdateAssessmentBodySchema,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assessments } from '../../../db/schema/index.ts';
import { isConstraintViolation, PG_FOREIGN_KEY_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { announceNewProfiler } from '../../notifications/notifications.triggers.ts';
import { getAssignableGroup } from '../groups/groups.service.ts';
import { ASSESSMENT_NOT_FOUND, lockAssessmentRow } from '../shared.ts';
import { type DuplicateNames, duplicateProfiler } from './profilers.duplicate.ts';
import { applyPriceChange, toPriceMinor } from './profilers.pricing.ts';
import { listAssessments, loadAssessment, loadAssessmentDetail } from './profilers.queries.ts';

/** Profilers: create, edit (price rules, targeting, status), delete, duplicate, group (auto-targeting lives in targeting/). */

type ListQuery = z.output<typeof AssessmentListQuerySchema>;
type CreateBody = z.output<typeof CreateAssessmentBodySchema>;
type UpdateBody = z.output<typeof UpdateAssessmentBodySchema>;

const COUPON_NOT_FOUND = 'Coupon not found';
const AGE_RANGE_MESSAGE = 'Maximum age must not be below minimum age';
const COUPON_FOREIGN_KEY = 'assessments_selected_coupon_id_coupons_id_fk';

const currencyNotEnabled = (code: string) => new AppError('UNPROCESSABLE', `Currency ${code} is not enabled`);

export function createProfilersService(deps: ModuleDeps) {
  const { db, now, pricing } = deps;

  return {
    list: (query: ListQuery): Promise<AssessmentListResponse> => listAssessments(db, query),

    getDetail: (id: string): Promise<AssessmentDetail> => loadAssessmentDetail(db, id),

    async create(body: CreateBody): Promise<Assessment> {
      const currency = body.currency ?? (await pricing.getCurrencyConfig()).defaultCurrency;
      if (!(await pricing.isEnabledCurrency(currency))) throw currencyNotEnabled(currency);
      if (body.categoryId) await getAssignableGroup(db, body.categoryId);
      const at = now();
      // A profiler created active is announced to the people it targets (decision 017), in the same
      // transaction: no announcement without the profiler.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(assessments)
          .values({
            title: body.title,
            description: body.description,
            assessmentDescription: body.assessmentDescription,
            isActive: body.isActive,
            isFree: body.isFree,
            priceMinor: body.isFree ? null : toPriceMinor(body.price!, currency),
            currency,
            groupId: body.categoryId ?? null,
            targetEducationLevels: body.targetEducationLevels,
            targetExperienceLevels: body.targetExperienceLevels,
            targetSkills: body.targetSkills,
            targetInterests: body.targetInterests,
            minAge: body.minAge,
            maxAge: body.maxAge,
            priority: body.priority,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: assessments.id });
        if (body.isActive) await announceNewProfiler(deps, tx, row!.id);
        return loadAssessment(tx, row!.id);
      });
    },

    async update(id: string, body: UpdateBody): Promise<Assessment> {
      const { isFree, price, currency, selectedCouponId, ...fields } = body;
      // Read before the transaction: the pricing service queries through `db`, not `tx`.
      const isCurrencyEnabled = currency === undefined || (await pricing.isEnabledCurrency(currency));
      try {
        return await db.transaction(async (tx) => {
          const row = await lockAssessmentRow(tx, id);
          // Only a change is checked: a profiler keeps a currency disabled after it was priced in it.
          if (currency !== undefined && currency !== row.currency && !isCurrencyEnabled) {
            throw currencyNotEnabled(currency);
          }
          const minAge = fields.minAge === undefined ? row.minAge : fields.minAge;
          const maxAge = fields.maxAge === undefined ? row.maxAge : fields.maxAge;
          if (minAge !== null && maxAge !== null && minAge > maxAge) {
            throw new AppError('UNPROCESSABLE', AGE_RANGE_MESSAGE);
          }
          const priceState = applyPriceChange(row, { isFree, price, currency, selectedCouponId });
          await tx
            .update(assessments)
            .set({ ...fields, ...priceState, updatedAt: now() })
            .where(eq(assessments.id, id));
          // Switched on: announced to the people it targets, once per profiler (decision 017).
          if (!row.isActive && fields.isActive === true) await announceNewProfiler(deps, tx, id);
          return loadAssessment(tx, id);
        });
      } catch (error) {
        // The coupon belongs to the coupons module: its foreign key says whether it exists.
        if (isConstraintViolation(error, PG_FOREIGN_KEY_VIOLATION, COUPON_FOREIGN_KEY)) {
          throw new AppError('NOT_FOUND', COUPON_NOT_FOUND);
        }
        throw error;
      }
    },

    /** Its categories, questions, configurations, screening, prompts and attempts go by cascade. */
    async remove(id: string): Promise<void> {
      const [deleted] = await db
        .delete(assessments)
        .where(eq(assessments.id, id))
        .returning({ id: assessments.id });
      if (!deleted) throw new AppError('NOT_FOUND', ASSESSMENT_NOT_FOUND);
    },

    async duplicate(id: string, names: DuplicateNames): Promise<Assessment> {
      return db.transaction(async (tx) => {
        const copyId = await duplicateProfiler(tx, id, names, now());
        return loadAssessment(tx, copyId);
      });
    },

    async assignGroup(id: string, groupId: string | null): Promise<Assessment> {
      return db.transaction(async (tx) => {
        await lockAssessmentRow(tx, id);
        if (groupId) await getAssignableGroup(tx, groupId);
        await tx.update(assessments).set({ groupId, updatedAt: now() }).where(eq(assessments.id, id));
        return loadAssessment(tx, id);
      });
    },
  };
}
export type ProfilersService = ReturnType<typeof createProfilersService>;
