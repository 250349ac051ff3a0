import type {
  AdminUserList,
  AssessmentListResponse,
  AssessmentStats,
  DashboardResponse,
} from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { viewerTimeZone } from '@/features/analytics/api/time-zone';
import { buildDashboard } from '@/features/analytics/utils/analytics-fixtures';
import { buildProfiler, listResponse } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminDashboardRoute } from './dashboard';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);

// All-time totals 12 profilers (9 active), 1,234 users, 340 attempts, 310 completed; 30 daily points.
const overview: DashboardResponse = buildDashboard('30d');
const stats: AssessmentStats = {
  totalAssessments: 12,
  totalAttempts: 340,
  averageAttempts: 28,
  mostPopular: null,
  assessments: [],
};
const recent = [
  buildProfiler({ title: 'Newest', isActive: true, categoryCount: 3, questionCount: 24 }),
  buildProfiler({ title: 'Second', isActive: false, description: 'Draft profiler' }),
  buildProfiler({ title: 'Third' }),
];

/** The users list's first (one-row) page: only its summary matters to the dashboard. */
const usersPage: AdminUserList = {
  users: [],
  nextCursor: null,
  total: 1502,
  totalIsCapped: false,
  summary: { totalUsers: 1502, completedAttempts: 287 },
};

function serve({
  dashboard = async () => overview,
  list = listResponse(recent, { total: 12, counts: { active: 9 } }),
  users = async () => usersPage,
}: {
  dashboard?: () => Promise<DashboardResponse>;
  list?: AssessmentListResponse;
  users?: () => Promise<AdminUserList>;
} = {}) {
  get.mockImplementation(async (path: string) => {
    if (path === '/admin/analytics/dashboard') return dashboard();
    if (path === '/admin/users') return users();
    if (path === '/admin/assessments') return list;
    if (path === '/notifications/admin/assessment-stats') return { assessmentStats: stats };
    if (path === '/admin/norms/status') return normsStatus;
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderDashboard() {
  return renderRoutes(
    [
      { path: paths.admin.dashboard.path, element: <AdminDashboardRoute /> },
      { path: paths.admin.assessments.path, element: <p>Profilers page</p> },
    ],
    { path: paths.admin.dashboard.getHref() },
  );
}

/** The norms job's last run, as the status endpoint answers it. */
const normsStatus = {
  schedule: '7 * * * *',
  lastRun: {
    startedAt: '2026-03-02T09:07:00.000Z',
    finishedAt: '2026-03-02T09:07:02.500Z',
    durationMs: 2500,
    rowsWritten: 42,
    peopleCounted: 180,
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin', name: 'Grace Hopper' }));
});

describe('/admin dashboard', () => {
  it('welcomes the admin and shows the 30-day overview figures', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeTruthy();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByText('Analytics')).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('total-users-badge').textContent).toContain('1,234 users'));
    expect(within(await screen.findByTestId('stat-assessments')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('stat-assessments')).getByText('9 active')).toBeTruthy();
    expect(within(screen.getByTestId('stat-users')).getByText('1,234')).toBeTruthy();
    expect(within(screen.getByTestId('stat-attempts')).getByText('340')).toBeTruthy();
    expect(within(screen.getByTestId('stat-completed')).getByText('310')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/admin/analytics/dashboard',
      expect.objectContaining({ params: { period: '30d', tz: viewerTimeZone(), page: 1, limit: 10 } }),
    );
    expect(screen.queryByTestId('overview-fallback-note')).toBeNull();
  });

  it('draws a 30-day trend on the cards that have a series, named in words', async () => {
    serve();
    renderDashboard();
    // Sign-ups are i % 4 a day (43 in all, at most 3), attempts started (i % 5) × 2, completed i % 5.
    const users = await screen.findByTestId('stat-users');
    expect(
      (await within(users).findByRole('img', { name: 'Users, last 30 days: 43 in all, at most 3 in a day' }))
        .dataset.testid,
    ).toBe('trend-sparkline');
    expect(
      within(screen.getByTestId('stat-attempts')).getByRole('img', {
        name: 'Total attempts, last 30 days: 120 in all, at most 8 in a day',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('stat-completed')).getByRole('img', {
        name: 'Completed attempts, last 30 days: 60 in all, at most 4 in a day',
      }),
    ).toBeTruthy();
    // Profilers have no series.
    expect(within(screen.getByTestId('stat-assessments')).queryByTestId('trend-sparkline')).toBeNull();
  });

  it('draws no trend where the 30 days hold nothing (a flat line would read as one)', async () => {
    serve({ dashboard: async () => buildDashboard('30d', { empty: true }) });
    renderDashboard();
    expect(within(await screen.findByTestId('stat-users')).getByText('1')).toBeTruthy();
    expect(screen.queryByTestId('trend-sparkline')).toBeNull();
  });

  it('falls back to "Admin" when the name is blank', () => {
    signIn(buildUser({ role: 'admin', name: '   ' }));
    serve();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome back, Admin' })).toBeTruthy();
  });

  it('lists the 3 newest profilers with their figures and a Manage link', async () => {
    serve();
    renderDashboard();
    const manage = await screen.findByRole('link', { name: 'Manage Newest' });
    expect(manage.getAttribute('href')).toBe(paths.admin.questions.getHref(recent[0]?.id ?? ''));
    expect(screen.getByText('3 categories · 24 questions · Created March 1, 2026')).toBeTruthy();
    expect(screen.getByText('Draft profiler')).toBeTruthy();
    expect(screen.getAllByText('Inactive')).toHaveLength(1);
    expect(get).toHaveBeenCalledWith(
      '/admin/assessments',
      expect.objectContaining({ params: expect.objectContaining({ page: 1, limit: 3 }) }),
    );
  });

  it('links the quick actions, with create opening the profiler form', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('link', { name: /Create assessment/ }).getAttribute('href')).toBe(
      '/admin/assessments?create=1',
    );
    expect(screen.getByRole('link', { name: /Manage users/ }).getAttribute('href')).toBe('/admin/users');
    expect(screen.getByRole('link', { name: /Admin settings/ }).getAttribute('href')).toBe('/admin/settings');
  });

  it('offers to create a profiler when there is none', async () => {
    serve({ list: listResponse([]) });
    renderDashboard();
    const create = await screen.findByRole('link', { name: 'Create a profiler' });
    expect(create.getAttribute('href')).toBe('/admin/assessments?create=1');
  });

  it('computes every figure from the lists when the analytics call fails: users and completions from the users summary', async () => {
    serve({ dashboard: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')) });
    renderDashboard();

    const assessments = await screen.findByTestId('stat-assessments');
    expect(within(assessments).getByText('12')).toBeTruthy();
    expect(within(assessments).getByText('9 active')).toBeTruthy();
    expect(within(screen.getByTestId('stat-users')).getByText('1,502')).toBeTruthy();
    expect(await within(screen.getByTestId('stat-attempts')).findByText('340')).toBeTruthy();
    expect(within(screen.getByTestId('stat-completed')).getByText('287')).toBeTruthy();
    expect(screen.getByTestId('total-users-badge').textContent).toContain('1,502 users');
    expect(toast.error).toHaveBeenCalledWith('Failed to load dashboard data');
    expect(toast.error).not.toHaveBeenCalledWith('Failed to load users');
    // Said on the page too, and no trend is drawn from figures that are not there.
    expect(screen.getByTestId('overview-fallback-note').textContent).toBe(
      'Figures computed from the lists: analytics is unavailable',
    );
    expect(screen.queryByTestId('trend-sparkline')).toBeNull();
    // The smallest page: only the summary is read.
    expect(get).toHaveBeenCalledWith('/admin/users', expect.objectContaining({ params: { limit: 1 } }));
  });

  it('does not read the users list while analytics answers', async () => {
    serve();
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('total-users-badge').textContent).toContain('1,234 users'));
    expect(get.mock.calls.some(([path]) => path === '/admin/users')).toBe(false);
  });

  it("says 'Failed to load users' and leaves users unknown when the users list fails too", async () => {
    serve({
      dashboard: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')),
      users: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')),
    });
    renderDashboard();

    expect(await within(await screen.findByTestId('stat-users')).findByText('Unknown')).toBeTruthy();
    expect(within(screen.getByTestId('stat-completed')).getByText('Unknown')).toBeTruthy();
    expect(within(screen.getByTestId('stat-assessments')).getByText('12')).toBeTruthy();
    expect(screen.getByTestId('total-users-badge').textContent).toContain('Users unknown');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load users'));
  });

  it("shows the norms job's last run: duration, rows written and results counted", async () => {
    serve();
    renderDashboard();
    const card = await screen.findByTestId('norms-job-status');
    expect((await within(card).findByTestId('norms-duration')).textContent).toBe('2.5 s');
    expect(within(card).getByTestId('norms-rows').textContent).toBe('42');
    expect(within(card).getByTestId('norms-people').textContent).toBe('180');
  });
});
