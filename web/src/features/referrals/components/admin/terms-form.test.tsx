import type { Currency } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { buildReferralConfig, WINTER_ID } from './admin-referral-fixtures';
import { TermsForm } from './terms-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

const CURRENCIES: Currency[] = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', isDefault: false, isActive: true },
];

const active = buildReferralConfig({ referralCount: 4 });

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

function renderForm(props: Partial<Parameters<typeof TermsForm>[0]> = {}) {
  const onClose = vi.fn();
  const onStartFrom = vi.fn();
  renderWithProviders(
    <TermsForm
      activeTerms={active}
      currencies={CURRENCIES}
      defaultCurrency="INR"
      onClose={onClose}
      onStartFrom={onStartFrom}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onClose, onStartFrom };
}

const group = (name: RegExp) => screen.getByRole('group', { name });
const preview = () => screen.getByTestId('terms-preview');

describe('TermsForm — new terms', () => {
  it('previews the sentences people will read, live, from a sensible start', async () => {
    const { user } = renderForm();
    expect(
      within(preview()).getByText(
        'Friends who join with your link get 10% off their first paid profiler (valid 30 days once accepted).',
      ),
    ).toBeTruthy();
    expect(
      within(preview()).getByText(
        'You get 20% off your next profiler when a friend you invite buys their first paid profiler.',
      ),
    ).toBeTruthy();
    expect(
      within(preview()).getByText('Rewards arrive 7 days after the purchase and can be used for 90 days.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Saving makes these the active terms: “Spring 2026” will be deactivated. Referrals already made keep theirs.',
      ),
    ).toBeTruthy();

    const reward = group(/Reward for the person who invites/);
    await user.selectOptions(within(reward).getByLabelText('Type'), 'FIXED_AMOUNT');
    await user.clear(within(reward).getByLabelText('Value'));
    await user.type(within(reward).getByLabelText('Value'), '150');
    await user.click(screen.getByRole('switch', { name: 'Offer a welcome discount' }));
    const conditions = group(/Conditions/);
    await user.clear(within(conditions).getByLabelText('Minimum purchase'));
    await user.type(within(conditions).getByLabelText('Minimum purchase'), '499');
    await user.clear(within(conditions).getByLabelText('Waiting period (days)'));
    await user.type(within(conditions).getByLabelText('Waiting period (days)'), '0');
    await user.click(screen.getByRole('switch', { name: 'Limit rewards per referrer' }));
    await user.clear(within(conditions).getByLabelText('Most rewards per referrer'));
    await user.type(within(conditions).getByLabelText('Most rewards per referrer'), '3');

    expect(within(preview()).queryByText(/Friends who join/)).toBeNull();
    expect(
      within(preview()).getByText(
        'You get ₹150 off your next profiler when a friend you invite buys a profiler of at least ₹499.',
      ),
    ).toBeTruthy();
    expect(
      within(preview()).getByText('Rewards arrive right after the purchase and can be used for 90 days.'),
    ).toBeTruthy();
    expect(within(preview()).getByText('You can earn up to 3 rewards.')).toBeTruthy();
  });

  it('refuses what the contract refuses, with its messages beside the fields, and keeps the last preview dimmed', async () => {
    const { user } = renderForm();
    const reward = group(/Reward for the person who invites/);
    await user.clear(within(reward).getByLabelText('Value'));
    await user.type(within(reward).getByLabelText('Value'), '150');
    expect(within(preview()).getByText('Fix the highlighted fields to update the preview.')).toBeTruthy();
    // The last sentences that could be written (typing 150 passed through 15) stay, dimmed.
    expect(within(preview()).getByText(/You get 15% off/)).toBeTruthy();

    const conditions = group(/Conditions/);
    await user.clear(within(conditions).getByLabelText('Waiting period (days)'));
    await user.type(within(conditions).getByLabelText('Waiting period (days)'), '61');
    await user.clear(within(conditions).getByLabelText('Reward valid for (days)'));

    await user.click(screen.getByRole('button', { name: 'Create terms' }));
    expect(await screen.findByText('Name the terms')).toBeTruthy();
    expect(screen.getByText('A percentage cannot exceed 100')).toBeTruthy();
    expect(screen.getByText('Waiting period must be at most 60')).toBeTruthy();
    expect(screen.getByText('Reward validity must be a number')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the terms with the body the contract expects', async () => {
    post.mockResolvedValueOnce({ config: buildReferralConfig({ id: WINTER_ID, name: 'Summer 2026' }) });
    const { user, onClose } = renderForm({ activeTerms: null });
    expect(screen.getByText('New referrals are made under the active terms.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Summer 2026');
    const welcome = group(/Welcome discount for the friend/);
    await user.selectOptions(within(welcome).getByLabelText('Type'), 'FIXED_AMOUNT');
    await user.clear(within(welcome).getByLabelText('Value'));
    await user.type(within(welcome).getByLabelText('Value'), '50');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(within(preview()).getByText(/Friends who join with your link get \$50 off/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create terms' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/referrals/admin/config',
        {
          name: 'Summer 2026',
          referrerRewardType: 'PERCENTAGE',
          referrerRewardValue: 20,
          refereeDiscountType: 'FIXED_AMOUNT',
          refereeDiscountValue: 50,
          currency: 'USD',
          minPurchaseAmount: 0,
          maxRewardsPerReferrer: null,
          rewardValidDays: 90,
          welcomeValidDays: 30,
          holdDays: 7,
          isActive: true,
        },
        { silent: true },
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Terms “Summer 2026” created and active');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal in the form', async () => {
    post.mockRejectedValueOnce(
      new ApiError(409, 'CONFLICT', 'Other terms were activated at the same moment.'),
    );
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Summer 2026');
    await user.click(screen.getByRole('button', { name: 'Create terms' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Other terms were activated at the same moment.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TermsForm — editing', () => {
  it('says frozen terms can only be renamed or (de)activated, locks the rest and sends only those', async () => {
    put.mockRejectedValueOnce(
      new ApiError(
        409,
        'CONFLICT',
        'These terms are held by 5 referrals: only the name and the active flag can change.',
      ),
    );
    const { user, onStartFrom, onClose } = renderForm({ config: active });
    expect(screen.getByText('4 referrals were made under these terms')).toBeTruthy();
    expect(screen.getByText(/only the name and whether the terms are active can be edited/)).toBeTruthy();
    const reward = group(/Reward for the person who invites/);
    expect(reward.textContent).toContain('locked');
    expect((within(reward).getByLabelText('Value') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Minimum purchase') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Offer a welcome discount' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Limit rewards per referrer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('switch', { name: 'Active terms' }) as HTMLButtonElement).disabled).toBe(false);
    // The terms people were promised, as they read them.
    expect(within(preview()).getByText(/buys a profiler of at least ₹199/)).toBeTruthy();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Spring 2026 (launch)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith(
      `/referrals/admin/config/${active.id}`,
      { name: 'Spring 2026 (launch)', isActive: true },
      { silent: true },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'These terms are held by 5 referrals: only the name and the active flag can change.',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create new terms from these' }));
    expect(onStartFrom).toHaveBeenCalledWith(active);
  });

  it('edits every field of terms no referral carries yet, and says what deactivating does', async () => {
    const unused = buildReferralConfig({ id: WINTER_ID, name: 'Draft', referralCount: 0, isActive: true });
    put.mockResolvedValueOnce({ config: { ...unused, holdDays: 14 } });
    const { user, onClose } = renderForm({ config: unused, activeTerms: unused });
    expect(screen.queryByText(/were made under these terms/)).toBeNull();
    await user.clear(screen.getByLabelText('Waiting period (days)'));
    await user.type(screen.getByLabelText('Waiting period (days)'), '14');
    await user.click(screen.getByRole('switch', { name: 'Active terms' }));
    expect(
      screen.getByText(
        'Saving deactivates these terms: nobody can join through a referral until terms are active again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Active terms' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/referrals/admin/config/${unused.id}`,
        expect.objectContaining({
          name: 'Draft',
          holdDays: 14,
          minPurchaseAmount: 199,
          maxRewardsPerReferrer: 5,
        }),
        { silent: true },
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Terms “Draft” saved');
    expect(onClose).toHaveBeenCalled();
  });
});
