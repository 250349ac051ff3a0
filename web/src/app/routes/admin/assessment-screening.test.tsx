import type { AssessmentScreening, AssessmentScreeningResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildProfiler } from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminAssessmentScreeningRoute } from './assessment-screening';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const patch = vi.mocked(api.patch);
const del = vi.mocked(api.delete);

const profiler = buildProfiler({ title: 'Career Compass' });
const screeningPath = `/admin/assessments/${profiler.id}/screening`;

function buildScreening(overrides: Partial<AssessmentScreening> = {}): AssessmentScreening {
  return {
    id: '7e0c1a2b-0000-4000-8000-000000000001',
    assessmentId: profiler.id,
    title: 'Before you begin',
    description: '',
    questions: [
      {
        id: 'q-student',
        text: 'Are you a student?',
        type: 'SINGLE_CHOICE',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
        isRequired: true,
      },
      { id: 'q-age', text: 'How old are you?', type: 'NUMBER', options: [], isRequired: false },
    ],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

let stored: AssessmentScreeningResponse;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  stored = { hasScreening: false, screening: null };
  get.mockImplementation(async (path: string) => {
    if (path === `/admin/assessments/${profiler.id}`) return { assessment: { ...profiler, categories: [] } };
    if (path === screeningPath) return stored;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen() {
  renderRoutes([{ path: paths.admin.assessmentScreening.path, element: <AdminAssessmentScreeningRoute /> }], {
    path: paths.admin.assessmentScreening.getHref(profiler.id),
  });
  return userEvent.setup();
}

describe('/admin/assessments/:id/screening', () => {
  it('explains per-profiler screening, then creates the first one with POST', async () => {
    const saved = buildScreening({
      questions: [{ id: 'q1', text: 'Do you work full time?', type: 'TEXT', options: [], isRequired: true }],
    });
    post.mockResolvedValue({ hasScreening: true, screening: saved });
    const user = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Screening: Career Compass' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to profilers' }).getAttribute('href')).toBe(
      '/admin/assessments',
    );
    expect(await screen.findByText('This profiler has no screening yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add the first question' }));
    expect(screen.getByTestId('screening-unsaved')).toBeTruthy();
    const question = screen.getByRole('listitem', { name: 'Question 1' });
    await user.type(within(question).getByLabelText('Question'), 'Do you work full time?');
    await user.selectOptions(within(question).getByLabelText('Answer type'), 'TEXT');
    await user.click(screen.getByRole('button', { name: 'Create screening' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        screeningPath,
        {
          title: 'Before you begin',
          description: '',
          questions: [{ text: 'Do you work full time?', type: 'TEXT', options: [], isRequired: true }],
        },
        { silent: true },
      ),
    );
    expect(put).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Screening saved successfully!');
    // The saved screening is now the baseline: nothing unsaved, and the next save replaces it.
    await waitFor(() => expect(screen.queryByTestId('screening-unsaved')).toBeNull());
    expect(
      (screen.getByRole('switch', { name: /Ask this screening/ }) as HTMLElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('needs choices for a choice question before saving', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add the first question' }));
    const question = screen.getByRole('listitem', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: 'Create screening' }));
    expect(within(question).getByText('Question text is required')).toBeTruthy();
    expect(within(question).getByText('Each choice needs a value')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('edits an existing screening: reorders, removes, adds, and saves with PUT keeping ids', async () => {
    stored = { hasScreening: true, screening: buildScreening() };
    put.mockImplementation(async (_path: string, body: unknown) => ({
      hasScreening: true,
      screening: buildScreening({ updatedAt: '2026-03-02T10:00:00.000Z', ...(body as object) } as never),
    }));
    const user = renderScreen();
    await screen.findByRole('listitem', { name: 'Question 2' });
    expect(screen.queryByTestId('screening-unsaved')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByTestId('screening-unsaved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const added = screen.getByRole('listitem', { name: 'Question 2' });
    await user.type(within(added).getByLabelText('Question'), 'Which city?');
    await user.selectOptions(within(added).getByLabelText('Answer type'), 'TEXT');
    await user.click(within(added).getByRole('switch', { name: 'Answer required' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        screeningPath,
        {
          title: 'Before you begin',
          description: '',
          questions: [
            { id: 'q-age', text: 'How old are you?', type: 'NUMBER', options: [], isRequired: false },
            { text: 'Which city?', type: 'TEXT', options: [], isRequired: false },
          ],
        },
        { silent: true },
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('discards unsaved changes', async () => {
    stored = { hasScreening: true, screening: buildScreening() };
    const user = renderScreen();
    const title = await screen.findByLabelText('Title');
    await user.type(title, '!');
    expect(screen.getByTestId('screening-unsaved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Before you begin');
    expect(screen.queryByTestId('screening-unsaved')).toBeNull();
  });

  it("shows the server's reason when it refuses to switch screening on", async () => {
    patch.mockRejectedValue(
      new ApiError(422, 'UNPROCESSABLE', 'Add at least one screening question before enabling screening'),
    );
    const user = renderScreen();
    const toggle = await screen.findByRole('switch', { name: /Ask this screening/ });
    await user.click(toggle);
    expect(patch).toHaveBeenCalledWith(`${screeningPath}/toggle`, { hasScreening: true }, { silent: true });
    expect(
      await screen.findByText('Add at least one screening question before enabling screening', {
        selector: '[role="alert"] *',
      }),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('switches a saved screening off', async () => {
    stored = { hasScreening: true, screening: buildScreening() };
    patch.mockResolvedValue({ hasScreening: false, screening: buildScreening() });
    const user = renderScreen();
    await user.click(await screen.findByRole('switch', { name: /Ask this screening/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Screening switched off'));
    expect(screen.getByRole('switch', { name: /Ask this screening/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('deletes the screening after confirmation', async () => {
    stored = { hasScreening: true, screening: buildScreening() };
    del.mockResolvedValue({ message: 'Screening deleted successfully!' });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete screening' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this screening?' });
    expect(del).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith(screeningPath, undefined, { silent: true });
    expect(await screen.findByText('This profiler has no screening yet')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Screening deleted successfully!');
  });

  it('offers a retry when the screening cannot be loaded', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === screeningPath) throw new ApiError(500, 'INTERNAL', 'boom');
      return { assessment: { ...profiler, categories: [] } };
    });
    renderScreen();
    expect(await screen.findByText('Failed to load screening', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load screening');
  });
});
