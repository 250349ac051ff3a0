import { describe, expect, it } from 'vitest';
import { screeningAnswerFault } from './screening.answers.ts';

const options = [{ value: 'a' }, { value: 'b' }];
const question = (type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'NUMBER' | 'TEXT') => ({
  type,
  options,
  label: 'Goal',
});

describe('screeningAnswerFault', () => {
  it('accepts answers that fit their question', () => {
    expect(screeningAnswerFault(question('SINGLE_CHOICE'), 'a')).toBeNull();
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), ['a', 'b'])).toBeNull();
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), [])).toBeNull();
    expect(screeningAnswerFault(question('NUMBER'), 0)).toBeNull();
    expect(screeningAnswerFault(question('TEXT'), 'anything')).toBeNull();
  });

  it('names the question in every fault', () => {
    expect(screeningAnswerFault(question('SINGLE_CHOICE'), 'z')).toBe('Choose one of the options for "Goal"');
    expect(screeningAnswerFault(question('SINGLE_CHOICE'), ['a'])).toBe(
      'Choose one of the options for "Goal"',
    );
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), 'a')).toBe('"Goal" takes a list');
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), ['a', 'z'])).toBe(
      '"z" is not an option for "Goal"',
    );
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), ['a', 3])).toBe(
      '"3" is not an option for "Goal"',
    );
    expect(screeningAnswerFault(question('NUMBER'), '27')).toBe('"Goal" takes a number');
    expect(screeningAnswerFault(question('TEXT'), 5)).toBe('"Goal" takes text');
  });

  it('takes free entries in a multiple choice only where the field allows custom ones', () => {
    expect(
      screeningAnswerFault(question('MULTIPLE_CHOICE'), ['a', 'Juggling'], { allowCustom: true }),
    ).toBeNull();
    expect(screeningAnswerFault(question('MULTIPLE_CHOICE'), ['a', 7], { allowCustom: true })).toBe(
      '"7" is not an option for "Goal"',
    );
  });
});
