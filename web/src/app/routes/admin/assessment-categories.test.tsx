import type { AssessmentGroup } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildGroup, buildProfiler, listResponse } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminAssessmentCategoriesRoute } from './assessment-categories';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

const careers = buildGroup({ title: 'Careers', description: 'Work and vocation', assessmentCount: 2 });
const archived = buildGroup({ title: 'Archived', isActive: false });
const inCareers = buildProfiler({ title: 'Career Compass', categoryId: careers.id, category: careers });
const loose = buildProfiler({ title: 'Values Quiz' });
let groups: AssessmentGroup[];

function serve() {
  get.mockImplementation(async (path: string) => {
    if (path === '/admin/assessment-categories') return { categories: groups };
    if (path === '/admin/assessments') return listResponse([inCareers, loose]);
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderScreen() {
  renderRoutes(
    [{ path: paths.admin.assessmentCategories.path, element: <AdminAssessmentCategoriesRoute /> }],
    { path: paths.admin.assessmentCategories.getHref() },
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  groups = [careers, archived];
  serve();
});

describe('/admin/assessment-categories', () => {
  it('lists each category with its description, state and profiler count', async () => {
    renderScreen();
    const row = within(await screen.findByTestId(`group-${careers.id}`));
    expect(row.getByText('Work and vocation')).toBeTruthy();
    expect(row.getByText('2 profilers')).toBeTruthy();
    expect(row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(
      within(screen.getByTestId(`group-${archived.id}`))
        .getByRole('switch')
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
  });

  it('creates a category, requiring a title', async () => {
    post.mockResolvedValue({ category: buildGroup({ title: 'Wellbeing' }) });
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Create category' }));
    expect(dialog.getByText('Title is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('Title'), ' Wellbeing ');
    await user.click(dialog.getByRole('button', { name: 'Create category' }));
    expect(post).toHaveBeenCalledWith(
      '/admin/assessment-categories',
      { title: 'Wellbeing', description: '', isActive: true },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category created successfully!'));
  });

  it('switches a category off', async () => {
    put.mockResolvedValue({ category: { ...careers, isActive: false } });
    const user = renderScreen();
    await user.click(await screen.findByRole('switch', { name: /Active state of Careers/ }));
    expect(put).toHaveBeenCalledWith(
      `/admin/assessment-categories/${careers.id}`,
      { isActive: false },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category updated successfully!'));
  });

  it('deletes only after confirmation', async () => {
    del.mockResolvedValue({ message: 'Category deleted successfully' });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Careers' }));
    expect(del).not.toHaveBeenCalled();
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/its 2 profilers stay, without a category/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith(`/admin/assessment-categories/${careers.id}`, undefined, {
      silent: true,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category deleted successfully!'));
  });

  it('assigns the ticked profilers in bulk', async () => {
    post.mockResolvedValue({ message: '1 profiler assigned to Careers', assigned: 1 });
    const user = renderScreen();
    const row = within(await screen.findByTestId(`group-${careers.id}`));
    await user.click(row.getByRole('button', { name: 'Assign profilers' }));
    const dialog = within(await screen.findByRole('dialog'));

    const already = (await dialog.findByRole('checkbox', { name: /Career Compass/ })) as HTMLInputElement;
    expect([already.checked, already.disabled]).toEqual([true, true]);
    const submit = dialog.getByRole('button', { name: 'Assign 0 profilers' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.click(dialog.getByRole('checkbox', { name: /Values Quiz/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign 1 profiler' }));
    expect(post).toHaveBeenCalledWith(
      `/admin/assessment-categories/${careers.id}/bulk-assign`,
      { assessmentIds: [loose.id] },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 profiler assigned to Careers'));
  });

  it('invites to create the first category when there is none', async () => {
    groups = [];
    const user = renderScreen();
    expect(await screen.findByText('Create your first category')).toBeTruthy();
    expect(
      screen.getByText(
        'Categories group related profilers in the catalogue, so people find the right one faster. Start with one; you can assign profilers to it next.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/soon|being sorted/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create a category' }));
    expect(await screen.findByRole('dialog', { name: 'New category' })).toBeTruthy();
  });

  it('shows "Failed to fetch assessment categories" with a retry', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderScreen();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Failed to fetch assessment categories')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch assessment categories');
    await user.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`group-${careers.id}`)).toBeTruthy();
  });
});
