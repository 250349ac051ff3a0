import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, createTestQueryClient, renderWithProviders, signIn } from '@/testing/test-utils';
import { buildCoupon, buildGroup, buildProfiler } from '../../utils/profiler-fixtures';
import { ProfilerCard } from './profiler-card';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);
const currencies = FALLBACK_CURRENCY_CONFIG.enabledCurrencies;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

function renderCard(profiler = buildProfiler(), coupons = [buildCoupon()]) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(
    <ProfilerCard profiler={profiler} groups={[buildGroup()]} coupons={coupons} currencies={currencies} />,
    { queryClient },
  );
  return { user: userEvent.setup(), invalidate };
}

/** Opens the card's "More" menu and picks one of its actions. */
async function chooseAction(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  title = 'Career Compass',
) {
  await user.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('ProfilerCard', () => {
  it('shows ON SALE only while a coupon is attached', () => {
    const coupon = buildCoupon();
    renderCard(buildProfiler({ isFree: false, price: 499, selectedCouponId: coupon.id }), [coupon]);
    expect(screen.getByText('ON SALE')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('shows no ON SALE badge without a coupon, and FREE for a free profiler', () => {
    renderCard(buildProfiler({ isActive: false }));
    expect(screen.queryByText('ON SALE')).toBeNull();
    expect(screen.getByText('FREE')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('shows at most 3 skills and 3 interests, counting the rest', () => {
    renderCard(
      buildProfiler({
        targetEducationLevels: ['bachelor', 'phd'],
        targetExperienceLevels: ['entry'],
        targetSkills: ['JavaScript', 'Python', 'Java', 'React', 'Go'],
        targetInterests: ['Technology', 'Finance', 'Design', 'Sales'],
      }),
    );
    const chips = within(screen.getByTestId('targeting-chips'));
    expect(chips.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bachelor',
      'PhD',
      'Entry level',
      'JavaScript',
      'Python',
      'Java',
      'Technology',
      'Finance',
      'Design',
      '+3 more',
    ]);
  });

  it('counts only the coupons usable for this profiler next to its formatted price', () => {
    const profiler = buildProfiler({ isFree: false, price: 1499.5, currency: 'INR' });
    const past = '2020-01-01T00:00:00.000Z';
    renderCard(profiler, [
      buildCoupon({ code: 'ALL' }),
      buildCoupon({ code: 'MINE', applicableAssessments: [profiler.id] }),
      buildCoupon({ code: 'OTHER', applicableAssessments: ['33333333-0000-4000-8000-000000000001'] }),
      buildCoupon({ code: 'OFF', isActive: false }),
      buildCoupon({ code: 'OLD', validUntil: past }),
      buildCoupon({ code: 'USED', usageLimit: 5, usedCount: 5 }),
    ]);
    expect(screen.getByText('₹1,499.50')).toBeTruthy();
    expect(screen.getByText('2 coupons available')).toBeTruthy();
  });

  it('keeps Manage and Results on the card and puts the rest in a "More" menu, Delete last and apart', async () => {
    const profiler = buildProfiler({ title: 'Career Compass' });
    const { user } = renderCard(profiler);
    const card = within(screen.getByTestId(`profiler-${profiler.id}`));
    expect(card.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      `/admin/questions/${profiler.id}`,
    );
    expect(card.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(
      `/admin/assessments/${profiler.id}/results`,
    );
    for (const name of ['Edit price', 'Targeting', 'AI auto-target', 'Disable', 'Duplicate', 'Delete']) {
      expect(card.queryByRole('button', { name })).toBeNull();
    }

    await user.click(card.getByRole('button', { name: 'More actions for Career Compass' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit price', 'Targeting', 'AI auto-target', 'Disable', 'Duplicate', 'Screening', 'Delete']);
    const items = [...menu.querySelectorAll('[role="menuitem"], [role="separator"]')];
    expect(items.at(-2)?.getAttribute('role')).toBe('separator');
    expect(items.at(-1)?.className).toMatch(/text-rose-700!/);
    expect(within(menu).getByRole('menuitem', { name: 'Screening' }).getAttribute('href')).toBe(
      `/admin/assessments/${profiler.id}/screening`,
    );
  });

  it('opens the menu and runs an action from the keyboard alone', async () => {
    const { user } = renderCard(buildProfiler({ title: 'Career Compass' }));
    screen.getByRole('button', { name: 'More actions for Career Compass' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    expect(document.activeElement?.textContent).toBe('Edit price');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Targeting');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit price' })).toBeTruthy();
  });

  it('blocks the other actions while one is in flight and says which one is running', async () => {
    const profiler = buildProfiler();
    let finish: (value: unknown) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderCard(profiler);

    await chooseAction(user, 'AI auto-target');
    expect(screen.getByRole('status').textContent).toBe('AI auto-target in progress…');
    const more = screen.getByRole('button', { name: 'More actions for Career Compass' }) as HTMLButtonElement;
    expect(more.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Results' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(screen.queryByRole('menu')).toBeNull();

    finish({ assessment: profiler, targeting: {}, source: 'builtin', message: 'ok' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Auto-targeting applied successfully!'));
    expect(more.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(post).toHaveBeenCalledWith(`/admin/assessments/${profiler.id}/apply-auto-target`, undefined, {
      silent: true,
    });
  });

  it('reloads the list after a failed auto-targeting', async () => {
    post.mockRejectedValue(new ApiError(502, 'BAD_GATEWAY', 'AI provider failed'));
    const { user, invalidate } = renderCard();
    await chooseAction(user, 'AI auto-target');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to apply auto-targeting', undefined),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'assessments', 'list'] });
  });

  it('disables an active profiler with the spec toast', async () => {
    const profiler = buildProfiler({ isActive: true });
    put.mockResolvedValue({ assessment: { ...profiler, isActive: false } });
    const { user } = renderCard(profiler);
    await chooseAction(user, 'Disable');
    expect(put).toHaveBeenCalledWith(
      `/admin/assessments/${profiler.id}`,
      { isActive: false },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profiler disabled successfully!'));
  });

  it('deletes only after confirmation, and reloads the list when deleting fails', async () => {
    const profiler = buildProfiler({ title: 'Old one' });
    del.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Profiler not found'));
    const { user, invalidate } = renderCard(profiler);
    await chooseAction(user, 'Delete', 'Old one');
    expect(del).not.toHaveBeenCalled();

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/“Old one” will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete profiler' }));
    expect(del).toHaveBeenCalledWith(`/admin/assessments/${profiler.id}`, undefined, { silent: true });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete profiler', {
        description: 'Profiler not found',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'assessments', 'list'] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('attaches a usable coupon from the price dialog (ON SALE)', async () => {
    const profiler = buildProfiler({ isFree: false, price: 499 });
    const coupon = buildCoupon({ code: 'SPRING20', value: 20 });
    put.mockResolvedValue({ assessment: { ...profiler, selectedCouponId: coupon.id } });
    const { user } = renderCard(profiler, [
      coupon,
      buildCoupon({ code: 'EXPIRED', validUntil: '2020-01-01' }),
    ]);

    await chooseAction(user, 'Edit price');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Sale coupon' }));
    const options = within(within(dialog).getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No coupon',
      'SPRING20Spring sale · 20% off',
    ]);
    await user.click(options[1] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));

    expect(put).toHaveBeenCalledWith(
      `/admin/assessments/${profiler.id}`,
      { isFree: false, price: 499, currency: 'INR', selectedCouponId: coupon.id },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Price updated successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches a free profiler to paid starting from the price it had before it was made free (spec §4)', async () => {
    const profiler = buildProfiler({ isFree: true, price: null, previousPrice: 499 });
    put.mockResolvedValue({ assessment: { ...profiler, isFree: false, price: 499, previousPrice: null } });
    const { user } = renderCard(profiler);

    await chooseAction(user, 'Edit price');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: /Paid profiler/ }));
    // The previous price, shown before saving — not a '0' that would overwrite it.
    expect((within(dialog).getByLabelText('Price') as HTMLInputElement).value).toBe('499');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));

    expect(put).toHaveBeenCalledWith(
      `/admin/assessments/${profiler.id}`,
      { isFree: false, price: 499, currency: 'INR', selectedCouponId: null },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Price updated successfully!'));
  });

  it('starts from 0 when a free profiler never had a price', async () => {
    const profiler = buildProfiler({ isFree: true, price: null, previousPrice: null });
    const { user } = renderCard(profiler);

    await chooseAction(user, 'Edit price');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: /Paid profiler/ }));
    expect((within(dialog).getByLabelText('Price') as HTMLInputElement).value).toBe('0');
  });

  it('sends the price the admin typed when switching a free profiler to paid', async () => {
    const profiler = buildProfiler({ isFree: true, price: null });
    put.mockResolvedValue({ assessment: { ...profiler, isFree: false, price: 150 } });
    const { user } = renderCard(profiler);

    await chooseAction(user, 'Edit price');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: /Paid profiler/ }));
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));

    expect(put).toHaveBeenCalledWith(
      `/admin/assessments/${profiler.id}`,
      { isFree: false, price: 150, currency: 'INR', selectedCouponId: null },
      { silent: true },
    );
  });

  it("keeps a paid profiler's price when the switch goes to free and back before saving", async () => {
    const profiler = buildProfiler({ isFree: false, price: 499 });
    put.mockResolvedValue({ assessment: profiler });
    const { user } = renderCard(profiler);

    await chooseAction(user, 'Edit price');
    const dialog = await screen.findByRole('dialog');
    const paid = within(dialog).getByRole('switch', { name: /Paid profiler/ });
    await user.click(paid);
    await user.click(paid);
    expect((within(dialog).getByLabelText('Price') as HTMLInputElement).value).toBe('499');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByText('Enter a price for a paid profiler')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
