import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { formatDate, formatDateTime, getInitials } from './format';

const originalTimeZone = process.env.TZ;

afterEach(async () => {
  process.env.TZ = originalTimeZone;
  await changeLanguage('en-US');
});

describe('formatDate', () => {
  it("writes the current language's long date", async () => {
    const moment = '2026-11-25T12:00:00Z';
    expect(formatDate(moment)).toBe('November 25, 2026');
    await changeLanguage('es-ES');
    expect(formatDate(moment)).toBe('25 de noviembre de 2026');
  });

  it('accepts a Date and a timestamp as well as an ISO string', () => {
    const moment = new Date('2026-03-04T12:00:00Z');
    expect(formatDate(moment)).toBe('March 4, 2026');
    expect(formatDate(moment.getTime())).toBe('March 4, 2026');
  });

  it('shows an em dash for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });

  it('keeps a UTC calendar day on its day west of Greenwich only when asked to', () => {
    process.env.TZ = 'America/New_York';
    const day = '2026-11-25T00:00:00Z';
    expect(formatDate(day)).toBe('November 24, 2026');
    expect(formatDate(day, { timeZone: 'UTC' })).toBe('November 25, 2026');
  });
});

describe('formatDateTime', () => {
  it('is the same long date followed by the time of day', async () => {
    process.env.TZ = 'UTC';
    const moment = '2026-11-25T15:04:05Z';
    expect(formatDateTime(moment)).toBe('November 25, 2026 at 3:04 PM');
    expect(formatDateTime(moment, { seconds: true })).toBe('November 25, 2026 at 3:04:05 PM');
    expect(formatDateTime(moment).startsWith(formatDate(moment))).toBe(true);
    await changeLanguage('es-ES');
    expect(formatDateTime(moment)).toBe('25 de noviembre de 2026 a las 15:04');
  });
});

describe('getInitials', () => {
  it('takes the first and last initials, or a question mark for no name', () => {
    expect(getInitials('Ada King Lovelace')).toBe('AL');
    expect(getInitials('  ada ')).toBe('A');
    expect(getInitials(null)).toBe('?');
  });
});
