import { describe, expect, it } from 'vitest';
import {
  formatBucket,
  formatBytes,
  formatDuration,
  formatMinor,
  formatShare,
  formatShortDay,
} from './analytics-format';

describe('analytics formats', () => {
  it('writes shares as percentages and nothing as a dash', () => {
    expect(formatShare(0.425)).toBe('42.5%');
    expect(formatShare(1 / 3, 0)).toBe('33%');
    expect(formatShare(null)).toBe('—');
  });

  it('formats minor units with the product’s money formatter', () => {
    expect(formatMinor(1_499_700, 'INR')).toBe('₹14,997');
    expect(formatMinor(1999, 'USD')).toBe('$19.99');
  });

  it('sizes bytes in decimal units and durations in their two largest units', () => {
    expect(formatBytes(48_500_000)).toBe('48.5 MB');
    expect(formatBytes(512)).toBe('512 byte');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 5)).toBe('3d 4h');
    expect(formatDuration(12_300)).toBe('3h 25m');
    expect(formatDuration(4.2)).toBe('4.2s');
    expect(formatDuration(null)).toBe('—');
  });

  it('reads local days at UTC midnight so they never shift, and names weeks', () => {
    expect(formatShortDay('2026-11-03')).toBe('Nov 3');
    expect(formatBucket('2026-11-02', 'day')).toBe('November 2, 2026');
    expect(formatBucket('2026-11-02', 'week')).toBe('Week of November 2, 2026');
  });
});
