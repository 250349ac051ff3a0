import type { CareerMatch, CareersQuery, CareersResponse, JobZone } from '@pathwise/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findOwnAttemptScores } from '../../attempts/taking/taking.completion.ts';
import { ATTEMPT_NOT_FOUND } from '../../attempts/taking/taking.service.ts';
import { findScreeningValues } from '../../users/profile/profile.screening-values.ts';
import { loadOccupations, type OccupationCatalogue } from '../occupations/occupations.catalogue.ts';
import { resolveJobZone } from './matching.job-zone.ts';
import {
  matchTraits,
  type RankedOccupation,
  rankingIndex,
  type TraitScores,
  toCareerMatch,
} from './matching.rank.ts';

/**
 * Careers for a completed attempt (GET /assessments/results/:attemptId/careers) and the top matches
 * the AI analyzer writes its career suggestions from. The occupations are ranked in memory against
 * the cached catalogue; the only queries per request are the owner's attempt and their screening.
 */

/** How many matches the analyzers and the report PDF get (the best at the person's Job Zone). */
export const TOP_MATCHES = 10;

export type CareerSuggestions = {
  status: CareersResponse['status'];
  jobZone: JobZone;
  /** Best first, at most TOP_MATCHES; empty unless status is `matched`. */
  matches: CareerMatch[];
};

type Ranking = { release: string; index: RankedOccupation[] };
const rankings = new WeakMap<OccupationCatalogue, Ranking>();

export function createCareersService(deps: { db: Db }) {
  const { db } = deps;

  async function ranking(): Promise<Ranking> {
    const catalogue = await loadOccupations(db);
    let prepared = rankings.get(catalogue);
    if (!prepared) {
      prepared = { release: catalogue.release, index: rankingIndex(catalogue.occupations) };
      rankings.set(catalogue, prepared);
    }
    return prepared;
  }

  /** Every match for these traits in the zone (asked for, or from the education level), best first. */
  async function rank(
    traits: TraitScores,
    educationLevel: string | null | undefined,
    query: Pick<CareersQuery, 'jobZone' | 'search'>,
  ) {
    const { release, index } = await ranking();
    const { jobZone, source } = resolveJobZone(query.jobZone, educationLevel);
    const { status, profile, ranked } = matchTraits(traits, index, { jobZone, search: query.search });
    return { status, profile, jobZone, jobZoneSource: source, ranked, onetRelease: release };
  }

  return {
    /** The person's own completed attempt only: anyone else's, or one still open, is 404. */
    async forAttempt(userId: string, attemptId: string, query: CareersQuery): Promise<CareersResponse> {
      const [attempt, screening] = await Promise.all([
        findOwnAttemptScores(db, userId, attemptId),
        findScreeningValues(db, userId),
      ]);
      if (!attempt?.isCompleted) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
      const { ranked, ...rest } = await rank(attempt.scores?.traits ?? [], screening?.educationLevel, query);
      return {
        ...rest,
        careers: ranked.slice(query.offset, query.offset + query.limit).map(toCareerMatch),
        total: ranked.length,
      };
    },

    /** The analyzers' input: the best matches at the zone the person's education level points to. */
    async suggestionsFor(traits: TraitScores, educationLevel: string | null): Promise<CareerSuggestions> {
      const { status, jobZone, ranked } = await rank(traits, educationLevel, {});
      return { status, jobZone, matches: ranked.slice(0, TOP_MATCHES).map(toCareerMatch) };
    },
  };
}
export type CareersService = ReturnType<typeof createCareersService>;
