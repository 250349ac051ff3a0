import { describe, expect, it } from 'vitest';
import { estimateMinutes, SECONDS_PER_QUESTION } from './time-estimate.ts';

describe('estimateMinutes', () => {
  it('adds the per-type seconds and rounds up to whole minutes, at least 1', () => {
    expect(estimateMinutes({})).toBe(1);
    // 10 × 15 s + 20 × 8 s + 1 × 60 s = 370 s → 7 min.
    expect(estimateMinutes({ MULTIPLE_CHOICE: 10, RATING: 20, TEXT: 1 })).toBe(7);
    expect(estimateMinutes({ YES_NO: 10 })).toBe(1);
  });

  it('gives the IPIP-50 (50 ratings) 7 minutes: 50 × 8 s = 400 s', () => {
    expect(SECONDS_PER_QUESTION.RATING).toBe(8);
    expect(estimateMinutes({ RATING: 50 })).toBe(7);
  });
});
