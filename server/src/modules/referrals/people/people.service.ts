import {
  type ActivateReferralResponse,
  APPLY_CODE_MESSAGES,
  type CreateReferralCodeResponse,
  type ReferralFeature,
  type ReferralPublicConfig,
  type ReferralStats,
  type ReferralStatus,
  type ReferredBy,
  referralLink,
  referralTermsSentences,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import { coupons, referralCodes, referralConfigs, referrals } from '../../../db/schema/index.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CouponRow } from '../../coupons/coupon-mappers.ts';
import { issuePersonalCoupon } from '../../coupons/coupons.personal.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { hasPurchased } from '../../payments/payments.access.ts';
import { generateCode } from '../programme/programme.codes.ts';
import { recordReferralEvent } from '../programme/programme.events.ts';
import { assertReferralsEnabled, isReferralsEnabled } from '../programme/programme.feature.ts';
import { findReferrerByCode, firstName } from '../programme/programme.referrers.ts';
import { findActiveConfig, toReferralCoupon, toReferralTerms } from '../programme/programme.terms.ts';
import {
  countAsReferrer,
  findOwnCode,
  findReferredBy,
  listMyReferrals,
  listRewardCoupons,
} from './people.reads.ts';

/** Refusals of POST /referrals/activate (accepting the welcome discount). */
export const ACTIVATE_MESSAGES = {
  notReferred: 'You have not joined through a referral.',
  noWelcome: 'Your referral does not come with a welcome discount.',
  alreadyCustomer: 'The welcome discount is for a first purchase, and your account already has one.',
  cancelled: 'This referral was cancelled, so its welcome discount is no longer available.',
  couponGone: 'Your welcome discount was already accepted.',
} as const;

/** A code collision among 31⁸ codes is rare; a few tries make a failure practically impossible. */
const CODE_ATTEMPTS = 5;

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The people's referral calls (decision 019). Every call but featureStatus starts with the
 * programme's switch. Each acts on the caller only: the user id comes from the session.
 */
export function createReferralsService(deps: Pick<ModuleDeps, 'db' | 'settings' | 'config' | 'now'>) {
  const { db, settings, config, now } = deps;
  const linkOf = (code: string) => referralLink(config.PUBLIC_URL, code);

  /** Inserts the person's code; null when they already have one (a concurrent call, or an earlier one). */
  async function insertOwnCode(userId: string): Promise<string | null> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [row] = await db
          .insert(referralCodes)
          .values({ userId, code: generateCode() })
          .onConflictDoNothing({ target: referralCodes.userId })
          .returning({ code: referralCodes.code });
        return row?.code ?? null;
      } catch (error) {
        // The arbiter above is the person's key only: a code someone else holds still raises, and is redrawn.
        if (
          attempt < CODE_ATTEMPTS &&
          isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'referral_codes_code_key')
        )
          continue;
        throw error;
      }
    }
  }

  async function getReferredBy(userId: string): Promise<ReferredBy> {
    const referredBy = await findReferredBy(db, userId, now());
    if (!referredBy) throw new AppError('NOT_FOUND', ACTIVATE_MESSAGES.notReferred);
    return referredBy;
  }

  return {
    /** Answers even while the programme is off: it is how the web knows to hide the screens. */
    async featureStatus(): Promise<ReferralFeature> {
      return { enabled: await isReferralsEnabled(settings) };
    },

    async publicConfig(): Promise<ReferralPublicConfig> {
      await assertReferralsEnabled(settings);
      const active = await findActiveConfig(db);
      if (!active) return { terms: null, sentences: [] };
      const terms = toReferralTerms(active);
      return { terms, sentences: referralTermsSentences(terms) };
    },

    /** The person's own code, made on the first call; the same code after (created: false). */
    async createCode(userId: string): Promise<CreateReferralCodeResponse> {
      await assertReferralsEnabled(settings);
      const existing = await findOwnCode(db, userId);
      if (existing) return { code: existing, link: linkOf(existing), created: false };
      const inserted = await insertOwnCode(userId);
      const code = inserted ?? (await findOwnCode(db, userId));
      if (!code) throw new Error('referral code neither inserted nor found');
      return { code, link: linkOf(code), created: inserted !== null };
    },

    /**
     * A signed-in person names who referred them. Refusals, most telling first: already referred,
     * already a customer, unknown code (a deleted or suspended owner's included: 404), their own
     * code, no active terms.
     */
    async applyCode(userId: string, code: string): Promise<{ message: string; referredBy: ReferredBy }> {
      await assertReferralsEnabled(settings);
      const [current] = await db
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.refereeId, userId))
        .limit(1);
      if (current) throw conflict(APPLY_CODE_MESSAGES.alreadyReferred);
      if (await hasPurchased(db, userId)) throw conflict(APPLY_CODE_MESSAGES.alreadyCustomer);
      const referrer = await findReferrerByCode(db, code);
      if (!referrer) throw new AppError('NOT_FOUND', APPLY_CODE_MESSAGES.unknown);
      if (referrer.userId === userId) throw conflict(APPLY_CODE_MESSAGES.own);
      const terms = await findActiveConfig(db);
      if (!terms) throw conflict(APPLY_CODE_MESSAGES.noActiveTerms);
      const at = now();
      const created = await db.transaction(async (tx) => {
        // The unique referee index decides a race of two calls: the loser inserts nothing.
        const [row] = await tx
          .insert(referrals)
          .values({
            referrerId: referrer.userId,
            refereeId: userId,
            code: referrer.code,
            configId: terms.id,
            status: 'joined',
            source: 'apply_code',
            joinedAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: referrals.refereeId })
          .returning({ id: referrals.id });
        if (row)
          await recordReferralEvent(tx, {
            referralId: row.id,
            kind: 'code_applied',
            details: { code: referrer.code },
            at,
          });
        return row !== undefined;
      });
      if (!created) throw conflict(APPLY_CODE_MESSAGES.alreadyReferred);
      return {
        message: `Referral code applied: you joined through ${firstName(referrer.name)}'s invitation.`,
        referredBy: await getReferredBy(userId),
      };
    },

    /**
     * The referee accepts their welcome discount: a personal coupon on the terms the referral was
     * made under, issued once. The referral row is locked, so concurrent calls issue one coupon and
     * the others answer it (created: false).
     */
    async activate(userId: string): Promise<ActivateReferralResponse> {
      await assertReferralsEnabled(settings);
      const at = now();
      const outcome = await db.transaction(async (tx): Promise<{ coupon: CouponRow; created: boolean }> => {
        const [row] = await tx
          .select({ referral: referrals, terms: referralConfigs })
          .from(referrals)
          .innerJoin(referralConfigs, eq(referralConfigs.id, referrals.configId))
          .where(eq(referrals.refereeId, userId))
          .for('update', { of: referrals });
        if (!row) throw new AppError('NOT_FOUND', ACTIVATE_MESSAGES.notReferred);
        const { referral, terms } = row;
        if (referral.welcomeCouponId) {
          const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, referral.welcomeCouponId));
          if (coupon) return { coupon, created: false };
        }
        // Accepted once already, its coupon since deleted by an admin: not issued a second time.
        if (referral.welcomeActivatedAt) throw conflict(ACTIVATE_MESSAGES.couponGone);
        if (referral.status === 'cancelled') throw conflict(ACTIVATE_MESSAGES.cancelled);
        if (!terms.refereeDiscountType || terms.refereeDiscountValue === null)
          throw conflict(ACTIVATE_MESSAGES.noWelcome);
        if (await hasPurchased(tx, userId)) throw conflict(ACTIVATE_MESSAGES.alreadyCustomer);
        const coupon = await issuePersonalCoupon(tx, {
          ownerUserId: userId,
          // The owner reads it at checkout: their own name there would only push the discount out of view.
          name: 'Welcome discount',
          prefix: 'WELCOME',
          type: terms.refereeDiscountType,
          storedValue: terms.refereeDiscountValue,
          currency: terms.currency,
          validDays: terms.welcomeValidDays,
          now: at,
        });
        await tx
          .update(referrals)
          .set({ welcomeCouponId: coupon.id, welcomeActivatedAt: at, updatedAt: at })
          .where(eq(referrals.id, referral.id));
        await recordReferralEvent(tx, {
          referralId: referral.id,
          kind: 'welcome_accepted',
          details: { couponCode: coupon.code },
          at,
        });
        return { coupon, created: true };
      });
      const coupon = toReferralCoupon(outcome.coupon, at);
      return {
        message: outcome.created
          ? `Your welcome discount is ready: ${coupon.label} with code ${coupon.code} at checkout.`
          : 'You have already accepted your welcome discount.',
        coupon,
        created: outcome.created,
      };
    },

    async stats(userId: string): Promise<ReferralStats> {
      await assertReferralsEnabled(settings);
      const at = now();
      const [code, counts, rewards, referredBy] = await readTogether(db, [
        () => findOwnCode(db, userId),
        () => countAsReferrer(db, userId),
        () => listRewardCoupons(db, userId, at),
        () => findReferredBy(db, userId, at),
      ]);
      return { code, link: code ? linkOf(code) : null, ...counts, rewards, referredBy };
    },

    async myReferrals(userId: string, query: { page: number; limit: number; status?: ReferralStatus }) {
      await assertReferralsEnabled(settings);
      return listMyReferrals(db, userId, query);
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
