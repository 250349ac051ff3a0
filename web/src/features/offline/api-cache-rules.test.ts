import { describe, expect, it } from 'vitest';
import { isAppNavigation, isSavedApiRequest } from './api-cache-rules';

const ORIGIN = 'https://pathwise.example';
const ID = '0b6c2f43-6a0e-4c1e-9a53-3e9c1d4f2a10';

const saved = (path: string, method = 'GET', origin = ORIGIN) =>
  isSavedApiRequest({ method, url: new URL(path, origin), origin: ORIGIN });

describe('isSavedApiRequest', () => {
  it.each([
    '/api/assessments',
    '/api/assessments?search=career&page=2&limit=24',
    '/api/assessments/categories',
    `/api/assessments/${ID}`,
    `/api/assessments/${ID}/rating-stats`,
    '/api/assessments/user-history?status=completed&page=1&limit=20',
    `/api/assessments/results/${ID}`,
    `/api/assessments/results/${ID}/ai-analysis`,
    `/api/assessments/results/${ID}/careers`,
    `/api/assessments/results/${ID}/percentiles`,
  ])('saves the people’s read %s', (path) => {
    expect(saved(path)).toBe(true);
  });

  it.each([
    // Operators' answers, wherever "admin" sits in the path.
    '/api/admin/assessments',
    '/api/admin/analytics/dashboard?timeRange=30d',
    '/api/coupons/admin',
    '/api/payments/admin/all',
    '/api/notifications/admin/assessment-stats',
    // Secrets in the address: share tokens, unsubscribe tokens, signatures, codes.
    '/api/shared-reports/abc123token',
    '/api/notifications/unsubscribe?token=abc',
    `/api/assessments?token=abc`,
    `/api/assessments/results/${ID}?signature=abc`,
    `/api/assessments/results/${ID}?code=123456`,
    `/api/assessments?razorpay_payment_id=pay_1`,
    // Downloads, share-link state, payments, sign-in.
    `/api/assessments/results/${ID}/pdf`,
    `/api/assessments/results/${ID}/share`,
    `/api/user/data-exports/${ID}/download`,
    '/api/payments/history',
    `/api/payments/orders/${ID}`,
    '/api/auth/me',
    // Reads that are not on the list (own profile, notifications, an attempt being taken).
    '/api/user/profile',
    '/api/notifications/unread-count',
    `/api/assessments/${ID}/test-attempt`,
    `/api/assessments/${ID}/questions`,
    '/api/assessments/results',
    // Not the API.
    '/assessments',
    '/blog/articles',
  ])('never saves %s', (path) => {
    expect(saved(path)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('never saves a %s', (method) => {
    expect(saved('/api/assessments', method)).toBe(false);
  });

  it('never saves another origin’s answers', () => {
    expect(saved('/api/assessments', 'GET', 'https://elsewhere.example')).toBe(false);
  });
});

describe('isAppNavigation', () => {
  it.each(['/', '/dashboard', `/report/${ID}`, `/assessment/${ID}`, '/admin/analytics', '/shared/abc'])(
    '%s is the app’s route',
    (path) => {
      expect(isAppNavigation(path)).toBe(true);
    },
  );

  it.each([
    '/api/health',
    '/blog',
    '/blog/some-article',
    '/sitemap.xml',
    '/robots.txt',
    '/rss.xml',
    '/sw.js',
    '/assets/x.js',
  ])('%s is the server’s', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});
