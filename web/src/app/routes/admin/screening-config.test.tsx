import type { ScreeningField } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminScreeningConfigRoute } from './screening-config';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

let sequence = 0;
function buildField(overrides: Partial<ScreeningField>): ScreeningField {
  sequence += 1;
  return {
    id: `5c1d2e3f-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    key: 'field',
    label: 'Field',
    helpText: '',
    type: 'TEXT',
    options: [],
    isRequired: false,
    isActive: true,
    isSystem: false,
    order: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const education = buildField({
  key: 'educationLevel',
  label: 'Highest level of education',
  type: 'SINGLE_CHOICE',
  options: [
    { value: 'bachelor', label: "Bachelor's degree" },
    { value: 'master', label: "Master's degree" },
  ],
  isRequired: true,
  isSystem: true,
  order: 0,
});
const age = buildField({ key: 'age', label: 'Age', type: 'NUMBER', isSystem: true, order: 1 });
const city = buildField({ key: 'city', label: 'City', helpText: 'Where you live', order: 2 });
let fields: () => Promise<unknown>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  fields = async () => ({ fields: [education, age, city] });
  get.mockImplementation(async (path: string) => {
    if (path === '/admin/screening-config') return fields();
    throw new Error(`unexpected GET ${path}`);
  });
  put.mockImplementation(async (_path: string, body: unknown) => ({
    field: { ...city, ...(body as object) },
  }));
});

function renderScreen() {
  renderRoutes([{ path: paths.admin.screeningConfig.path, element: <AdminScreeningConfigRoute /> }], {
    path: paths.admin.screeningConfig.getHref(),
  });
  return userEvent.setup();
}

describe('/admin/screening-config', () => {
  it('lists the fields in order; built-in ones are marked and cannot be deleted', async () => {
    renderScreen();
    const row = await screen.findByTestId('screening-field-educationLevel');
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(within(row).getByText('Built-in')).toBeTruthy();
    expect(within(row).getByText('Single choice')).toBeTruthy();
    expect(within(row).getByText('Required')).toBeTruthy();
    expect(within(row).getByText("Bachelor's degree · Master's degree")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Highest level of education' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete City' })).toBeTruthy();
    const keys = screen.getAllByTestId(/^screening-field-/).map((item) => item.dataset.testid);
    expect(keys).toEqual(['screening-field-educationLevel', 'screening-field-age', 'screening-field-city']);
    expect(
      (screen.getByRole('button', { name: 'Move Highest level of education up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('needs choices for a choice field, previews it, then creates it', async () => {
    post.mockResolvedValue({ field: buildField({ key: 'workMode', label: 'Preferred work mode' }) });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New screening field' });

    await user.type(within(dialog).getByLabelText('Label'), 'Preferred work mode');
    await user.type(within(dialog).getByLabelText('Key'), '1mode');
    await user.selectOptions(within(dialog).getByLabelText('Answer type'), 'TEXT');
    expect(within(dialog).queryByRole('group', { name: 'Choices' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Answer type'), 'MULTIPLE_CHOICE');
    const choices = within(dialog).getByRole('group', { name: 'Choices' });
    await user.type(within(choices).getByLabelText('Label of choice 1 of Preferred work mode'), 'Remote');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));

    expect(
      within(dialog).getByText('Key must start with a letter and use only letters, digits and _'),
    ).toBeTruthy();
    expect(within(choices).getByText('Each choice needs a value')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Key'));
    await user.type(within(dialog).getByLabelText('Key'), 'workMode');
    await user.type(within(choices).getByLabelText('Label of choice 2 of Preferred work mode'), 'On site');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Preferred work mode')).toBeTruthy();
    expect(within(preview).getByRole('checkbox', { name: 'On site' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/admin/screening-config',
        {
          key: 'workMode',
          label: 'Preferred work mode',
          helpText: '',
          type: 'MULTIPLE_CHOICE',
          options: [
            { value: 'remote', label: 'Remote' },
            { value: 'on_site', label: 'On site' },
          ],
          isRequired: false,
          isActive: true,
        },
        { silent: true },
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Screening field created successfully!');
  });

  it('edits a built-in field without its key or type', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Highest level of education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Highest level of education”' });
    expect(within(dialog).queryByLabelText('Key')).toBeNull();
    expect(within(dialog).getByText('educationLevel')).toBeTruthy();
    expect((within(dialog).getByLabelText('Answer type') as HTMLSelectElement).disabled).toBe(true);

    await user.clear(within(dialog).getByLabelText('Label'));
    await user.type(within(dialog).getByLabelText('Label'), 'Education');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/admin/screening-config/${education.id}`,
        {
          label: 'Education',
          helpText: '',
          type: 'SINGLE_CHOICE',
          options: education.options,
          isRequired: true,
          isActive: true,
        },
        { silent: true },
      ),
    );
  });

  it('moves a field by saving the order of the two that swap', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Move City up' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put).toHaveBeenCalledWith(`/admin/screening-config/${city.id}`, { order: 1 }, { silent: true });
    expect(put).toHaveBeenCalledWith(`/admin/screening-config/${age.id}`, { order: 2 }, { silent: true });
    expect(toast.success).toHaveBeenCalledWith('Screening field order updated successfully!');
  });

  it('switches a field off', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('switch', { name: /Ask City/ }));
    expect(put).toHaveBeenCalledWith(
      `/admin/screening-config/${city.id}`,
      { isActive: false },
      { silent: true },
    );
  });

  it('asks before deleting a custom field, and shows why a deletion was refused', async () => {
    del.mockRejectedValueOnce(
      new ApiError(422, 'UNPROCESSABLE', 'Built-in screening fields can be switched off but not deleted'),
    );
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete City' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the field “City”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith(`/admin/screening-config/${city.id}`, undefined, { silent: true });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete screening field', {
        description: 'Built-in screening fields can be switched off but not deleted',
      }),
    );

    del.mockResolvedValueOnce({ message: 'Screening field deleted successfully!' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('screening-field-city')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Screening field deleted successfully!');
  });

  it('shows a retry when the fields cannot be loaded', async () => {
    fields = async () => {
      throw new ApiError(500, 'INTERNAL', 'boom');
    };
    const user = renderScreen();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to load screening fields'),
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to load screening fields');
    fields = async () => ({ fields: [city] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screening-field-city')).toBeTruthy();
  });
});
