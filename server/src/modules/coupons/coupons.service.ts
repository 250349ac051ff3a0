import {
  type Coupon,
  type CouponListQuerySchema,
  type CouponRuleInput,
  type CouponType,
  type CouponUsage,
  type CreateCouponBodySchema,
  type CurrencyConfig,
  couponRuleIssues,
  fromMinorUnits,
  type PageQuery,
  type Pagination,
  type UpdateCouponBodySchema,
} from '@pathwise/contract';
import { count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, coupons, couponUsages, paymentOrders, users } from '../../db/schema/index.ts';
import { containing } from '../../db/sql-fragments.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { toCoupon, toStoredValue, toWindowBound } from './coupon-mappers.ts';

/** Coupons admin: list, create, edit, delete, usage history (spec §7). */

type ListQuery = z.output<typeof CouponListQuerySchema>;
type CreateBody = z.output<typeof CreateCouponBodySchema>;
type UpdateBody = z.output<typeof UpdateCouponBodySchema>;

const DUPLICATE_CODE_MESSAGE = 'A coupon with this code already exists';
const CODE_UNIQUE_INDEX = 'coupons_code_key';

const couponNotFound = () => notFound('Coupon');

function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, hasMore: page * limit < total };
}

/** The contract's cross-field rules, run on the coupon as it will be stored (a patch alone may pass them). */
function assertCouponRules(coupon: CouponRuleInput): void {
  const [issue] = couponRuleIssues(coupon);
  if (issue) throw new AppError('VALIDATION_FAILED', `${issue.path}: ${issue.message}`);
}

/**
 * A fixed amount is money in its currency, so that currency must be enabled. Only a change is
 * checked: a coupon keeps a currency disabled after it was priced in it (as profilers do).
 * A percentage carries no money and so no currency rule.
 */
function assertCurrencyEnabled(
  config: CurrencyConfig,
  next: { type: CouponType; currency: string },
  previous?: { type: CouponType; currency: string },
): void {
  if (next.type !== 'FIXED_AMOUNT') return;
  if (previous?.type === 'FIXED_AMOUNT' && previous.currency === next.currency) return;
  if (!config.enabledCurrencies.some((currency) => currency.code === next.currency)) {
    throw new AppError('UNPROCESSABLE', `Currency ${next.currency} is not enabled`);
  }
}

/**
 * Coupons name their profilers in an id array, which no foreign key can cover, so existence is
 * checked here by reading those ids from the profilers table. A profiler deleted afterwards leaves
 * a dangling id behind, which is harmless: nobody can buy it any more.
 */
async function assertProfilersExist(executor: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await executor
    .select({ id: assessments.id })
    .from(assessments)
    .where(inArray(assessments.id, [...ids]));
  const missing = ids.length - found.length;
  if (missing > 0) {
    throw new AppError(
      'NOT_FOUND',
      missing === 1
        ? '1 applicable profiler was not found'
        : `${missing} applicable profilers were not found`,
    );
  }
}

