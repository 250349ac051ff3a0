import type { TakingQuestion } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { choiceForKey, choicesOf, moveChoice, ratingLabelsOf } from './answer-choices';

function question(type: TakingQuestion['type'], options: TakingQuestion['options'] = []): TakingQuestion {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    text: 'Q',
    type,
    options,
    explanation: null,
    example: null,
    order: 0,
    categoryId: '00000000-0000-4000-8000-000000000002',
  };
}

const mc = question('MULTIPLE_CHOICE', [
  { value: 'option_1', label: 'A' },
  { value: 'option_2', label: 'B' },
  { value: 'option_3', label: 'C' },
]);

describe('answer choices', () => {
  it('lists what each type offers', () => {
    expect(choicesOf(mc)).toEqual(['option_1', 'option_2', 'option_3']);
    expect(choicesOf(question('RATING'))).toEqual([1, 2, 3, 4, 5]);
    expect(choicesOf(question('YES_NO'))).toEqual([true, false]);
    expect(choicesOf(question('TEXT'))).toEqual([]);
  });

  it('maps number keys to choices', () => {
    expect(choiceForKey(mc, 2)).toBe('option_2');
    expect(choiceForKey(mc, 4)).toBeUndefined();
    expect(choiceForKey(question('RATING'), 5)).toBe(5);
    expect(choiceForKey(question('YES_NO'), 1)).toBe(true);
    expect(choiceForKey(question('YES_NO'), 2)).toBe(false);
  });

  it('moves through the choices and stops at the ends', () => {
    expect(moveChoice(mc, undefined, 1)).toBe('option_1');
    expect(moveChoice(mc, undefined, -1)).toBe('option_3');
    expect(moveChoice(mc, 'option_1', 1)).toBe('option_2');
    expect(moveChoice(mc, 'option_3', 1)).toBe('option_3');
    expect(moveChoice(mc, 'option_1', -1)).toBe('option_1');
    expect(moveChoice(question('RATING'), 3, -1)).toBe(2);
    expect(moveChoice(question('TEXT'), undefined, 1)).toBeUndefined();
  });

  it("uses a rating question's own five labels, else none", () => {
    const labels = ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'];
    expect(
      ratingLabelsOf(
        question(
          'RATING',
          labels.map((label, i) => ({ value: `option_${i + 1}`, label })),
        ),
      ),
    ).toEqual(labels);
    expect(ratingLabelsOf(question('RATING'))).toBeNull();
    expect(
      ratingLabelsOf(
        question('RATING', [
          { value: 'a', label: 'Low' },
          { value: 'b', label: 'High' },
        ]),
      ),
    ).toBeNull();
  });
});
