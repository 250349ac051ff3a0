import { describe, expect, it } from 'vitest';
import {
  compareInterests,
  highPointLetters,
  OCCUPATION_SCALE,
  PERSON_SCALE,
  shareOfScale,
} from './interest-scale';

describe('putting 0–100 scores and 1–7 O*NET ratings side by side', () => {
  it('places each score between its own scale’s lowest and highest value', () => {
    expect(shareOfScale(0, PERSON_SCALE)).toBe(0);
    expect(shareOfScale(85, PERSON_SCALE)).toBe(85);
    expect(shareOfScale(1, OCCUPATION_SCALE)).toBe(0);
    expect(shareOfScale(4, OCCUPATION_SCALE)).toBe(50);
    expect(shareOfScale(7, OCCUPATION_SCALE)).toBe(100);
    // (5.86 − 1) / 6 = 81 %
    expect(shareOfScale(5.86, OCCUPATION_SCALE)).toBe(81);
    expect(shareOfScale(120, PERSON_SCALE)).toBe(100);
    expect(shareOfScale(Number.NaN, PERSON_SCALE)).toBe(0);
  });

  it('compares the six areas in RIASEC order, with no person bar when there is no profile', () => {
    const occupation = { R: 7, I: 1, A: 4, S: 2.5, E: 5.5, C: 3 };
    const rows = compareInterests({ R: 10, I: 90.4, A: 50, S: 0, E: 100, C: 33 }, occupation);
    expect(rows.map((row) => row.letter)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(rows[1]).toEqual({ letter: 'I', person: 90, personShare: 90, occupation: 1, occupationShare: 0 });
    expect(rows[4]).toEqual({
      letter: 'E',
      person: 100,
      personShare: 100,
      occupation: 5.5,
      occupationShare: 75,
    });
    expect(compareInterests(null, occupation)[0]).toMatchObject({ person: null, personShare: null });
  });

  it('reads the letters of a high-point code', () => {
    expect(highPointLetters('ICR')).toEqual(['I', 'C', 'R']);
    expect(highPointLetters('a')).toEqual(['A']);
    expect(highPointLetters('E-C')).toEqual(['E', 'C']);
    expect(highPointLetters('')).toEqual([]);
  });
});
