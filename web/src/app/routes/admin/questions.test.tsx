import type { AssessmentDetail, Question } from '@pathwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  ASSESSMENT_ID,
  buildAssessmentDetail,
  buildCategory,
  buildQuestion,
} from '@/features/assessments/utils/catalogue-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminQuestionsRoute } from './questions';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

const interests = buildCategory({ title: 'Interests', order: 0, questionCount: 3 });
const values = buildCategory({ title: 'Values', order: 1, showForScreeningAnswers: ['phd', 'senior'] });
const later = buildCategory({ title: 'Later', order: 2 });

let detail: AssessmentDetail;
let questions: Question[];

/** Serves the screen's GETs from `detail` and `questions`, as they are at the time of the call. */
function serve() {
  get.mockImplementation(async (path: string) => {
    if (path === `/admin/assessments/${ASSESSMENT_ID}`) return { assessment: detail };
    if (path === '/admin/questions') return { questions };
    if (path === '/admin/trait-types') return { builtIn: ['Social'], custom: [] };
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderScreen(categoryId?: string) {
  renderRoutes(
    [
      { path: paths.admin.questions.path, element: <AdminQuestionsRoute /> },
      { path: paths.admin.assessments.path, element: <p>Profilers page</p> },
    ],
    { path: paths.admin.questions.getHref(ASSESSMENT_ID, categoryId) },
  );
  return userEvent.setup();
}

/** jsdom lays nothing out: give each row of a sortable list a 100 px slot so keyboard dragging can move. */
function layOutSortableRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const parent = this.parentElement;
    const row = this.tagName === 'LI' && parent?.tagName === 'OL' ? [...parent.children].indexOf(this) : -1;
    const top = row >= 0 ? row * 100 : 0;
    const height = row >= 0 ? 80 : 0;
    const width = row >= 0 ? 600 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width,
      height,
      bottom: top + height,
      right: width,
      toJSON: () => ({}),
    };
  });
}

/** Picks the handle up with Space, moves it down `steps` rows and drops it. */
async function dragDownWithKeyboard(
  user: ReturnType<typeof userEvent.setup>,
  handle: HTMLElement,
  steps: number,
) {
  handle.focus();
  await user.keyboard('[Space]');
  for (let step = 0; step < steps; step += 1) await user.keyboard('[ArrowDown]');
  await user.keyboard('[Space]');
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  detail = buildAssessmentDetail({
    title: 'Career Compass',
    questionCount: 3,
    categoryCount: 3,
    categories: [interests, values, later],
  });
  questions = [
    buildQuestion({ text: 'First question', order: 0, categoryId: interests.id }),
    buildQuestion({ text: 'Second question', order: 1, categoryId: interests.id }),
    buildQuestion({ text: 'Third question', order: 2, categoryId: interests.id, type: 'TEXT', options: [] }),
  ];
  serve();
});

afterEach(() => vi.restoreAllMocks());

