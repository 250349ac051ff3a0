import type { AttemptScoresBody, JobZone } from '@pathwise/contract';
import {
  matchTraits,
  type RankedOccupation,
  rankingIndex,
  type TraitScores,
  toCareerMatch,
} from '../src/modules/careers/matching/matching.rank.ts';
import { TOP_MATCHES } from '../src/modules/careers/matching/matching.service.ts';
import { toOccupation } from '../src/modules/careers/occupations/occupations.catalogue.ts';
import { readOnetFiles } from '../src/modules/careers/occupations/occupations.files.ts';
import type { AnalysisCareers, AnalysisInput } from '../src/modules/reports/analysis-input.ts';

/** Inputs shared by the analyzer and prompt unit tests. */

const trait = (name: string, score: number, raw = score / 10) => ({
  trait: name,
  raw,
  min: 0,
  max: 10,
  score,
  itemsAnswered: 2,
  itemsTotal: 2,
});

export const RIASEC_SCORES: AttemptScoresBody = {
  answered: 13,
  total: 13,
  categories: [
    {
      categoryId: '00000000-0000-4000-8000-000000000001',
      title: 'Work style',
      answered: 1,
      total: 1,
      dominantOption: 'b',
      resultLabel: 'Thinker',
      resultDescription: 'You like to understand a problem before acting on it',
    },
    {
      categoryId: '00000000-0000-4000-8000-000000000002',
      title: 'Interests',
      answered: 12,
      total: 12,
      dominantOption: null,
      resultLabel: null,
      resultDescription: null,
    },
  ],
  traits: [
    trait('Investigative', 87.5),
    trait('Artistic', 75),
    trait('Social', 62.5),
    trait('Realistic', 37.5),
    trait('Enterprising', 25),
    trait('Conventional', 12.5),
  ],
  hollandCode: 'IAS',
  scoringVersion: 1,
};

export const BIG_FIVE_SCORES: AttemptScoresBody = {
  answered: 50,
  total: 50,
  categories: [],
  traits: [
    trait('Conscientiousness', 80, 42),
    trait('Agreeableness', 70, 38),
    trait('Intellect/Imagination', 55, 32),
    trait('Extraversion', 40, 26),
    trait('Emotional Stability', 30, 22),
  ],
  hollandCode: null,
  scoringVersion: 1,
};

let occupations: RankedOccupation[] | undefined;

/** What the careers service hands the analyzers for these scores, ranked over the shipped O*NET files. */
export function matchedCareers(scores: { traits: TraitScores }, jobZone: JobZone = 4): AnalysisCareers {
  occupations ??= rankingIndex(readOnetFiles().occupations.map(toOccupation));
  const { status, ranked } = matchTraits(scores.traits, occupations, { jobZone });
  return { status, jobZone, matches: ranked.slice(0, TOP_MATCHES).map(toCareerMatch) };
}

/** An analyzer's input; the matched careers follow the scores unless given. */
export function input(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    person: {
      name: 'Asha Rao',
      age: 19,
      educationLevel: "Bachelor's degree",
      experienceLevel: 'Student',
      skills: ['Python', 'Writing'],
      interests: ['Science', 'Design'],
    },
    assessment: { title: 'Career Compass', description: 'Find work that fits your interests' },
    completedAt: new Date('2026-03-04T10:11:12Z'),
    scores: RIASEC_SCORES,
    answers: [
      { question: 'I like to build things', answer: '2/5' },
      { question: 'Pick a weekend', answer: 'A museum visit' },
    ],
    careers: matchedCareers(overrides.scores ?? RIASEC_SCORES),
    ...overrides,
  };
}
