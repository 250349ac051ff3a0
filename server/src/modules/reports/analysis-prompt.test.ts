import { DEFAULT_SYSTEM_PROMPT, PROMPT_PLACEHOLDER_NAMES } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { BIG_FIVE_SCORES, input, RIASEC_SCORES } from '../../../test/analysis-fixtures.ts';
import { PROMPT_TEMPLATES } from '../assessments/prompts/prompts.templates.ts';
import { describeAnswer } from './analysis-input.ts';
import {
  buildAnalysisPrompt,
  DEFAULT_TEMPLATE,
  MAX_ANSWERS_CHARACTERS,
  matchedCareersText,
  OUTPUT_INSTRUCTIONS,
  onlyMatchedCareers,
  promptValues,
  READING_RULES,
} from './analysis-prompt.ts';

describe('analysis prompt', () => {
  it('fills every placeholder from the person and the results', () => {
    const values = promptValues(input());
    expect(Object.keys(values).sort()).toEqual([...PROMPT_PLACEHOLDER_NAMES].sort());
    expect(values).toEqual({
      name: 'Asha Rao',
      age: 19,
      educationLevel: "Bachelor's degree",
      experienceLevel: 'Student',
      skills: 'Python, Writing',
      interests: 'Science, Design',
      assessmentTitle: 'Career Compass',
      assessmentDescription: 'Find work that fits your interests',
      categoryResults:
        '- Work style: Thinker — You like to understand a problem before acting on it\n- Interests: no result',
      traitScores: [
        '- Investigative: 88/100',
        '- Artistic: 75/100',
        '- Social: 63/100',
        '- Realistic: 38/100',
        '- Enterprising: 25/100',
        '- Conventional: 13/100',
      ].join('\n'),
      topTraits: 'Investigative, Artistic, Social',
      hollandCode: 'IAS (Investigative, Artistic, Social)',
      answers: '- I like to build things: 2/5\n- Pick a weekend: A museum visit',
      completedAt: '2026-03-04',
    });
  });

  it('renders the active prompt, with the default system prompt when it has none', () => {
    const prompt = buildAnalysisPrompt(input(), {
      promptText: 'Report for {{name}} ({{age}}), code {{hollandCode}}, skills {{ skills }}.',
      systemPrompt: '   ',
    });
    expect(prompt.source).toBe('active');
    expect(prompt.user).toBe(
      `Report for Asha Rao (19), code IAS (Investigative, Artistic, Social), skills Python, Writing.\n\nMain result: Your Holland code is IAS: Investigative (I), Artistic (A) and Social (S).\n\n${matchedCareersText(input().careers)}`,
    );
    expect(prompt.system).toBe(`${DEFAULT_SYSTEM_PROMPT}\n\n${OUTPUT_INSTRUCTIONS}\n${READING_RULES}`);
  });

  it('renders placeholders in the active system prompt too', () => {
    const prompt = buildAnalysisPrompt(input(), {
      promptText: 'Go.',
      systemPrompt: 'You write for {{name}}.',
    });
    expect(prompt.system.startsWith('You write for Asha Rao.\n\n')).toBe(true);
  });

  it('falls back to the career-report template when the profiler has no active prompt', () => {
    expect(DEFAULT_TEMPLATE).toBe(PROMPT_TEMPLATES['career-report']);
    const prompt = buildAnalysisPrompt(input(), null);
    expect(prompt.source).toBe('default');
    expect(prompt.system).toBe(
      `${DEFAULT_TEMPLATE.systemPrompt}\n\n${OUTPUT_INSTRUCTIONS}\n${READING_RULES}`,
    );
    expect(prompt.user).toContain('Write a career guidance report for Asha Rao');
    expect(prompt.user).toContain('- Investigative: 88/100');
    expect(prompt.user).toContain('Holland code: IAS (Investigative, Artistic, Social)');
    expect(prompt.user).not.toMatch(/\{\{/);
  });

  it("says 'not given' for what the person left out", () => {
    const values = promptValues(
      input({
        person: {
          name: 'Li',
          age: null,
          educationLevel: null,
          experienceLevel: null,
          skills: [],
          interests: [],
        },
        scores: { ...RIASEC_SCORES, hollandCode: null, categories: [], traits: [] },
        answers: [],
        completedAt: null,
      }),
    );
    const prompt = buildAnalysisPrompt(
      input({
        person: {
          name: 'Li',
          age: null,
          educationLevel: null,
          experienceLevel: null,
          skills: [],
          interests: [],
        },
      }),
      { promptText: '{{age}}|{{skills}}|{{educationLevel}}', systemPrompt: null },
    );
    expect(prompt.user.split('\n\n')[0]).toBe('not given|not given|not given');
    expect(values.hollandCode).toBeNull();
    expect(values.traitScores).toBeNull();
    expect(values.answers).toBeNull();
  });

  it('names traits as the bars do, keeps ties and gives no Holland code without interest types', () => {
    const tied = (name: string) => ({ ...BIG_FIVE_SCORES.traits[0]!, trait: name, score: 50 });
    const scores = { ...BIG_FIVE_SCORES, traits: [tied('Analytical'), tied('Creative'), tied('Leadership')] };
    const values = promptValues(input({ scores }));
    expect(values.topTraits).toBe('Analytical (joint 1st), Creative (joint 1st), Leadership (joint 1st)');
    expect(values.hollandCode).toBeNull();
    const prompt = buildAnalysisPrompt(input({ scores }), null);
    expect(prompt.user).toContain(
      'Main result: Your strongest traits are joint first: Analytical (50/100), Creative (50/100) and Leadership (50/100).',
    );
    expect(prompt.user).not.toMatch(/Investigative|Artistic|Enterprising/);
  });

  it('says a tie for the third Holland letter', () => {
    const scores = {
      ...RIASEC_SCORES,
      traits: RIASEC_SCORES.traits.map((trait) =>
        trait.trait === 'Conventional' ? { ...trait, score: 63 } : trait,
      ),
    };
    expect(promptValues(input({ scores })).hollandCode).toBe(
      'IAS (Investigative, Artistic, Social). Third place is a tie: Social and Conventional scored the same (63/100), so any of them completes the code equally well.',
    );
  });

  it('bounds the answers placeholder for long item banks', () => {
    const answers = Array.from({ length: 400 }, (_, i) => ({
      question: `Question number ${i} about something fairly long`,
      answer: 'y'.repeat(i === 0 ? 2000 : 10),
    }));
    const text = String(promptValues(input({ answers })).answers);
    expect(text.length).toBeLessThanOrEqual(MAX_ANSWERS_CHARACTERS + 100);
    expect(text.split('\n')[0]!.length).toBeLessThan(600);
    expect(text).toMatch(/more answers left out for length\)$/);
  });

  it('says answers the way a reader would', () => {
    const options = [
      { value: 'option_1', label: 'Build' },
      { value: 'option_2', label: 'Research' },
    ];
    expect(describeAnswer({ type: 'MULTIPLE_CHOICE', options }, 'option_2')).toBe('Research');
    expect(describeAnswer({ type: 'RATING', options: [] }, 4)).toBe('4/5');
    const anchors = ['No', 'Rather not', 'Unsure', 'Rather yes', 'Yes'].map((label, i) => ({
      value: String(i + 1),
      label,
    }));
    expect(describeAnswer({ type: 'RATING', options: anchors }, 4)).toBe('4/5 (Rather yes)');
    expect(describeAnswer({ type: 'YES_NO', options: [] }, false)).toBe('No');
    expect(describeAnswer({ type: 'TEXT', options: [] }, '  ')).toBeNull();
    expect(describeAnswer({ type: 'TEXT', options: [] }, ' Hello ')).toBe('Hello');
  });

  describe('matched careers', () => {
    it('lists the O*NET matches it is given, best first, and asks for suggestions from them only', () => {
      const given = input();
      const prompt = buildAnalysisPrompt(given, null);
      expect(given.careers.matches).toHaveLength(10);
      const listed = prompt.user.split('\n').filter((line) => /^- .+ \(\d{2}-\d{4}\.\d{2}\): /.test(line));
      expect(listed.map((line) => line.slice(2, line.indexOf(' ('))).slice(0, 10)).toEqual(
        given.careers.matches.map((match) => match.title.split(' (')[0]),
      );
      const [best] = given.careers.matches;
      expect(prompt.user).toContain(
        `- ${best!.title} (${best!.code}): ${best!.fit} fit, correlation ${best!.correlation.toFixed(3)}, interest code ${best!.highPointCode}`,
      );
      expect(prompt.user).toContain(
        'Matched careers (O*NET® occupations at Job Zone 4, best first; suggest careers from this list only):',
      );
      expect(prompt.system).toContain(
        'careerSuggestions: occupations from the "Matched careers" list of the message only',
      );
    });

    it('names the merged zone as O*NET does', () => {
      const careers = { ...input().careers, jobZone: 2 as const };
      expect(matchedCareersText(careers)).toContain('at Job Zone 1-2,');
    });

    it('asks for no careers when there are no matches, saying why', () => {
      expect(buildAnalysisPrompt(input({ scores: BIG_FIVE_SCORES }), null).user).toContain(
        'Matched careers: none (this profiler does not measure the six interest areas). Suggest no careers.',
      );
      expect(matchedCareersText({ status: 'flat_profile', jobZone: 3, matches: [] })).toBe(
        'Matched careers: none (the six interest scores are equal, so no occupation fits better than another). Suggest no careers.',
      );
    });

    it("keeps the model's suggestions to the matched list", () => {
      const given = input();
      const [first, second] = given.careers.matches;
      const content = {
        summary: 'S',
        strengths: [],
        growthAreas: [],
        nextSteps: [],
        careerSuggestions: [
          { title: first!.title.toUpperCase(), why: 'listed, any case' },
          { title: 'Astronaut', why: 'not a match' },
          { title: ` ${second!.title} `, why: 'listed, with spaces' },
        ],
      };
      expect(onlyMatchedCareers(content, given.careers).careerSuggestions.map((c) => c.why)).toEqual([
        'listed, any case',
        'listed, with spaces',
      ]);
      const none = input({ scores: BIG_FIVE_SCORES }).careers;
      expect(onlyMatchedCareers(content, none).careerSuggestions).toEqual([]);
    });
  });
});
