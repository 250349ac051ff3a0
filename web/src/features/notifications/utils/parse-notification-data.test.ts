import { describe, expect, it } from 'vitest';
import { getNotificationHref, getReportId, parseNotificationData } from './parse-notification-data';

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

describe('getNotificationHref', () => {
  it('sends a ready data export to the account card that downloads it', () => {
    expect(getNotificationHref('data_export_ready', { dataExportId: 'e1' })).toBe('/account#data-export');
  });

  it('sends reminders to what they remind about', () => {
    expect(getNotificationHref('profile_incomplete', { reminder: true })).toBe('/profile-screening');
    expect(getNotificationHref('assessment_pending', { reminder: true })).toBe('/dashboard');
    // An idle attempt's reminder names its profiler: its page offers Resume (never the report).
    expect(getNotificationHref('assessment_pending', { assessmentId: 'p1', testAttemptId: 't1' })).toBe(
      '/assessment/p1',
    );
    expect(getNotificationHref('new_assessment', { assessmentId: 'p 2' })).toBe('/assessment/p%202');
    expect(getNotificationHref('new_assessment', null)).toBe('/dashboard');
  });

  it('gives broadcasts and the welcome nowhere to go', () => {
    expect(getNotificationHref('system_maintenance', { campaignId: 'c1' })).toBeNull();
    expect(getNotificationHref('update_available', { assessmentId: 'a1' })).toBeNull();
    expect(getNotificationHref('welcome', null)).toBeNull();
  });

  it('opens the report for results and payments about an attempt', () => {
    expect(getNotificationHref('report_available', { testAttemptId: 't1', assessmentId: 'a1' })).toBe(
      '/report/t1',
    );
    expect(getNotificationHref('payment_successful', { assessmentId: 'a1' })).toBe('/report/a1');
    expect(getNotificationHref('payment_failed_user', null)).toBeNull();
  });
});
