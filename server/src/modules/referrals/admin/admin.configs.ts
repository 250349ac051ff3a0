import {
  type CreateReferralConfigBodySchema,
  type ReferralConfig,
  type ReferralTerms,
  referralTermsIssues,
  toMinorUnits,
  type UpdateReferralConfigBodySchema,
} from '@pathwise/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { referralConfigs, referrals } from '../../../db/schema/index.ts';
import { qualified } from '../../../db/sql-fragments.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../../platform/db-errors.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { type ReferralConfigRow, storedRewardValue, toReferralTerms } from '../programme/programme.terms.ts';

/**
 * The programme's terms as admins keep them (decision 019): at most one active (creating or
 * activating terms deactivates the others in the same transaction; the partial unique index is the
 * backstop, a 409 when two admins race), nothing deleted (the list is the history), and terms
 * frozen once a referral carries them — then only the name and the active flag change.
 */

type CreateBody = z.output<typeof CreateReferralConfigBodySchema>;
type UpdateBody = z.output<typeof UpdateReferralConfigBodySchema>;
export type Admin = { id: string; name: string };

export const CONFIG_NOT_FOUND = 'Referral terms';
export const ACTIVE_RACE_MESSAGE =
  'Other referral terms were made active at the same moment. Reload the terms and try again.';
export const frozenTermsMessage = (count: number) =>
  `These terms are held by ${count.toLocaleString('en-US')} referral${count === 1 ? '' : 's'}, so only their name and whether they are active can change. Create new terms instead.`;

/** The fields a referral is paid by: frozen once one carries them. */
const TERM_FIELDS = [
  'referrerRewardType',
  'referrerRewardValue',
  'refereeDiscountType',
  'refereeDiscountValue',
  'currency',
  'minPurchaseMinor',
  'maxRewardsPerReferrer',
  'rewardValidDays',
  'welcomeValidDays',
  'holdDays',
] as const;

/** Referrals made under the terms (correlated: one count per listed row, through referrals_config_idx). */
const referralCount = sql<number>`(select count(*)::int from ${referrals} where ${qualified(referrals.configId)} = ${qualified(referralConfigs.id)})`;

export function toReferralConfig(row: ReferralConfigRow, count: number): ReferralConfig {
  return {
    ...toReferralTerms(row),
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    referralCount: count,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's terms (major units) as the columns hold them (percentages, or minor units). */
function storedTerms(terms: ReferralTerms) {
  return {
    referrerRewardType: terms.referrerRewardType,
    referrerRewardValue: storedRewardValue(
      terms.referrerRewardType,
      terms.referrerRewardValue,
      terms.currency,
    ),
    refereeDiscountType: terms.refereeDiscountType,
    refereeDiscountValue:
      terms.refereeDiscountType && terms.refereeDiscountValue !== null
        ? storedRewardValue(terms.refereeDiscountType, terms.refereeDiscountValue, terms.currency)
        : null,
    currency: terms.currency,
    minPurchaseMinor: toMinorUnits(terms.minPurchaseAmount, terms.currency),
    maxRewardsPerReferrer: terms.maxRewardsPerReferrer,
    rewardValidDays: terms.rewardValidDays,
    welcomeValidDays: terms.welcomeValidDays,
    holdDays: terms.holdDays,
  };
}

async function deactivateOthers(tx: Tx, keepId: string | null, at: Date) {
  await tx
    .update(referralConfigs)
    .set({ isActive: false, updatedAt: at })
    .where(
      keepId
        ? and(eq(referralConfigs.isActive, true), ne(referralConfigs.id, keepId))
        : eq(referralConfigs.isActive, true),
    );
}

/** The one-active index refused a second active row: another admin activated terms meanwhile. */
function activeRace(error: unknown): never {
  if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'referral_configs_one_active_key')) {
    throw new AppError('CONFLICT', ACTIVE_RACE_MESSAGE);
  }
  throw error;
}

