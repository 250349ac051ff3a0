import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLocalHostname,
  pushEvent,
  trackAssessment,
  trackBlogView,
  trackPayment,
  trackShare,
} from './analytics';

function visit(hostname: string) {
  vi.stubGlobal('location', { ...window.location, hostname });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('analytics', () => {
  it('knows the local hostnames', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', 'app.localhost']) {
      expect(isLocalHostname(host), host).toBe(true);
    }
    for (const host of ['pathwise.example', 'localhost.example.com', '10.0.0.1']) {
      expect(isLocalHostname(host), host).toBe(false);
    }
  });

  it('pushes a funnel event with its data to window.dataLayer', () => {
    visit('pathwise.example');
    trackAssessment('assessment_start', { assessmentId: 'p1', attemptId: 'a1', progress: 0 });
    trackAssessment('assessment_progress', { assessmentId: 'p1', attemptId: 'a1', progress: 50 });
    expect(window.dataLayer).toEqual([
      { event: 'assessment_start', assessmentId: 'p1', attemptId: 'a1', progress: 0 },
      { event: 'assessment_progress', assessmentId: 'p1', attemptId: 'a1', progress: 50 },
    ]);
  });

  it('keeps what the tag manager already queued', () => {
    visit('pathwise.example');
    window.dataLayer = [{ event: 'gtm.js' }];
    pushEvent('assessment_abandon', { progress: 30 });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'assessment_abandon', progress: 30 }]);
  });

  it('the event name cannot be overwritten by the data', () => {
    visit('pathwise.example');
    pushEvent('assessment_complete', { event: 'other' });
    expect(window.dataLayer).toEqual([{ event: 'assessment_complete' }]);
  });

  it.each(['localhost', '127.0.0.1'])('pushes nothing on %s', (host) => {
    visit(host);
    trackAssessment('assessment_complete', { assessmentId: 'p1', attemptId: 'a1', progress: 100 });
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends every funnel of spec §9 with its documented properties (docs/analytics-events.md)', () => {
    visit('pathwise.example');
    const ids = { assessmentId: 'p1', attemptId: 'a1' };
    trackAssessment('assessment_start', { ...ids, progress: 0, resumed: false });
    trackAssessment('assessment_progress', { ...ids, progress: 50, milestone: 50 });
    trackAssessment('assessment_complete', { ...ids, progress: 100 });
    trackAssessment('assessment_abandon', { ...ids, progress: 30 });
    trackPayment('payment_start', { assessmentId: 'p2', amount: 499, currency: 'INR' });
    trackPayment('payment_complete', {
      assessmentId: 'p2',
      orderId: 'o1',
      provider: 'test',
      amount: 499,
      currency: 'INR',
    });
    trackPayment('payment_failed', {
      assessmentId: 'p2',
      orderId: 'o1',
      provider: 'razorpay',
      reason: 'declined',
    });
    trackShare({ attemptId: 'a1', action: 'link_created' });
    trackBlogView({ articleId: 'b1', slug: 'how-to-choose', category: 'Careers' });

    expect(window.dataLayer).toEqual([
      { event: 'assessment_start', ...ids, progress: 0, resumed: false },
      { event: 'assessment_progress', ...ids, progress: 50, milestone: 50 },
      { event: 'assessment_complete', ...ids, progress: 100 },
      { event: 'assessment_abandon', ...ids, progress: 30 },
      { event: 'payment_start', assessmentId: 'p2', amount: 499, currency: 'INR' },
      {
        event: 'payment_complete',
        assessmentId: 'p2',
        orderId: 'o1',
        provider: 'test',
        amount: 499,
        currency: 'INR',
      },
      {
        event: 'payment_failed',
        assessmentId: 'p2',
        orderId: 'o1',
        provider: 'razorpay',
        reason: 'declined',
      },
      { event: 'share', attemptId: 'a1', action: 'link_created' },
      { event: 'blog_view', articleId: 'b1', slug: 'how-to-choose', category: 'Careers' },
    ]);
  });

  it('drops any property that could carry personal data or a secret', () => {
    visit('pathwise.example');
    pushEvent('payment_start', {
      assessmentId: 'p2',
      currency: 'INR',
      name: 'Ana Lima',
      userEmail: 'ana@example.com',
      email: 'ana@example.com',
      answers: ['option_1'],
      token: 'eyJ…',
      shareToken: 'abc',
      signature: 'sig',
      couponCode: 'WELCOME10',
      phone: '+91 90000 00000',
    });
    expect(window.dataLayer).toEqual([{ event: 'payment_start', assessmentId: 'p2', currency: 'INR' }]);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'app.localhost'])('pushes no funnel at all on %s', (host) => {
    visit(host);
    trackAssessment('assessment_start', { assessmentId: 'p1', attemptId: 'a1', progress: 0 });
    trackPayment('payment_start', { assessmentId: 'p2', amount: 499, currency: 'INR' });
    trackShare({ attemptId: 'a1', action: 'link_copied' });
    trackBlogView({ articleId: 'b1', slug: 's', category: null });
    expect(window.dataLayer).toBeUndefined();
  });
});
