import { describe, expect, it } from 'vitest';
import { clampUnreadCount, formatUnreadBadge, nextUnreadCount } from './unread-count';

describe('formatUnreadBadge', () => {
  it('shows no badge at zero or below', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(-3)).toBeNull();
    expect(formatUnreadBadge(undefined)).toBeNull();
  });

  it('shows the number up to 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
  });

  it('shows "99+" above 99', () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12_345)).toBe('99+');
  });
});

describe('unread count', () => {
  it('is never negative, fractional or NaN', () => {
    expect(clampUnreadCount(-1)).toBe(0);
    expect(clampUnreadCount(Number.NaN)).toBe(0);
    expect(clampUnreadCount(2.7)).toBe(2);
    expect(clampUnreadCount(null)).toBe(0);
  });

  it('drops by one when an unread notification is read or deleted, never below zero', () => {
    expect(nextUnreadCount(3, true)).toBe(2);
    expect(nextUnreadCount(1, true)).toBe(0);
    expect(nextUnreadCount(0, true)).toBe(0);
  });

  it('stays put when the notification was already read', () => {
    expect(nextUnreadCount(3, false)).toBe(3);
  });

  it("prefers the server's figure, clamped at zero", () => {
    expect(nextUnreadCount(3, true, 7)).toBe(7);
    expect(nextUnreadCount(3, true, -2)).toBe(0);
  });
});
