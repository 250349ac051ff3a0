import { type QualityFlag, type QuestionType, RATING_POINTS } from '@pathwise/contract';
import type { AnswerValue } from './scoring.ts';

/**
 * Response-quality flags for a completed attempt: advisory signs of careless responding, shown
 * beside the result. They never change or void the scores. Pure: the caller passes the times.
 *
 * STRAIGHT_LINING — at least STRAIGHT_LINING_MIN_RATINGS (10) valid RATING answers, all at the
 *   same position ("long-string" responding, Johnson 2005; Meade & Craig 2012). Positions, not
 *   scores, are compared: with reverse-keyed items, identical positions are exactly the
 *   contradictory pattern, and their scores differ. Ten is where a genuine identical run becomes
 *   unlikely (an attentive person varies over 10 items of different content) while short
 *   profilers are never flagged. MULTIPLE_CHOICE, YES_NO and TEXT answers are not considered.
 *
 * TOO_FAST — at least TOO_FAST_MIN_ANSWERS (10) questions answered and the mean time per answered
 *   question, (completedAt − startedAt) / answeredCount, under TOO_FAST_SECONDS_PER_ANSWER (2 s).
 *   Two seconds per item is the published cut-off for insufficient-effort responding (Huang,
 *   Curran, Keeney, Poposki & DeShon, 2012: reading and answering a short item takes longer).
 *   There is no per-question timing, so the mean stands in for the median; long pauses pull the
 *   mean above the typical time per question, so it errs towards not flagging. Below 10
 *   answers the duration is dominated by start-up and reading instructions, so nothing is flagged.
 *   A duration that is negative or not a number (bad clocks) flags nothing.
 */

export const STRAIGHT_LINING_MIN_RATINGS = 10;
export const TOO_FAST_MIN_ANSWERS = 10;
export const TOO_FAST_SECONDS_PER_ANSWER = 2;

export type ResponseQualityInput = {
  /** Every question's type and answer (null/undefined when unanswered), in question order. */
  answers: ReadonlyArray<{ type: QuestionType; value: AnswerValue | undefined }>;
  startedAt: Date;
  completedAt: Date;
  /** Questions with a valid answer (scoreAttempt's `answered`). */
  answeredCount: number;
};

export type ResponseQualityFlag = QualityFlag;

function formatSeconds(seconds: number): string {
  return seconds >= 10 ? `${Math.round(seconds)}` : `${Math.round(seconds * 10) / 10}`;
}

/** Flags in a fixed order (STRAIGHT_LINING, then TOO_FAST); empty when nothing looks careless. */
export function responseQualityFlags(input: ResponseQualityInput): ResponseQualityFlag[] {
  const flags: ResponseQualityFlag[] = [];

  const positions = input.answers
    .filter((answer) => answer.type === 'RATING')
    .map((answer) => answer.value)
    .filter(
      (value): value is number =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_POINTS,
    );
  if (positions.length >= STRAIGHT_LINING_MIN_RATINGS && positions.every((p) => p === positions[0])) {
    flags.push({
      code: 'STRAIGHT_LINING',
      message: `All ${positions.length} rating answers chose the same point on the scale (${positions[0]} of ${RATING_POINTS}).`,
    });
  }

  const seconds = (input.completedAt.getTime() - input.startedAt.getTime()) / 1000;
  if (input.answeredCount >= TOO_FAST_MIN_ANSWERS && Number.isFinite(seconds) && seconds >= 0) {
    const perAnswer = seconds / input.answeredCount;
    if (perAnswer < TOO_FAST_SECONDS_PER_ANSWER) {
      flags.push({
        code: 'TOO_FAST',
        message: `${input.answeredCount} questions were answered in ${formatSeconds(seconds)} s, ${formatSeconds(perAnswer)} s each (under ${TOO_FAST_SECONDS_PER_ANSWER} s per question suggests they were not read).`,
      });
    }
  }

  return flags;
}
