import type { AnswerValue, TakingCategory, TakingQuestion } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  canLeaveForward,
  computeProgress,
  findFirstUnansweredRequired,
  findResumeIndex,
  flattenQuestions,
  isAnswered,
} from './question-flow';

let seq = 0;
function question(type: TakingQuestion['type'], overrides: Partial<TakingQuestion> = {}): TakingQuestion {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    text: `Question ${seq}`,
    type,
    options:
      type === 'MULTIPLE_CHOICE'
        ? [
            { value: 'option_1', label: 'One' },
            { value: 'option_2', label: 'Two' },
          ]
        : [],
    explanation: null,
    example: null,
    order: seq,
    categoryId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    ...overrides,
  };
}

function category(title: string, questions: TakingQuestion[]): TakingCategory {
  return { id: `cat-${title}`, title, description: '', order: 0, questions };
}

const mc = question('MULTIPLE_CHOICE');
const rating = question('RATING');
const text = question('TEXT');
const yesNo = question('YES_NO');
const steps = flattenQuestions([category('A', [mc, rating]), category('B', [text, yesNo])]);
const answers = (entries: [TakingQuestion, AnswerValue][]) => new Map(entries.map(([q, a]) => [q.id, a]));

describe('flattenQuestions', () => {
  it('lists questions section by section with their positions', () => {
    expect(
      steps.map((s) => [s.question.id, s.category.title, s.index, s.categoryIndex, s.indexInCategory]),
    ).toEqual([
      [mc.id, 'A', 0, 0, 0],
      [rating.id, 'A', 1, 0, 1],
      [text.id, 'B', 2, 1, 0],
      [yesNo.id, 'B', 3, 1, 1],
    ]);
  });

  it('numbers only the sections that have questions', () => {
    const withEmpty = flattenQuestions([category('Empty', []), category('B', [text, yesNo])]);
    expect(withEmpty.map((s) => s.categoryIndex)).toEqual([0, 0]);
  });
});

describe('isAnswered', () => {
  it('checks the answer against the question type', () => {
    expect(isAnswered(mc, 'option_2')).toBe(true);
    expect(isAnswered(mc, 'option_9')).toBe(false);
    expect(isAnswered(rating, 5)).toBe(true);
    expect(isAnswered(rating, 6)).toBe(false);
    expect(isAnswered(rating, '3')).toBe(false);
    expect(isAnswered(yesNo, false)).toBe(true);
    expect(isAnswered(yesNo, 'no')).toBe(false);
    expect(isAnswered(text, '  ')).toBe(false);
    expect(isAnswered(text, 'Nursing')).toBe(true);
    expect(isAnswered(text, undefined)).toBe(false);
  });
});

describe('computeProgress', () => {
  it('counts answered questions, the percentage (floored) and the required ones left', () => {
    expect(computeProgress(steps, new Map())).toEqual({
      answered: 0,
      total: 4,
      percentage: 0,
      requiredRemaining: 3,
    });
    expect(
      computeProgress(
        steps,
        answers([
          [mc, 'option_1'],
          [text, 'Design'],
        ]),
      ),
    ).toEqual({
      answered: 2,
      total: 4,
      percentage: 50,
      requiredRemaining: 2,
    });
    const three = flattenQuestions([
      category('C', [question('YES_NO'), question('YES_NO'), question('YES_NO')]),
    ]);
    expect(computeProgress(three, new Map([[three[0]!.question.id, true]])).percentage).toBe(33);
  });

  it('an empty profiler is 0 %', () => {
    expect(computeProgress([], new Map()).percentage).toBe(0);
  });
});

describe('findResumeIndex', () => {
  it('starts at the first question of a fresh attempt', () => {
    expect(findResumeIndex(steps, new Map())).toBe(0);
  });

  it('resumes at the first unanswered question, skipped ones included', () => {
    expect(findResumeIndex(steps, answers([[mc, 'option_1']]))).toBe(1);
    expect(
      findResumeIndex(
        steps,
        answers([
          [mc, 'option_1'],
          [rating, 3],
          [yesNo, true],
        ]),
      ),
    ).toBe(2);
  });

  it('ignores answers that do not fit the question', () => {
    expect(findResumeIndex(steps, answers([[mc, 'nope']]))).toBe(0);
  });

  it('lands on the last question when everything is answered', () => {
    expect(
      findResumeIndex(
        steps,
        answers([
          [mc, 'option_1'],
          [rating, 3],
          [text, 'x'],
          [yesNo, true],
        ]),
      ),
    ).toBe(3);
    expect(findResumeIndex([], new Map())).toBe(0);
  });
});

describe('findFirstUnansweredRequired', () => {
  it('skips optional text questions', () => {
    expect(
      findFirstUnansweredRequired(
        steps,
        answers([
          [mc, 'option_1'],
          [rating, 4],
        ]),
      ),
    ).toBe(3);
    expect(findFirstUnansweredRequired(steps, answers([[rating, 4]]))).toBe(0);
    expect(
      findFirstUnansweredRequired(
        steps,
        answers([
          [mc, 'option_1'],
          [rating, 4],
          [yesNo, false],
        ]),
      ),
    ).toBe(-1);
  });
});

describe('canLeaveForward', () => {
  it('requires an answer except on text questions', () => {
    expect(canLeaveForward(mc, undefined)).toBe(false);
    expect(canLeaveForward(mc, 'option_1')).toBe(true);
    expect(canLeaveForward(text, undefined)).toBe(true);
  });
});
