import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = new Date('2026-03-10T12:00:00.000Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says "Just now" under a minute, and for times slightly in the future', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(-30 * SECOND), NOW)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1m ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 40 * SECOND), NOW)).toBe('5m ago');
    expect(formatRelativeTime(ago(59 * MINUTE), NOW)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23h ago');
  });

  it('counts whole days under a week', () => {
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), NOW)).toBe('6d ago');
  });

  it('shows the long date from seven days on', () => {
    expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe('March 3, 2026');
    expect(formatRelativeTime('2025-12-25T12:00:00.000Z', NOW)).toBe('December 25, 2025');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
