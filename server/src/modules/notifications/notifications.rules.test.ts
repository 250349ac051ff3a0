import { NOTIFICATION_TYPES } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_TYPES,
  dedupePreferences,
  defaultPreference,
  emailSubject,
  isNotificationType,
  maskEmail,
  mergePreferences,
  notificationEmail,
  pageOffset,
  paginationOf,
  toNotificationData,
} from './notifications.rules.ts';

describe('default preferences', () => {
  it('shows every type in-app and e-mails only the important ones', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(defaultPreference(type)).toEqual({ type, inApp: true, email: DEFAULT_EMAIL_TYPES.has(type) });
    }
    expect([...DEFAULT_EMAIL_TYPES].sort()).toEqual([
      'data_export_ready',
      'payment_failed_user',
      'payment_refunded_user',
      'payment_successful',
      'referral_reward',
      'report_available',
    ]);
  });

  it('recognises only the contract types', () => {
    expect(isNotificationType('welcome')).toBe(true);
    expect(isNotificationType('nope')).toBe(false);
  });
});

describe('mergePreferences', () => {
  it('lists every type once, in contract order, with stored values over defaults', () => {
    const merged = mergePreferences([
      { type: 'welcome', email: true, inApp: false },
      { type: 'report_available', email: false, inApp: true },
      { type: 'retired_type', email: true, inApp: true },
    ]);
    expect(merged.map((p) => p.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(merged.find((p) => p.type === 'welcome')).toEqual({ type: 'welcome', email: true, inApp: false });
    expect(merged.find((p) => p.type === 'report_available')).toEqual({
      type: 'report_available',
      email: false,
      inApp: true,
    });
    expect(merged.find((p) => p.type === 'payment_successful')).toEqual(
      defaultPreference('payment_successful'),
    );
  });

  it('gives the defaults when nothing is stored', () => {
    expect(mergePreferences([])).toEqual(NOTIFICATION_TYPES.map(defaultPreference));
  });
});

describe('dedupePreferences', () => {
  it('keeps one entry per type, the last one given', () => {
    expect(
      dedupePreferences([
        { type: 'welcome', email: true, inApp: true },
        { type: 'test_completed', email: false, inApp: false },
        { type: 'welcome', email: false, inApp: false },
      ]),
    ).toEqual([
      { type: 'welcome', email: false, inApp: false },
      { type: 'test_completed', email: false, inApp: false },
    ]);
  });
});

describe('toNotificationData', () => {
  it('keeps objects', () => {
    expect(toNotificationData({ testAttemptId: 'a', n: 1 })).toEqual({ testAttemptId: 'a', n: 1 });
  });

  it('parses a JSON string holding an object', () => {
    expect(toNotificationData('{"assessmentId":"x"}')).toEqual({ assessmentId: 'x' });
  });

  it('drops what is not an object', () => {
    for (const value of [null, undefined, 3, true, [], ['a'], 'not json', '"text"', '[1,2]', 'null']) {
      expect(toNotificationData(value)).toBeNull();
    }
  });
});

describe('pagination', () => {
  it('computes the SQL offset', () => {
    expect(pageOffset({ page: 1, limit: 20 })).toBe(0);
    expect(pageOffset({ page: 3, limit: 20 })).toBe(40);
  });

  it('says whether more pages exist', () => {
    expect(paginationOf({ page: 1, limit: 20 }, 25)).toEqual({
      page: 1,
      limit: 20,
      total: 25,
      hasMore: true,
    });
    expect(paginationOf({ page: 2, limit: 20 }, 25)).toEqual({
      page: 2,
      limit: 20,
      total: 25,
      hasMore: false,
    });
    expect(paginationOf({ page: 1, limit: 20 }, 20).hasMore).toBe(false);
    expect(paginationOf({ page: 1, limit: 20 }, 0).hasMore).toBe(false);
    expect(paginationOf({ page: 9, limit: 20 }, 25).hasMore).toBe(false);
  });
});

describe('notification e-mail', () => {
  it('makes a one-line subject without line breaks', () => {
    expect(emailSubject('Payment\r\nreceived  \n')).toBe('Payment received');
    expect(emailSubject('   ')).toBe('You have a new Pathwise notification');
    const long = emailSubject('x'.repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes a plain-text body with the title, message and how to turn it off', () => {
    const email = notificationEmail({
      name: 'Asha',
      title: 'Your report is ready',
      message: 'Line one\nLine two',
      publicUrl: 'https://pathwise.example/',
    });
    expect(email.subject).toBe('Your report is ready');
    expect(email.text).toContain('Hi Asha,');
    expect(email.text).toContain('Your report is ready\n\nLine one\nLine two');
    expect(email.text).toContain('https://pathwise.example/');
    expect(email.text).not.toContain('example//');
    expect(email.text).toMatch(/turn them off/);
  });

  it('ends the text with the unsubscribe link when one is given', () => {
    const email = notificationEmail({
      name: 'Asha',
      title: 'T',
      message: 'M',
      publicUrl: 'https://pathwise.example',
      unsubscribeUrl: 'https://pathwise.example/unsubscribe?token=abc',
    });
    expect(email.text.split('\n').at(-1)).toBe('https://pathwise.example/unsubscribe?token=abc');
    expect(email.text).toMatch(/stop e-mails of this kind with one click/);
  });

  it('masks an address for the unsubscribe page', () => {
    expect(maskEmail('ravi.kumar@example.com')).toBe('r***@example.com');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('broken')).toBe('***');
  });

  it('leaves the link out when no address is configured', () => {
    expect(notificationEmail({ name: 'A', title: 'T', message: 'M' }).text).not.toContain('http');
  });
});
