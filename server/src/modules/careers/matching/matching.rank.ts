import {
  CAREER_FIT_CUTOFFS,
  type CareerFit,
  type CareerMatch,
  hollandLetterOf,
  type JobZone,
  RIASEC_LETTERS,
  type RiasecProfile,
} from '@pathwise/contract';
import type { Occupation } from '../occupations/occupations.catalogue.ts';

/**
 * Ranking occupations for a person (decision 013), pure. The O*NET® Interest Profiler's method as
 * SOURCE.md documents it: the Pearson correlation between the person's six RIASEC scores and each
 * occupation's six Occupational Interest scores, labelled Best / Great / Good with the cut-offs of
 * the Mini-IP linking study (r ≥ 0.729 / 0.608 / 0). Correlation compares the profiles' shape, so
 * the person's 0–100 scores need no conversion to O*NET's 1–7 scale.
 */

/** The fields of a scored trait the profile is read from (the scores' traits have them). */
export type TraitScores = ReadonlyArray<{ trait: string; score: number }>;

export type InterestProfile =
  | { status: 'no_interest_profile'; profile: null }
  | { status: 'flat_profile' | 'matched'; profile: RiasecProfile };

/**
 * The person's six-score profile from their trait scores: the traits named as the six RIASEC
 * types (any case). All six are needed — a missing one (a profiler that does not measure it, or
 * none of its items answered) leaves no profile. Six equal scores have no shape to correlate.
 */
export function interestProfile(traits: TraitScores): InterestProfile {
  const found: Partial<RiasecProfile> = {};
  for (const { trait, score } of traits) {
    const letter = hollandLetterOf(trait);
    if (letter && found[letter] === undefined && Number.isFinite(score)) found[letter] = score;
  }
  if (!RIASEC_LETTERS.every((letter) => found[letter] !== undefined)) {
    return { status: 'no_interest_profile', profile: null };
  }
  const profile = found as RiasecProfile;
  const values = RIASEC_LETTERS.map((letter) => profile[letter]);
  const flat = Math.max(...values) === Math.min(...values);
  return { status: flat ? 'flat_profile' : 'matched', profile };
}

/** O*NET merged Job Zones 1 and 2 into "Job Zone 1-2" (code 2) in 30.2; 29.3 still publishes both. */
export function matchingJobZone(publishedZone: number): JobZone {
  return Math.min(5, Math.max(2, publishedZone)) as JobZone;
}

export function fitOf(correlation: number): CareerFit | null {
  if (correlation >= CAREER_FIT_CUTOFFS.best) return 'best';
  if (correlation >= CAREER_FIT_CUTOFFS.great) return 'great';
  if (correlation >= CAREER_FIT_CUTOFFS.good) return 'good';
  return null;
}

/** An occupation with what ranking reads precomputed once: its centred scores and their length. */
export type RankedOccupation = Occupation & {
  matchZone: JobZone;
  centred: readonly number[];
  norm: number;
  /** Lower-case title and code, for the search filter. */
  haystack: string;
};

function centre(profile: RiasecProfile): { centred: number[]; norm: number } {
  const values = RIASEC_LETTERS.map((letter) => profile[letter]);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const centred = values.map((value) => value - mean);
  return { centred, norm: Math.sqrt(centred.reduce((sum, value) => sum + value * value, 0)) };
}

/** Prepares the catalogue for ranking; the service keeps the result with the cached catalogue. */
export function rankingIndex(occupations: readonly Occupation[]): RankedOccupation[] {
  return occupations.map((occupation) => ({
    ...occupation,
    matchZone: matchingJobZone(occupation.jobZone),
    ...centre(occupation.interests),
    haystack: `${occupation.title}\n${occupation.code}`.toLowerCase(),
  }));
}

/** Pearson r, rounded to three decimals as shown (the fit and the order use the shown value). */
function correlation(person: { centred: number[]; norm: number }, occupation: RankedOccupation): number {
  if (person.norm === 0 || occupation.norm === 0) return Number.NaN;
  let dot = 0;
  for (let i = 0; i < 6; i += 1) dot += (person.centred[i] as number) * (occupation.centred[i] as number);
  const r = Math.round((dot / (person.norm * occupation.norm)) * 1000) / 1000;
  return r === 0 ? 0 : r; // no "-0"
}

export type RankFilter = { jobZone: JobZone; search?: string | undefined };

/** A match before it is shaped for an answer: only the page asked for is turned into CareerMatch. */
export type RankedMatch = { occupation: RankedOccupation; correlation: number; fit: CareerFit };

/**
 * Every occupation in the Job Zone (published zone 1 counts as 2) whose title or code contains
 * `search` (any case) and whose correlation is at least 0, best first; equal correlations (as
 * shown, three decimals) in code order, so a tie never depends on the catalogue's order.
 */
export function rankOccupations(
  profile: RiasecProfile,
  index: readonly RankedOccupation[],
  filter: RankFilter,
): RankedMatch[] {
  const person = centre(profile);
  const needle = filter.search?.trim().toLowerCase() || null;
  const matches: RankedMatch[] = [];
  for (const occupation of index) {
    if (occupation.matchZone !== filter.jobZone) continue;
    if (needle && !occupation.haystack.includes(needle)) continue;
    const r = correlation(person, occupation);
    const fit = Number.isNaN(r) ? null : fitOf(r);
    if (fit) matches.push({ occupation, correlation: r, fit });
  }
  return matches.sort(
    (a, b) =>
      b.correlation - a.correlation ||
      (a.occupation.code < b.occupation.code ? -1 : a.occupation.code > b.occupation.code ? 1 : 0),
  );
}

/** A ranked match as the API, the analyzers and the PDF read it. */
export function toCareerMatch({ occupation, correlation, fit }: RankedMatch): CareerMatch {
  return {
    code: occupation.code,
    title: occupation.title,
    description: occupation.description,
    fit,
    correlation,
    jobZone: occupation.matchZone,
    highPointCode: occupation.highPointCode,
    interests: occupation.interests,
  };
}

/** The person's interest profile from their traits and, when it has a shape, their matches. */
export function matchTraits(
  traits: TraitScores,
  index: readonly RankedOccupation[],
  filter: RankFilter,
): InterestProfile & { ranked: RankedMatch[] } {
  const read = interestProfile(traits);
  return { ...read, ranked: read.status === 'matched' ? rankOccupations(read.profile, index, filter) : [] };
}
