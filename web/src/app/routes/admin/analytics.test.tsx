import type { AnalyticsTimeRange } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { viewerTimeZone } from '@/features/analytics/api/time-zone';
import {
  buildAiAnalytics,
  buildDashboard,
  buildFunnels,
  buildSystemStatus,
  buildUsersAnalytics,
  fixtureDates,
} from '@/features/analytics/utils/analytics-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminAnalyticsRoute } from './analytics';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
type Params = Record<string, unknown>;

/** What the server answers per path; each handler gets the request's query parameters. */
type Handlers = Record<
  'dashboard' | 'users' | 'ai' | 'funnels' | 'system',
  (params: Params) => Promise<unknown>
>;
let handlers: Handlers;

function range(params: Params): AnalyticsTimeRange {
  return (params.period ?? params.timeRange) as AnalyticsTimeRange;
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  handlers = {
    dashboard: async (params) => buildDashboard(range(params)),
    users: async (params) => buildUsersAnalytics(range(params)),
    ai: async (params) => buildAiAnalytics(range(params)),
    funnels: async (params) => buildFunnels(range(params)),
    system: async () => buildSystemStatus(),
  };
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    const params = options?.params ?? {};
    if (path === '/admin/analytics/dashboard') return handlers.dashboard(params);
    if (path === '/admin/analytics/users') return handlers.users(params);
    if (path === '/admin/analytics/ai-analysis') return handlers.ai(params);
    if (path === '/admin/analytics/funnels') return handlers.funnels(params);
    if (path === '/admin/analytics/system') return handlers.system(params);
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(search = '') {
  const user = userEvent.setup();
  const rendered = renderRoutes([{ path: paths.admin.analytics.path, element: <AdminAnalyticsRoute /> }], {
    path: `${paths.admin.analytics.getHref()}${search}`,
  });
  return { user, ...rendered };
}

const calls = (path: string) =>
  get.mock.calls
    .filter(([called]) => called === path)
    .map(([, options]) => (options as { params?: Params }).params);

describe('/admin/analytics range', () => {
  it('reads 30 days in the viewer’s time zone by default, then switches to 7 days in the address and refetches', async () => {
    const { user, router } = renderScreen();
    const tz = viewerTimeZone();
    const signUps = await screen.findByTestId('kpi-signUps');
    // 30 buckets of i % 4 sign-ups: 7 full cycles of 0+1+2+3 plus 0+1 = 43.
    expect(within(signUps).getByText('43')).toBeTruthy();
    expect(calls('/admin/analytics/dashboard')).toContainEqual({ period: '30d', tz, page: 1, limit: 10 });
    expect(calls('/admin/analytics/users')).toContainEqual({ timeRange: '30d', tz });
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(router.state.location.search).toBe('?range=7d');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    // 7 buckets: 0+1+2+3+0+1+2 = 9.
    await waitFor(() => expect(within(screen.getByTestId('kpi-signUps')).getByText('9')).toBeTruthy());
    expect(calls('/admin/analytics/dashboard')).toContainEqual({ period: '7d', tz, page: 1, limit: 10 });
    for (const path of [
      '/admin/analytics/users',
      '/admin/analytics/ai-analysis',
      '/admin/analytics/funnels',
    ]) {
      expect(calls(path)).toContainEqual({ timeRange: '7d', tz });
    }
  });

  it('opens on the range in the address, and reads an unknown one as 30 days', async () => {
    renderScreen('?range=1y');
    await screen.findByTestId('kpi-signUps');
    expect(calls('/admin/analytics/dashboard')[0]).toMatchObject({ period: '1y' });
    expect(screen.getByRole('button', { name: '12 months' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('falls back to 30 days for a range the screen does not know', async () => {
    renderScreen('?range=5y');
    await screen.findByTestId('kpi-signUps');
    expect(calls('/admin/analytics/dashboard')[0]).toMatchObject({ period: '30d' });
  });
});

describe('/admin/analytics KPI cards', () => {
  it('shows each change against the previous period, and "New" where there was nothing before', async () => {
    renderScreen();
    const signUps = await screen.findByTestId('kpi-signUps');
    // 43 against 20: up 115%.
    expect(within(signUps).getByText('Up 115% on the 30 days before (20)')).toBeTruthy();
    const completed = screen.getByTestId('kpi-attemptsCompleted');
    expect(within(completed).getByText('New')).toBeTruthy();
    expect(within(completed).getByText('New: nothing in the 30 days before')).toBeTruthy();
    const started = screen.getByTestId('kpi-attemptsStarted');
    expect(within(started).getByText('Down 50% on the 30 days before (240)')).toBeTruthy();
    const revenue = screen.getByTestId('kpi-revenue');
    expect(within(revenue).getByText('₹14,997')).toBeTruthy();
  });
});

describe('/admin/analytics chart tables', () => {
  it.each([
    ['chart-signups', 'Sign-ups', 30],
    ['chart-attempts', 'Started', 30],
    ['chart-completion', 'Completion rate', 30],
    ['chart-revenue', 'Revenue', 30],
    ['chart-active', 'Active people', 30],
    ['chart-ai', 'Completed', 30],
    ['chart-funnel', 'Half answered', 2],
  ])('%s shows its data as a table with the toggle pressed', async (testId, column, rows) => {
    const { user } = renderScreen();
    const panel = await screen.findByTestId(testId);
    const toggle = await within(panel).findByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(panel).queryByRole('table')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = within(panel).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(rows + 1);
    // The figure's caption names the chart for screen readers either way.
    expect(within(panel).getByRole('figure').getAttribute('aria-labelledby')).toBeTruthy();

    await user.click(toggle);
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it('puts the same figures in the sign-ups table as the series', async () => {
    const { user } = renderScreen('?range=7d');
    const panel = await screen.findByTestId('chart-signups');
    await user.click(await within(panel).findByRole('button', { name: 'Show as table' }));
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    const dates = fixtureDates('7d');
    expect(rows.map((row) => row.textContent)).toEqual(
      dates.map((date, index) => {
        const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        );
        const signUps = index % 4;
        return `${day}${signUps}${Math.max(signUps - 1, 0)}`;
      }),
    );
    expect(within(panel).getByText(/^9 sign-ups in the last 7 days/)).toBeTruthy();
  });

  it('names weeks over a year', async () => {
    const { user } = renderScreen('?range=1y');
    const panel = await screen.findByTestId('chart-signups');
    await user.click(await within(panel).findByRole('button', { name: 'Show as table' }));
    const table = within(panel).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Week' })).toBeTruthy();
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toMatch(/^Week of /);
  });

  it('shades the retention table and writes each share in it', async () => {
    renderScreen();
    const table = await screen.findByTestId('retention-table');
    // The empty cohort (0 people) is left out.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Week 2' })).toBeTruthy();
    expect(within(table).getByText('50%')).toBeTruthy();
    expect(within(table).getByText('Not yet begun')).toBeTruthy();
  });
});

describe('/admin/analytics errors and empty install', () => {
  it('shows an error with retry in each panel of a failed read, and the figures after retrying', async () => {
    let fail = true;
    handlers.dashboard = async (params) => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'Analytics exploded');
      return buildDashboard(range(params));
    };
    const { user } = renderScreen();
    const panel = await screen.findByTestId('chart-signups');
    expect(await within(panel).findByText('Failed to load these figures')).toBeTruthy();
    expect(within(panel).getByText('Analytics exploded')).toBeTruthy();
    // Panels with their own reads are unaffected.
    expect(
      await within(screen.getByTestId('chart-funnel')).findByRole('button', { name: 'Show as table' }),
    ).toBeTruthy();

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('button', { name: 'Show as table' })).toBeTruthy();
    expect(within(screen.getByTestId('kpi-signUps')).getByText('43')).toBeTruthy();
  });

  it('says what a new install has not had yet instead of drawing flat lines', async () => {
    handlers.dashboard = async (params) => buildDashboard(range(params), { empty: true });
    handlers.users = async (params) => buildUsersAnalytics(range(params), true);
    handlers.ai = async (params) => buildAiAnalytics(range(params), true);
    handlers.funnels = async (params) => buildFunnels(range(params), true);
    renderScreen();
    expect(await screen.findByText('No sign-ups yet in this period')).toBeTruthy();
    expect(screen.getByText('No attempts yet in this period')).toBeTruthy();
    expect(screen.getByText('No attempts started in this period')).toBeTruthy();
    expect(screen.getByText('No payments yet in this period')).toBeTruthy();
    expect(await screen.findByText('No profiler was started in this period')).toBeTruthy();
    expect(screen.getByText('Nobody was active in this period')).toBeTruthy();
    expect(screen.getByText('No sign-ups to follow yet')).toBeTruthy();
    expect(screen.getByText('No screening answers yet')).toBeTruthy();
    expect(screen.getAllByText('No reports requested in this period').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
    expect(within(screen.getByTestId('kpi-revenue')).getByText('No payments yet')).toBeTruthy();
  });
});

describe('/admin/analytics system panel', () => {
  it('shows version, database, Redis and the queues', async () => {
    renderScreen();
    const panel = await screen.findByTestId('system-panel');
    expect(await within(panel).findByText('1.4.0')).toBeTruthy();
    expect(within(panel).getByText('Commit 7192ae7c0ffe')).toBeTruthy();
    expect(within(panel).getByText('PGlite (embedded)')).toBeTruthy();
    expect(within(panel).getByText('Not configured')).toBeTruthy();
    const queues = within(panel).getByTestId('system-queues');
    expect(within(queues).getAllByRole('row')).toHaveLength(3);
    expect(within(queues).getByRole('rowheader', { name: 'ai-analysis' })).toBeTruthy();
  });
});

describe('/admin/analytics CSV', () => {
  const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let saved: { name: string; blob: Blob }[];
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saved = [];
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((created: Blob) => {
      blob = created;
      return 'blob:analytics';
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

  it('saves the sign-ups series built from the data on screen: a header row and one row per day', async () => {
    const { user } = renderScreen('?range=7d');
    const panel = await screen.findByTestId('chart-signups');
    await user.click(await within(panel).findByRole('button', { name: 'Download Sign-ups as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('pathwise-signups-7d-2026-11-28.csv');
    // A byte-order mark first, so spreadsheet apps read the file as UTF-8 (Blob.text() drops it).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await saved[0]!.blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,signUps,verifiedSignUps');
    expect(lines.slice(1)).toEqual(
      fixtureDates('7d').map((date, index) => `${date},${index % 4},${Math.max((index % 4) - 1, 0)}`),
    );
    expect(toast.success).toHaveBeenCalledWith('Saved pathwise-signups-7d-2026-11-28.csv');
  });

  it('writes revenue in major units with its currency, and keeps profiler titles from running as formulas', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Download Revenue as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('pathwise-revenue-inr-30d-2026-11-28.csv');
    const revenue = (await saved[0]!.blob.text()).trimEnd().split('\r\n');
    expect(revenue[0]).toBe('date,currency,revenue,refunds');
    expect(revenue[3]).toBe(`${fixtureDates('30d')[2]},INR,14997,0`);
    expect(revenue[4]).toBe(`${fixtureDates('30d')[3]},INR,0,499`);

    await user.click(await screen.findByRole('button', { name: 'Download Assessment funnel as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const funnel = (await saved[1]!.blob.text()).trimEnd().split('\r\n');
    expect(funnel).toEqual([
      'profiler,started,progressed,completed,abandoned',
      'Career Compass,20,15,12,3',
      "'=Work Styles,8,4,2,5",
    ]);
  });
});
