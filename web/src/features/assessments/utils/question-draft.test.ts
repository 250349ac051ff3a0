import { describe, expect, it } from 'vitest';
import { buildQuestion } from './catalogue-fixtures';
import {
  draftFromQuestion,
  emptyDraft,
  emptyOptions,
  newOption,
  toCreateBody,
  toUpdateBody,
  typeChangeNeedsConfirmation,
  withType,
} from './question-draft';

const CATEGORY = '7d3c1e52-3b1a-4c6e-9f10-2a3b4c5d6e7f';

describe('question drafts', () => {
  it('starts a multiple-choice question with four empty options valued option_1…option_4', () => {
    const draft = emptyDraft();
    expect(draft.type).toBe('MULTIPLE_CHOICE');
    expect(draft.options.map((option) => [option.value, option.label])).toEqual([
      ['option_1', ''],
      ['option_2', ''],
      ['option_3', ''],
      ['option_4', ''],
    ]);
  });

  it('gives a new option the next free default value', () => {
    const options = emptyOptions(3).filter((option) => option.value !== 'option_2');
    expect(newOption(options).value).toBe('option_4');
  });

  it('sends only options with a label, and leaves out blank explanation and example', () => {
    const draft = {
      ...emptyDraft(),
      text: '  Which task do you prefer?  ',
      explanation: '   ',
      example: '',
      options: emptyOptions().map((option, index) =>
        index === 1 ? option : { ...option, label: index === 3 ? '   ' : `Choice ${index + 1}` },
      ),
    };
    expect(toCreateBody(draft, CATEGORY, 5)).toEqual({
      text: 'Which task do you prefer?',
      type: 'MULTIPLE_CHOICE',
      categoryId: CATEGORY,
      order: 5,
      options: [
        { value: 'option_1', label: 'Choice 1' },
        { value: 'option_3', label: 'Choice 3' },
      ],
    });
  });

  it('sends no options for other types, and reverse scoring only for ratings', () => {
    const rating = {
      ...withType({ ...emptyDraft(), text: 'I like crowds' }, 'RATING'),
      isReverseScored: true,
    };
    expect(toCreateBody(rating, CATEGORY, 0)).toEqual({
      text: 'I like crowds',
      type: 'RATING',
      categoryId: CATEGORY,
      order: 0,
      isReverseScored: true,
    });
    expect(toCreateBody({ ...rating, type: 'TEXT' }, CATEGORY, 0)).not.toHaveProperty('options');
  });

  it('clears blank texts on an edit instead of leaving them out', () => {
    const draft = draftFromQuestion(buildQuestion({ explanation: 'Why', example: 'Like this' }));
    expect(toUpdateBody({ ...draft, explanation: ' ', example: '', traitType: '' })).toMatchObject({
      explanation: null,
      example: null,
      traitType: null,
    });
  });

  it('asks before leaving multiple choice only when an option has text', () => {
    const empty = emptyDraft();
    expect(typeChangeNeedsConfirmation(empty, 'TEXT')).toBe(false);
    const written = {
      ...empty,
      options: empty.options.map((o, i) => (i === 0 ? { ...o, example: 'x' } : o)),
    };
    expect(typeChangeNeedsConfirmation(written, 'TEXT')).toBe(true);
    expect(typeChangeNeedsConfirmation(written, 'MULTIPLE_CHOICE')).toBe(false);
  });

  it('clears options away from multiple choice and resets to four empty ones back to it', () => {
    const text = withType({ ...emptyDraft(), isReverseScored: true }, 'TEXT');
    expect(text.options).toEqual([]);
    expect(text.isReverseScored).toBe(false);
    const back = withType(text, 'MULTIPLE_CHOICE');
    expect(back.options).toHaveLength(4);
    expect(back.options.every((option) => option.label === '')).toBe(true);
  });
});
