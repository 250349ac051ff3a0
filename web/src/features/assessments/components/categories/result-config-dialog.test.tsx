import type { ResultConfig } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { ASSESSMENT_ID, buildCategory } from '../../utils/catalogue-fixtures';
import { ResultConfigDialog } from './result-config-dialog';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const del = vi.mocked(api.delete);
const category = buildCategory({ title: 'Work style' });
const PATH = `/admin/categories/${category.id}/results`;

function config(optionValue: ResultConfig['optionValue'], resultLabel: string): ResultConfig {
  return {
    id: `9a1b2c3d-0000-4000-8000-00000000000${optionValue.charCodeAt(0) - 96}`,
    categoryId: category.id,
    optionValue,
    resultLabel,
    resultDescription: '',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

function renderDialog() {
  renderWithProviders(
    <ResultConfigDialog assessmentId={ASSESSMENT_ID} category={category} onClose={vi.fn()} />,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('ResultConfigDialog', () => {
  it('lists the configured results a–e and disables the options already used', async () => {
    get.mockResolvedValue({ results: [config('c', 'Planner'), config('a', 'Explorer')] });
    renderDialog();
    expect(await screen.findByText('Explorer')).toBeTruthy();
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels[0]).toContain('Explorer');
    expect(labels[1]).toContain('Planner');
    const option = screen.getByRole('combobox', { name: 'Answer option' });
    expect((within(option).getByRole('option', { name: 'Option A' }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    expect((within(option).getByRole('option', { name: 'Option B' }) as HTMLOptionElement).disabled).toBe(
      false,
    );
  });

  it('requires an answer option and a result label; the description is optional', async () => {
    get.mockResolvedValue({ results: [] });
    post.mockResolvedValue({ result: config('b', 'Builder') });
    const user = renderDialog();
    expect(await screen.findByText('No results configured yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add result' }));
    expect(await screen.findByText('Choose an answer option (a to e)')).toBeTruthy();
    expect(screen.getByText('Result label is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Answer option' }), 'b');
    await user.type(screen.getByRole('textbox', { name: 'Result label' }), '  Builder ');
    await user.click(screen.getByRole('button', { name: 'Add result' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        PATH,
        { optionValue: 'b', resultLabel: 'Builder', resultDescription: '' },
        { silent: true },
      ),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Result configuration created successfully!'),
    );
    expect((screen.getByRole('textbox', { name: 'Result label' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed and toasts the failure when creating fails', async () => {
    get.mockResolvedValue({ results: [] });
    post.mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'A result for option a already exists in this category'),
    );
    const user = renderDialog();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Answer option' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'Result label' }), 'Explorer');
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to create result configuration', {
        description: 'A result for option a already exists in this category',
      }),
    );
    expect(screen.getByDisplayValue('Explorer')).toBeTruthy();
  });

  it('deletes a result after confirming', async () => {
    const explorer = config('a', 'Explorer');
    get.mockResolvedValue({ results: [explorer] });
    del.mockResolvedValue({ message: 'deleted' });
    const user = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Delete the result of option A' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the result of option A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Result configuration deleted successfully!'),
    );
    expect(del).toHaveBeenCalledWith(`${PATH}/${explorer.id}`, undefined, { silent: true });
  });

  it("toasts 'Failed to load category result configurations' and offers a retry", async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load category result configurations');
  });
});
