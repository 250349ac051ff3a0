import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { computeRetryDelay, isRetryable } from './backoff.ts';

describe('computeRetryDelay', () => {
  it('starts at 3 s and multiplies by 4 per retry, capped at 20 s', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((retry) => computeRetryDelay(retry, noJitter))).toEqual([
      3_000, 12_000, 20_000, 20_000,
    ]);
  });

  it('adds up to 10% jitter on top', () => {
    const maxJitter = () => 0.999_999;
    expect(computeRetryDelay(1, maxJitter)).toBe(3_299);
    expect(computeRetryDelay(3, maxJitter)).toBe(21_999);
    expect(computeRetryDelay(1, () => 0.5)).toBe(3_150);
  });
});

describe('isRetryable', () => {
  it('retries network errors, timeouts and 429/500/502/503/504 only', () => {
    const retryable = [0, 429, 500, 502, 503, 504];
    const final = [400, 401, 403, 404, 409, 413, 422, 501, 505];
    expect(retryable.every((status) => isRetryable(new ApiError(status, 'X', 'x')))).toBe(true);
    expect(final.some((status) => isRetryable(new ApiError(status, 'X', 'x')))).toBe(false);
  });
});
