import type { Currency } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
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

  describe('targeting', () => {
    const toggle = () => screen.getByRole('button', { name: /^Targeting/ });

    it('is folded by default and opens from the keyboard', async () => {
      const { user } = renderForm();
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('spinbutton', { name: 'Minimum age' })).toBeNull();

      toggle().focus();
      await user.keyboard('{Enter}');
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(false);
      expect(screen.getByRole('spinbutton', { name: 'Minimum age' })).toBeTruthy();

      await user.keyboard(' ');
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
    });

    it('sends only the targeting fields the admin filled', async () => {
      post.mockResolvedValue({ assessment: buildProfiler() });
      const { user } = renderForm();
      await user.type(screen.getByLabelText('Title'), 'Career Compass');
      await user.click(toggle());
      await user.click(screen.getByRole('checkbox', { name: 'Bachelor' }));
      await user.type(screen.getByLabelText('Add to Skills'), ' Rust {Enter}');
      await user.type(screen.getByLabelText('Minimum age'), '18');
      // Folding keeps what was entered, and the summary says so.
      await user.click(toggle());
      expect(toggle().textContent).toContain('3 fields set');
      expect(within(screen.getByRole('list', { name: 'Targeting' })).getByText('Rust')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Create profiler' }));

      expect(post).toHaveBeenCalledWith(
        '/admin/assessments',
        {
          title: 'Career Compass',
          description: '',
          assessmentDescription: '',
          isFree: true,
          price: null,
          currency: 'INR',
          targetEducationLevels: ['bachelor'],
          targetSkills: ['Rust'],
          minAge: 18,
        },
        { silent: true },
      );
    });

    it('sends a priority of 0 only when the admin typed it', async () => {
      post.mockResolvedValue({ assessment: buildProfiler() });
      const { user } = renderForm();
      await user.type(screen.getByLabelText('Title'), 'Career Compass');
      await user.click(toggle());
      await user.type(screen.getByLabelText('Priority'), '0');
      await user.click(screen.getByRole('button', { name: 'Create profiler' }));
      expect(post.mock.calls[0]?.[1]).toMatchObject({ priority: 0 });
      expect(post.mock.calls[0]?.[1]).not.toHaveProperty('minAge');
    });

    it('refuses a maximum age below the minimum beside the field, reopening the folded section', async () => {
      const { user } = renderForm();
      await user.type(screen.getByLabelText('Title'), 'Career Compass');
      await user.click(toggle());
      await user.type(screen.getByLabelText('Minimum age'), '30');
      await user.type(screen.getByLabelText('Maximum age'), '20');
      await user.type(screen.getByLabelText('Priority'), '101');
      await user.click(toggle());
      await user.click(screen.getByRole('button', { name: 'Create profiler' }));

      expect(post).not.toHaveBeenCalled();
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      const maxAge = screen.getByRole('spinbutton', { name: 'Maximum age' });
      expect(maxAge.getAttribute('aria-invalid')).toBe('true');
      const describedBy = maxAge.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(
        'Must not be below the minimum age',
      );
      expect(screen.getByText('Enter a whole number from 0 to 100')).toBeTruthy();
      expect((screen.getByLabelText('Minimum age') as HTMLInputElement).value).toBe('30');
    });

    it('keeps the targeting when the server refuses', async () => {
      post.mockRejectedValue(new ApiError(409, 'CONFLICT', 'A profiler with this title exists'));
      const { user, onClose } = renderForm();
      await user.type(screen.getByLabelText('Title'), 'Career Compass');
      await user.click(toggle());
      await user.click(screen.getByRole('checkbox', { name: 'Student' }));
      await user.type(screen.getByLabelText('Maximum age'), '25');
      await user.click(screen.getByRole('button', { name: 'Create profiler' }));

      await waitFor(() => expect(toast.error).toHaveBeenCalled());
      expect(onClose).not.toHaveBeenCalled();
      expect((screen.getByRole('checkbox', { name: 'Student' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByLabelText('Maximum age') as HTMLInputElement).value).toBe('25');
    });
  });
});
