import { describe, expect, it } from 'vitest';
import { type MatchTargeting, targetingMatch } from './catalogue.ts';

const none: MatchTargeting = {
  targetEducationLevels: [],
  targetExperienceLevels: [],
  targetSkills: [],
  targetInterests: [],
  minAge: null,
  maxAge: null,
};
const person = {
  educationLevel: 'bachelor',
  experienceLevel: 'entry',
  skills: ['Python', 'Leadership'],
  interests: ['Design', 'Technology', 'Finance', 'Healthcare'],
  age: 24,
};

describe('targetingMatch', () => {
  it('scores nothing for a profiler without targeting', () => {
    expect(targetingMatch(person, none)).toEqual({ score: 0, reasons: [] });
  });

  it('adds 3 for education, 3 for experience and 1 per shared skill or interest, case-insensitively', () => {
    const result = targetingMatch(person, {
      ...none,
      targetEducationLevels: ['bachelor', 'master'],
      targetExperienceLevels: ['entry'],
      targetSkills: ['python'],
      targetInterests: ['design'],
    });
    expect(result).toEqual({ score: 8, reasons: ['education', 'experience', 'Python', 'Design'] });
  });

  it('caps shared skills and interests at 3 each', () => {
    const result = targetingMatch(person, {
      ...none,
      targetInterests: ['Design', 'Technology', 'Finance', 'Healthcare'],
    });
    expect(result.score).toBe(3);
  });

  it('is no match when the age is outside the bounds, whatever else fits', () => {
    const fits = { ...none, targetEducationLevels: ['bachelor'] };
    expect(targetingMatch(person, { ...fits, minAge: 25 }).score).toBe(0);
    expect(targetingMatch(person, { ...fits, maxAge: 23 }).score).toBe(0);
    expect(targetingMatch(person, { ...fits, minAge: 24, maxAge: 24 }).score).toBe(3);
    expect(targetingMatch({ ...person, age: null }, { ...fits, minAge: 40 }).score).toBe(3);
  });
});
