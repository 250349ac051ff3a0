import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { securityHeaders } from './security-headers.ts';

const CSP =
  "default-src 'self';script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com;" +
  "frame-src https://api.razorpay.com https://checkout.razorpay.com;connect-src 'self' https://*.razorpay.com;" +
  "img-src 'self' data: https:;style-src 'self' 'unsafe-inline';font-src 'self' data:;object-src 'none';" +
  "base-uri 'none';form-action 'self';frame-ancestors 'none'";

// The set of security.md §3.5, as helmet writes it once at start-up.
const COMMON = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe('security headers', () => {
  it('in production: the CSP upgrades insecure requests and HSTS is sent', () => {
    expect(securityHeaders(true)).toEqual({
      ...COMMON,
      'content-security-policy': `${CSP};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('elsewhere (plain http on a laptop): no HSTS, no upgrade', () => {
    expect(securityHeaders(false)).toEqual({ ...COMMON, 'content-security-policy': CSP });
  });

  describe('on the app’s answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('every answer carries them, refusals and unknown paths included; API answers are never cached', async () => {
      for (const url of ['/api/health', '/api/notifications', '/api/nope']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers, url).toMatchObject({ ...COMMON, 'content-security-policy': CSP });
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    });
  });
});
