import type { SharedReport } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildResult } from '@/features/attempts/utils/attempt-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-storage';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { SharedReportRoute } from './shared-report';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const TOKEN = 'Zk3_qR8-abcdefghijklmnopqrstuvwxyz0123456789'.slice(0, 43);

function sharedReport(): SharedReport {
  const { scores } = buildResult();
  return { assessmentTitle: 'Career Interest Profiler', completedOn: '2026-03-04', scores: scores! };
}

function renderPage() {
  return renderRoutes(
    [
      { path: paths.sharedReport.path, element: <SharedReportRoute /> },
      { path: paths.login.path, element: <p>Login page</p> },
    ],
    { path: paths.sharedReport.getHref(TOKEN) },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  clearAuth();
});

describe('/shared/:token', () => {
  it('shows the read-only summary to a guest, worded for a guest, with no personal details', async () => {
    get.mockResolvedValue({ report: sharedReport() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Interest Profiler' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/shared-reports/${TOKEN}`, expect.objectContaining({ silent: true }));
    expect(screen.getByText('Completed on March 4, 2026')).toBeTruthy();
    expect(screen.getByText(/does not include their name/)).toBeTruthy();
    expect(screen.getByTestId('report-headline').textContent).toBe(
      'Holland code ISA: Investigative, Social, and Artistic',
    );
    expect(screen.getByText('Main result')).toBeTruthy();
    expect(screen.getByTestId('holland-code').textContent).toBe('ISA');
    expect(screen.getByRole('table', { name: 'Interest scores by type, from 0 to 100' })).toBeTruthy();
    for (const title of ['Holland code', 'Traits', 'Interest hexagon', 'Strengths', 'Section results']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.queryByText(/^Your /)).toBeNull();
    expect(screen.getByText('Curious analyst')).toBeTruthy();
    // No owner's tools: no PDF, no rating, no sharing, no AI report.
    for (const name of ['Download PDF', 'Save rating', 'Create a share link']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByTestId('ai-report')).toBeNull();
    const cta = screen.getByRole('link', { name: 'Get started' });
    expect(cta.getAttribute('href')).toBe(paths.login.getHref());
  });

  it('sends a signed-in visitor to their dashboard instead', async () => {
    signIn();
    get.mockResolvedValue({ report: sharedReport() });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Go to your dashboard' })).getAttribute('href')).toBe(
      paths.dashboard.getHref(),
    );
  });

  it('explains a link that no longer works', async () => {
    get.mockRejectedValue(
      new ApiError(404, 'NOT_FOUND', 'This shared report does not exist or is no longer shared.'),
    );
    renderPage();
    const card = (await screen.findByText('This link does not work')).closest('div') as HTMLElement;
    expect(within(card.parentElement as HTMLElement).getByText(/Ask the person who sent it/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('offers a retry when the server could not answer', async () => {
    get.mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'));
    get.mockResolvedValueOnce({ report: sharedReport() });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again shortly.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Interest Profiler' })).toBeTruthy();
  });
});
