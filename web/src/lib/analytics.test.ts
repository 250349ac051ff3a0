import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalHostname, pushEvent, trackAssessment } from './analytics';

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
});
