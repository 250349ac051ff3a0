import type { AdminRating, RatingStats, RecentRating } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildProfiler, listResponse } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminRatingsRoute } from './ratings';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const del = vi.mocked(api.delete);

const compass = buildProfiler({ title: 'Career Compass' });
const bigFive = buildProfiler({ title: 'Big Five', isActive: false });
const beyond = buildProfiler({ title: 'Old Interests' });

let sequence = 0;
function buildRating(assessmentId: string, overrides: Partial<AdminRating> = {}): AdminRating {
  sequence += 1;
  return {
    id: `22222222-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    assessmentId,
    stars: 4,
    review: 'Helpful',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    user: {
      id: `33333333-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      name: 'Asha Rao',
      email: 'asha@example.com',
    },
    ...overrides,
  };
}

function recent(rating: AdminRating, title: string): RecentRating {
  return { ...rating, assessment: { id: rating.assessmentId, title } };
}

function stats(assessmentId: string, overrides: Partial<RatingStats> = {}): { stats: RatingStats } {
  return {
    stats: {
      assessmentId,
      average: null,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      ...overrides,
    },
  };
}

const asha = buildRating(compass.id, { stars: 5, review: 'Spot on.\nLoved the report.' });
const ben = buildRating(compass.id, {
  stars: 2,
  review: null,
  updatedAt: '2026-03-02T09:30:00.000Z',
  user: { id: '44444444-0000-4000-8000-000000000001', name: 'Ben Okafor', email: 'ben@example.com' },
});
const chen = buildRating(compass.id, {
  stars: 4,
  review: 'Good',
  user: { id: '44444444-0000-4000-8000-000000000002', name: 'Chen Li', email: 'chen@example.com' },
});
const oldest = buildRating(beyond.id, {
  stars: 3,
  user: { id: '44444444-0000-4000-8000-000000000003', name: 'Dana Cruz', email: 'dana@example.com' },
});

