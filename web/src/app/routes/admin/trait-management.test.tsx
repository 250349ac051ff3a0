import { type CustomTraitType, TRAIT_TYPE_UPDATED_EVENT } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { AdminTraitManagementRoute } from './trait-management';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

function trait(name: string, questionCount: number, id: string): CustomTraitType {
  return {
    id,
    name,
    description: '',
    questionCount,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}
const grit = trait('Grit', 0, '1c2d3e4f-0000-4000-8000-000000000001');
const curiosity = trait('Curiosity', 3, '1c2d3e4f-0000-4000-8000-000000000002');
const announcements = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockResolvedValue({ builtIn: ['Artistic', 'Realistic'], custom: [curiosity, grit] });
  window.addEventListener(TRAIT_TYPE_UPDATED_EVENT, announcements);
});
afterEach(() => window.removeEventListener(TRAIT_TYPE_UPDATED_EVENT, announcements));

function renderPage() {
  renderWithProviders(<AdminTraitManagementRoute />);
  return userEvent.setup();
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('/admin/trait-management', () => {
  it('lists the built-in types read-only and the custom ones with their usage', async () => {
    renderPage();
    expect(await screen.findByText('Artistic')).toBeTruthy();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByText('Built-in trait types (2)')).toBeTruthy();
    expect(within(row('Artistic')).queryByRole('button')).toBeNull();
    expect(within(row('Curiosity')).getByText('Used by 3 questions')).toBeTruthy();
    expect(within(row('Grit')).getByText('Not used yet')).toBeTruthy();
  });

  it('creates a custom type and tells open trait pickers', async () => {
    post.mockResolvedValue({ traitType: trait('Focus', 0, '1c2d3e4f-0000-4000-8000-000000000003') });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add trait type' }));
    expect(await screen.findByText('Trait name is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Focus');
    await user.click(screen.getByRole('button', { name: 'Add trait type' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/admin/trait-types',
        { name: 'Focus', description: '' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith('Trait type “Focus” created');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it('renames a custom type in place', async () => {
    put.mockResolvedValue({ traitType: { ...grit, name: 'Perseverance' } });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Grit' }));
    const name = screen.getByDisplayValue('Grit');
    await user.clear(name);
    await user.type(name, 'Perseverance');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/admin/trait-types/${grit.id}`,
        { name: 'Perseverance', description: '' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(1));
  });

  it('deletes an unused custom type after confirming', async () => {
    del.mockResolvedValue({ message: 'deleted' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Grit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Grit”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(del).toHaveBeenCalledWith(`/admin/trait-types/${grit.id}`, undefined, { silent: true }),
    );
    await waitFor(() => expect(announcements).toHaveBeenCalledTimes(1));
  });

  it('explains why a type used by questions cannot be deleted', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Curiosity' }));
    const dialog = screen.getByRole('dialog', { name: '“Curiosity” cannot be deleted yet' });
    expect(within(dialog).getByText(/still used by 3 questions/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(del).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses a deletion", async () => {
    del.mockRejectedValue(new ApiError(409, 'CONFLICT', 'This trait is used by 1 question'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Grit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete trait type', {
        description: 'This trait is used by 1 question',
      }),
    );
    expect(announcements).not.toHaveBeenCalled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grit')).toBeTruthy();
  });
});