/** Runs a write, turning the case-insensitive unique index on code into the spec's 409. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, CODE_UNIQUE_INDEX)) {
      throw new AppError('CONFLICT', DUPLICATE_CODE_MESSAGE);
    }
    throw error;
  }
}

export function createCouponsService({ db, now, pricing }: ModuleDeps) {
  async function getCoupon(id: string): Promise<Coupon> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    if (!row) throw couponNotFound();
    return toCoupon(row);
  }

  return {
    async list({ search, page, limit }: ListQuery): Promise<{ data: Coupon[]; pagination: Pagination }> {
      const pattern = search ? containing(search) : undefined;
      const where = pattern ? or(ilike(coupons.name, pattern), ilike(coupons.code, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(coupons).where(where),
      ]);
      return { data: rows.map(toCoupon), pagination: pagination(page, limit, Number(total?.value ?? 0)) };
    },

    async create(body: CreateBody): Promise<Coupon> {
      assertCurrencyEnabled(await pricing.getCurrencyConfig(), body);
      const applicableIds = [...new Set(body.applicableAssessments)];
      await assertProfilersExist(db, applicableIds);
      const at = now();
      const [row] = await withUniqueCode(() =>
        db
          .insert(coupons)
          .values({
            name: body.name,
            code: body.code,
            type: body.type,
            value: toStoredValue(body.type, body.value, body.currency),
            currency: body.currency,
            isActive: body.isActive,
            validFrom: toWindowBound(body.validFrom, 'start'),
            validUntil: toWindowBound(body.validUntil, 'end'),
            usageLimit: body.usageLimit ?? null,
            applicableAssessmentIds: applicableIds,
            createdAt: at,
            updatedAt: at,
          })
          .returning(),
      );
      return toCoupon(row!);
    },

    async update(id: string, body: UpdateBody): Promise<Coupon> {
      // Read before the transaction: the pricing service queries through db, never through tx.
      const currencyConfig = await pricing.getCurrencyConfig();
      const applicableIds = body.applicableAssessments && [...new Set(body.applicableAssessments)];
      return withUniqueCode(() =>
        db.transaction(async (tx) => {
          // Locked so a redemption cannot raise usedCount between the limit check and the write.
          const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (!row) throw couponNotFound();
          const current = toCoupon(row);
          const next = {
            type: body.type ?? current.type,
            value: body.value ?? current.value,
            currency: body.currency ?? current.currency,
            usageLimit: body.usageLimit === undefined ? current.usageLimit : body.usageLimit,
          };
          const validFrom =
            body.validFrom === undefined ? row.validFrom : toWindowBound(body.validFrom, 'start');
          const validUntil =
            body.validUntil === undefined ? row.validUntil : toWindowBound(body.validUntil, 'end');
          assertCouponRules({
            ...next,
            validFrom: validFrom?.toISOString() ?? null,
            validUntil: validUntil?.toISOString() ?? null,
          });
          if (next.usageLimit !== null && next.usageLimit < row.usedCount) {
            throw new AppError(
              'UNPROCESSABLE',
              `Usage limit cannot be below the ${row.usedCount} times this coupon has already been used`,
            );
          }
          assertCurrencyEnabled(currencyConfig, next, current);
          if (applicableIds) await assertProfilersExist(tx, applicableIds);
          const [updated] = await tx
            .update(coupons)
            .set({
              name: body.name,
              code: body.code,
              type: next.type,
              value: toStoredValue(next.type, next.value, next.currency),
              currency: next.currency,
              isActive: body.isActive,
              status: body.status,
              validFrom,
              validUntil,
              usageLimit: next.usageLimit,
              applicableAssessmentIds: applicableIds,
              updatedAt: now(),
            })
            .where(eq(coupons.id, id))
            .returning();
          return toCoupon(updated!);
        }),
      );
    },

    /**
     * Deletes the coupon and its usage rows. Profilers that had it selected stop being ON SALE: the
     * foreign key assessments.selected_coupon_id is ON DELETE SET NULL. Says how many were affected.
     */
    async remove(id: string): Promise<{ code: string; profilersOffSale: number }> {
      return db.transaction(async (tx) => {
        const [onSale] = await tx
          .select({ value: count() })
          .from(assessments)
          .where(eq(assessments.selectedCouponId, id));
        const [deleted] = await tx
          .delete(coupons)
          .where(eq(coupons.id, id))
          .returning({ code: coupons.code });
        if (!deleted) throw couponNotFound();
        return { code: deleted.code, profilersOffSale: Number(onSale?.value ?? 0) };
      });
    },

    /** Redemptions newest first, with who used it on which profiler (either may be gone since). */
    async usage(
      id: string,
      { page, limit }: PageQuery,
    ): Promise<{ coupon: Coupon; usages: CouponUsage[]; pagination: Pagination }> {
      const coupon = await getCoupon(id);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: couponUsages.id,
            userId: couponUsages.userId,
            userName: users.name,
            userEmail: users.email,
            assessmentId: couponUsages.assessmentId,
            assessmentTitle: assessments.title,
            discountMinor: couponUsages.discountMinor,
            currency: couponUsages.currency,
            orderId: paymentOrders.id,
            amountPaidMinor: paymentOrders.amountMinor,
            usedAt: couponUsages.createdAt,
          })
          .from(couponUsages)
          .leftJoin(users, eq(users.id, couponUsages.userId))
          .leftJoin(assessments, eq(assessments.id, couponUsages.assessmentId))
          // A redemption's order points at its usage row (decision 012).
          .leftJoin(paymentOrders, eq(paymentOrders.couponUsageId, couponUsages.id))
          .where(eq(couponUsages.couponId, id))
          .orderBy(desc(couponUsages.createdAt), desc(couponUsages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(couponUsages).where(eq(couponUsages.couponId, id)),
      ]);
      const usages = rows.map(({ discountMinor, amountPaidMinor, usedAt, ...usage }) => ({
        ...usage,
        discount: fromMinorUnits(discountMinor, usage.currency),
        amountPaid: amountPaidMinor === null ? null : fromMinorUnits(amountPaidMinor, usage.currency),
        usedAt: usedAt.toISOString(),
      }));
      return { coupon, usages, pagination: pagination(page, limit, Number(total?.value ?? 0)) };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
