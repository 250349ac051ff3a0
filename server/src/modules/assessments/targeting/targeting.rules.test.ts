import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, TargetingProposalSchema } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  type AutoTargetSource,
  analyzeTargeting,
  findExplicitAgeRange,
  MAX_PROPOSED_TAGS,
  mergeTargeting,
} from './targeting.rules.ts';

const source = (overrides: Partial<AutoTargetSource>): AutoTargetSource => ({
  title: '',
  description: '',
  assessmentDescription: '',
  categoryTitles: [],
  questionTexts: [],
  ...overrides,
});

const streamSelector = source({
  title: 'Stream Selector for High School Students',
  description: 'Helps teenagers in class 10 choose between science, commerce and arts.',
  assessmentDescription: 'Designed for students aged 14 to 17 who are choosing a stream.',
  categoryTitles: ['Science aptitude', 'Creative arts', 'Numbers and money'],
  questionTexts: [
    'I enjoy doing experiments in the school laboratory.',
    'I like drawing and painting in my free time.',
    'I am good with numbers and keeping a budget.',
    'I like solving puzzles.',
    'Biology and chemistry are my favourite subjects.',
  ],
});

const developerProfiler = source({
  title: 'Software Developer Readiness',
  description:
    'For computer science undergraduates and fresh graduates looking for their first job in software.',
  assessmentDescription:
    'Covers JavaScript, React components, Node.js services, Python scripting and SQL databases.',
  categoryTitles: ['Programming fundamentals', 'Problem solving', 'Teamwork'],
  questionTexts: [
    'I can explain closures in JavaScript.',
    'I have built React components with hooks.',
    'I have written a REST API in Node.js.',
    'I use Python and pandas to analyse data.',
    'I troubleshoot bugs methodically to solve problems.',
    'I collaborate with others through code review.',
    'I write SQL queries with joins.',
  ],
});

const leadershipProfiler = source({
  title: 'Executive Leadership Style',
  description: 'For senior managers, directors and C-suite executives leading organisations.',
  assessmentDescription:
    'Explore how you communicate strategy, mentor your team and negotiate with the board.',
  categoryTitles: ['Vision', 'People leadership', 'Communication'],
  questionTexts: [
    'I take the lead when my team faces a crisis.',
    'I communicate the organisational strategy clearly.',
    'I mentor new managers.',
    'I negotiate budgets with finance.',
    'I present quarterly results to investors.',
  ],
});

const personalityProfiler = source({
  title: 'Big Five Personality',
  description: 'A short personality inventory.',
  categoryTitles: ['Openness', 'Conscientiousness', 'Extraversion', 'Agreeableness', 'Neuroticism'],
  questionTexts: [
    'I am the life of the party.',
    'I sympathize with the feelings of others.',
    'I get chores done right away.',
    'I have frequent mood swings.',
    'I have a vivid imagination.',
    'I am always prepared and organised.',
    'I feel comfortable around people.',
    'I have an active imagination and creative ideas.',
  ],
});

