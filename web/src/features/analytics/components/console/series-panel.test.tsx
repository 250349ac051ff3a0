import type { AnalyticsTimeRange } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { useAiAnalysisAnalytics } from '../../api/get-ai-analysis-analytics';
import { useDashboard } from '../../api/get-dashboard';
import { useUsersAnalytics } from '../../api/get-users-analytics';
import {
  buildAiAnalytics,
  buildDashboard,
  buildUsersAnalytics,
  fixtureDates,
} from '../../utils/analytics-fixtures';
import { AiReportsPanel } from './ai-health-panels';
import { AttemptsPanel, SignUpsPanel } from './dashboard-series-panels';
import { ActivePeoplePanel } from './people-panels';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);

/** The four panels drawn from a series definition, on the screen's own reads. */
function SeriesPanels({ range }: { range: AnalyticsTimeRange }) {
  const dashboard = useDashboard({ period: range, tz: 'UTC' });
  const users = useUsersAnalytics(range, 'UTC');
  const ai = useAiAnalysisAnalytics(range, 'UTC');
  return (
    <>
      <SignUpsPanel query={dashboard} range={range} />
      <AttemptsPanel query={dashboard} range={range} />
      <ActivePeoplePanel query={users} range={range} />
      <AiReportsPanel query={ai} range={range} />
    </>
  );
}

const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let saved: { name: string; blob: Blob }[];
let click: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    const params = options?.params ?? {};
    const range = (params.period ?? params.timeRange) as AnalyticsTimeRange;
    if (path === '/admin/analytics/dashboard') return buildDashboard(range);
    if (path === '/admin/analytics/users') return buildUsersAnalytics(range);
    if (path === '/admin/analytics/ai-analysis') return buildAiAnalytics(range);
    throw new Error(`unexpected GET ${path}`);
  });
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((created: Blob) => {
    blob = created;
    return 'blob:series';
  });
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ name: this.download, blob });
  });
});

afterEach(() => {
  click.mockRestore();
  Object.assign(URL, urls);
});

const days = fixtureDates('7d');

describe('series panels', () => {
  it.each([
    {
      testId: 'chart-signups',
      title: 'Sign-ups',
      headers: ['Day', 'Sign-ups', 'Verified'],
      csv: ['signups', 'date,signUps,verifiedSignUps', (i: number) => `${i % 4},${Math.max((i % 4) - 1, 0)}`],
    },
    {
      testId: 'chart-attempts',
      title: 'Attempts',
      headers: ['Day', 'Started', 'Completed'],
      csv: ['attempts', 'date,attemptsStarted,attemptsCompleted', (i: number) => `${(i % 5) * 2},${i % 5}`],
    },
    {
      // The table adds the bucket's sign-ups; the CSV the verified ones as well.
      testId: 'chart-active',
      title: 'Active people',
      headers: ['Day', 'Active people', 'Sign-ups'],
      csv: [
        'active-people',
        'date,activePeople,signUps,verifiedSignUps',
        (i: number) => `${i % 6},${i % 3},${i % 2}`,
      ],
    },
    {
      testId: 'chart-ai',
      title: 'AI reports',
      headers: ['Day', 'Completed', 'Failed'],
      csv: ['ai-reports', 'date,completed,failed', (i: number) => `${i % 2},${i === 1 ? 2 : 0}`],
    },
  ] as const)(
    '$testId: its table and its CSV hold the same series',
    async ({ testId, title, headers, csv }) => {
      const [name, header, figures] = csv;
      const user = userEvent.setup();
      renderWithProviders(<SeriesPanels range="7d" />);
      const panel = await screen.findByTestId(testId);

      await user.click(await within(panel).findByRole('button', { name: 'Show as table' }));
      const table = within(panel).getByTestId(`${testId}-table`);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(headers);
      expect(within(table).getAllByRole('row')).toHaveLength(days.length + 1);

      await user.click(within(panel).getByRole('button', { name: `Download ${title} as CSV` }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`pathwise-${name}-7d-2026-11-28.csv`);
      const lines = (await saved[0]!.blob.text()).trimEnd().split('\r\n');
      expect(lines).toEqual([header, ...days.map((date, index) => `${date},${figures(index)}`)]);
    },
  );

  it('names the bucket column by the window: weeks over a year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SeriesPanels range="1y" />);
    for (const testId of ['chart-signups', 'chart-attempts', 'chart-active', 'chart-ai']) {
      const panel = await screen.findByTestId(testId);
      await user.click(await within(panel).findByRole('button', { name: 'Show as table' }));
      const table = within(panel).getByTestId(`${testId}-table`);
      expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Week');
      expect(within(table).getAllByRole('row')).toHaveLength(fixtureDates('1y').length + 1);
    }
  });
});
