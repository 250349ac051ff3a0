import { describe, expect, it } from 'vitest';
import {
  analysisWriterText,
  headlineText,
  ordinal,
  rankTraits,
  readHolland,
  reportHeadline,
  reportSections,
  strongestTraits,
} from './report-reading.ts';

const trait = (name: string, score: number, itemsAnswered = 4) => ({ trait: name, score, itemsAnswered });
const scores = (
  traits: ReturnType<typeof trait>[],
  extra: Partial<{
    hollandCode: string | null;
    categories: Array<{ title: string; resultLabel: string | null; resultDescription: string | null }>;
  }> = {},
) => ({ traits, categories: extra.categories ?? [], hollandCode: extra.hollandCode ?? null });

describe('rankTraits', () => {
  it('gives equal shown scores one rank (competition ranking) and lists a tie by name', () => {
    const ranked = rankTraits([
      trait('Leadership', 50),
      trait('Analytical', 50),
      trait('Creative', 50),
      trait('Practical', 20),
    ]);
    expect(ranked.map((entry) => [entry.trait.trait, entry.rank, entry.joint])).toEqual([
      ['Analytical', 1, true],
      ['Creative', 1, true],
      ['Leadership', 1, true],
      ['Practical', 4, false],
    ]);
  });

  it('compares the whole scores the bars show (62.4 and 61.6 both read 62), not the decimals', () => {
    const ranked = rankTraits([trait('B', 61.6), trait('A', 62.4), trait('C', 62.6)]);
    expect(ranked.map((entry) => [entry.trait.trait, entry.rank])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 2],
    ]);
  });

  it('puts traits with nothing answered last, unranked', () => {
    const ranked = rankTraits([trait('Unasked', 0, 0), trait('Asked', 10)]);
    expect(ranked.map((entry) => [entry.trait.trait, entry.rank])).toEqual([
      ['Asked', 1],
      ['Unasked', null],
    ]);
  });
});

describe('strongestTraits', () => {
  it('keeps a tie at the cut-off whole instead of dropping one of its members by accident', () => {
    const top = strongestTraits([
      trait('A', 80),
      trait('B', 60),
      trait('C', 40),
      trait('D', 40),
      trait('E', 10),
    ]);
    expect(top.map((entry) => [entry.trait.trait, entry.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 3],
    ]);
  });
});

describe('readHolland', () => {
  const riasec = (r: number, i: number, a: number, s: number, e: number, c: number) => [
    trait('Realistic', r),
    trait('Investigative', i),
    trait('Artistic', a),
    trait('Social', s),
    trait('Enterprising', e),
    trait('Conventional', c),
  ];

  it('reads the code and its three types as the bars name them', () => {
    const holland = readHolland(scores(riasec(10, 90, 70, 50, 30, 20), { hollandCode: 'IAS' }));
    expect(holland?.code).toBe('IAS');
    expect(holland?.types.map((type) => type.trait)).toEqual(['Investigative', 'Artistic', 'Social']);
    expect(holland?.tiedForThird).toEqual([]);
  });

  it('says when third place is tied, and keeps the scored code order inside the tie', () => {
    const holland = readHolland(scores(riasec(10, 90, 70, 50, 50, 20), { hollandCode: 'IAE' }));
    expect(holland?.code).toBe('IAE');
    expect(holland?.tiedForThird.map((type) => type.trait)).toEqual(['Social']);
    expect(headlineText({ kind: 'interest', holland: holland! })).toBe(
      'Your Holland code is IAE: Investigative (I), Artistic (A) and Enterprising (E). Third place is a tie: Enterprising and Social scored the same (50/100), so any of them completes the code equally well.',
    );
  });

  it('says a tie that reaches into the code: second and third places shared by three types', () => {
    const holland = readHolland(scores(riasec(54, 54, 50, 40, 67, 54), { hollandCode: 'ERI' }))!;
    expect(holland.code).toBe('ERI');
    expect(holland.cutTie).toEqual({
      types: [
        expect.objectContaining({ trait: 'Realistic', rank: 2, joint: true }),
        expect.objectContaining({ trait: 'Investigative', rank: 2, joint: true }),
        expect.objectContaining({ trait: 'Conventional', rank: 2, joint: true }),
      ],
      places: 2,
    });
    expect(headlineText({ kind: 'interest', holland })).toContain(
      'Second and third places are a tie: Realistic, Investigative and Conventional scored the same (54/100), so any two of them complete the code equally well.',
    );
    expect(readHolland(scores(riasec(10, 90, 70, 50, 30, 20)))!.cutTie).toBeNull();
  });

  it('has no code when fewer than three interest types were scored', () => {
    expect(
      readHolland(scores([trait('Realistic', 50), trait('Social', 40), trait('Analytical', 90)])),
    ).toBeNull();
  });
});

