import {
  type AdminNormsResponse,
  ageBandOf,
  type NormCohortKind,
  type PercentilesResponse,
  type TraitDistribution,
} from '@pathwise/contract';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { normHistograms } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { findOwnAttemptScores } from '../../attempts/taking/taking.completion.ts';
import { ATTEMPT_NOT_FOUND } from '../../attempts/taking/taking.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { findCohortValues } from '../../users/profile/profile.cohort.ts';
import { createNormsJob } from './norms.job.ts';
import { type Histogram, toBuckets, traitPercentile } from './norms.percentile.ts';

const KIND_ORDER: Record<NormCohortKind, number> = { everyone: 0, education: 1, age_education: 2 };

/** Percentiles for people and distributions for administrators, read only from the job's histograms. */
export function createNormsService(deps: ModuleDeps) {
  const { db } = deps;
  const job = createNormsJob(deps);

  const computedAtOf = async () => (await job.lastRun())?.finishedAt ?? null;

  return {
    /**
     * The person's percentile for each trait of their attempt (404 for anyone else's attempt); an
     * attempt not yet scored has no traits. At most three histograms per trait are read.
     */
    async percentiles(userId: string, attemptId: string): Promise<PercentilesResponse> {
      const attempt = await findOwnAttemptScores(db, userId, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const computedAt = await computedAtOf();
      const traits = attempt.isCompleted ? (attempt.scores?.traits ?? []) : [];
      if (traits.length === 0) return { traits: [], computedAt };

      const person = await findCohortValues(db, userId);
      const education = person?.educationLevel ?? null;
      const band = ageBandOf(person?.age);
      const ownCohorts = [eq(normHistograms.kind, 'everyone')];
      if (education) {
        ownCohorts.push(
          and(eq(normHistograms.kind, 'education'), eq(normHistograms.educationLevel, education))!,
        );
        if (band) {
          ownCohorts.push(
            and(
              eq(normHistograms.kind, 'age_education'),
              eq(normHistograms.educationLevel, education),
              eq(normHistograms.ageBand, band),
            )!,
          );
        }
      }
      const rows = await db
        .select()
        .from(normHistograms)
        .where(and(eq(normHistograms.assessmentId, attempt.assessmentId), or(...ownCohorts)));
      const byTrait = new Map<string, Histogram[]>();
      for (const row of rows) {
        const list = byTrait.get(row.traitKey) ?? [];
        list.push(row);
        byTrait.set(row.traitKey, list);
      }
      return {
        traits: traits.map((trait) =>
          traitPercentile(trait.trait, trait.score, byTrait.get(trait.trait.toLowerCase()) ?? []),
        ),
        computedAt,
      };
    },

    /** Every trait's distribution for everyone (in bars) and the sizes of all its cohorts. */
    async distributions(assessmentId: string): Promise<AdminNormsResponse> {
      const rows = await db
        .select()
        .from(normHistograms)
        .where(eq(normHistograms.assessmentId, assessmentId))
        .orderBy(asc(normHistograms.traitKey), desc(normHistograms.size));
      const traits = new Map<string, TraitDistribution>();
      for (const row of rows) {
        let trait = traits.get(row.traitKey);
        if (!trait) {
          trait = { trait: row.trait, buckets: [], cohorts: [] };
          traits.set(row.traitKey, trait);
        }
        if (row.kind === 'everyone') {
          trait.trait = row.trait;
          trait.buckets = toBuckets(row);
        }
        trait.cohorts.push({
          kind: row.kind,
          educationLevel: row.educationLevel,
          ageBand: row.ageBand,
          size: row.size,
        });
      }
      for (const trait of traits.values()) {
        trait.cohorts.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.size - a.size);
      }
      return { traits: [...traits.values()], computedAt: await computedAtOf() };
    },

    lastRun: job.lastRun,
  };
}
export type NormsService = ReturnType<typeof createNormsService>;
