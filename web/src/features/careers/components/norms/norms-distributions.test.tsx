import type { AdminNormsResponse, NormBucket, NormsStatusResponse } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { NormsDistributions } from './norms-distributions';
import { NormsJobStatus } from './norms-job-status';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const PROFILER = '22222222-0000-4000-8000-000000000001';

/** 20 bars of 5 points; `counts` fills the first ones. */
const buckets = (counts: number[]): NormBucket[] =>
  Array.from({ length: 20 }, (_, i) => ({ from: i * 5, to: (i + 1) * 5, count: counts[i] ?? 0 }));

const norms: AdminNormsResponse = {
  computedAt: '2026-11-25T03:07:00.000Z',
  traits: [
    {
      trait: 'Openness',
      buckets: buckets([0, 0, 3, 10, 1200, 27]),
      cohorts: [
        { kind: 'everyone', educationLevel: null, ageBand: null, size: 1240 },
        { kind: 'education', educationLevel: 'bachelor', ageBand: null, size: 400 },
        { kind: 'age_education', educationLevel: 'bachelor', ageBand: '25-34', size: 60 },
      ],
    },
    {
      trait: 'Conscientiousness',
      buckets: buckets([1240]),
      cohorts: [{ kind: 'everyone', educationLevel: null, ageBand: null, size: 1240 }],
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('NormsDistributions', () => {
  it('draws a histogram per trait with a summary, cohort sizes and the minimum marked', async () => {
    get.mockResolvedValue(norms);
    renderWithProviders(<NormsDistributions assessmentId={PROFILER} />);

    const traits = await screen.findAllByTestId('norms-trait');
    expect(traits).toHaveLength(2);
    const openness = traits[0]!;
    expect(within(openness).getByRole('heading', { level: 3 }).textContent).toBe('Openness1,240 people');
    expect(within(openness).getByTestId('norms-summary').textContent).toBe(
      'Openness: 1,240 people; the most common scores are 20–25.',
    );
    expect(await within(openness).findByTestId('norms-histogram')).toBeTruthy();
    const cohortRows = within(within(openness).getByTestId('norms-cohorts')).getAllByRole('row').slice(1);
    expect(cohortRows.map((row) => row.textContent)).toEqual([
      'Everyone1,240',
      'Education: Bachelor400',
      'Education: Bachelor, age 25–3460(under 100: no percentiles)',
    ]);
    expect(get).toHaveBeenCalledWith(
      `/admin/assessments/${PROFILER}/norms`,
      expect.objectContaining({ silent: true }),
    );
  });

  it('switches a trait to the table of the same figures and back', async () => {
    get.mockResolvedValue(norms);
    renderWithProviders(<NormsDistributions assessmentId={PROFILER} />);
    const openness = (await screen.findAllByTestId('norms-trait'))[0]!;

    await userEvent.click(within(openness).getByRole('button', { name: 'Show as table' }));
    const table = within(openness).getByTestId('norms-table');
    expect(within(openness).queryByTestId('norms-histogram')).toBeNull();
    expect(within(table).getByText('Openness: people per score range')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[4]!.textContent).toBe('20–251,200');
    expect(rows[19]!.textContent).toBe('95–1000');

    await userEvent.click(within(openness).getByRole('button', { name: 'Show as chart' }));
    expect(await within(openness).findByTestId('norms-histogram')).toBeTruthy();
  });

  it('invites a wait when nothing was computed for the profiler yet', async () => {
    get.mockResolvedValue({ computedAt: null, traits: [] });
    renderWithProviders(<NormsDistributions assessmentId={PROFILER} />);
    expect(await screen.findByText('No distributions yet')).toBeTruthy();
    expect(screen.getByText(/Not computed yet/)).toBeTruthy();
  });

  it('shows the failure with a retry that loads again', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'The server failed'));
    get.mockResolvedValueOnce(norms);
    renderWithProviders(<NormsDistributions assessmentId={PROFILER} />);
    expect(await screen.findByText('Could not load the score distributions.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('norms-trait')).toHaveLength(2);
  });
});

describe('NormsJobStatus', () => {
  it("shows the last run's time, duration, rows and results counted", async () => {
    const status: NormsStatusResponse = {
      schedule: '7 * * * *',
      lastRun: {
        startedAt: '2026-11-25T03:07:00.000Z',
        finishedAt: '2026-11-25T03:07:12.400Z',
        durationMs: 12_400,
        rowsWritten: 1_470,
        peopleCounted: 1_000_000,
      },
    };
    get.mockResolvedValue(status);
    renderWithProviders(<NormsJobStatus />);
    expect((await screen.findByTestId('norms-duration')).textContent).toBe('12.4 s');
    expect(screen.getByTestId('norms-rows').textContent).toBe('1,470');
    expect(screen.getByTestId('norms-people').textContent).toBe('1,000,000');
    expect(screen.getByTestId('norms-lastRun').textContent).toMatch(/2026/);
    expect(screen.getByText(/cron 7 \* \* \* \*/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/norms/status', expect.objectContaining({ silent: true }));
  });

  it('says when the job has not run yet', async () => {
    get.mockResolvedValue({ schedule: '7 * * * *', lastRun: null });
    renderWithProviders(<NormsJobStatus />);
    expect(await screen.findByText(/Not run yet/)).toBeTruthy();
  });
});
