import type { RiasecProfile } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import type { Occupation } from '../occupations/occupations.catalogue.ts';
import {
  fitOf,
  interestProfile,
  matchingJobZone,
  type RankedOccupation,
  type RankFilter,
  rankingIndex,
  rankOccupations as rankRaw,
  toCareerMatch,
} from './matching.rank.ts';

const oi = ([R, I, A, S, E, C]: number[]): RiasecProfile => ({
  R: R!,
  I: I!,
  A: A!,
  S: S!,
  E: E!,
  C: C!,
});
const occupation = (code: string, scores: number[], jobZone = 3): Occupation => ({
  code,
  title: `Occupation ${code}`,
  description: `What ${code} does`,
  jobZone,
  interests: oi(scores),
  highPointCode: 'RI',
});
/** The ranking as the API shows it. */
const rankOccupations = (profile: RiasecProfile, index: RankedOccupation[], filter: RankFilter) =>
  rankRaw(profile, index, filter).map(toCareerMatch);
const traits = (scores: Record<string, number>) =>
  Object.entries(scores).map(([trait, score]) => ({ trait, score }));

/**
 * The person: R 100, I 80, A 60, S 40, E 20, C 0. Mean 50, so the centred scores are
 * (50, 30, 10, −10, −30, −50) and their squared length 2500+900+100+100+900+2500 = 7000.
 */
const person = oi([100, 80, 60, 40, 20, 0]);

describe('interestProfile', () => {
  it('reads the six RIASEC traits in any case and ignores other traits', () => {
    const result = interestProfile(
      traits({
        realistic: 10,
        INVESTIGATIVE: 20,
        Artistic: 30,
        Social: 40,
        Enterprising: 50,
        Conventional: 60,
        Analytical: 99,
      }),
    );
    expect(result).toEqual({
      status: 'matched',
      profile: { R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 },
    });
  });

  it('has no interest profile when one of the six is missing (a profiler without it, or none of its items answered)', () => {
    expect(
      interestProfile(
        traits({ Realistic: 10, Investigative: 20, Artistic: 30, Social: 40, Enterprising: 50 }),
      ),
    ).toEqual({ status: 'no_interest_profile', profile: null });
    expect(interestProfile(traits({ Analytical: 80, Creative: 20 })).status).toBe('no_interest_profile');
    expect(interestProfile([]).status).toBe('no_interest_profile');
  });

  it('calls six equal scores a flat profile', () => {
    const flat = traits({
      Realistic: 50,
      Investigative: 50,
      Artistic: 50,
      Social: 50,
      Enterprising: 50,
      Conventional: 50,
    });
    expect(interestProfile(flat)).toEqual({
      status: 'flat_profile',
      profile: { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 },
    });
  });
});

describe('fitOf (the Mini-IP linking study cut-offs)', () => {
  it('labels r ≥ 0.729 best, ≥ 0.608 great, ≥ 0 good and leaves a negative r out', () => {
    expect([0.729, 0.7289, 0.608, 0.6079, 0, -0.001].map(fitOf)).toEqual([
      'best',
      'great',
      'great',
      'good',
      'good',
      null,
    ]);
  });
});

describe('matchingJobZone', () => {
  it('reads the published Job Zone 1 as 2 (O*NET merged them) and keeps 2-5', () => {
    expect([1, 2, 3, 4, 5].map(matchingJobZone)).toEqual([2, 2, 3, 4, 5]);
  });
});

