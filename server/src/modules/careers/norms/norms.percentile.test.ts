import { ageBandOf, NORM_MIN_COHORT, TOO_FEW_PEOPLE_MESSAGE } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  binOf,
  chooseCohort,
  countBelow,
  type Histogram,
  percentOf,
  toBuckets,
  traitPercentile,
} from './norms.percentile.ts';

/** A histogram of the given scores (0–100, one decimal), built the way the job stores it. */
function histogramOf(
  scores: number[],
  cohort: Pick<Histogram, 'kind'> & Partial<Pick<Histogram, 'educationLevel' | 'ageBand'>>,
): Histogram {
  const tally = new Map<number, number>();
  for (const score of scores) tally.set(binOf(score), (tally.get(binOf(score)) ?? 0) + 1);
  const bins = [...tally.keys()].sort((a, b) => a - b);
  return {
    kind: cohort.kind,
    educationLevel: cohort.educationLevel ?? null,
    ageBand: cohort.ageBand ?? null,
    size: scores.length,
    bins,
    counts: bins.map((bin) => tally.get(bin) as number),
  };
}

/** `n` scores: 0, 1, 2, … wrapping at 100. */
const spread = (n: number) => Array.from({ length: n }, (_, i) => i % 101);

describe('percentile: the share of the cohort scoring strictly lower', () => {
  it('counts only lower scores; equal scores are ties and do not count', () => {
    // 10 people: 20, 30, 40, 40, 40, 50, 60, 70, 80, 90
    const histogram = histogramOf([20, 30, 40, 40, 40, 50, 60, 70, 80, 90], { kind: 'everyone' });
    expect(countBelow(histogram, 40)).toBe(2);
    expect(countBelow(histogram, 40.1)).toBe(5);
    expect(countBelow(histogram, 39.9)).toBe(2);
    expect(countBelow(histogram, 20)).toBe(0);
    expect(countBelow(histogram, 100)).toBe(10);
  });

  it('everyone tied reads 0; the top scorer never reads 100 of a cohort they are in', () => {
    const tied = histogramOf(Array(150).fill(62.5), { kind: 'everyone' });
    expect(traitPercentile('Openness', 62.5, [tied]).percentile).toBe(0);
    const ranked = histogramOf(spread(101), { kind: 'everyone' });
    expect(traitPercentile('Openness', 100, [ranked]).percentile).toBe(99);
  });

  it('rounds down to a whole per cent (never overstates)', () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(1, 1000)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('reads the bin of a score to one decimal, as scoring rounds it', () => {
    expect(binOf(62.5)).toBe(625);
    expect(binOf(33.3)).toBe(333);
    expect(binOf(0)).toBe(0);
    expect(binOf(100)).toBe(1000);
    expect(binOf(-3)).toBe(0);
    expect(binOf(104)).toBe(1000);
  });
});

describe('cohort choice: the most specific with at least 100 people', () => {
  const everyone = histogramOf(spread(500), { kind: 'everyone' });
  const education = (n: number) => histogramOf(spread(n), { kind: 'education', educationLevel: 'bachelor' });
  const ageEducation = (n: number) =>
    histogramOf(spread(n), { kind: 'age_education', educationLevel: 'bachelor', ageBand: '25-34' });

  it('takes age band and education when it has 100 people', () => {
    const chosen = chooseCohort([everyone, education(300), ageEducation(NORM_MIN_COHORT)]);
    expect(chosen?.kind).toBe('age_education');
  });

  it('falls back to education when the age band has 99', () => {
    expect(chooseCohort([ageEducation(99), education(300), everyone])?.kind).toBe('education');
  });

  it('falls back to everyone when education has 99 too', () => {
    expect(chooseCohort([ageEducation(99), education(99), everyone])?.kind).toBe('everyone');
  });

  it('falls back to everyone when the person has no education level (no specific cohorts)', () => {
    expect(chooseCohort([everyone])?.kind).toBe('everyone');
  });

  it('shows nothing under 100 in every cohort, with the reason', () => {
    const small = histogramOf(spread(99), { kind: 'everyone' });
    expect(traitPercentile('Realistic', 50, [small, education(60)])).toEqual({
      trait: 'Realistic',
      percentile: null,
      cohort: null,
      reason: 'too_few_people',
      message: TOO_FEW_PEOPLE_MESSAGE,
    });
    expect(traitPercentile('Realistic', 50, []).reason).toBe('too_few_people');
  });

  it('reads the chosen cohort, not everyone', () => {
    // Everyone scored 0–99 and the age band scored 50 for all but one who scored 0.
    const band = histogramOf([0, ...Array(119).fill(50)], {
      kind: 'age_education',
      educationLevel: 'bachelor',
      ageBand: '25-34',
    });
    const result = traitPercentile('Realistic', 60, [everyone, education(300), band]);
    expect(result).toEqual({
      trait: 'Realistic',
      percentile: 100,
      cohort: { kind: 'age_education', educationLevel: 'bachelor', ageBand: '25-34', size: 120 },
      reason: null,
      message: null,
    });
    expect(traitPercentile('Realistic', 50, [everyone, band]).percentile).toBe(0);
  });
});

describe('age bands', () => {
  it.each([
    [0, 'under-18'],
    [17, 'under-18'],
    [18, '18-24'],
    [24, '18-24'],
    [25, '25-34'],
    [34, '25-34'],
    [35, '35-44'],
    [44, '35-44'],
    [45, '45-54'],
    [54, '45-54'],
    [55, '55-64'],
    [64, '55-64'],
    [65, '65-plus'],
    [101, '65-plus'],
  ])('%i is %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  it('an unknown or invalid age has no band', () => {
    expect(ageBandOf(null)).toBeNull();
    expect(ageBandOf(undefined)).toBeNull();
    expect(ageBandOf(-1)).toBeNull();
    expect(ageBandOf(22.5)).toBeNull();
  });
});

describe('admin bars', () => {
  it('puts every score in a 5-point bar, 100 in the last, empty bars kept', () => {
    const buckets = toBuckets(histogramOf([0, 4.9, 5, 52.5, 99.9, 100, 100], { kind: 'everyone' }));
    expect(buckets).toHaveLength(20);
    expect(buckets[0]).toEqual({ from: 0, to: 5, count: 2 });
    expect(buckets[1]).toEqual({ from: 5, to: 10, count: 1 });
    expect(buckets[10]).toEqual({ from: 50, to: 55, count: 1 });
    expect(buckets[19]).toEqual({ from: 95, to: 100, count: 3 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(7);
  });
});
