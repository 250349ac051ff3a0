import { APPLY_CODE_MESSAGES, type MyReferralList, REFERRALS_DISABLED_MESSAGE } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { ReferralsSection } from './referrals-section';
import {
  buildCoupon,
  buildReferral,
  buildReferredBy,
  buildStats,
  CONFIG,
  LINK,
  PAUSED,
  referralPage,
} from './referrals-test-data';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

type Answers = {
  enabled: boolean | Promise<never>;
  stats: ReturnType<typeof buildStats> | Error;
  config: typeof CONFIG | Error;
  list: (params: { page: number; limit: number; status?: string }) => MyReferralList | Error;
};
let answers: Answers;

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  answers = {
    enabled: true,
    stats: buildStats(),
    config: CONFIG,
    list: () => referralPage([buildReferral()]),
  };
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    const answer = (value: unknown) => {
      if (value instanceof Error) throw value;
      return value;
    };
    if (path === '/referrals/feature-status') return { enabled: await answers.enabled };
    if (path === '/referrals/stats') return answer(answers.stats);
    if (path === '/referrals/config') return answer(answers.config);
    if (path === '/referrals/my-referrals') {
      return answer(answers.list(options?.params as { page: number; limit: number; status?: string }));
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

afterEach(() => {
  // navigator.share is defined by some tests only.
  Reflect.deleteProperty(navigator, 'share');
});

function renderSection(path = '/account') {
  const view = renderWithProviders(<ReferralsSection anchorId="referrals" />, { path });
  return { ...view, user: userEvent.setup() };
}

/** The section once its figures and terms have loaded (its placeholder gone). */
async function section() {
  const region = await screen.findByRole('region', { name: 'Refer a friend' });
  await waitFor(() =>
    expect(within(region).queryByRole('status', { name: 'Loading your referrals…' })).toBeNull(),
  );
  return region;
}
const calls = (path: string) => get.mock.calls.filter(([called]) => called === path);

describe('ReferralsSection (/account#referrals)', () => {
  it('shows nothing, and asks nothing more, while the programme is off', async () => {
    answers.enabled = false;
    const { container } = renderSection();
    await waitFor(() => expect(calls('/referrals/feature-status')).toHaveLength(1));
    // Give the queries a moment: nothing else may be asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(calls('/referrals/stats')).toHaveLength(0);
    expect(calls('/referrals/config')).toHaveLength(0);
  });

  it('shows nothing (not even a placeholder) while it is not yet known whether the programme is on', async () => {
    answers.enabled = new Promise<never>(() => {});
    const { container } = renderSection();
    await waitFor(() => expect(calls('/referrals/feature-status')).toHaveLength(1));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is an anchor for the reward notification (#referrals)', async () => {
    renderSection('/account#referrals');
    const region = await section();
    expect(region.closest('#referrals')).toBeTruthy();
  });

  it('"Get my link" makes the code, then shows it with the link', async () => {
    answers.stats = buildStats({ code: null, link: null });
    post.mockResolvedValue({ code: 'K7MPQ2XR', link: LINK, created: true });
    const { user } = renderSection();
    const region = await section();
    expect(within(region).queryByLabelText('Your referral link')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Get my link' }));

    expect(post).toHaveBeenCalledWith('/referrals/create', undefined, { silent: true });
    expect(((await within(region).findByLabelText('Your referral link')) as HTMLInputElement).value).toBe(
      LINK,
    );
    expect(within(region).getByText('K7MPQ2XR')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Get my link' })).toBeNull();
  });

  it('says why the link could not be made', async () => {
    answers.stats = buildStats({ code: null, link: null });
    post.mockRejectedValue(new ApiError(500, 'INTERNAL', 'The server failed.'));
    const { user } = renderSection();
    await user.click(within(await section()).getByRole('button', { name: 'Get my link' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The server failed.');
  });

  it('copies the link and the code, saying "Copied" to everyone', async () => {
    const { user } = renderSection();
    const region = await section();

    await user.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(within(region).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(within(region).getByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('K7MPQ2XR');
  });

  it('offers the device share sheet only where there is one', async () => {
    const first = renderSection();
    const region = await section();
    expect(within(region).queryByRole('button', { name: 'Share…' })).toBeNull();
    first.unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderSection();
    await user.click(within(await section()).getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Pathwise',
      text: 'Discover what suits you with Pathwise. Sign up with my link (code K7MPQ2XR).',
      url: LINK,
    });
  });

  it('states the terms in words', async () => {
    renderSection();
    const region = await section();
    for (const sentence of CONFIG.sentences) expect(within(region).getByText(sentence)).toBeTruthy();
  });

  it('says the programme is paused when there are no active terms', async () => {
    answers.config = PAUSED;
    renderSection();
    const region = await section();
    expect(within(region).getByText('The programme is paused')).toBeTruthy();
    expect(within(region).getByLabelText('Your referral link')).toBeTruthy();
  });

  it('shows the figures and the reward coupons: live ones with Copy, used and expired ones marked', async () => {
    const live = buildCoupon({ code: 'RWD-LIVE01' });
    answers.stats = buildStats({
      rewards: [
        live,
        buildCoupon({ code: 'RWD-USED02', isUsed: true }),
        buildCoupon({ code: 'RWD-OLD003', isExpired: true, validUntil: '2026-10-01T10:00:00.000Z' }),
      ],
    });
    const { user } = renderSection();
    const region = await section();

    const figures = [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(Object.fromEntries(figures)).toEqual({
      Invited: '4',
      Joined: '3',
      Purchased: '2',
      'Rewards earned': '1',
      'Rewards on their way': '1',
    });

    expect(within(region).getByText(`Valid until ${formatDate(live.validUntil ?? '')}`)).toBeTruthy();
    expect(within(region).getByText('Used')).toBeTruthy();
    expect(within(region).getByText(`Expired on ${formatDate('2026-10-01T10:00:00.000Z')}`)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Copy code RWD-USED02' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Copy code RWD-OLD003' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Copy code RWD-LIVE01' }));
    expect(await navigator.clipboard.readText()).toBe('RWD-LIVE01');
  });

  it('says how rewards come while there are none', async () => {
    renderSection();
    expect(
      within(await section()).getByText(
        'No rewards yet. You get one when a friend you invited buys a profiler.',
      ),
    ).toBeTruthy();
  });

  it('lists the people invited with their status in words and dates, page by page and by status', async () => {
    const bought = buildReferral({
      firstName: 'Linus',
      maskedEmail: 'l***@example.com',
      status: 'rewarded',
      qualifiedAt: '2026-11-10T10:00:00.000Z',
      rewardedAt: '2026-11-17T10:00:00.000Z',
    });
    answers.list = ({ page, status }) => {
      if (status === 'cancelled') return referralPage([], 1, 0);
      return page === 1
        ? referralPage([bought, ...Array.from({ length: 9 }, () => buildReferral())], 1, 12)
        : referralPage([buildReferral({ firstName: 'Margaret', status: 'invited' })], 2, 12);
    };
    const { user } = renderSection();
    const list = await within(await section()).findByRole('region', { name: 'People you invited' });

    const row = (await within(list).findByText('Linus')).closest('li') as HTMLElement;
    expect(within(row).getByText('l***@example.com')).toBeTruthy();
    expect(within(row).getByText('Reward earned')).toBeTruthy();
    expect(
      within(row).getByText(
        [
          `Signed up on ${formatDate(bought.createdAt)}`,
          `Purchased on ${formatDate('2026-11-10T10:00:00.000Z')}`,
          `Reward issued on ${formatDate('2026-11-17T10:00:00.000Z')}`,
        ].join(' · '),
      ),
    ).toBeTruthy();

    const pager = within(list).getByRole('navigation', { name: 'Pages of people you invited' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Margaret')).toBeTruthy();
    expect(within(list).getByText('Signed up', { selector: 'span' })).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(
      '/referrals/my-referrals',
      expect.objectContaining({ params: { page: 2, limit: 10, status: undefined } }),
    );

    await user.selectOptions(within(list).getByLabelText('Status'), 'Refunded, no reward');
    expect(await within(list).findByText('Nobody with this status')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(
      '/referrals/my-referrals',
      expect.objectContaining({ params: { page: 1, limit: 10, status: 'cancelled' } }),
    );
  });

  it('says who to invite when nobody has joined yet', async () => {
    answers.list = () => referralPage([]);
    renderSection();
    const list = await within(await section()).findByRole('region', { name: 'People you invited' });
    expect(await within(list).findByText('Nobody yet')).toBeTruthy();
    expect(within(list).queryByRole('navigation')).toBeNull();
  });

  it('offers a retry when the list cannot be read', async () => {
    answers.list = () => new ApiError(500, 'INTERNAL', 'The server failed.');
    const { user } = renderSection();
    const list = await within(await section()).findByRole('region', { name: 'People you invited' });
    const retry = await within(list).findByRole('button', { name: 'Try again' });
    answers.list = () => referralPage([buildReferral({ firstName: 'Barbara' })]);
    await user.click(retry);
    expect(await within(list).findByText('Barbara')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be read', async () => {
    answers.stats = new ApiError(500, 'INTERNAL', 'The server failed.');
    const { user } = renderSection();
    const region = await section();
    const retry = await within(region).findByRole('button', { name: 'Try again' });
    answers.stats = buildStats();
    await user.click(retry);
    expect(await within(region).findByLabelText('Your referral link')).toBeTruthy();
  });

  it('goes away when the server says the programme was switched off meanwhile', async () => {
    answers.stats = new ApiError(403, 'FEATURE_DISABLED', REFERRALS_DISABLED_MESSAGE);
    const { container } = renderSection();
    await waitFor(() => expect(calls('/referrals/stats')).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it("applies a friend's code, showing the server's refusal under the field", async () => {
    post.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', APPLY_CODE_MESSAGES.own));
    const { user } = renderSection();
    const region = await section();
    const field = within(region).getByLabelText("Friend's referral code");
    await user.type(field, ' k7mpq2xr ');
    await user.click(within(region).getByRole('button', { name: 'Apply code' }));

    expect(post).toHaveBeenCalledWith(
      '/referrals/apply-code',
      { referralCode: 'K7MPQ2XR' },
      { silent: true },
    );
    expect(await within(region).findByText(APPLY_CODE_MESSAGES.own)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    post.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', APPLY_CODE_MESSAGES.unknown));
    await user.click(within(region).getByRole('button', { name: 'Apply code' }));
    expect(await within(region).findByText(APPLY_CODE_MESSAGES.unknown)).toBeTruthy();

    post.mockRejectedValueOnce(
      new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again in an hour.'),
    );
    await user.click(within(region).getByRole('button', { name: 'Apply code' }));
    expect(await within(region).findByText('Too many attempts. Please try again in an hour.')).toBeTruthy();
  });

  it('asks for a code before calling the server', async () => {
    const { user } = renderSection();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Apply code' }));
    expect(await within(region).findByText('Enter a referral code')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('once a code is applied: toasts, says who invited them and offers the welcome discount', async () => {
    post.mockResolvedValue({ message: 'Referral code applied.', referredBy: buildReferredBy() });
    const { user } = renderSection();
    const region = await section();
    await user.type(within(region).getByLabelText("Friend's referral code"), 'GRACE234');
    await user.click(within(region).getByRole('button', { name: 'Apply code' }));

    expect(await within(region).findByText("You joined through Grace's invitation.")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Referral code applied.');
    expect(within(region).queryByLabelText("Friend's referral code")).toBeNull();
    expect(within(region).getByRole('button', { name: 'Accept my welcome discount' })).toBeTruthy();
  });

  it('accepting the welcome discount shows the coupon, its expiry and that it applies at checkout', async () => {
    answers.stats = buildStats({ referredBy: buildReferredBy() });
    const coupon = buildCoupon({
      code: 'WLC-5TZ8QH',
      label: '15% off',
      validUntil: '2026-12-27T10:00:00.000Z',
    });
    post.mockResolvedValue({ message: 'Your welcome discount is ready.', coupon, created: true });
    const { user } = renderSection();
    const region = await section();
    expect(within(region).getByText('Grace gives you 15% off your first paid profiler.')).toBeTruthy();
    expect(within(region).queryByLabelText("Friend's referral code")).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Accept my welcome discount' }));

    expect(post).toHaveBeenCalledWith('/referrals/activate', undefined, { silent: true });
    expect(await within(region).findByText('WLC-5TZ8QH')).toBeTruthy();
    expect(within(region).getByText(`Valid until ${formatDate('2026-12-27T10:00:00.000Z')}`)).toBeTruthy();
    expect(within(region).getByText(/It applies at checkout/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Copy code WLC-5TZ8QH' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Accept my welcome discount' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Your welcome discount is ready.');
  });

  it('puts who invited them last once the welcome discount is spent', async () => {
    answers.stats = buildStats({
      referredBy: buildReferredBy({
        status: 'rewarded',
        canActivate: false,
        welcomeCoupon: buildCoupon({ code: 'WLC-USED01', label: '15% off', isUsed: true }),
      }),
    });
    renderSection();
    const region = await section();
    const headings = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.at(-1)).toBe('You were invited');
    expect(headings[0]).toBe('How it works');
    expect(within(region).getByText('Used')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Copy code WLC-USED01' })).toBeNull();
    expect(within(region).queryByText(/It applies at checkout/)).toBeNull();
  });

  it('says why the welcome discount could not be accepted', async () => {
    answers.stats = buildStats({ referredBy: buildReferredBy() });
    post.mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'The welcome discount is for people who have not bought anything yet.'),
    );
    const { user } = renderSection();
    await user.click(within(await section()).getByRole('button', { name: 'Accept my welcome discount' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The welcome discount is for people who have not bought anything yet.',
    );
  });
});