describe('/admin/questions/:assessmentId (categories)', () => {
  it('shows the header with the question count, the categories in order and the restriction label', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Compass' })).toBeTruthy();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByTestId('question-total').textContent).toBe('3 questions');
    expect(screen.getByRole('link', { name: 'Back to profilers' }).getAttribute('href')).toBe(
      '/admin/assessments',
    );
    expect(screen.getByRole('button', { name: 'AI Prompts' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Interests',
      'Values',
      'Later',
    ]);
    const restricted = screen.getByTestId(`category-${values.id}`);
    expect(within(restricted).getByText('Screening Restricted')).toBeTruthy();
    expect(within(restricted).getByText('Only for: PhD, Senior (6-10 years)')).toBeTruthy();
    expect(
      within(screen.getByTestId(`category-${interests.id}`)).queryByText('Screening Restricted'),
    ).toBeNull();
    expect(
      within(screen.getByTestId(`category-${interests.id}`))
        .getByRole('link', { name: 'Edit Questions' })
        .getAttribute('href'),
    ).toBe(`/admin/questions/${ASSESSMENT_ID}?categoryId=${interests.id}`);
  });

  it('adds a category at the end with its screening restriction', async () => {
    post.mockResolvedValue({ category: buildCategory({ title: 'Skills' }) });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Skills');
    await user.click(screen.getByRole('checkbox', { name: 'PhD' }));
    await user.click(screen.getByRole('checkbox', { name: 'Entry (0-2 years)' }));
    await user.click(screen.getByRole('button', { name: 'Create category' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/admin/categories',
        {
          title: 'Skills',
          description: '',
          showForScreeningAnswers: ['phd', 'entry'],
          assessmentId: ASSESSMENT_ID,
          order: 3,
        },
        { silent: true },
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category created successfully!'));
  });

  it('deletes a category after a confirmation that says its questions go too', async () => {
    del.mockResolvedValue({ message: 'deleted' });
    const user = renderScreen();
    const card = await screen.findByTestId(`category-${interests.id}`);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Interests”?' });
    expect(within(dialog).getByText(/Its 3 questions are deleted too/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category deleted successfully!'));
    expect(del).toHaveBeenCalledWith(`/admin/categories/${interests.id}`, undefined, { silent: true });
  });

  it('edits a category in place', async () => {
    put.mockResolvedValue({ category: { ...values, title: 'Core values' } });
    const user = renderScreen();
    const card = await screen.findByTestId(`category-${values.id}`);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const title = within(card).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Core values');
    await user.click(within(card).getByRole('checkbox', { name: 'PhD' }));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/admin/categories/${values.id}`,
        { title: 'Core values', description: '', showForScreeningAnswers: ['senior'] },
        { silent: true },
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category updated successfully!'));
  });

  it("edits the profiler's texts in the header, and toasts a failure", async () => {
    put.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Career Compass 2');
    await user.type(screen.getByRole('textbox', { name: 'Long description' }), 'All about you');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update assessment', undefined));

    put.mockResolvedValueOnce({ assessment: detail });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Assessment updated successfully!'));
    expect(put).toHaveBeenLastCalledWith(
      `/admin/assessments/${ASSESSMENT_ID}`,
      {
        title: 'Career Compass 2',
        description: 'Find the work that fits you',
        assessmentDescription: 'All about you',
      },
      { silent: true },
    );
  });

  it('saves a keyboard reorder with one PUT per moved category', async () => {
    layOutSortableRows();
    put.mockImplementation(async (_path, body) => ({ category: body }));
    const user = renderScreen();
    await screen.findByTestId(`category-${interests.id}`);
    await dragDownWithKeyboard(user, screen.getByRole('button', { name: 'Reorder Interests' }), 1);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category order updated successfully!'));
    // Screen readers hear names and positions, not ids.
    expect(screen.getByText('Dropped at position 2 of 3.')).toBeTruthy();
    expect(put.mock.calls).toEqual([
      [`/admin/categories/${values.id}`, { order: 0 }, { silent: true }],
      [`/admin/categories/${interests.id}`, { order: 1 }, { silent: true }],
    ]);
  });

  it('reloads the profiler after a failed category reorder', async () => {
    layOutSortableRows();
    put.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderScreen();
    await screen.findByTestId(`category-${interests.id}`);
    const loads = () =>
      get.mock.calls.filter(([path]) => path === `/admin/assessments/${ASSESSMENT_ID}`).length;
    const before = loads();
    await dragDownWithKeyboard(user, screen.getByRole('button', { name: 'Reorder Interests' }), 1);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update category order', undefined),
    );
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Interests',
        'Values',
        'Later',
      ]),
    );
  });

  it('invites to add the first category when there is none', async () => {
    detail = { ...detail, categories: [], questionCount: 0 };
    renderScreen();
    expect(await screen.findByText('Start with a category')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add the first category' })).toBeTruthy();
  });

  it("shows 'Failed to load questions' with a retry", async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = renderScreen();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load questions');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Compass' })).toBeTruthy();
  });
});

describe('/admin/questions/:assessmentId?categoryId= (questions)', () => {
  it('shows the category being managed with a way back', async () => {
    renderScreen(interests.id);
    expect(await screen.findByText('Managing: Interests')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Categories' }).getAttribute('href')).toBe(
      `/admin/questions/${ASSESSMENT_ID}`,
    );
    expect(await screen.findByText('First question')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/questions', {
      params: { assessmentId: ASSESSMENT_ID, categoryId: interests.id },
      signal: expect.any(AbortSignal),
      silent: true,
    });
  });

  it('keeps question order locked until unlocked', async () => {
    const user = renderScreen(interests.id);
    await screen.findByText('First question');
    expect(screen.queryByRole('button', { name: /^Reorder question/ })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Unlock order' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Lock order' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^Reorder question/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Lock order' }));
    expect(screen.queryByRole('button', { name: /^Reorder question/ })).toBeNull();
  });

  it('saves a moved question one PUT at a time, and reloads the questions after a failure', async () => {
    layOutSortableRows();
    put
      .mockResolvedValueOnce({ question: questions[1] })
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'x'));
    const user = renderScreen(interests.id);
    await screen.findByText('First question');
    await user.click(screen.getByRole('button', { name: 'Unlock order' }));
    const loads = () => get.mock.calls.filter(([path]) => path === '/admin/questions').length;
    const before = loads();
    await dragDownWithKeyboard(user, screen.getByRole('button', { name: 'Reorder question 1' }), 1);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update question order', undefined),
    );
    expect(put.mock.calls).toEqual([
      [`/admin/questions/${questions[1]?.id}`, { order: 0 }, { silent: true }],
      [`/admin/questions/${questions[0]?.id}`, { order: 1 }, { silent: true }],
    ]);
    await waitFor(() => expect(loads()).toBe(before + 1));
  });

  it('adds a question with only its labelled options, at the end of the category', async () => {
    post.mockResolvedValue({ question: buildQuestion() });
    const user = renderScreen(interests.id);
    await screen.findByText('First question');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question text' }), 'Where do you work best?');
    const options = screen.getAllByRole('textbox', { name: /^Option \d$/ });
    await user.type(options[0] as HTMLElement, 'At home');
    await user.type(options[2] as HTMLElement, 'In an office');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Trait type' }), 'Social');
    await user.click(screen.getByRole('button', { name: 'Create question' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/admin/questions',
        {
          text: 'Where do you work best?',
          type: 'MULTIPLE_CHOICE',
          categoryId: interests.id,
          order: 3,
          options: [
            { value: 'option_1', label: 'At home' },
            { value: 'option_3', label: 'In an office' },
          ],
          traitType: 'Social',
        },
        { silent: true },
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Question created successfully!'));
  });

  it('changes a question to text after confirming, sending no options', async () => {
    put.mockResolvedValue({ question: questions[0] });
    const user = renderScreen(interests.id);
    await screen.findByText('First question');
    const [first] = screen.getAllByRole('button', { name: 'Edit' });
    await user.click(first as HTMLElement);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'TEXT');
    await user.click(screen.getByRole('button', { name: 'Change type' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/admin/questions/${questions[0]?.id}`,
        { text: 'First question', type: 'TEXT', explanation: null, example: null, traitType: null },
        { silent: true },
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Question updated successfully!'));
  });

  it('deletes a question after confirming', async () => {
    del.mockResolvedValue({ message: 'deleted' });
    const user = renderScreen(interests.id);
    await screen.findByText('Third question');
    const [, , third] = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(third as HTMLElement);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this question?' });
    expect(within(dialog).getByText(/“Third question”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Question deleted successfully!'));
    expect(del).toHaveBeenCalledWith(`/admin/questions/${questions[2]?.id}`, undefined, { silent: true });
  });

  it('says when the category does not exist', async () => {
    renderScreen('5e6f7a8b-0000-4000-8000-000000000999');
    expect(await screen.findByText(/This category does not exist any more/)).toBeTruthy();
  });

  it('opens the AI prompts dialog from the header', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === `/admin/assessments/${ASSESSMENT_ID}`) return { assessment: detail };
      if (path.endsWith('/prompts')) return { prompts: [] };
      if (path.endsWith('/prompts/active')) return { prompt: null };
      throw new Error(`unexpected GET ${path}`);
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'AI Prompts' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI prompts' });
    expect(await within(dialog).findByText('No AI prompts configured')).toBeTruthy();
    act(() => {
      within(dialog).getByRole('button', { name: 'Close' }).click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