describe('reportHeadline', () => {
  it('leads an interest profiler with its Holland code', () => {
    const headline = reportHeadline(
      scores([trait('Realistic', 80), trait('Social', 60), trait('Artistic', 40)], { hollandCode: 'RSA' }),
    );
    expect(headline.kind).toBe('interest');
  });

  it('leads a category-result profiler with the first result label', () => {
    const headline = reportHeadline(
      scores([trait('Analytical', 70)], {
        categories: [
          { title: 'Style', resultLabel: null, resultDescription: null },
          { title: 'Work style', resultLabel: 'The Planner', resultDescription: 'You plan ahead.' },
          { title: 'Team', resultLabel: 'The Anchor', resultDescription: null },
        ],
      }),
    );
    expect(headline).toEqual({
      kind: 'category',
      title: 'Work style',
      label: 'The Planner',
      description: 'You plan ahead.',
      moreResults: 1,
    });
  });

  it('leads a traits-only profiler with its strongest traits, joint when tied, with no Holland words', () => {
    const headline = reportHeadline(
      scores([trait('Analytical', 50), trait('Creative', 50), trait('Leadership', 50)]),
    );
    expect(headline).toEqual({
      kind: 'traits',
      traits: [
        { trait: 'Analytical', score: 50 },
        { trait: 'Creative', score: 50 },
        { trait: 'Leadership', score: 50 },
      ],
      joint: true,
    });
    const text = headlineText(headline);
    expect(text).toBe(
      'Your strongest traits are joint first: Analytical (50/100), Creative (50/100) and Leadership (50/100).',
    );
    expect(text).not.toMatch(/Holland|Investigative|Artistic|Enterprising/);
  });

  it('has nothing to lead with when nothing was scored', () => {
    expect(reportHeadline(scores([]))).toEqual({ kind: 'none' });
  });
});

describe('reportSections', () => {
  it('lists the Holland section only when there is a code, and categories only with a result', () => {
    expect(reportSections(scores([trait('Analytical', 50)]))).toEqual({
      holland: false,
      traits: true,
      categories: false,
    });
    expect(
      reportSections(
        scores([trait('Realistic', 1), trait('Social', 2), trait('Artistic', 3)], {
          categories: [{ title: 'x', resultLabel: 'Y', resultDescription: null }],
        }),
      ),
    ).toEqual({ holland: true, traits: true, categories: true });
  });
});

describe('analysisWriterText and ordinal', () => {
  it('credits AI only when an AI provider wrote the analysis', () => {
    expect(analysisWriterText({ provider: 'openai', model: 'gpt-4o-mini' })).toBe(
      'Written by AI (gpt-4o-mini)',
    );
    expect(analysisWriterText({ provider: 'builtin', model: null })).toBe(
      "Written by Pathwise's built-in analyzer from your scores",
    );
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [21, '21st'],
  ])('%d → %s', (rank, text) => {
    expect(ordinal(rank)).toBe(text);
  });
});
