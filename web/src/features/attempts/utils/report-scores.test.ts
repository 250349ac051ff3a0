import { describe, expect, it } from 'vitest';
import {
  categoriesWithResults,
  formatRaw,
  hollandLetterOf,
  hollandLetters,
  roundScore,
  sortTraits,
  type TraitScore,
} from './report-scores';

function trait(name: string, score: number, itemsAnswered = 2): TraitScore {
  return { trait: name, raw: 0, min: 0, max: 10, score, itemsAnswered, itemsTotal: 2 };
}

describe('report scores', () => {
  it('reads the RIASEC letters of a Holland code', () => {
    expect(hollandLetters('SAE')).toEqual(['S', 'A', 'E']);
    expect(hollandLetters('ria')).toEqual(['R', 'I', 'A']);
    expect(hollandLetters('SXS-C')).toEqual(['S', 'C']);
    expect(hollandLetters(null)).toEqual([]);
  });

  it('lists a tie by name, or in the order of the Holland code when there is one', () => {
    const traits = [trait('C', 90), trait('A', 40), trait('B', 90)];
    expect(sortTraits(traits).map((t) => t.trait)).toEqual(['B', 'C', 'A']);
    const even = ['Artistic', 'Conventional', 'Enterprising', 'Investigative', 'Realistic', 'Social'].map(
      (name) => trait(name, 50),
    );
    expect(sortTraits(even, 'RIA').map((t) => t.trait)).toEqual([
      'Realistic',
      'Investigative',
      'Artistic',
      'Social',
      'Enterprising',
      'Conventional',
    ]);
    expect(hollandLetterOf(' social ')).toBe('S');
    expect(hollandLetterOf('Leadership')).toBeNull();
  });

  it('sorts every trait strongest first, unanswered last', () => {
    const traits = [trait('A', 40), trait('Empty', 0, 0), trait('B', 90)];
    expect(sortTraits(traits).map((t) => t.trait)).toEqual(['B', 'A', 'Empty']);
  });

  it('rounds and clamps scores, formats raw scores', () => {
    expect(roundScore(66.666)).toBe(67);
    expect(roundScore(120)).toBe(100);
    expect(roundScore(-3)).toBe(0);
    expect(roundScore(Number.NaN)).toBe(0);
    expect(formatRaw(34)).toBe('34');
    expect(formatRaw(3.25)).toBe('3.3');
    expect(formatRaw(3.0001)).toBe('3');
  });

  it('keeps the sections that have a result label', () => {
    const base = {
      categoryId: 'c',
      title: 'T',
      answered: 1,
      total: 1,
      dominantOption: null,
      resultDescription: null,
    };
    expect(
      categoriesWithResults([
        { ...base, resultLabel: 'Hands-on doer' },
        { ...base, resultLabel: null },
      ]).map((c) => c.resultLabel),
    ).toEqual(['Hands-on doer']);
  });
});
