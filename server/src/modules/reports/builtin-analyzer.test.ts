import { AI_REPORT_LIMITS, AiReportContentSchema } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { BIG_FIVE_SCORES, input, matchedCareers, RIASEC_SCORES } from '../../../test/analysis-fixtures.ts';
import { analyzeBuiltin, joinWords, longDate, SUGGESTED_CAREERS } from './builtin-analyzer.ts';

describe('built-in analyzer', () => {
  it('is deterministic and fits the report schema', () => {
    const first = analyzeBuiltin(input());
    const second = analyzeBuiltin(structuredClone(input()));
    expect(second).toEqual(first);
    expect(AiReportContentSchema.parse(first)).toEqual(first);
  });

  it('summarises the strongest traits, the Holland code and the category results', () => {
    const { summary } = analyzeBuiltin(input());
    expect(summary).toContain('Asha Rao');
    expect(summary).toContain('"Career Compass", completed on March 4, 2026.');
    expect(summary).toContain('Investigative (88/100), Artistic (75/100) and Social (63/100)');
    expect(summary).toContain('Your Holland code is IAS: Investigative (I), Artistic (A) and Social (S).');
    expect(summary).toContain('"Thinker" in Work style');
  });

  it('takes strengths from the top traits, category results and skills', () => {
    const { strengths } = analyzeBuiltin(input());
    expect(strengths[0]).toMatch(/^Investigative \(88\/100\): you like to understand how things work/);
    expect(strengths).toContain(
      'Work style: Thinker — You like to understand a problem before acting on it.',
    );
    expect(strengths.at(-1)).toBe('Skills you already bring: Python and Writing.');
  });

  it('takes growth areas from the lowest traits, lowest first, framed as preferences', () => {
    const { growthAreas } = analyzeBuiltin(input());
    expect(growthAreas.map((area) => area.split(' (')[0])).toEqual([
      'Conventional',
      'Enterprising',
      'Realistic',
    ]);
    expect(growthAreas[0]).toContain('appeals to you less than variety');
    expect(growthAreas[0]).toContain('If you want to build this side, try');
  });

  it('suggests the best O*NET matches it is given, best first, and nothing else', () => {
    const given = input();
    const { careerSuggestions } = analyzeBuiltin(given);
    expect(given.careers.status).toBe('matched');
    expect(careerSuggestions.map((career) => career.title)).toEqual(
      given.careers.matches.slice(0, SUGGESTED_CAREERS).map((match) => match.title),
    );
    // With two matches only, two suggestions: none is made up to fill the list.
    const two = { ...given.careers, matches: given.careers.matches.slice(0, 2) };
    expect(analyzeBuiltin(input({ careers: two })).careerSuggestions).toHaveLength(2);
  });

  it('says why each fits from its fit, correlation and the interest letters it shares, named as the bars', () => {
    const match = {
      code: '15-1252.00',
      title: 'Software Developers',
      fit: 'great' as const,
      correlation: 0.612,
      highPointCode: 'ICR',
    };
    const renamed = {
      ...RIASEC_SCORES,
      traits: RIASEC_SCORES.traits.map((trait) =>
        trait.trait === 'Investigative' ? { ...trait, trait: 'investigative' } : trait,
      ),
    };
    const [suggestion] = analyzeBuiltin(
      input({ scores: renamed, careers: { status: 'matched', jobZone: 4, matches: [match] } }),
    ).careerSuggestions;
    expect(suggestion).toEqual({
      title: 'Software Developers',
      why: 'Great fit (correlation 0.612 with your six interest scores): its interest code ICR shares investigative with your Holland code IAS.',
    });
    const [apart] = analyzeBuiltin(
      input({
        careers: {
          status: 'matched',
          jobZone: 4,
          matches: [{ ...match, fit: 'good', correlation: 0.2, highPointCode: 'RC' }],
        },
      }),
    ).careerSuggestions;
    expect(apart!.why).toBe(
      'Good fit (correlation 0.200 with your six interest scores): its interest profile has the same shape as yours, though its high points (RC) are not in your Holland code.',
    );
  });

  it('suggests no careers for a flat interest profile, and says why', () => {
    const flat = {
      ...RIASEC_SCORES,
      traits: RIASEC_SCORES.traits.map((trait) => ({ ...trait, score: 50 })),
    };
    const careers = matchedCareers(flat);
    expect(careers).toEqual({ status: 'flat_profile', jobZone: 4, matches: [] });
    const report = analyzeBuiltin(input({ scores: flat, careers }));
    expect(report.careerSuggestions).toEqual([]);
    expect(report.nextSteps.join(' ')).toContain('no occupation fits better than another');
  });

  it('without a Holland code names traits as the bars do, with no Holland words and no borrowed careers', () => {
    const big = input({ scores: BIG_FIVE_SCORES });
    expect(big.careers).toEqual({ status: 'no_interest_profile', jobZone: 4, matches: [] });
    const report = analyzeBuiltin(big);
    const text = JSON.stringify(report);
    expect(text).not.toMatch(/Holland|RIASEC|Investigative|Artistic|Enterprising|Conventional|Realistic/);
    expect(report.careerSuggestions).toEqual([]);
    expect(report.strengths[0]).toMatch(/^Conscientiousness \(80\/100\): you are dependable/);
    expect(report.growthAreas.map((area) => area.split(' (')[0])).toEqual([
      'Emotional Stability',
      'Extraversion',
    ]);
    expect(report.growthAreas[0]).toContain('alert to risks');
  });

  it('keeps ties as ties: three traits at 50 are all joint 1st, in the summary and the strengths', () => {
    const tied = (name: string) => ({ ...BIG_FIVE_SCORES.traits[0]!, trait: name, score: 50 });
    const report = analyzeBuiltin(
      input({
        scores: { ...BIG_FIVE_SCORES, traits: [tied('Analytical'), tied('Creative'), tied('Leadership')] },
      }),
    );
    expect(report.summary).toContain(
      'Your strongest areas are Analytical (50/100, joint 1st), Creative (50/100, joint 1st) and Leadership (50/100, joint 1st).',
    );
    expect(report.strengths.slice(0, 3).map((item) => item.split(':')[0])).toEqual([
      'Analytical (50/100, joint 1st)',
      'Creative (50/100, joint 1st)',
      'Leadership (50/100, joint 1st)',
    ]);
    expect(report.nextSteps).toContain(
      'Within the next month, find a project, course or volunteer role that uses your Analytical, Creative and Leadership side: it is where you are likely to learn fastest.',
    );
    expect(JSON.stringify(report)).not.toMatch(/Holland|Investigative|Artistic|Enterprising/);
    // No trait of a three-way tie is singled out as "the lowest".
    expect(report.growthAreas).toEqual([
      'Your scores are all the same (50/100): no area stands out above or below the others, so notice which tasks you enjoy most day to day.',
    ]);
  });

  it('names a shared lowest place whole', () => {
    const at = (name: string, score: number) => ({ ...BIG_FIVE_SCORES.traits[0]!, trait: name, score });
    const report = analyzeBuiltin(
      input({
        scores: {
          ...BIG_FIVE_SCORES,
          traits: [at('Analytical', 80), at('Creative', 60), at('Leadership', 60)],
        },
      }),
    );
    expect(report.growthAreas).toEqual([
      'Your scores are fairly even, with none below the midpoint. Your lowest, Creative and Leadership (joint, 60/100), are still relative preferences worth keeping in mind when you choose roles.',
    ]);
  });

  it('still helps when the profiler measured no traits and gave no results', () => {
    const report = analyzeBuiltin(
      input({
        scores: { ...RIASEC_SCORES, categories: [], traits: [], hollandCode: null },
        person: { ...input().person, skills: [], interests: [] },
      }),
    );
    expect(report.summary).toContain('does not measure traits or give category results');
    expect(report.strengths).toHaveLength(1);
    expect(report.growthAreas).toHaveLength(1);
    expect(report.careerSuggestions).toEqual([]);
    expect(report.nextSteps).toContain(
      'Take a career-interest profiler as well: it gives concrete occupations to explore.',
    );
    expect(report.nextSteps.some((step) => step.includes('profile screening'))).toBe(true);
    expect(AiReportContentSchema.safeParse(report).success).toBe(true);
  });

  it('describes unknown traits from their scores and clips over-long result descriptions', () => {
    const long = 'x'.repeat(5000);
    const report = analyzeBuiltin(
      input({
        scores: {
          ...RIASEC_SCORES,
          hollandCode: null,
          categories: [{ ...RIASEC_SCORES.categories[0]!, resultDescription: long }],
          traits: [
            { ...RIASEC_SCORES.traits[0]!, trait: 'Grit', score: 90 },
            { ...RIASEC_SCORES.traits[0]!, trait: 'Patience', score: 20 },
          ],
        },
      }),
    );
    expect(report.strengths[0]).toBe('Grit (90/100) is one of your strongest areas in this profiler.');
    expect(report.growthAreas[0]).toMatch(/^Patience \(20\/100\) is lower than your other areas/);
    expect(report.strengths[1]!.length).toBe(AI_REPORT_LIMITS.item);
    expect(report.strengths[1]!.endsWith('…')).toBe(true);
  });

  it('adapts the study-or-career next step to the person’s stage', () => {
    const student = analyzeBuiltin(input());
    expect(student.nextSteps.some((step) => step.startsWith('Compare the study routes'))).toBe(true);
    const senior = analyzeBuiltin(
      input({ person: { ...input().person, experienceLevel: 'Senior', educationLevel: "Master's degree" } }),
    );
    expect(senior.nextSteps.some((step) => step.startsWith('Update your CV'))).toBe(true);
    const [first, second] = input().careers.matches;
    expect(student.nextSteps[0]).toContain(
      `Talk to someone working in one of your closest matches (${first!.title} or ${second!.title})`,
    );
  });

  it('joins words the way a sentence does', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('writes the completion date as a long date in UTC, as the pages do', () => {
    expect(longDate(new Date('2026-11-24T12:00:00Z'))).toBe('November 24, 2026');
    // Just before midnight UTC is still that day, wherever the server's clock is set.
    expect(longDate(new Date('2026-01-01T23:59:59Z'))).toBe('January 1, 2026');
    expect(longDate(new Date('2025-12-31T23:30:00-05:00'))).toBe('January 1, 2026');
    expect(longDate(null)).toBeNull();
    const { summary } = analyzeBuiltin(input({ completedAt: null }));
    expect(summary).not.toContain('completed on');
  });
});
