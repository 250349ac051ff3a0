import type { QuestionType } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { type ResponseQualityInput, responseQualityFlags } from './scoring.quality.ts';
import type { AnswerValue } from './scoring.ts';

const START = new Date('2026-01-01T10:00:00.000Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);

const ratings = (...positions: AnswerValue[]) =>
  positions.map((value) => ({ type: 'RATING' as QuestionType, value }));

/** Slow enough never to be TOO_FAST unless a test says otherwise. */
function input(answers: ResponseQualityInput['answers'], fields: Partial<ResponseQualityInput> = {}) {
  return { answers, startedAt: START, completedAt: after(3600), answeredCount: answers.length, ...fields };
}

const codes = (value: ResponseQualityInput) => responseQualityFlags(value).map((flag) => flag.code);

describe('responseQualityFlags', () => {
  describe('STRAIGHT_LINING', () => {
    it('flags ten rating answers all at the same position', () => {
      expect(responseQualityFlags(input(ratings(...Array(10).fill(3))))).toEqual([
        {
          code: 'STRAIGHT_LINING',
          message: 'All 10 rating answers chose the same point on the scale (3 of 5).',
        },
      ]);
    });

    it('does not flag nine identical ratings, or ten with one different', () => {
      expect(codes(input(ratings(...Array(9).fill(5))))).toEqual([]);
      expect(codes(input(ratings(...Array(9).fill(5), 4)))).toEqual([]);
    });

    it('compares rating positions only: other types and unanswered or invalid ratings are left out', () => {
      const answers = [
        ...ratings(...Array(10).fill(1)),
        ...ratings(null, undefined as unknown as AnswerValue, 7, '2'),
        { type: 'MULTIPLE_CHOICE' as const, value: 'other' },
        { type: 'YES_NO' as const, value: true },
        { type: 'TEXT' as const, value: 'text' },
      ];
      expect(codes(input(answers, { answeredCount: 13 }))).toEqual(['STRAIGHT_LINING']);
      // Ten choice answers at "position 1" are not ratings.
      const choices = Array.from({ length: 10 }, () => ({ type: 'MULTIPLE_CHOICE' as const, value: 'a' }));
      expect(codes(input(choices))).toEqual([]);
    });
  });

  describe('TOO_FAST', () => {
    const varied = ratings(1, 2, 3, 4, 5, 1, 2, 3, 4, 5);

    it('flags ten answers in under 20 seconds (under 2 s each)', () => {
      expect(responseQualityFlags(input(varied, { completedAt: after(19) }))).toEqual([
        {
          code: 'TOO_FAST',
          message:
            '10 questions were answered in 19 s, 1.9 s each (under 2 s per question suggests they were not read).',
        },
      ]);
    });

    it('does not flag exactly 2 s per answer, or fewer than ten answers', () => {
      expect(codes(input(varied, { completedAt: after(20) }))).toEqual([]);
      expect(codes(input(varied.slice(0, 9), { completedAt: after(1) }))).toEqual([]);
    });

    it('uses answeredCount, not the length of the answer list', () => {
      // 40 questions answered in 60 s → 1.5 s each
      expect(codes(input(varied, { answeredCount: 40, completedAt: after(60) }))).toEqual(['TOO_FAST']);
      // 10 listed but only 9 answered → too few to judge
      expect(codes(input(varied, { answeredCount: 9, completedAt: after(5) }))).toEqual([]);
    });

    it('flags nothing on a negative or unreadable duration', () => {
      expect(codes(input(varied, { completedAt: after(-5) }))).toEqual([]);
      expect(codes(input(varied, { completedAt: new Date(Number.NaN) }))).toEqual([]);
    });
  });

  it('can raise both flags, straight-lining first', () => {
    expect(codes(input(ratings(...Array(12).fill(4)), { completedAt: after(6) }))).toEqual([
      'STRAIGHT_LINING',
      'TOO_FAST',
    ]);
  });
});