export function createReferralConfigs(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function readConfig(executor: DbOrTx, id: string): Promise<ReferralConfig | null> {
    const [row] = await executor
      .select({ config: referralConfigs, referralCount })
      .from(referralConfigs)
      .where(eq(referralConfigs.id, id));
    return row ? toReferralConfig(row.config, row.referralCount) : null;
  }

  return {
    /** GET /referrals/admin/config: the active terms, or null. */
    async active(): Promise<ReferralConfig | null> {
      const [row] = await db
        .select({ config: referralConfigs, referralCount })
        .from(referralConfigs)
        .where(eq(referralConfigs.isActive, true))
        .limit(1);
      return row ? toReferralConfig(row.config, row.referralCount) : null;
    },

    /** GET /referrals/admin/configs: every version of the terms, newest first. */
    async list(): Promise<ReferralConfig[]> {
      const rows = await db
        .select({ config: referralConfigs, referralCount })
        .from(referralConfigs)
        .orderBy(desc(referralConfigs.createdAt), desc(referralConfigs.id));
      return rows.map((row) => toReferralConfig(row.config, row.referralCount));
    },

    /** POST /referrals/admin/config. */
    async create(body: CreateBody, admin: Admin): Promise<ReferralConfig> {
      const at = now();
      try {
        const id = await db.transaction(async (tx) => {
          if (body.isActive) await deactivateOthers(tx, null, at);
          const [row] = await tx
            .insert(referralConfigs)
            .values({
              name: body.name,
              ...storedTerms(body),
              isActive: body.isActive,
              createdBy: admin.id,
              createdByName: admin.name,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: referralConfigs.id });
          return row!.id;
        });
        return (await readConfig(db, id))!;
      } catch (error) {
        return activeRace(error);
      }
    },

    /**
     * PUT /referrals/admin/config/{id}. The merged terms pass the contract's cross-field rules again
     * (a body alone cannot know the stored currency or type). A field counts as changed only when its
     * value differs, so the web may send the whole form back for terms already in use.
     */
    async update(id: string, body: UpdateBody): Promise<ReferralConfig> {
      const at = now();
      try {
        await db.transaction(async (tx) => {
          // FOR UPDATE (not the update's own lock) conflicts with the key-share lock a new referral's
          // foreign key takes, so no referral can attach to these terms between the count and the change.
          const [row] = await tx
            .select()
            .from(referralConfigs)
            .where(eq(referralConfigs.id, id))
            .for('update');
          if (!row) throw notFound(CONFIG_NOT_FOUND);
          const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
          const merged = { ...toReferralTerms(row), ...given } as ReferralTerms;
          const issues = referralTermsIssues(merged);
          if (issues.length > 0) {
            // Worded as the schema's own 400 ("path: message").
            const first = issues[0]!;
            throw new AppError('VALIDATION_FAILED', `${first.path}: ${first.message}`, { details: issues });
          }
          const terms = storedTerms(merged);
          const changed = TERM_FIELDS.filter((field) => terms[field] !== row[field]);
          if (changed.length > 0) {
            const [held] = await tx
              .select({ value: sql<number>`count(*)::int` })
              .from(referrals)
              .where(eq(referrals.configId, id));
            if ((held?.value ?? 0) > 0) throw new AppError('CONFLICT', frozenTermsMessage(held!.value));
          }
          const isActive = body.isActive ?? row.isActive;
          if (isActive && !row.isActive) await deactivateOthers(tx, id, at);
          await tx
            .update(referralConfigs)
            .set({ ...terms, name: body.name ?? row.name, isActive, updatedAt: at })
            .where(eq(referralConfigs.id, id));
        });
      } catch (error) {
        return activeRace(error);
      }
      return (await readConfig(db, id))!;
    },
  };
}
export type ReferralConfigs = ReturnType<typeof createReferralConfigs>;