describe('analyzeTargeting (built-in analyzer)', () => {
  it('reads a school stream-selection profiler: high school, students, their ages, science and arts', () => {
    const proposal = analyzeTargeting(streamSelector);
    expect(proposal.targetEducationLevels).toEqual(['high-school']);
    expect(proposal.targetExperienceLevels).toEqual(['student']);
    expect(proposal.targetInterests).toEqual(expect.arrayContaining(['Science', 'Arts', 'Finance']));
    expect(proposal.targetSkills).toEqual(expect.arrayContaining(['Data Analysis']));
    // The text names the ages itself, which wins over the levels' typical ranges.
    expect([proposal.minAge, proposal.maxAge]).toEqual([14, 17]);
  });

  it('reads a developer profiler: graduates at entry level, preset tech skills first, technology', () => {
    const proposal = analyzeTargeting(developerProfiler);
    expect(proposal.targetEducationLevels).toEqual(['bachelor']);
    expect(proposal.targetExperienceLevels).toEqual(['entry']);
    expect(proposal.targetSkills).toHaveLength(MAX_PROPOSED_TAGS);
    expect(proposal.targetSkills).toEqual(
      expect.arrayContaining(['JavaScript', 'React', 'Node.js', 'Python', 'Problem Solving']),
    );
    expect(proposal.targetInterests[0]).toBe('Technology');
    // bachelor (17–30) and entry (18–30) span 17–30.
    expect([proposal.minAge, proposal.maxAge]).toEqual([17, 30]);
  });

  it('reads an executive leadership profiler: senior and executive levels, leadership and communication', () => {
    const proposal = analyzeTargeting(leadershipProfiler);
    expect(proposal.targetEducationLevels).toEqual([]);
    expect(proposal.targetExperienceLevels).toEqual(['senior', 'executive']);
    expect(proposal.targetSkills.slice(0, 2)).toEqual(['Leadership', 'Communication']);
    expect(proposal.targetSkills).toContain('Negotiation');
    expect([proposal.minAge, proposal.maxAge]).toEqual([30, 65]);
  });

  it('keeps a general personality inventory open to everyone (no levels, no ages)', () => {
    const proposal = analyzeTargeting(personalityProfiler);
    expect(proposal.targetEducationLevels).toEqual([]);
    expect(proposal.targetExperienceLevels).toEqual([]);
    expect(proposal.minAge).toBeNull();
    expect(proposal.maxAge).toBeNull();
    expect(proposal.targetSkills).toEqual(expect.arrayContaining(['Creativity']));
  });

  it('proposes nothing for empty or blank text', () => {
    const empty = {
      targetEducationLevels: [],
      targetExperienceLevels: [],
      targetSkills: [],
      targetInterests: [],
      minAge: null,
      maxAge: null,
    };
    expect(analyzeTargeting(source({}))).toEqual(empty);
    expect(analyzeTargeting(source({ title: '   ', questionTexts: ['', '  '] }))).toEqual(empty);
  });

  it('is deterministic: the same text gives the same proposal, whatever ran before', () => {
    const first = analyzeTargeting(developerProfiler);
    analyzeTargeting(leadershipProfiler);
    analyzeTargeting(streamSelector);
    expect(analyzeTargeting(developerProfiler)).toEqual(first);
    expect(analyzeTargeting(structuredClone(developerProfiler))).toEqual(first);
  });

  it('always answers a valid proposal in vocabulary order', () => {
    for (const profiler of [streamSelector, developerProfiler, leadershipProfiler, personalityProfiler]) {
      const proposal = analyzeTargeting(profiler);
      expect(TargetingProposalSchema.parse(proposal)).toEqual(proposal);
      const educationOrder = proposal.targetEducationLevels.map((l) => EDUCATION_LEVELS.indexOf(l));
      expect(educationOrder).toEqual([...educationOrder].sort((a, b) => a - b));
      const experienceOrder = proposal.targetExperienceLevels.map((l) => EXPERIENCE_LEVELS.indexOf(l));
      expect(experienceOrder).toEqual([...experienceOrder].sort((a, b) => a - b));
      expect(proposal.targetInterests.length).toBeLessThanOrEqual(MAX_PROPOSED_TAGS);
    }
  });

  it('matches whole words: "JavaScript" is not "Java", "designed" is not design, "example" is no exam', () => {
    const proposal = analyzeTargeting(
      source({ title: 'JavaScript basics, designed with an example', description: 'JavaScript JavaScript' }),
    );
    expect(proposal.targetSkills).toEqual(['JavaScript']);
    expect(proposal.targetInterests).toEqual([]);
    expect(proposal.targetExperienceLevels).toEqual([]);
  });

  it('needs more than one passing mention in the questions', () => {
    const once = analyzeTargeting(source({ questionTexts: ['I like animals.'] }));
    expect(once.targetInterests).toEqual([]);
    const twice = analyzeTargeting(
      source({ questionTexts: ['I like animals.', 'I care about the climate.'] }),
    );
    expect(twice.targetInterests).toEqual(['Environment']);
  });
});

describe('findExplicitAgeRange', () => {
  it.each([
    [' for ages 14-18 ', [14, 18]],
    [' aged 16 to 21 ', [16, 21]],
    [' 13-19 year olds ', [13, 19]],
    [' 18 to 25 years old ', [18, 25]],
    [' ages 30-20 ', [20, 30]],
    [' ages 90-150 ', [90, 100]],
  ])('reads %j as %j', (text, range) => {
    expect(findExplicitAgeRange([text])).toEqual(range);
  });

  it('ignores other number ranges', () => {
    expect(findExplicitAgeRange([' rate 1-5 ', ' 10-20 minutes ', ' version 2.1-3 years '])).toBeNull();
  });
});

describe('mergeTargeting', () => {
  const proposal = {
    targetEducationLevels: ['bachelor', 'high-school'] as ('bachelor' | 'high-school')[],
    targetExperienceLevels: ['student'] as 'student'[],
    targetSkills: ['python', 'Leadership'],
    targetInterests: ['Technology'],
    minAge: 16,
    maxAge: 25,
  };

  it('unites arrays case-insensitively, keeping existing entries and their spelling first', () => {
    const merged = mergeTargeting(
      {
        targetEducationLevels: ['master'],
        targetExperienceLevels: ['student'],
        targetSkills: ['Python', 'SQL'],
        targetInterests: [],
        minAge: null,
        maxAge: null,
      },
      proposal,
    );
    expect(merged).toEqual({
      targetEducationLevels: ['high-school', 'bachelor', 'master'],
      targetExperienceLevels: ['student'],
      targetSkills: ['Python', 'SQL', 'Leadership'],
      targetInterests: ['Technology'],
      minAge: 16,
      maxAge: 25,
    });
  });

  it('keeps an age range the profiler already has, even a half one', () => {
    const base = {
      targetEducationLevels: [],
      targetExperienceLevels: [],
      targetSkills: [],
      targetInterests: [],
    };
    expect(mergeTargeting({ ...base, minAge: 20, maxAge: 40 }, proposal)).toMatchObject({
      minAge: 20,
      maxAge: 40,
    });
    expect(mergeTargeting({ ...base, minAge: 30, maxAge: null }, proposal)).toMatchObject({
      minAge: 30,
      maxAge: null,
    });
  });
});
