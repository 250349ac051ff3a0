import { describe, expect, it } from 'vitest';
import {
  normalizeOptions,
  optionRuleViolation,
  parseStoredOptions,
  type QuestionOption,
} from './questions.ts';

describe('normalizeOptions (spec §3, §5)', () => {
  it('turns strings into options valued option_1, option_2… by position', () => {
    expect(normalizeOptions(['Agree', 'Disagree'])).toEqual([
      { value: 'option_1', label: 'Agree' },
      { value: 'option_2', label: 'Disagree' },
    ]);
  });

  it('trims labels and drops blank ones, numbering only the options kept', () => {
    expect(normalizeOptions([' Agree ', '   ', { label: '' }, 'Disagree'])).toEqual([
      { value: 'option_1', label: 'Agree' },
      { value: 'option_2', label: 'Disagree' },
    ]);
  });

  it('keeps an explicit value, explanation, example and score; blank explanation and example go', () => {
    expect(
      normalizeOptions([
        { value: ' often ', label: 'Often', explanation: ' Most days ', example: '  ', score: 4 },
        { value: '', label: 'Never', explanation: '', example: ' Not once this year ' },
      ]),
    ).toEqual([
      { value: 'often', label: 'Often', explanation: 'Most days', score: 4 },
      { value: 'option_2', label: 'Never', example: 'Not once this year' },
    ]);
  });

  it('keeps the first option of a repeated value', () => {
    expect(
      normalizeOptions([
        { value: 'a', label: 'First' },
        { value: 'a', label: 'Second' },
      ]),
    ).toEqual([{ value: 'a', label: 'First' }]);
  });

  it('returns an empty list for no options', () => {
    expect(normalizeOptions([])).toEqual([]);
  });
});

describe('parseStoredOptions', () => {
  it('reads an array or its JSON text, normalising it', () => {
    expect(parseStoredOptions('["Yes","No"]')).toEqual([
      { value: 'option_1', label: 'Yes' },
      { value: 'option_2', label: 'No' },
    ]);
    expect(parseStoredOptions([{ value: 'x', label: 'X' }])).toEqual([{ value: 'x', label: 'X' }]);
  });

  it('reads nothing stored as no options', () => {
    expect(parseStoredOptions(null)).toEqual([]);
    expect(parseStoredOptions(undefined)).toEqual([]);
    expect(parseStoredOptions('null')).toEqual([]);
    expect(parseStoredOptions('[]')).toEqual([]);
  });

  it('answers null for anything unreadable (the UI shows "Error loading options")', () => {
    expect(parseStoredOptions('{broken')).toBeNull();
    expect(parseStoredOptions('{"a":1}')).toBeNull();
    expect(parseStoredOptions({ label: 'not a list' })).toBeNull();
    expect(parseStoredOptions([1, 2])).toBeNull();
    expect(parseStoredOptions([{ value: 'no label' }])).toBeNull();
  });
});

describe('optionRuleViolation', () => {
  const options = (count: number): QuestionOption[] =>
    Array.from({ length: count }, (_, i) => ({ value: `option_${i + 1}`, label: `Choice ${i + 1}` }));

  it('wants 2 to 10 options for multiple choice', () => {
    expect(optionRuleViolation('MULTIPLE_CHOICE', options(1))).toBe(
      'A multiple-choice question needs at least 2 options',
    );
    expect(optionRuleViolation('MULTIPLE_CHOICE', options(2))).toBeNull();
    expect(optionRuleViolation('MULTIPLE_CHOICE', options(10))).toBeNull();
    expect(optionRuleViolation('MULTIPLE_CHOICE', options(11))).toBe(
      'A multiple-choice question may have at most 10 options',
    );
  });

  it('allows a rating no labels or exactly 5', () => {
    expect(optionRuleViolation('RATING', [])).toBeNull();
    expect(optionRuleViolation('RATING', options(5))).toBeNull();
    expect(optionRuleViolation('RATING', options(4))).toBe(
      'A rating question has either no labels or exactly 5',
    );
  });

  it('allows no options on text and yes/no questions', () => {
    expect(optionRuleViolation('TEXT', [])).toBeNull();
    expect(optionRuleViolation('YES_NO', [])).toBeNull();
    expect(optionRuleViolation('TEXT', options(1))).toBe('A text question has no options');
    expect(optionRuleViolation('YES_NO', options(2))).toBe('A yes/no question has no options');
  });
});