type Handler = (options?: { params?: Record<string, unknown> }) => Promise<unknown>;
let routes: Record<string, Handler>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  routes = {
    '/admin/assessments': async () => listResponse([compass, bigFive]),
    [`/admin/assessments/${compass.id}/rating-stats`]: async () =>
      stats(compass.id, { average: 3.7, count: 3, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } }),
    [`/admin/assessments/${compass.id}/ratings`]: async (options) => {
      const offset = Number(options?.params?.offset ?? 0);
      return offset === 0
        ? { ratings: [asha, ben], total: 3, limit: 50, offset: 0, hasMore: true }
        : { ratings: [chen], total: 3, limit: 50, offset, hasMore: false };
    },
    [`/admin/assessments/${bigFive.id}/rating-stats`]: async () => stats(bigFive.id),
    [`/admin/assessments/${bigFive.id}/ratings`]: async () => ({
      ratings: [],
      total: 0,
      limit: 50,
      offset: 0,
      hasMore: false,
    }),
    [`/admin/assessments/${beyond.id}/rating-stats`]: async () =>
      stats(beyond.id, { average: 3, count: 1, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } }),
    [`/admin/assessments/${beyond.id}/ratings`]: async () => ({
      ratings: [oldest],
      total: 1,
      limit: 50,
      offset: 0,
      hasMore: false,
    }),
    '/admin/ratings/recent': async () => ({
      ratings: [recent(asha, 'Career Compass'), recent(oldest, 'Old Interests')],
    }),
  };
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected GET ${path}`);
    return handler(options);
  });
});

function renderScreen(path = paths.admin.ratings.getHref()) {
  const rendered = renderRoutes([{ path: paths.admin.ratings.path, element: <AdminRatingsRoute /> }], {
    path,
  });
  return { ...rendered, user: userEvent.setup() };
}

const statsPanel = () => screen.getByTestId('rating-stats');
const listPanel = () => screen.getByTestId('profiler-ratings');
const recentPanel = () => screen.getByTestId('recent-ratings');
/** Waits for a rating in the profiler's list (the recent feed may show the same rating). */
const findListed = async (id: string) =>
  within(await screen.findByTestId('profiler-ratings')).findByTestId(`rating-${id}`);

describe('/admin/ratings', () => {
  it("shows the first profiler's summary and ratings, and the recent feed", async () => {
    renderScreen();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(await findListed(asha.id)).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/admin/assessments',
      expect.objectContaining({ params: { limit: 100 } }),
    );

    const picker = screen.getByLabelText('Profiler') as HTMLSelectElement;
    expect(picker.value).toBe(compass.id);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Career Compass', 'Big Five (inactive)']);

    await within(await screen.findByTestId('rating-stats')).findByTestId('rating-average');
    expect(within(statsPanel()).getByTestId('rating-average').textContent).toBe('3.7');
    expect(within(statsPanel()).getByText('3 ratings')).toBeTruthy();
    expect(within(statsPanel()).getByLabelText('5 stars: 1 (33%)')).toBeTruthy();
    expect(within(statsPanel()).getByLabelText('2 stars: 1 (33%)')).toBeTruthy();
    expect(within(statsPanel()).getByLabelText('1 star: 0 (0%)')).toBeTruthy();

    const ashaRow = within(listPanel()).getByTestId(`rating-${asha.id}`);
    expect(within(ashaRow).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(ashaRow).getByText('Asha Rao')).toBeTruthy();
    expect(within(ashaRow).getByText('asha@example.com')).toBeTruthy();
    expect(within(ashaRow).getByText(/Loved the report/)).toBeTruthy();
    const benRow = screen.getByTestId(`rating-${ben.id}`);
    expect(within(benRow).getByText('No review written')).toBeTruthy();
    expect(within(benRow).getByText(/edited/)).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();

    await within(recentPanel()).findByRole('button', { name: 'Show ratings of Old Interests' });
    expect(within(recentPanel()).getByText('Dana Cruz')).toBeTruthy();
  });

  it('loads 50 more with "Load more" until every rating is shown', async () => {
    const { user } = renderScreen();
    await findListed(asha.id);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findListed(chen.id)).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      `/admin/assessments/${compass.id}/ratings`,
      expect.objectContaining({ params: { limit: 50, offset: 2 } }),
    );
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches profiler from the picker, keeping the choice in the address', async () => {
    const { user, router } = renderScreen();
    await findListed(asha.id);
    await user.selectOptions(screen.getByLabelText('Profiler'), bigFive.id);

    const empty = await screen.findByTestId('profiler-ratings-empty');
    expect(within(empty).getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByTestId('profiler-ratings')).toBeNull();
    expect(router.state.location.search).toBe(`?profiler=${bigFive.id}`);
  });

  it('opens a profiler from the recent feed, even one the picker does not list', async () => {
    const { user } = renderScreen();
    await findListed(asha.id);
    await user.click(
      await within(recentPanel()).findByRole('button', { name: 'Show ratings of Old Interests' }),
    );
    expect(await findListed(oldest.id)).toBeTruthy();
    const picker = screen.getByLabelText('Profiler') as HTMLSelectElement;
    expect(picker.value).toBe(beyond.id);
    expect(picker.selectedOptions[0]?.textContent).toBe('Old Interests');
  });

  it('deletes a rating after confirmation, then refreshes the list, summary and feed', async () => {
    del.mockResolvedValue({ message: 'Rating deleted' });
    const { user } = renderScreen();
    const row = await findListed(ben.id);
    await user.click(within(row).getByRole('button', { name: 'Delete the rating by Ben Okafor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this rating?' });
    expect(within(dialog).getByText(/Ben Okafor’s 2-star rating of Career Compass is deleted/)).toBeTruthy();

    const calls = get.mock.calls.length;
    routes[`/admin/assessments/${compass.id}/ratings`] = async () => ({
      ratings: [asha],
      total: 1,
      limit: 50,
      offset: 0,
      hasMore: false,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rating deleted'));
    expect(del).toHaveBeenCalledWith(`/admin/ratings/${ben.id}`, undefined, { silent: true });
    await waitFor(() => expect(within(listPanel()).queryByTestId(`rating-${ben.id}`)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const refetched = get.mock.calls.slice(calls).map(([path]) => path);
    expect(refetched).toEqual(
      expect.arrayContaining([
        `/admin/assessments/${compass.id}/ratings`,
        `/admin/assessments/${compass.id}/rating-stats`,
        '/admin/ratings/recent',
      ]),
    );
  });

  it('can cancel a deletion, and says why one failed', async () => {
    del.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Rating not found'));
    const { user } = renderScreen();
    const row = await findListed(asha.id);
    await user.click(within(row).getByRole('button', { name: 'Delete the rating by Asha Rao' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(del).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Delete the rating by Asha Rao' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Rating not found'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows each failure where it happened, with a retry', async () => {
    let statsFail = true;
    routes[`/admin/assessments/${compass.id}/rating-stats`] = async () => {
      if (statsFail)
        throw new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
      return stats(compass.id, { average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    };
    routes['/admin/ratings/recent'] = async () => {
      throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
    };
    const { user } = renderScreen();
    const alert = await within(await screen.findByTestId('rating-stats')).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side');
    expect(
      await within(recentPanel()).findByText('Network error. Please check your connection.'),
    ).toBeTruthy();
    // The list is independent of the summary.
    expect(await findListed(asha.id)).toBeTruthy();

    statsFail = false;
    await user.click(within(statsPanel()).getByRole('button', { name: 'Try again' }));
    expect((await within(statsPanel()).findByTestId('rating-average')).textContent).toBe('4.0');
  });

  it('offers a retry when the profilers cannot be loaded, and says when there are none', async () => {
    let profilers: () => Promise<unknown> = async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
    };
    routes['/admin/assessments'] = () => profilers();
    const { user } = renderScreen();
    expect(await screen.findByText('Service unavailable')).toBeTruthy();

    profilers = async () => listResponse([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No profilers yet')).toBeTruthy();
    expect(screen.queryByTestId('rating-stats')).toBeNull();
  });

  it('opens the profiler named in the address, with one empty state when nobody rated it', async () => {
    renderScreen(`${paths.admin.ratings.getHref()}?profiler=${bigFive.id}`);
    const empty = await screen.findByTestId('profiler-ratings-empty');
    expect(within(empty).getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByTestId('rating-stats')).toBeNull();
    expect(screen.queryByTestId('profiler-ratings')).toBeNull();
    // The feed still shows the other profilers' ratings.
    expect(within(recentPanel()).getAllByTestId(/^rating-/)).toHaveLength(2);
    expect((screen.getByLabelText('Profiler') as HTMLSelectElement).value).toBe(bigFive.id);
    expect(get).not.toHaveBeenCalledWith(`/admin/assessments/${compass.id}/ratings`, expect.anything());
  });

  it('shows one empty state, and no empty panels, when nobody has rated any profiler', async () => {
    routes['/admin/ratings/recent'] = async () => ({ ratings: [] });
    routes[`/admin/assessments/${compass.id}/rating-stats`] = async () => stats(compass.id);
    routes[`/admin/assessments/${compass.id}/ratings`] = async () => ({
      ratings: [],
      total: 0,
      limit: 50,
      offset: 0,
      hasMore: false,
    });
    renderScreen();
    const empty = await screen.findByTestId('ratings-empty');
    expect(within(empty).getByText('No ratings yet')).toBeTruthy();
    expect(within(empty).getByText(/People can rate a profiler after completing it/)).toBeTruthy();
    expect(screen.getAllByText('No ratings yet')).toHaveLength(1);
    for (const panel of ['rating-stats', 'profiler-ratings', 'recent-ratings', 'profiler-ratings-empty']) {
      expect(screen.queryByTestId(panel)).toBeNull();
    }
    expect(screen.queryByLabelText('Profiler')).toBeNull();
  });
});
