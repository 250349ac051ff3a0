import type { Assessment, TargetingProposal } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { assessments } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { loadAssessment } from '../profilers/profilers.queries.ts';
import { lockAssessmentRow } from '../shared.ts';
import { mergeTargeting } from './targeting.rules.ts';
import { createTargetingSuggester, loadAutoTargetSource } from './targeting.source.ts';

/** Auto-targeting: propose who a profiler is for from its own words and add that to its targeting. */

export type AutoTargetResult = {
  assessment: Assessment;
  targeting: TargetingProposal;
  source: 'ai' | 'builtin';
  message: string;
};

export function createTargetingService(deps: ModuleDeps) {
  const { db, now } = deps;
  const suggestTargeting = createTargetingSuggester(deps);

  return {
    /**
     * Proposes targeting from the profiler's text and adds it to what is there. The proposal is
     * made outside the transaction (it may wait on the AI provider); the merge reads the row again.
     */
    async applyAutoTarget(id: string): Promise<AutoTargetResult> {
      const suggestion = await suggestTargeting(await loadAutoTargetSource(db, id));
      const assessment = await db.transaction(async (tx) => {
        const row = await lockAssessmentRow(tx, id);
        const merged = mergeTargeting(
          {
            targetEducationLevels: row.targetEducationLevels as TargetingProposal['targetEducationLevels'],
            targetExperienceLevels: row.targetExperienceLevels as TargetingProposal['targetExperienceLevels'],
            targetSkills: row.targetSkills,
            targetInterests: row.targetInterests,
            minAge: row.minAge,
            maxAge: row.maxAge,
          },
          suggestion.proposal,
        );
        await tx
          .update(assessments)
          .set({ ...merged, updatedAt: now() })
          .where(eq(assessments.id, id));
        return loadAssessment(tx, id);
      });
      return {
        assessment,
        targeting: suggestion.proposal,
        source: suggestion.source,
        message: suggestion.message,
      };
    },
  };
}
