import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArray, normalizeTags, UpdateTargetingBodySchema } from './targeting.ts';

const issues = (body: unknown) => {
  const result = UpdateTargetingBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('jsonArray (arrays may arrive as JSON strings, spec §3)', () => {
  const numbers = jsonArray(z.number());

  it('accepts an array or its JSON text; blank text is an empty array', () => {
    expect(numbers.parse([1, 2])).toEqual([1, 2]);
    expect(numbers.parse(' [1, 2] ')).toEqual([1, 2]);
    expect(numbers.parse('  ')).toEqual([]);
  });

  it('refuses text that is not a JSON array, and items of the wrong type', () => {
    expect(numbers.safeParse('not json').success).toBe(false);
    expect(numbers.safeParse('{"a":1}').success).toBe(false);
    expect(numbers.safeParse('["1"]').success).toBe(false);
  });
});

describe('normalizeTags (spec §5: trimmed, non-empty, not added twice)', () => {
  it('trims, drops blanks and case-insensitive repeats, keeping the first spelling', () => {
    expect(normalizeTags([' React ', 'react', '', '   ', 'Node.js', 'REACT', 'node.js'])).toEqual([
      'React',
      'Node.js',
    ]);
  });

  it('keeps the order given', () => {
    expect(normalizeTags(['b', 'a', 'c'])).toEqual(['b', 'a', 'c']);
  });
});

describe('UpdateTargetingBodySchema', () => {
  it('normalises lists given as JSON text and de-duplicates levels', () => {
    expect(
      UpdateTargetingBodySchema.parse({
        targetEducationLevels: '["bachelor","phd","bachelor"]',
        targetExperienceLevels: ['entry', 'entry', 'student'],
        targetSkills: '[" Python ","python","Leadership"]',
        targetInterests: '',
      }),
    ).toEqual({
      targetEducationLevels: ['bachelor', 'phd'],
      targetExperienceLevels: ['entry', 'student'],
      targetSkills: ['Python', 'Leadership'],
      targetInterests: [],
    });
  });

  it('refuses levels outside the spec’s vocabularies', () => {
    expect(issues({ targetEducationLevels: ['kindergarten'] })).toEqual([
      'targetEducationLevels.0: Unknown education level',
    ]);
    expect(issues({ targetExperienceLevels: ['intern'] })).toEqual([
      'targetExperienceLevels.0: Unknown experience level',
    ]);
  });

  it('bounds tags in number and length', () => {
    expect(issues({ targetSkills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) })).toEqual([
      'targetSkills: At most 50 entries',
    ]);
    // Repeats are dropped before counting.
    expect(issues({ targetSkills: Array.from({ length: 60 }, () => 'Same') })).toEqual([]);
    expect(issues({ targetInterests: ['x'.repeat(61)] })).toEqual([
      'targetInterests.0: Each entry must be at most 60 characters',
    ]);
  });

  it.each([
    [{ minAge: 0, maxAge: 100, priority: 0 }, []],
    [{ priority: 100 }, []],
    [{ minAge: -1 }, ['minAge: Age must be between 0 and 100']],
    [{ maxAge: 101 }, ['maxAge: Age must be between 0 and 100']],
    [{ minAge: 17.5 }, ['minAge: Age must be a whole number']],
    [{ minAge: 'teen' }, ['minAge: Age must be a number']],
    [{ priority: 101 }, ['priority: Priority must be between 0 and 100']],
    [{ priority: -1 }, ['priority: Priority must be between 0 and 100']],
    [{ priority: 'high' }, ['priority: Priority must be a number']],
    [{ priority: 2.5 }, ['priority: Priority must be a whole number']],
  ])('bounds ages and priority to 0–100: %j', (body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('coerces numeric text and allows clearing an age with null', () => {
    expect(UpdateTargetingBodySchema.parse({ minAge: '18', maxAge: null, priority: '7' })).toEqual({
      minAge: 18,
      maxAge: null,
      priority: 7,
    });
  });

  it('refuses a minimum age above the maximum, on maxAge', () => {
    expect(issues({ minAge: 50, maxAge: 40 })).toEqual(['maxAge: Maximum age must not be below minimum age']);
    expect(issues({ minAge: 40, maxAge: 40 })).toEqual([]);
    expect(issues({ minAge: 50, maxAge: null })).toEqual([]);
  });
});
