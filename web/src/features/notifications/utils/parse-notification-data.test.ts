import { describe, expect, it } from 'vitest';
import { getReportId, parseNotificationData } from './parse-notification-data';

describe('parseNotificationData', () => {
  it('keeps an object as it is', () => {
    expect(parseNotificationData({ testAttemptId: 'a1' })).toEqual({ testAttemptId: 'a1' });
  });

  it('parses a JSON string holding an object', () => {
    expect(parseNotificationData('{"assessmentId":"x9","score":3}')).toEqual({
      assessmentId: 'x9',
      score: 3,
    });
  });

  it('drops data that cannot be parsed', () => {
    expect(parseNotificationData('{not json')).toBeNull();
    expect(parseNotificationData('')).toBeNull();
  });

  it('drops data that is not an object', () => {
    expect(parseNotificationData('[1,2]')).toBeNull();
    expect(parseNotificationData('"text"')).toBeNull();
    expect(parseNotificationData('42')).toBeNull();
    expect(parseNotificationData('null')).toBeNull();
    expect(parseNotificationData([1])).toBeNull();
    expect(parseNotificationData(null)).toBeNull();
    expect(parseNotificationData(undefined)).toBeNull();
    expect(parseNotificationData(7)).toBeNull();
  });
});

describe('getReportId', () => {
  it('prefers the test attempt, then the assessment', () => {
    expect(getReportId({ testAttemptId: 't1', assessmentId: 'a1' })).toBe('t1');
    expect(getReportId({ assessmentId: 'a1' })).toBe('a1');
    expect(getReportId({ assessmentId: 12 })).toBe('12');
  });

  it('gives nothing without a usable id', () => {
    expect(getReportId(null)).toBeNull();
    expect(getReportId({})).toBeNull();
    expect(getReportId({ testAttemptId: '  ', assessmentId: { nested: true } })).toBeNull();
  });
});
