import type {
  CatalogueProfiler,
  HistoryItem,
  ProfilerAccess,
  ProfilerAccessStatus,
  StudentProfile,
} from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  buildReferredBy,
  buildStats,
  CONFIG,
  PAUSED,
} from '@/features/referrals/components/people/referrals-test-data';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

const careers = { id: uuid(), title: 'Careers', description: '', assessmentCount: 2 };
const personality = { id: uuid(), title: 'Personality', description: '', assessmentCount: 1 };
const empty = { id: uuid(), title: 'Empty group', description: '', assessmentCount: 0 };

function profiler(overrides: Partial<CatalogueProfiler> = {}): CatalogueProfiler {
  return {
    id: uuid(),
    title: 'Career Compass',
    description: 'Find the work that fits you.',
    isFree: true,
    price: null,
    currency: 'INR',
    salePrice: null,
    saleLabel: null,
    category: { id: careers.id, title: careers.title },
    hasScreening: false,
    categoryCount: 2,
    questionCount: 40,
    estimatedMinutes: 8,
    priority: 0,
    rating: { average: null, count: 0 },
    matchScore: 0,
    matchReasons: [],
    ...overrides,
  };
}

const notStarted = {
  state: 'not_started' as const,
  openAttemptId: null,
  answered: 0,
  latestCompletedAttemptId: null,
  completedAt: null,
  canRetake: true,
};

const compass = profiler({
  progress: { ...notStarted, state: 'in_progress', openAttemptId: uuid(), answered: 10 },
  matchScore: 10,
  rating: { average: 4.5, count: 12 },
  matchReasons: ['education', 'experience', 'Python', 'Leadership', 'Technology', 'Design'],
});
const bigFive = profiler({
  title: 'Big Five',
  description: 'How you think, feel and act.',
  isFree: false,
  price: 499,
  category: { id: personality.id, title: personality.title },
  questionCount: 1,
  estimatedMinutes: 1,
});
const leader = profiler({
  title: 'Leadership Lens',
  isFree: false,
  price: 999,
  salePrice: 799.2,
  saleLabel: '20% off',
});
const extra = Array.from({ length: 3 }, (_, index) => profiler({ title: `Extra ${index + 1}` }));

function history(items: Partial<HistoryItem>[], hasMore = false) {
  return {
    history: items.map((item) => ({
      attemptId: uuid(),
      assessmentId: compass.id,
      assessmentTitle: 'Career Compass',
      status: 'in_progress' as const,
      startedAt: '2026-03-01T10:00:00.000Z',
      completedAt: null,
      answeredCount: 10,
      questionCount: 40,
      hollandCode: null,
      ...item,
    })),
    pagination: { page: 1, limit: 3, total: items.length, hasMore },
  };
}

function studentProfile(completeness: Partial<StudentProfile['completeness']>): StudentProfile {
  return {
    educationLevel: null,
    experienceLevel: null,
    skills: [],
    interests: [],
    age: null,
    extra: {},
    completedAt: null,
    updatedAt: null,
    completeness: {
      filled: 2,
      total: 5,
      percentage: 40,
      missingRequired: ['experienceLevel'],
      isComplete: false,
      ...completeness,
    },
  };
}

type Params = { search?: string; categoryId?: string; page?: number; limit?: number; status?: string };

let profile: StudentProfile;
let catalogue: (params: Params) => unknown;
let inProgress: unknown;
let completed: unknown;
let owned: Record<string, ProfilerAccessStatus>;
let checkFails: boolean;
let referrals: { enabled: boolean; stats: unknown; config: unknown };
const completedAttemptId = uuid();

