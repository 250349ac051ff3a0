import type { PercentilesResponse } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ASSESSMENT_ID, ATTEMPT_ID, buildResult } from '@/features/attempts/utils/attempt-fixtures';
import { buildCareersResponse } from '@/features/careers/utils/career-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { ReportRoute } from './report';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const percentilesPath = `/assessments/results/${ATTEMPT_ID}/percentiles`;

const percentiles: PercentilesResponse = {
  computedAt: '2026-11-25T03:07:00.000Z',
  traits: [
    {
      trait: 'Investigative',
      percentile: 72,
      cohort: { kind: 'education', educationLevel: 'bachelor', ageBand: null, size: 1240 },
      reason: null,
      message: null,
    },
    {
      trait: 'Realistic',
      percentile: 31,
      cohort: { kind: 'age_education', educationLevel: 'bachelor', ageBand: '18-24', size: 150 },
      reason: null,
      message: null,
    },
    {
      trait: 'Artistic',
      percentile: null,
      cohort: null,
      reason: 'too_few_people',
      message: 'Fewer than 100 people have taken this yet.',
    },
  ],
};

let answerPercentiles: () => Promise<PercentilesResponse>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  answerPercentiles = async () => percentiles;
  get.mockImplementation(async (path: string) => {
    if (path === `/assessments/results/${ATTEMPT_ID}` || path === `/assessments/results/${ASSESSMENT_ID}`)
      return { result: buildResult() };
    if (path === percentilesPath) return answerPercentiles();
    if (path.endsWith('/ai-analysis')) return { testAttemptId: ATTEMPT_ID, analysis: null };
    if (path.endsWith('/rating')) return { rating: null };
    if (path.endsWith('/share')) return { share: null };
    if (path.endsWith('/careers')) return buildCareersResponse();
    throw new Error(`unexpected GET ${path}`);
  });
});

const renderReport = (id = ATTEMPT_ID) =>
  renderRoutes([{ path: paths.report.path, element: <ReportRoute /> }], { path: paths.report.getHref(id) });

/** The trait chart's list item of a trait (its name is the first text of the item). */
async function barOf(trait: string) {
  const chart = await screen.findByTestId('trait-chart');
  const item = within(chart)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(trait));
  if (!item) throw new Error(`no bar for ${trait}`);
  return item;
}

describe('/report/:id percentiles beside the bars', () => {
  it('puts each trait its line: the share, the cohort and its size, or the reason', async () => {
    renderReport();
    const investigative = await barOf('Investigative');
    await within(investigative).findByText(/Higher than 72%/);
    expect(within(investigative).getByTestId('percentile-note').textContent).toBe(
      'Higher than 72% of people who took this (people with your education level, 1,240)',
    );
    expect(within(await barOf('Realistic')).getByTestId('percentile-note').textContent).toBe(
      'Higher than 31% of people who took this (people aged 18–24 with your education level, 150)',
    );
    expect(within(await barOf('Artistic')).getByTestId('percentile-note').textContent).toBe(
      'Fewer than 100 people have taken this yet, so there is no comparison.',
    );
    // Social is missing from the answer: its bar has no line.
    expect(within(await barOf('Social')).queryByTestId('percentile-note')).toBeNull();
  });

  it('keeps each line in the table alternative, in its own column', async () => {
    renderReport();
    await within(await barOf('Investigative')).findByText(/Higher than 72%/);
    // The first toggle is the bars' (the interest hexagon beside them has its own).
    await userEvent.click(screen.getAllByRole('button', { name: 'Show as table' })[0]!);
    const table = screen.getByTestId('trait-table');
    expect(within(table).getByRole('columnheader', { name: 'Compared with others' })).toBeTruthy();
    const investigative = within(table).getByRole('row', { name: /^Investigative/ });
    expect(within(investigative).getByTestId('percentile-note').textContent).toBe(
      'Higher than 72% of people who took this (people with your education level, 1,240)',
    );
  });

  it("asks with the attempt's own id when the address names the profiler", async () => {
    renderReport(ASSESSMENT_ID);
    await within(await barOf('Investigative')).findByText(/Higher than 72%/);
    expect(get).toHaveBeenCalledWith(percentilesPath, expect.objectContaining({ silent: true }));
  });

  it('says once, under the bars, that the comparison is unavailable when it cannot be loaded; the bars stay', async () => {
    answerPercentiles = async () => {
      throw new ApiError(500, 'INTERNAL', 'The server failed');
    };
    renderReport();
    expect(await screen.findByText('The comparison with others is unavailable right now.')).toBeTruthy();
    expect(screen.getAllByTestId('percentile-note')).toHaveLength(1);
    expect(within(await barOf('Investigative')).queryByTestId('percentile-note')).toBeNull();
  });

  it('gives the reason once when no trait has a comparison yet, not under every bar', async () => {
    answerPercentiles = async () => ({
      ...percentiles,
      traits: ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'].map(
        (trait) => ({
          trait,
          percentile: null,
          cohort: null,
          reason: 'too_few_people' as const,
          message: 'Fewer than 100 people have taken this yet.',
        }),
      ),
    });
    renderReport();
    expect(
      await screen.findByText('Fewer than 100 people have taken this yet, so there is no comparison.'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('percentile-note')).toHaveLength(1);
    expect(within(await barOf('Investigative')).queryByTestId('percentile-note')).toBeNull();
  });

  it('does not ask for an open attempt', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === `/assessments/results/${ATTEMPT_ID}`)
        return {
          result: buildResult({ isCompleted: false, status: 'in_progress', scores: null, completedAt: null }),
        };
      throw new Error(`unexpected GET ${path}`);
    });
    renderReport();
    expect(await screen.findByRole('link', { name: /continue/i })).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith(percentilesPath, expect.anything());
  });
});
