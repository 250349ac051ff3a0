import type { Currency } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { buildProfiler } from '../../utils/profiler-fixtures';
import { CreateProfilerForm } from './create-profiler-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(api.post);
const currencies: Currency[] = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', isDefault: false, isActive: true },
];

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

function renderForm() {
  const onClose = vi.fn();
  renderWithProviders(<CreateProfilerForm currencies={currencies} defaultCurrency="INR" onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

describe('CreateProfilerForm', () => {
  it('requires a title', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create profiler' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('requires a price once the profiler is paid', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Career Compass');
    await user.click(screen.getByRole('switch', { name: /Paid profiler/ }));
    await user.click(screen.getByRole('button', { name: 'Create profiler' }));
    expect(screen.getByText('Enter a price for a paid profiler')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('turns a non-numeric price into an empty field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('switch', { name: /Paid profiler/ }));
    const price = screen.getByLabelText('Price') as HTMLInputElement;
    await user.type(price, 'abc');
    expect(price.value).toBe('');
    expect(price.step).toBe('0.01');
    expect(price.min).toBe('0');
  });

  it('refuses more than 2 decimals', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Career Compass');
    await user.click(screen.getByRole('switch', { name: /Paid profiler/ }));
    await user.type(screen.getByLabelText('Price'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Create profiler' }));
    expect(screen.getByText('Enter a price of at least 0 with at most 2 decimals')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a paid profiler in the chosen enabled currency', async () => {
    post.mockResolvedValue({ assessment: buildProfiler() });
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText('Title'), '  Career Compass ');
    await user.type(screen.getByLabelText('Description'), 'Find your path');
    await user.click(screen.getByRole('switch', { name: /Paid profiler/ }));
    await user.type(screen.getByLabelText('Price'), '499.99');
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect([...currency.options].map((option) => option.value)).toEqual(['INR', 'USD']);
    await user.selectOptions(currency, 'USD');
    await user.click(screen.getByRole('button', { name: 'Create profiler' }));

    expect(post).toHaveBeenCalledWith(
      '/admin/assessments',
      {
        title: 'Career Compass',
        description: 'Find your path',
        assessmentDescription: '',
        isFree: false,
        price: 499.99,
        currency: 'USD',
      },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profiler created successfully!'));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form open with "Failed to create profiler" when the server refuses', async () => {
    post.mockRejectedValue(new ApiError(409, 'CONFLICT', 'A profiler with this title exists'));
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Career Compass');
    await user.click(screen.getByRole('button', { name: 'Create profiler' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to create profiler', {
        description: 'A profiler with this title exists',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Career Compass');
  });
});