function accessOf(assessmentId: string): ProfilerAccess {
  const status = owned[assessmentId] ?? 'not_owned';
  return { assessmentId, status, hasAccess: status === 'owned' || status === 'free', orderId: null };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ name: 'Ada Lovelace' }));
  profile = studentProfile({});
  inProgress = history([{ assessmentTitle: 'Career Compass', answeredCount: 10, questionCount: 40 }]);
  completed = history([
    {
      attemptId: completedAttemptId,
      assessmentTitle: 'Interest Profiler',
      status: 'completed',
      completedAt: '2026-03-04T10:00:00.000Z',
      answeredCount: 60,
      questionCount: 60,
      hollandCode: 'RIA',
    },
  ]);
  catalogue = (params) => {
    const search = (params.search ?? '').toLowerCase();
    const all = [compass, bigFive, leader, ...extra].filter(
      (item) =>
        (!params.categoryId || item.category?.id === params.categoryId) &&
        item.title.toLowerCase().includes(search),
    );
    const page = params.page ?? 1;
    const limit = 4;
    const slice = all.slice((page - 1) * limit, page * limit);
    return {
      recommended: page === 1 && !params.search && !params.categoryId ? [compass] : [],
      assessments: slice,
      pagination: { page, limit, total: all.length, hasMore: page * limit < all.length },
    };
  };
  owned = {};
  checkFails = false;
  referrals = { enabled: false, stats: buildStats(), config: CONFIG };
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/payments/check-multiple') {
      if (checkFails) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
      return { success: true, data: (body as { assessmentIds: string[] }).assessmentIds.map(accessOf) };
    }
    throw new Error(`unexpected POST ${path}`);
  });
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    const params = options?.params ?? {};
    if (path.startsWith('/payments/check/')) {
      if (checkFails) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
      return { success: true, data: accessOf(path.slice('/payments/check/'.length)) };
    }
    if (path === '/student/profile') return { profile };
    if (path === '/assessments') return catalogue(params);
    if (path === '/assessments/categories') return { categories: [careers, personality, empty] };
    if (path === '/assessments/user-history') return params.status === 'completed' ? completed : inProgress;
    if (path === '/referrals/feature-status') return { enabled: referrals.enabled };
    if (referrals.enabled && path === '/referrals/stats') return referrals.stats;
    if (referrals.enabled && path === '/referrals/config') return referrals.config;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen() {
  const view = renderRoutes([{ path: paths.dashboard.path, element: <DashboardRoute /> }], {
    path: paths.dashboard.getHref(),
  });
  return { ...view, user: userEvent.setup() };
}

const allProfilers = () => screen.getByRole('region', { name: 'All profilers' });
const calls = (path: string) => get.mock.calls.filter(([called]) => called === path);

