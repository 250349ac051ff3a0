import type { AssessmentStats } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { AssessmentStatsPanel } from './assessment-stats-panel';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const id = (n: number) => `22222222-0000-4000-8000-00000000000${n}`;

const stats: AssessmentStats = {
  totalAssessments: 3,
  totalAttempts: 200,
  averageAttempts: 67,
  mostPopular: { id: id(2), title: 'Big Five', attemptCount: 199 },
  // Deliberately out of order: the panel sorts by attempts, most first.
  assessments: [
    { id: id(1), title: 'Rarely taken', attemptCount: 1 },
    { id: id(2), title: 'Big Five', attemptCount: 199 },
    { id: id(3), title: 'Never taken', attemptCount: 0 },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('AssessmentStatsPanel', () => {
  it('shows the totals, the most popular and the breakdown sorted by attempts with shares', async () => {
    get.mockResolvedValue({ assessmentStats: stats });
    renderWithProviders(<AssessmentStatsPanel />);

    const rows = await screen.findAllByTestId('stats-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Big Five199 attempts · 99.5%',
      'Rarely taken1 attempt · 0.5%',
      'Never taken0 attempts · 0%',
    ]);
    expect(screen.getByTestId('stats-totalAssessments').textContent).toBe('3');
    expect(screen.getByTestId('stats-totalAttempts').textContent).toBe('200');
    expect(screen.getByTestId('stats-averageAttempts').textContent).toBe('67');
    expect(screen.getByTestId('stats-most-popular').textContent).toBe('Big Five · 199 attempts');
    expect(get).toHaveBeenCalledWith(
      '/notifications/admin/assessment-stats',
      expect.objectContaining({ silent: true }),
    );
  });

  it('never draws a share bar narrower than 2 %', async () => {
    get.mockResolvedValue({ assessmentStats: stats });
    renderWithProviders(<AssessmentStatsPanel />);

    const bars = await screen.findAllByTestId('stats-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['99.5%', '2%', '2%']);
  });

  it('says "No attempts yet" when nobody attempted anything', async () => {
    get.mockResolvedValue({
      assessmentStats: { ...stats, totalAttempts: 0, averageAttempts: 0, mostPopular: null, assessments: [] },
    });
    renderWithProviders(<AssessmentStatsPanel />);
    expect((await screen.findByTestId('stats-most-popular')).textContent).toBe('No attempts yet');
    expect(screen.getByText('No profilers yet.')).toBeTruthy();
  });

  it('shows "Failed to load assessment statistics" with a retry that reloads', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    renderWithProviders(<AssessmentStatsPanel />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load assessment statistics')).toBeTruthy();
    get.mockResolvedValue({ assessmentStats: stats });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByTestId('stats-row')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads with the refresh button', async () => {
    get.mockResolvedValue({ assessmentStats: stats });
    renderWithProviders(<AssessmentStatsPanel />);
    await screen.findAllByTestId('stats-row');

    get.mockResolvedValue({
      assessmentStats: { ...stats, assessments: [{ id: id(4), title: 'Fresh', attemptCount: 200 }] },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh statistics' }));
    expect(await screen.findByText('Fresh')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
