import { describe, expect, it } from 'vitest';
import { buildProfiler } from './profiler-fixtures';
import {
  addTag,
  countFilledTargeting,
  EMPTY_TARGETING_DRAFT,
  filledTargeting,
  targetingDraftOf,
  validateTargeting,
} from './targeting-draft';

describe('targeting drafts', () => {
  it('adds trimmed tags once, case-insensitively, and ignores blanks', () => {
    expect(addTag(['Rust'], '  Go ')).toEqual(['Rust', 'Go']);
    expect(addTag(['Rust'], 'rust')).toEqual(['Rust']);
    expect(addTag(['Rust'], '   ')).toEqual(['Rust']);
  });

  it('accepts the bounds 0 and 100 and a blank age', () => {
    const draft = { ...targetingDraftOf(buildProfiler()), minAge: '0', maxAge: '100', priority: '100' };
    expect(validateTargeting(draft).body).toMatchObject({ minAge: 0, maxAge: 100, priority: 100 });
    expect(validateTargeting({ ...draft, maxAge: '' }).body).toMatchObject({ maxAge: null });
  });

  it('names the field and the broken rule', () => {
    const draft = targetingDraftOf(buildProfiler());
    expect(validateTargeting({ ...draft, minAge: '12.5' }).errors).toEqual({ minAge: 'ageRange' });
    expect(validateTargeting({ ...draft, priority: '101' }).errors).toEqual({ priority: 'priorityRange' });
    expect(validateTargeting({ ...draft, minAge: '40', maxAge: '30' }).errors).toEqual({
      maxAge: 'maxBelowMin',
    });
    expect(validateTargeting({ ...draft, priority: '101' }).body).toBeUndefined();
  });

  it('keeps only the filled fields for a new profiler', () => {
    expect(filledTargeting(EMPTY_TARGETING_DRAFT)).toEqual({ errors: {}, body: {} });
    const draft = { ...EMPTY_TARGETING_DRAFT, targetInterests: ['Design'], maxAge: '40', priority: ' 0 ' };
    expect(filledTargeting(draft).body).toEqual({ targetInterests: ['Design'], maxAge: 40, priority: 0 });
    expect(countFilledTargeting(draft)).toBe(3);
    expect(filledTargeting({ ...draft, minAge: '50' })).toEqual({ errors: { maxAge: 'maxBelowMin' } });
  });
});
