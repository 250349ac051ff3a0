import { describe, expect, it } from 'vitest';
import { longDate, longDateTime } from './dates.ts';

describe('longDate', () => {
  it('writes the long date of the UTC day, whatever the offset the moment was written with', () => {
    expect(longDate(new Date('2026-11-24T12:00:00Z'))).toBe('November 24, 2026');
    expect(longDate(new Date('2026-01-01T23:59:59Z'))).toBe('January 1, 2026');
    expect(longDate(new Date('2025-12-31T23:30:00-05:00'))).toBe('January 1, 2026');
  });
});

describe('longDateTime', () => {
  it('is the same long date followed by the UTC time, named as UTC', () => {
    const moment = new Date('2026-11-25T15:04:59Z');
    expect(longDateTime(moment)).toBe('November 25, 2026 at 3:04 PM UTC');
    expect(longDateTime(moment).startsWith(longDate(moment))).toBe(true);
  });
});