describe('rankOccupations', () => {
  it('ranks by Pearson r, computed by hand', () => {
    const index = rankingIndex([
      // (5,5,1,1,3,3): centred (2,2,−2,−2,0,0), length 4; dot = 100+60−20+20 = 160;
      // r = 160 / (4·√7000) = 0.478 → good
      occupation('11-0001.00', [5, 5, 1, 1, 3, 3]),
      // (7,6,5,4,3,2): the same shape as the person's → r = 1 → best
      occupation('11-0002.00', [7, 6, 5, 4, 3, 2]),
      // (5,3,5,1,3,1): centred (2,0,2,−2,0,−2), length 4; dot = 100+20+20+100 = 240;
      // r = 240 / (4·√7000) = 0.717 → great
      occupation('11-0003.00', [5, 3, 5, 1, 3, 1]),
      // the reverse shape: r = −1, not a match
      occupation('11-0004.00', [2, 3, 4, 5, 6, 7]),
      // no shape at all: no correlation, not a match
      occupation('11-0005.00', [4, 4, 4, 4, 4, 4]),
    ]);
    const matches = rankOccupations(person, index, { jobZone: 3 });
    expect(matches.map(({ code, correlation, fit }) => ({ code, correlation, fit }))).toEqual([
      { code: '11-0002.00', correlation: 1, fit: 'best' },
      { code: '11-0003.00', correlation: 0.717, fit: 'great' },
      { code: '11-0001.00', correlation: 0.478, fit: 'good' },
    ]);
    expect(matches[0]).toMatchObject({
      title: 'Occupation 11-0002.00',
      description: 'What 11-0002.00 does',
      jobZone: 3,
      highPointCode: 'RI',
      interests: { R: 7, I: 6, A: 5, S: 4, E: 3, C: 2 },
    });
  });

  it('orders equal correlations by code, whatever the catalogue order', () => {
    // Both are the person's shape (r = 1): one scaled, one shifted.
    const index = rankingIndex([
      occupation('29-1141.00', [4, 3.5, 3, 2.5, 2, 1.5]),
      occupation('15-1252.00', [7, 6, 5, 4, 3, 2]),
      occupation('13-2011.00', [6, 5, 4, 3, 2, 1]),
    ]);
    expect(rankOccupations(person, index, { jobZone: 3 }).map((match) => match.code)).toEqual([
      '13-2011.00',
      '15-1252.00',
      '29-1141.00',
    ]);
  });

  it('keeps only the Job Zone asked for, with published zone 1 inside zone 2', () => {
    const index = rankingIndex([
      occupation('35-0001.00', [7, 6, 5, 4, 3, 2], 1),
      occupation('35-0002.00', [7, 6, 5, 4, 3, 2], 2),
      occupation('35-0003.00', [7, 6, 5, 4, 3, 2], 3),
      occupation('35-0005.00', [7, 6, 5, 4, 3, 2], 5),
    ]);
    const zone = (jobZone: 2 | 3 | 4 | 5) =>
      rankOccupations(person, index, { jobZone }).map(({ code, jobZone: shown }) => `${code}@${shown}`);
    expect(zone(2)).toEqual(['35-0001.00@2', '35-0002.00@2']);
    expect(zone(3)).toEqual(['35-0003.00@3']);
    expect(zone(4)).toEqual([]);
    expect(zone(5)).toEqual(['35-0005.00@5']);
  });

  it('searches titles and codes, any case', () => {
    const index = rankingIndex([
      { ...occupation('15-1252.00', [7, 6, 5, 4, 3, 2]), title: 'Software Developers' },
      { ...occupation('29-1141.00', [5, 5, 1, 1, 3, 3]), title: 'Registered Nurses' },
    ]);
    const codes = (search: string) =>
      rankOccupations(person, index, { jobZone: 3, search }).map((match) => match.code);
    expect(codes('SOFTWARE')).toEqual(['15-1252.00']);
    expect(codes('nurse')).toEqual(['29-1141.00']);
    expect(codes('29-1141')).toEqual(['29-1141.00']);
    expect(codes('  ')).toEqual(['15-1252.00', '29-1141.00']);
    expect(codes('pilot')).toEqual([]);
  });

  it('gives the same ranking for any scale of the person (correlation compares shape)', () => {
    const index = rankingIndex([
      occupation('11-0001.00', [5, 5, 1, 1, 3, 3]),
      occupation('11-0003.00', [5, 3, 5, 1, 3, 1]),
    ]);
    const onOiScale = oi([7, 6, 5, 4, 3, 2]);
    expect(rankOccupations(onOiScale, index, { jobZone: 3 })).toEqual(
      rankOccupations(person, index, { jobZone: 3 }),
    );
  });
});
