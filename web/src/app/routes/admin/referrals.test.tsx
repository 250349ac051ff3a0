import type { ProcessBonusResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  buildAdminReferral,
  buildAnalytics,
  buildQualifiedReferral,
  buildReferralConfig,
  emptyAnalytics,
  listOf,
  WINTER_ID,
} from '@/features/referrals/components/admin/admin-referral-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminReferralsRoute } from './referrals';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

const spring = buildReferralConfig({ referralCount: 12 });
const winter = buildReferralConfig({
  id: WINTER_ID,
  name: 'Winter 2025',
  isActive: false,
  referrerRewardType: 'FIXED_AMOUNT',
  referrerRewardValue: 100,
  refereeDiscountType: null,
  refereeDiscountValue: null,
  minPurchaseAmount: 0,
  maxRewardsPerReferrer: null,
  referralCount: 0,
  createdByName: null,
  createdAt: '2025-12-01T09:00:00.000Z',
});

type Handlers = {
  feature: () => Promise<unknown>;
  active: () => Promise<unknown>;
  configs: () => Promise<unknown>;
  list: (params: Record<string, unknown>) => Promise<unknown>;
  analytics: (params: Record<string, unknown>) => Promise<unknown>;
};
let handlers: Handlers;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  handlers = {
    feature: async () => ({ enabled: true }),
    active: async () => ({ config: spring }),
    configs: async () => ({ configs: [spring, winter] }),
    list: async () => listOf([]),
    analytics: async () => buildAnalytics(),
  };
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    const params = options?.params ?? {};
    if (path === '/admin-settings/referral-feature') return handlers.feature();
    if (path === '/referrals/admin/config') return handlers.active();
    if (path === '/referrals/admin/configs') return handlers.configs();
    if (path === '/referrals/admin/referrals') return handlers.list(params);
    if (path === '/referrals/admin/analytics') return handlers.analytics(params);
    if (path === '/pricing/currencies') {
      return {
        success: true,
        data: {
          enabledCurrencies: [
            { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
          ],
          defaultCurrency: 'INR',
        },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(search = '') {
  const rendered = renderRoutes([{ path: paths.admin.referrals.path, element: <AdminReferralsRoute /> }], {
    path: `${paths.admin.referrals.getHref()}${search}`,
  });
  return { ...rendered, user: userEvent.setup() };
}

const listCalls = () =>
  get.mock.calls
    .filter(([path]) => path === '/referrals/admin/referrals')
    .map(([, options]) => (options as { params: Record<string, unknown> }).params);

const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('/admin/referrals — the programme switch', () => {
  it('asks before turning referrals off, saying what people lose and what is kept', async () => {
    const { user } = renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Referral programme' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('referral-feature-state').textContent).toBe('On');
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();

    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn referrals off?' });
    expect(dialog.textContent).toContain('referral screens disappear');
    expect(dialog.textContent).toContain('Referrals already made still earn their rewards');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    // The question was opened from state: focus comes back to the switch, not to the page's top.
    await waitFor(() => expect(document.activeElement).toBe(toggle));

    post.mockResolvedValueOnce({ enabled: false });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Turn referrals off?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(post).toHaveBeenCalledWith(
      '/admin-settings/referral-feature',
      { enabled: false },
      { silent: true },
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByTestId('referral-feature-state').textContent).toBe('Off');
    expect(toast.success).toHaveBeenCalledWith('Referrals are off');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('turns referrals on at once, and warns when no terms are active', async () => {
    handlers.feature = async () => ({ enabled: false });
    handlers.active = async () => ({ config: null });
    post.mockResolvedValueOnce({ enabled: true });
    const { user } = renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Referral programme' });
    expect(screen.queryByText('No terms are active')).toBeNull();

    await user.click(toggle);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(post).toHaveBeenCalledWith(
      '/admin-settings/referral-feature',
      { enabled: true },
      { silent: true },
    );
    expect(await screen.findByText('No terms are active')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Referrals are on');
  });

  it('shows the server’s refusal when the switch cannot be saved', async () => {
    post.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'The server failed.'));
    handlers.feature = async () => ({ enabled: false });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Referral programme' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The server failed.'));
    expect(screen.getByRole('switch', { name: 'Referral programme' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('offers a retry when the switch cannot be read', async () => {
    let fail = true;
    handlers.feature = async () => {
      if (fail) throw new ApiError(503, 'UNAVAILABLE', 'Service unavailable');
      return { enabled: true };
    };
    const { user } = renderScreen();
    expect(await screen.findByText('Could not load whether referrals are on')).toBeTruthy();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByRole('switch', { name: 'Referral programme' })).toBeTruthy();
  });
});

describe('/admin/referrals — analytics', () => {
  it('shows the funnel with its rates, money per currency, rewards, top referrers and a table of the days', async () => {
    renderScreen();
    const funnel = await screen.findByTestId('referral-funnel');
    expect(within(within(funnel).getByTestId('funnel-invited')).getByText('12')).toBeTruthy();
    expect(within(within(funnel).getByTestId('funnel-joined')).getByText('67% of invited')).toBeTruthy();
    expect(within(within(funnel).getByTestId('funnel-purchased')).getByText('38% of joined')).toBeTruthy();
    expect(within(screen.getByTestId('referral-revenue')).getByText('₹12,450')).toBeTruthy();
    expect(within(screen.getByTestId('referral-cost')).getByText('₹640')).toBeTruthy();
    const rewards = screen.getByTestId('referral-rewards');
    expect(within(rewards).getByText('Issued').parentElement?.textContent).toBe('Issued2');
    expect(within(rewards).getByText('Waiting').parentElement?.textContent).toBe('Waiting1');

    // The chart is hidden from assistive technology; its figures are in a summary and a table.
    expect(screen.getByTestId('referral-daily-summary').textContent).toContain(
      'Over 30 days: 12 invited, 8 joined, 3 purchased.',
    );
    const table = screen.getByTestId('referral-daily-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // the header and the two days with activity
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('March 5, 2026');
    expect((rows[2] as HTMLElement).textContent).toContain('March 11, 2026');
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '4', '3']);
    expect(await screen.findByTestId('referrals-daily-chart')).toBeTruthy();
    expect(screen.getByTestId('referrals-daily-chart').getAttribute('aria-hidden')).toBe('true');

    const top = screen.getByTestId('top-referrers');
    expect(within(top).getByRole('button', { name: 'Show the referrals of Ada Byron' })).toBeTruthy();
  });

  it('changes the period in the address and asks for it', async () => {
    const { user, router } = renderScreen();
    await screen.findByTestId('referral-funnel');
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(period).getByRole('button', { name: '90 days' }));
    expect(searchOf(router).get('period')).toBe('90');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/referrals/admin/analytics',
        expect.objectContaining({ params: { period: 90 } }),
      ),
    );
    expect(within(period).getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a top referrer’s referrals in the list', async () => {
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Show the referrals of Ada Byron' }));
    expect(searchOf(router).get('tab')).toBe('referrals');
    expect(searchOf(router).get('referrer')).toBe('ada@example.com');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ referrer: 'ada@example.com', page: 1 }));
    expect((screen.getByLabelText('Referrer') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('draws a year week by week, and its table too', async () => {
    const year = Array.from({ length: 365 }, (_, index) => ({
      day: new Date(Date.UTC(2025, 11, 1 + index)).toISOString().slice(0, 10),
      invited: index === 0 || index === 6 ? 2 : index === 7 ? 1 : 0,
      joined: index === 6 ? 1 : 0,
      purchased: 0,
    }));
    handlers.analytics = async (params) => buildAnalytics({ period: Number(params.period), daily: year });
    renderScreen('?period=365');
    expect(await screen.findByText('Referrals per week')).toBeTruthy();
    const rows = within(screen.getByTestId('referral-daily-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect((rows[1] as HTMLElement).textContent).toBe('Week of December 1, 2025410');
    expect((rows[2] as HTMLElement).textContent).toBe('Week of December 8, 2025100');
    expect(screen.getByTestId('referral-daily-summary').textContent).toContain('Over 365 days: 5 invited');
  });

  it('says when the period holds no referrals', async () => {
    handlers.analytics = async () => emptyAnalytics();
    renderScreen();
    expect(await screen.findByText('No referrals in the last 30 days')).toBeTruthy();
    expect(screen.queryByTestId('referral-funnel')).toBeNull();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    handlers.analytics = async () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'The server failed.');
      return buildAnalytics();
    };
    const { user } = renderScreen();
    const alert = await screen.findByText('Could not load the referral figures');
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByTestId('referral-funnel')).toBeTruthy();
  });
});

describe('/admin/referrals — the referrals list', () => {
  it('reads its filters, page and page size from the address', async () => {
    handlers.list = async (params) => listOf([], { page: Number(params.page), limit: Number(params.limit) });
    renderScreen('?tab=referrals&status=capped&referrer=bob&from=2026-03-01&to=2026-03-31&page=2&limit=50');
    await waitFor(() =>
      expect(listCalls()[0]).toEqual({
        status: 'capped',
        referrer: 'bob',
        from: '2026-03-01',
        to: '2026-03-31',
        page: 2,
        limit: 50,
      }),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('capped');
    expect((screen.getByLabelText('Referrer') as HTMLInputElement).value).toBe('bob');
    expect((screen.getByLabelText('Made from') as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('keeps filters in the address, waits for typing to pause, and starts again from page 1', async () => {
    handlers.list = async (params) =>
      listOf([buildAdminReferral()], {
        page: Number(params.page),
        total: 45,
        hasMore: Number(params.page) < 3,
      });
    const { user, router } = renderScreen('?tab=referrals&page=2');
    expect(await screen.findByText('45 referrals')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'qualified');
    expect(searchOf(router).get('status')).toBe('qualified');
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'qualified', page: 1 }));

    const before = listCalls().length;
    await user.type(screen.getByLabelText('Referrer'), 'ada');
    // One request once typing pauses, not one per key.
    await waitFor(() => expect(searchOf(router).get('referrer')).toBe('ada'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ referrer: 'ada', status: 'qualified' }));
    expect(
      listCalls()
        .slice(before)
        .filter((params) => params.referrer && params.referrer !== 'ada'),
    ).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?tab=referrals');
  });

  it('pages through the list and changes the page size', async () => {
    handlers.list = async (params) =>
      listOf([buildAdminReferral()], {
        page: Number(params.page),
        limit: Number(params.limit),
        total: 45,
        hasMore: Number(params.page) * Number(params.limit) < 45,
      });
    const { user, router } = renderScreen('?tab=referrals');
    const pager = await screen.findByRole('navigation', { name: 'Referral pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(searchOf(router).get('page')).toBe('2');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 2, limit: 20 }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(searchOf(router).get('limit')).toBe('50');
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 1, limit: 50 }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Referral pages' })).toBeNull());
  });

  it('shows each referral with its people, status, purchase, reward and dates', async () => {
    const rewarded = buildAdminReferral({
      status: 'rewarded',
      referee: {
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Carol Friend',
        email: 'carol@example.com',
      },
      qualifyingAmount: 499,
      qualifyingCurrency: 'INR',
      qualifiedAt: '2026-03-05T10:00:00.000Z',
      rewardedAt: '2026-03-12T10:00:00.000Z',
      rewardCoupon: {
        code: 'RWD-7K2M9Q',
        label: '20% off',
        validUntil: '2026-06-10T10:00:00.000Z',
        isUsed: false,
        isExpired: false,
      },
    });
    handlers.list = async () => listOf([rewarded]);
    renderScreen('?tab=referrals');
    const row = await screen.findByTestId(`referral-row-${rewarded.id}`);
    expect(within(row).getByText('Ada Byron')).toBeTruthy();
    expect(within(row).getByText('ADA23XYZ')).toBeTruthy();
    expect(within(row).getByText('Carol Friend')).toBeTruthy();
    expect(within(row).getByTestId('referral-status').textContent).toBe('Rewarded');
    expect(within(row).getByText('₹499')).toBeTruthy();
    expect(within(row).getByText('RWD-7K2M9Q')).toBeTruthy();
    expect(within(row).getByText('Valid until June 10, 2026')).toBeTruthy();
    expect(within(row).getByText('March 12, 2026')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Issue/ })).toBeNull();
    expect(screen.getByText('1 referral')).toBeTruthy();
  });

  it('issues a qualified referral’s reward after a question, the row busy until the server answers', async () => {
    const qualified = buildQualifiedReferral();
    handlers.list = async () => listOf([qualified]);
    const answer = deferred<ProcessBonusResponse>();
    post.mockReturnValueOnce(answer.promise);
    const { user } = renderScreen('?tab=referrals');
    const row = await screen.findByTestId(`referral-row-${qualified.id}`);
    expect(within(row).getByText(/Reward due March 12, 2026/)).toBeTruthy();

    await user.click(
      within(row).getByRole('button', {
        name: `Issue reward to Ada Byron for inviting ${qualified.referee.name}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue the reward now?' });
    expect(dialog.textContent).toContain('instead of after the waiting period ends on March 12, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Issue reward' }));

    expect(post).toHaveBeenCalledWith(`/referrals/admin/process-bonus/${qualified.id}`, undefined, {
      silent: true,
    });
    const busy = screen.getByTestId(`issue-reward-${qualified.id}`);
    expect(busy.textContent).toContain('Issuing…');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    handlers.list = async () =>
      listOf([{ ...qualified, status: 'rewarded', rewardedAt: '2026-03-06T10:00:00.000Z' }]);
    answer.resolve({
      issued: true,
      message: 'Reward issued to Ada Byron.',
      referral: { ...qualified, status: 'rewarded' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reward issued to Ada Byron.'));
    await waitFor(() => expect(screen.queryByTestId(`issue-reward-${qualified.id}`)).toBeNull());
  });

  it('words a capped referral’s reward as an exception to the cap and shows the server’s refusal', async () => {
    const capped = buildQualifiedReferral({ status: 'capped', rewardDueAt: null });
    handlers.list = async () => listOf([capped]);
    post.mockRejectedValueOnce(
      new ApiError(409, 'CONFLICT', 'This referral was cancelled: its purchase was refunded.'),
    );
    const { user } = renderScreen('?tab=referrals');
    const row = await screen.findByTestId(`referral-row-${capped.id}`);
    await user.click(within(row).getByRole('button', { name: /beyond the cap/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue a reward beyond the cap?' });
    expect(dialog.textContent).toContain('Issuing it is an exception to the cap');
    expect(dialog.textContent).toContain('“Spring 2026”');
    await user.click(within(dialog).getByRole('button', { name: 'Issue as an exception' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This referral was cancelled: its purchase was refunded.'),
    );
    expect((screen.getByTestId(`issue-reward-${capped.id}`) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells an admin when a reward had already been issued', async () => {
    const qualified = buildQualifiedReferral();
    handlers.list = async () => listOf([qualified]);
    post.mockResolvedValueOnce({
      issued: false,
      message: 'The reward had already been issued.',
      referral: { ...qualified, status: 'rewarded' },
    });
    const { user } = renderScreen('?tab=referrals');
    await user.click(await screen.findByTestId(`issue-reward-${qualified.id}`));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue reward' }),
    );
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('The reward had already been issued.'));
  });

  it('draws cards instead of a table on phones', async () => {
    const qualified = buildQualifiedReferral();
    handlers.list = async () => listOf([qualified]);
    const matchMedia = vi.fn(() => ({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderScreen('?tab=referrals');
      const card = await screen.findByTestId(`referral-row-${qualified.id}`);
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Ada Byron')).toBeTruthy();
      expect(within(card).getByText('Friend:')).toBeTruthy();
      expect(within(card).getByText(qualified.referee.name)).toBeTruthy();
      expect(within(card).getByText('₹499')).toBeTruthy();
      expect(within(card).getByRole('button', { name: /^Issue reward to Ada Byron/ })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when there are no referrals yet (without filters), and when none match the filters', async () => {
    const { user } = renderScreen('?tab=referrals&status=rewarded');
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    const empty = screen.getByText('No referrals match these filters').parentElement as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
    expect(screen.queryByTestId('referral-filters')).toBeNull();
    expect(screen.queryByText('0 referrals')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    handlers.list = async () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'The server failed.');
      return listOf([buildAdminReferral()]);
    };
    const { user } = renderScreen('?tab=referrals');
    const alert = (await screen.findByText('Could not load the referrals')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert.textContent).toContain('The server failed.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 referral')).toBeTruthy();
  });
});

describe('/admin/referrals — terms', () => {
  it('shows the active terms in the words people read and the history newest first', async () => {
    renderScreen('?tab=terms');
    const active = await screen.findByTestId('active-terms');
    expect(within(active).getByText('Spring 2026')).toBeTruthy();
    expect(
      within(active).getByText(/Friends who join with your link get 10% off their first paid profiler/),
    ).toBeTruthy();
    expect(
      within(active).getByText(
        'You get 20% off your next profiler when a friend you invite buys a profiler of at least ₹199.',
      ),
    ).toBeTruthy();
    expect(within(active).getByText('You can earn up to 5 rewards.')).toBeTruthy();
    expect(within(active).getByTestId('terms-fact-hold').textContent).toContain('7 days');
    expect(within(active).getByText('Created by Grace Admin on March 1, 2026')).toBeTruthy();

    const history = screen.getByTestId('terms-history');
    const rows = within(history).getAllByTestId(/^terms-row-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      `terms-row-${spring.id}`,
      `terms-row-${winter.id}`,
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('12')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Frozen')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Referrer: ₹100 off')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Friend: no welcome discount')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Created on December 1, 2025')).toBeTruthy();
  });

  it('activates earlier terms after saying which terms they replace', async () => {
    put.mockResolvedValueOnce({ config: { ...winter, isActive: true } });
    const { user } = renderScreen('?tab=terms');
    await user.click(await screen.findByRole('button', { name: 'Activate the terms “Winter 2025”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate “Winter 2025”?' });
    expect(dialog.textContent).toContain('These terms replace “Spring 2026”, which will be deactivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(put).toHaveBeenCalledWith(
      `/referrals/admin/config/${winter.id}`,
      { isActive: true },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Winter 2025” are now the active terms'));
  });

  it('deactivates the active terms after saying nobody can join until terms are active', async () => {
    put.mockResolvedValueOnce({ config: { ...spring, isActive: false } });
    const { user } = renderScreen('?tab=terms');
    await user.click(await screen.findByRole('button', { name: 'Deactivate the terms “Spring 2026”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate “Spring 2026”?' });
    expect(dialog.textContent).toContain('nobody can join through a referral');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(put).toHaveBeenCalledWith(
      `/referrals/admin/config/${spring.id}`,
      { isActive: false },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Spring 2026” deactivated'));
  });

  it('opens frozen terms for their name only', async () => {
    const { user } = renderScreen('?tab=terms');
    const active = await screen.findByTestId('active-terms');
    await user.click(within(active).getByRole('button', { name: 'Edit the terms “Spring 2026”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Spring 2026”' });
    expect(within(dialog).getByText('12 referrals were made under these terms')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByLabelText('Minimum purchase') as HTMLInputElement).disabled).toBe(true);
  });

  it('says when no terms are active and opens the form from the switch’s warning', async () => {
    handlers.active = async () => ({ config: null });
    handlers.configs = async () => ({ configs: [] });
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Set terms' }));
    expect(searchOf(router).get('tab')).toBe('terms');
    expect(await screen.findByRole('dialog', { name: 'New referral terms' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('No active terms')).toBeTruthy();
    expect(screen.getByText('No terms yet')).toBeTruthy();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    let fail = true;
    handlers.configs = async () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'The server failed.');
      return { configs: [spring] };
    };
    const { user } = renderScreen('?tab=terms');
    const alert = (await screen.findByText('Could not load the terms history')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`terms-row-${spring.id}`)).toBeTruthy();
  });
});