describe('/dashboard', () => {
  it('greets the person and nudges them to finish the profile screening', async () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ada$/ }),
    ).toBeTruthy();
    const prompt = await screen.findByRole('region', { name: 'Finish your profile' });
    expect(
      within(prompt).getByRole('progressbar', { name: '2 of 5 answered' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(prompt).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/profile-screening',
    );
  });

  it('says nothing about the profile once it is complete', async () => {
    profile = studentProfile({ filled: 5, percentage: 100, missingRequired: [], isComplete: true });
    renderScreen();
    await screen.findByRole('region', { name: 'All profilers' });
    await waitFor(() => expect(calls('/student/profile')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tell us a little about yourself' })).toBeNull();
  });

  it('recommends profilers with the reasons they match', async () => {
    renderScreen();
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    const card = within(recommended).getByRole('article', { name: 'Career Compass' });
    const reasons = within(card).getByRole('list', { name: 'Why it fits you' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your education', 'Your experience', 'Python', 'Leadership', '+2Technology, Design']);
    expect(within(recommended).getByRole('link', { name: 'Update your answers' }).getAttribute('href')).toBe(
      '/profile-screening',
    );
    // The unfinished attempt turns "Start" into "Continue (n of m)".
    expect(
      within(card).getByRole('link', { name: 'Continue (10 of 40): Career Compass' }).getAttribute('href'),
    ).toBe(`/assessment/${compass.id}`);
  });

  it('lets people continue where they left off and open their reports', async () => {
    renderScreen();
    const continuing = await screen.findByRole('region', { name: 'Continue where you left off' });
    const bar = within(continuing).getByRole('progressbar', { name: 'Progress in Career Compass' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 40 answered');
    expect(
      within(continuing).getByRole('link', { name: 'Continue: Career Compass' }).getAttribute('href'),
    ).toBe(`/assessment/${compass.id}`);

    const results = screen.getByRole('region', { name: 'Your results' });
    expect(
      within(results).getByRole('img', { name: 'Holland code RIA: Realistic, Investigative, Artistic' }),
    ).toBeTruthy();
    expect(within(results).getByText('Completed March 4, 2026')).toBeTruthy();
    expect(
      within(results).getByRole('link', { name: 'View result: Interest Profiler' }).getAttribute('href'),
    ).toBe(`/report/${completedAttemptId}`);
  });

  it('hides the history sections when there is nothing to show', async () => {
    inProgress = history([]);
    completed = history([]);
    renderScreen();
    await screen.findByRole('region', { name: 'All profilers' });
    await waitFor(() => expect(calls('/assessments/user-history')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your results' })).toBeNull();
  });

  it('shows what each profiler is, takes and costs, and how to begin', async () => {
    renderScreen();
    await within(await screen.findByRole('region', { name: 'All profilers' })).findByRole('article', {
      name: 'Big Five',
    });
    const list = allProfilers();
    expect(within(list).getByText('6 profilers')).toBeTruthy();

    const free = within(list).getByRole('article', { name: 'Career Compass' });
    expect(within(free).getByText('Careers')).toBeTruthy();
    expect(within(free).getByText('40 questions')).toBeTruthy();
    expect(within(free).getByText('About 8 min')).toBeTruthy();
    expect(within(free).getByText('Free')).toBeTruthy();
    expect(await within(free).findByText('Rated 4.5 out of 5 by 12 people')).toBeTruthy();

    const paid = within(list).getByRole('article', { name: 'Big Five' });
    expect(within(paid).getByText('1 question')).toBeTruthy();
    expect(within(paid).getByText('₹499')).toBeTruthy();
    // Not owned: Buy beside the price, straight to the checkout; never a Start the server would refuse.
    const buy = await within(paid).findByRole('link', { name: 'Buy: Big Five' });
    expect(buy.getAttribute('href')).toBe(`/assessment/${bigFive.id}#checkout`);
    expect(within(paid).queryByRole('link', { name: /Start/ })).toBeNull();
    expect(screen.queryByText('Available soon')).toBeNull();
    expect(screen.queryByText(/payments launch/)).toBeNull();
    expect(within(free).getByRole('link', { name: 'Continue (10 of 40): Career Compass' })).toBeTruthy();
    const fresh = within(list).getByRole('article', { name: 'Extra 1' });
    expect(within(fresh).getByRole('link', { name: 'Start: Extra 1' }).getAttribute('href')).toBe(
      `/assessment/${extra[0]?.id}`,
    );
    expect(within(paid).queryByText(/Rated/)).toBeNull();

    const sale = within(list).getByRole('article', { name: 'Leadership Lens' });
    expect(within(sale).getByText('On sale')).toBeTruthy();
    expect(within(sale).getByText('· 20% off')).toBeTruthy();
    expect(within(sale).getByText('₹999').tagName).toBe('S');
    expect(within(sale).getByText('₹799.20')).toBeTruthy();
    expect(within(sale).getByText('On sale: ₹799.20, was ₹999')).toBeTruthy();
    expect(within(sale).getByRole('link', { name: 'Buy: Leadership Lens' })).toBeTruthy();
    // The paid cards of the page are checked in one call; free ones are not asked about.
    const asked = post.mock.calls
      .filter(([path]) => path === '/payments/check-multiple')
      .map(([, body]) => (body as { assessmentIds: string[] }).assessmentIds.sort());
    expect(asked).toContainEqual([bigFive.id, leader.id].sort());
    expect(asked.flat()).not.toContain(compass.id);
    expect(calls(`/payments/check/${compass.id}`)).toHaveLength(0);
  });

  it("shows Owned with Start, or Pending, from the person's access to each paid profiler", async () => {
    owned = { [bigFive.id]: 'owned', [leader.id]: 'pending' };
    renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    const paid = await within(list).findByRole('article', { name: 'Big Five' });
    const start = await within(paid).findByRole('link', { name: 'Start: Big Five' });
    expect(start.getAttribute('href')).toBe(`/assessment/${bigFive.id}`);
    expect(within(paid).getByText('Owned')).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: /Buy/ })).toBeNull();

    const pending = within(list).getByRole('article', { name: 'Leadership Lens' });
    expect(await within(pending).findByText('Payment pending')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'View: Leadership Lens' })).toBeTruthy();
    expect(within(pending).queryByRole('link', { name: /Start|Buy/ })).toBeNull();
  });

  it('keeps the price and View on a paid card when its access cannot be read', async () => {
    checkFails = true;
    renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    const paid = await within(list).findByRole('article', { name: 'Big Five' });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/payments/check-multiple', expect.anything(), { silent: true }),
    );
    expect(await within(paid).findByRole('link', { name: 'View: Big Five' })).toBeTruthy();
    expect(within(paid).getByText('₹499')).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: /Start|Buy/ })).toBeNull();
  });

  it('leaves no empty band above the title of a profiler outside any category', async () => {
    const loose = profiler({ title: 'Loose Ends', category: null });
    const looseOnSale = profiler({
      title: 'Sale Ends',
      category: null,
      isFree: false,
      price: 500,
      salePrice: 400,
    });
    catalogue = () => ({
      recommended: [],
      assessments: [loose, looseOnSale, compass],
      pagination: { page: 1, limit: 12, total: 3, hasMore: false },
    });
    renderScreen();
    const card = await within(await screen.findByRole('region', { name: 'All profilers' })).findByRole(
      'article',
      { name: 'Loose Ends' },
    );
    // No badge row above the title: its slot stays empty, so it takes no height of its own.
    const badges = card.firstElementChild;
    expect(badges?.childElementCount).toBe(0);
    expect(badges?.nextElementSibling?.firstElementChild).toBe(
      within(card).getByRole('heading', { name: 'Loose Ends' }),
    );
    const onSale = within(allProfilers()).getByRole('article', { name: 'Sale Ends' });
    expect(within(onSale).getByText('On sale')).toBeTruthy();
    const categorised = within(allProfilers()).getByRole('article', { name: 'Career Compass' });
    expect(within(categorised).getByText('Careers')).toBeTruthy();
  });

  it('loads more profilers on request', async () => {
    const { user } = renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    await within(list).findByText('Showing 4 of 6');
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('article', { name: 'Extra 3' })).toBeTruthy();
    expect(within(list).getByText('Showing 6 of 6')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by grouping category', async () => {
    const { user } = renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    const chips = await within(list).findByRole('list', { name: 'Filter by category' });
    // Categories without profilers are left out.
    expect(within(chips).queryByRole('button', { name: /Empty group/ })).toBeNull();
    await user.click(within(chips).getByRole('button', { name: /Personality/ }));
    expect(
      within(chips)
        .getByRole('button', { name: /Personality/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(within(list).getByText('1 match')).toBeTruthy());
    expect(within(list).getByRole('article', { name: 'Big Five' })).toBeTruthy();
    expect(within(list).queryByRole('article', { name: 'Career Compass' })).toBeNull();
    expect(get).toHaveBeenCalledWith(
      '/assessments',
      expect.objectContaining({ params: expect.objectContaining({ categoryId: personality.id, page: 1 }) }),
    );
  });

  it('searches once typing pauses, and says so when nothing matches', async () => {
    const { user } = renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    await within(list).findByText('6 profilers');
    await user.type(within(list).getByRole('searchbox', { name: 'Search profilers' }), 'zzz');
    expect(
      await within(list).findByText(
        'Nothing matches “zzz”. Try another word or clear the filters.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    // One request for the whole word, not one per keystroke.
    const searches = calls('/assessments').filter(
      ([, options]) => (options as { params: Params }).params.search,
    );
    expect(searches.map(([, options]) => (options as { params: Params }).params.search)).toEqual(['zzz']);

    await user.click(within(list).getByRole('button', { name: 'Clear filters' }));
    expect(await within(list).findByRole('article', { name: 'Big Five' })).toBeTruthy();
    expect((within(list).getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('explains an empty catalogue', async () => {
    catalogue = () => ({
      recommended: [],
      assessments: [],
      pagination: { page: 1, limit: 12, total: 0, hasMore: false },
    });
    renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    expect(await within(list).findByText('No profilers yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    let fail = true;
    const working = catalogue;
    catalogue = (params) => {
      if (fail) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.');
      return working(params);
    };
    const { user } = renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });
    expect(await within(list).findByText("We couldn't load the profilers")).toBeTruthy();
    fail = false;
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByRole('article', { name: 'Big Five' })).toBeTruthy();
  });

  it('shows each card as the person stands with it: Start, Continue (n of m), View result and Take again', async () => {
    const finishedId = uuid();
    const finished = profiler({
      title: 'Finished Free',
      progress: {
        ...notStarted,
        state: 'completed',
        latestCompletedAttemptId: finishedId,
        completedAt: '2026-03-04T10:00:00.000Z',
      },
    });
    const refunded = profiler({
      title: 'Finished Paid',
      isFree: false,
      price: 499,
      progress: {
        ...notStarted,
        state: 'completed',
        latestCompletedAttemptId: uuid(),
        completedAt: '2026-03-05T10:00:00.000Z',
        canRetake: false,
      },
    });
    const fresh = profiler({ title: 'Brand New', progress: notStarted, questionCount: 12 });
    const open = profiler({
      title: 'Half Way',
      questionCount: 12,
      progress: { ...notStarted, state: 'in_progress', openAttemptId: uuid(), answered: 5 },
    });
    catalogue = () => ({
      recommended: [],
      assessments: [finished, refunded, fresh, open],
      pagination: { page: 1, limit: 12, total: 4, hasMore: false },
    });
    renderScreen();
    const list = await screen.findByRole('region', { name: 'All profilers' });

    const done = await within(list).findByRole('article', { name: 'Finished Free' });
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'View result: Finished Free' }).getAttribute('href')).toBe(
      `/report/${finishedId}`,
    );
    expect(within(done).getByRole('link', { name: 'Take again: Finished Free' }).getAttribute('href')).toBe(
      `/assessment/${finished.id}`,
    );
    expect(within(done).queryByRole('link', { name: /^Start/ })).toBeNull();

    // Finished, but the retake rule says no (a paid profiler no longer owned): the result only.
    const paidDone = within(list).getByRole('article', { name: 'Finished Paid' });
    expect(within(paidDone).getByRole('link', { name: 'View result: Finished Paid' })).toBeTruthy();
    expect(within(paidDone).queryByRole('link', { name: /Take again|Start/ })).toBeNull();

    const half = within(list).getByRole('article', { name: 'Half Way' });
    expect(
      within(half).getByRole('link', { name: 'Continue (5 of 12): Half Way' }).getAttribute('href'),
    ).toBe(`/assessment/${open.id}`);
    const brandNew = within(list).getByRole('article', { name: 'Brand New' });
    expect(within(brandNew).getByRole('link', { name: 'Start: Brand New' })).toBeTruthy();
    expect(within(brandNew).queryByRole('link', { name: /View result|Continue/ })).toBeNull();
  });

  it('holds the space of its sections while they load, then shows them together', async () => {
    let answer: (value: unknown) => void = () => {};
    const working = catalogue;
    catalogue = (params) =>
      new Promise((resolve) => {
        answer = () => resolve(working(params));
      });
    renderScreen();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your dashboard…');
    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
    // The sections whose requests have answered wait for the catalogue, so nothing moves later.
    await waitFor(() => expect(calls('/assessments/user-history')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'All profilers' })).toBeNull();
    answer(undefined);
    expect(await screen.findByRole('region', { name: 'All profilers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Continue where you left off' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recommended for you' })).toBeTruthy();
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
  });

  it('reads the recommendations and the first page of the list in one request', async () => {
    renderScreen();
    await screen.findByRole('region', { name: 'Recommended for you' });
    expect(calls('/assessments')).toHaveLength(1);
  });

  describe('Refer a friend', () => {
    const card = () => screen.findByRole('region', { name: 'Refer a friend' });

    it('is not there while the programme is off', async () => {
      renderScreen();
      await screen.findByRole('region', { name: 'All profilers' });
      expect(screen.queryByRole('region', { name: 'Refer a friend' })).toBeNull();
      expect(calls('/referrals/stats')).toHaveLength(0);
    });

    it('shows the link and code with Copy, the offer (the friend’s side, then theirs) and the way to the details', async () => {
      referrals.enabled = true;
      const { user } = renderScreen();
      const region = await card();
      const offer = within(region).getByText(/^Friends who join with your link get/);
      expect(offer.textContent).toMatch(
        / You get 20% off your next profiler when a friend you invite buys a profiler of at least ₹199\.$/,
      );
      expect(offer.textContent).not.toMatch(/Rewards arrive/);
      expect((within(region).getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
        'http://localhost:3000/login?ref=K7MPQ2XR',
      );
      expect(within(region).getByText('K7MPQ2XR')).toBeTruthy();
      expect(within(region).queryByRole('button', { name: 'Share…' })).toBeNull();
      expect(
        within(region).getByRole('link', { name: 'See your referrals and rewards' }).getAttribute('href'),
      ).toBe('/account#referrals');
      await user.click(within(region).getByRole('button', { name: 'Copy link' }));
      expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/login?ref=K7MPQ2XR');
      expect(within(region).getByRole('button', { name: 'Copied' })).toBeTruthy();
    });

    it('offers "Get my link" before the person has a code', async () => {
      referrals.enabled = true;
      referrals.stats = buildStats({ code: null, link: null });
      renderScreen();
      expect(within(await card()).getByRole('button', { name: 'Get my link' })).toBeTruthy();
    });

    it('says when the programme is paused, and points to a welcome discount waiting', async () => {
      referrals.enabled = true;
      referrals.config = PAUSED;
      referrals.stats = buildStats({ referredBy: buildReferredBy() });
      renderScreen();
      const region = await card();
      expect(within(region).getByText('The programme is paused')).toBeTruthy();
      expect(within(region).getByText('You have a welcome discount waiting for you.')).toBeTruthy();
    });

    it('appears with the other sections, not after them (no layout shift)', async () => {
      referrals.enabled = true;
      let answer: (value: unknown) => void = () => {};
      referrals.stats = new Promise((resolve) => {
        answer = resolve;
      });
      renderScreen();
      await waitFor(() => expect(calls('/referrals/stats')).toHaveLength(1));
      expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'All profilers' })).toBeNull();
      answer(buildStats());
      expect(await card()).toBeTruthy();
      expect(screen.getByRole('region', { name: 'All profilers' })).toBeTruthy();
      expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
    });
  });
});
