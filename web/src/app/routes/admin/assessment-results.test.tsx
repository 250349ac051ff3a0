import type { AdminNormsResponse, AdminResultRow, AiAnalysis, AiAnalysisStatus } from '@pathwise/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildProfiler } from '@/features/assessments/utils/profiler-fixtures';
import type { AdminAttemptDetail } from '@/features/attempts/api/admin-get-attempt-detail';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminAssessmentResultsRoute } from './assessment-results';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const profiler = buildProfiler({ title: 'Career Compass' });
const resultsPath = `/admin/assessments/${profiler.id}/results`;
const STATUS_PATH = '/admin/test-attempts/ai-analysis-status';

const id = (n: number) => `5a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, overrides: Partial<AdminResultRow> = {}): AdminResultRow {
  return {
    attemptId: id(n),
    assessmentId: profiler.id,
    assessmentTitle: profiler.title,
    user: { id: id(100 + n), name: `Person ${n}`, email: `person${n}@example.com` },
    status: 'completed',
    startedAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:20:00.000Z',
    hollandCode: 'SIA',
    categoryResults: [{ title: 'Interests', resultLabel: 'Helper' }],
    qualityFlags: [],
    ...overrides,
  };
}

const ada = row(1, {
  user: { id: id(101), name: 'Ada Lovelace', email: 'ada@example.com' },
  // An open-text section never has a result: the list leaves it out.
  categoryResults: [
    { title: 'Interests', resultLabel: 'Helper' },
    { title: 'In your own words', resultLabel: null },
  ],
  qualityFlags: [{ code: 'TOO_FAST', message: 'Finished in under a minute' }],
});
const grace = row(2, {
  user: { id: id(102), name: 'Grace Hopper', email: 'grace@example.com' },
  status: 'in_progress',
  completedAt: null,
  hollandCode: null,
  categoryResults: [],
});
const alan = row(3, { user: { id: id(103), name: 'Alan Turing', email: 'alan@example.com' } });

function page(
  results: AdminResultRow[],
  pagination: Partial<{ page: number; total: number; hasMore: boolean }> = {},
) {
  return {
    results,
    pagination: { page: 1, limit: 20, total: results.length, hasMore: false, ...pagination },
  };
}

const analysis = (status: AiAnalysis['status'], overrides: Partial<AiAnalysis> = {}): AiAnalysis => ({
  status,
  content:
    status === 'completed'
      ? {
          summary: 'Ada enjoys helping people and solving puzzles.',
          strengths: ['Empathy'],
          growthAreas: ['Delegation'],
          careerSuggestions: [{ title: 'Counsellor', why: 'Listens well' }],
          nextSteps: ['Volunteer at a helpline'],
        }
      : null,
  error: null,
  provider: 'builtin',
  model: null,
  requestedAt: '2026-03-01T10:21:00.000Z',
  completedAt: status === 'completed' ? '2026-03-01T10:22:00.000Z' : null,
  ...overrides,
});

const adaDetail: AdminAttemptDetail = {
  id: ada.attemptId,
  assessmentId: profiler.id,
  assessmentTitle: profiler.title,
  status: 'completed',
  isCompleted: true,
  startedAt: ada.startedAt,
  completedAt: ada.completedAt,
  qualityFlags: ada.qualityFlags,
  user: ada.user,
  scores: {
    answered: 2,
    total: 2,
    hollandCode: 'SIA',
    scoringVersion: 1,
    traits: [
      { trait: 'Social', raw: 9, min: 1, max: 10, score: 88.9, itemsAnswered: 2, itemsTotal: 2 },
      { trait: 'Investigative', raw: 4, min: 1, max: 10, score: 33.3, itemsAnswered: 2, itemsTotal: 2 },
    ],
    categories: [
      {
        categoryId: id(50),
        title: 'Interests',
        answered: 2,
        total: 2,
        dominantOption: 'a',
        resultLabel: 'Helper',
        resultDescription: 'Drawn to work with people.',
      },
    ],
  },
  answers: [
    {
      questionId: id(60),
      questionText: 'I like helping others',
      categoryTitle: 'Interests',
      type: 'RATING',
      answer: 5,
      answerText: 'Strongly agree',
      score: 5,
    },
  ],
};

/** The profiler's score distributions (norms): one trait, everyone in one bar. */
const norms: AdminNormsResponse = {
  computedAt: '2026-03-02T09:07:00.000Z',
  traits: [
    {
      trait: 'Social',
      buckets: Array.from({ length: 20 }, (_, i) => ({
        from: i * 5,
        to: (i + 1) * 5,
        count: i === 17 ? 3 : 0,
      })),
      cohorts: [{ kind: 'everyone', educationLevel: null, ageBand: null, size: 3 }],
    },
  ],
};

let results: (params: Record<string, unknown>) => Promise<unknown>;
let aiStatuses: Record<string, AiAnalysisStatus | null>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  aiStatuses = { [ada.attemptId]: 'completed', [grace.attemptId]: null, [alan.attemptId]: 'failed' };
  results = async (params) => {
    if (params.limit === 1) return page([], { total: params.status === 'completed' ? 2 : 1 });
    return page([ada, grace, alan]);
  };
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === `/admin/assessments/${profiler.id}`) return { assessment: { ...profiler, categories: [] } };
    if (path === resultsPath) return results(options?.params ?? {});
    if (path === `/admin/test-attempts/${ada.attemptId}/results`) return { attempt: adaDetail };
    if (path === `/admin/test-attempts/${ada.attemptId}/ai-analysis`) {
      return { testAttemptId: ada.attemptId, analysis: analysis('completed') };
    }
    if (path === `/admin/assessments/${profiler.id}/norms`) return norms;
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === STATUS_PATH) {
      const ids = (body as { testAttemptIds: string[] }).testAttemptIds;
      return {
        statuses: ids.map((testAttemptId) => ({ testAttemptId, status: aiStatuses[testAttemptId] ?? null })),
      };
    }
    throw new Error(`unexpected POST ${path}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderScreen(search = '') {
  renderRoutes([{ path: paths.admin.assessmentResults.path, element: <AdminAssessmentResultsRoute /> }], {
    path: `${paths.admin.assessmentResults.getHref(profiler.id)}${search}`,
  });
  return userEvent.setup();
}

const tableRow = (attempt: AdminResultRow) => screen.getByTestId(`result-row-${attempt.attemptId}`);

describe('/admin/assessments/:id/results', () => {
  it('shows the profiler, its totals and every attempt with its status, code, results, flags and AI status', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Results: Career Compass' })).toBeTruthy();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to profilers' }).getAttribute('href')).toBe(
      '/admin/assessments',
    );

    const adaRow = await screen.findByTestId(`result-row-${ada.attemptId}`);
    expect(within(adaRow).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(adaRow).getByText('ada@example.com')).toBeTruthy();
    expect(within(adaRow).getByText('Completed')).toBeTruthy();
    expect(within(adaRow).getByText('SIA')).toBeTruthy();
    expect(within(adaRow).getByText('Helper')).toBeTruthy();
    expect(within(adaRow).queryByText(/In your own words/)).toBeNull();
    expect(within(adaRow).getByText('Too fast').getAttribute('title')).toBe('Finished in under a minute');
    expect(await within(adaRow).findByText('Ready')).toBeTruthy();

    const graceRow = tableRow(grace);
    expect(within(graceRow).getByText('In progress')).toBeTruthy();
    expect(within(graceRow).getByText('Not completed')).toBeTruthy();
    expect(within(graceRow).getByText('None', { selector: '[data-testid="ai-status"]' })).toBeTruthy();
    expect(within(tableRow(alan)).getByText('Failed')).toBeTruthy();
    // Phones get the same attempts as cards.
    expect(
      within(screen.getByTestId(`result-card-${grace.attemptId}`)).getByText('Grace Hopper'),
    ).toBeTruthy();

    const totals = screen.getByText('Attempts').closest('dl') as HTMLElement;
    expect(within(totals).getByText('3')).toBeTruthy();
    expect(within(totals).getByText('2')).toBeTruthy();
    expect(within(totals).getByText('1')).toBeTruthy();
    expect(screen.getByText('3 attempts')).toBeTruthy();

    expect(get).toHaveBeenCalledWith(
      resultsPath,
      expect.objectContaining({ params: { status: 'all', search: undefined, page: 1, limit: 20 } }),
    );
    expect(post).toHaveBeenCalledWith(
      STATUS_PATH,
      { testAttemptIds: [ada.attemptId, grace.attemptId, alan.attemptId] },
      { silent: true },
    );
  });

  it('filters by status and searches by name or email on the server, with an empty state when nothing matches', async () => {
    const user = renderScreen();
    await screen.findByTestId(`result-row-${ada.attemptId}`);

    results = async (params) =>
      params.limit === 1 ? page([]) : page(params.status === 'completed' ? [ada, alan] : [ada, grace, alan]);
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(screen.queryByTestId(`result-row-${grace.attemptId}`)).toBeNull());
    expect(screen.getByText('2 matching attempts')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      resultsPath,
      expect.objectContaining({ params: { status: 'completed', search: undefined, page: 1, limit: 20 } }),
    );

    results = async (params) => (params.limit === 1 ? page([]) : page([]));
    await user.type(screen.getByLabelText('Search by name or email'), 'zzz');
    expect(await screen.findByText('No attempts match')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      resultsPath,
      expect.objectContaining({ params: { status: 'completed', search: 'zzz', page: 1, limit: 20 } }),
    );

    results = async (params) => (params.limit === 1 ? page([]) : page([ada, grace, alan]));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId(`result-row-${grace.attemptId}`)).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Search by name or email') as HTMLInputElement).value).toBe('');
  });

  it('says "No attempts yet" when nobody has started the profiler', async () => {
    results = async () => page([]);
    renderScreen();
    expect(await screen.findByText('No attempts yet')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('pages through the attempts', async () => {
    results = async (params) => {
      if (params.limit === 1) return page([]);
      return params.page === 2
        ? page([alan], { page: 2, total: 21, hasMore: false })
        : page([ada, grace], { total: 21, hasMore: true });
    };
    const user = renderScreen();
    await screen.findByTestId(`result-row-${ada.attemptId}`);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId(`result-row-${alan.attemptId}`)).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.queryByTestId(`result-row-${ada.attemptId}`)).toBeNull();
  });

  it('shows an error with a retry when the attempts cannot be loaded', async () => {
    results = async (params) => {
      if (params.limit === 1) return page([]);
      throw new ApiError(500, 'INTERNAL', 'Internal server error');
    };
    const user = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the results.');

    results = async (params) => (params.limit === 1 ? page([]) : page([ada]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`result-row-${ada.attemptId}`)).toBeTruthy();
  });

  it('checks running AI analyses again every 5 seconds until they are done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    aiStatuses = { [ada.attemptId]: 'processing', [grace.attemptId]: null, [alan.attemptId]: 'pending' };
    renderScreen();
    expect(
      await within(await screen.findByTestId(`result-row-${ada.attemptId}`)).findByText('Writing'),
    ).toBeTruthy();
    expect(within(tableRow(alan)).getByText('Queued')).toBeTruthy();
    const statusCalls = () => post.mock.calls.filter(([path]) => path === STATUS_PATH).length;
    expect(statusCalls()).toBe(1);

    aiStatuses = { [ada.attemptId]: 'completed', [grace.attemptId]: null, [alan.attemptId]: 'completed' };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(tableRow(ada)).findByText('Ready')).toBeTruthy();
    expect(within(tableRow(alan)).getByText('Ready')).toBeTruthy();
    expect(statusCalls()).toBe(2);

    // Nothing is running any more: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(statusCalls()).toBe(2);
  });

  it('downloads the exports with the admin token under the server file name, with a spinner meanwhile', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:results');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const user = renderScreen();
      await screen.findByTestId(`result-row-${ada.attemptId}`);
      const xlsx = screen.getByRole('button', { name: 'Download XLSX' });
      await user.click(xlsx);
      expect(xlsx.getAttribute('aria-busy')).toBe('true');
      expect(fetchMock).toHaveBeenCalledWith(`/api/admin/assessments/${profiler.id}/download?format=xlsx`, {
        headers: { Authorization: 'Bearer test-token' },
        cache: 'no-store',
      });
      finish(
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="results-career-compass-2026-03-01.xlsx"' },
        }),
      );
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({ href: 'blob:results', download: 'results-career-compass-2026-03-01.xlsx' });
      expect(toast.success).toHaveBeenCalledWith('results-career-compass-2026-03-01.xlsx downloaded');
      await waitFor(() => expect(xlsx.getAttribute('aria-busy')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Download all answers' }));
      expect(fetchMock).toHaveBeenLastCalledWith(
        `/api/admin/assessments/${profiler.id}/download-all-answers`,
        expect.anything(),
      );
      finish(
        new Response(JSON.stringify({ statusCode: 404, error: 'NOT_FOUND', message: 'Profiler not found' }), {
          status: 404,
        }),
      );
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Failed to download the file', {
          description: 'Profiler not found',
        }),
      );
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, urls);
    }
  });

  it('asks before recalculating every result, then shows the server message', async () => {
    let done: (value: unknown) => void = () => {};
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === STATUS_PATH) {
        const ids = (body as { testAttemptIds: string[] }).testAttemptIds;
        return { statuses: ids.map((testAttemptId) => ({ testAttemptId, status: null })) };
      }
      if (path === `/admin/assessments/${profiler.id}/recalculate`) {
        return new Promise((resolve) => {
          done = resolve;
        });
      }
      throw new Error(`unexpected POST ${path}`);
    });
    const user = renderScreen();
    await screen.findByTestId(`result-row-${ada.attemptId}`);
    await user.click(screen.getByRole('button', { name: 'Recalculate all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Recalculate every result?' });
    expect(post).not.toHaveBeenCalledWith(`/admin/assessments/${profiler.id}/recalculate`, undefined, {
      silent: true,
    });

    const go = within(confirm).getByRole('button', { name: 'Recalculate all' });
    await user.click(go);
    expect(post).toHaveBeenCalledWith(`/admin/assessments/${profiler.id}/recalculate`, undefined, {
      silent: true,
    });
    await waitFor(() => expect(go.getAttribute('aria-busy')).toBe('true'));
    done({ message: '2 results recalculated', recalculated: 2 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 results recalculated'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens an attempt in a side panel with its scores, flags, AI analysis and answers', async () => {
    const user = renderScreen();
    const adaRow = await screen.findByTestId(`result-row-${ada.attemptId}`);
    await user.click(within(adaRow).getByRole('button', { name: 'View the result of Ada Lovelace' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });

    expect(await within(panel).findByText('Helper')).toBeTruthy();
    expect(within(panel).getByText('SIA')).toBeTruthy();
    expect(within(panel).getByText('Drawn to work with people.')).toBeTruthy();
    expect(
      within(panel.querySelector('[data-testid="trait-Social"]') as HTMLElement).getByText('9 / 10'),
    ).toBeTruthy();
    expect(
      within(panel.querySelector('[data-testid="trait-Investigative"]') as HTMLElement).getByText('4 / 10'),
    ).toBeTruthy();
    expect(within(panel).getByText('Finished in under a minute')).toBeTruthy();
    expect(within(panel).getAllByText('I like helping others').length).toBeGreaterThan(0);
    expect(within(panel).getAllByText('Strongly agree').length).toBeGreaterThan(0);
    expect(await within(panel).findByText('Ada enjoys helping people and solving puzzles.')).toBeTruthy();
    expect(within(panel).getByText('Counsellor')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the attempt named in the address, and recalculates it', async () => {
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === STATUS_PATH) {
        const ids = (body as { testAttemptIds: string[] }).testAttemptIds;
        return { statuses: ids.map((testAttemptId) => ({ testAttemptId, status: null })) };
      }
      if (path === `/admin/test-attempts/${ada.attemptId}/recalculate`) {
        return { message: 'Result recalculated', recalculated: 1 };
      }
      throw new Error(`unexpected POST ${path}`);
    });
    const user = renderScreen(`?attempt=${ada.attemptId}`);
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await user.click(within(panel).getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Result recalculated'));
    expect(post).toHaveBeenCalledWith(`/admin/test-attempts/${ada.attemptId}/recalculate`, undefined, {
      silent: true,
    });
  });

  it('offers to force a regeneration when an AI analysis is still running', async () => {
    const regenerate = `/admin/test-attempts/${ada.attemptId}/ai-analysis/regenerate`;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === STATUS_PATH) {
        const ids = (body as { testAttemptIds: string[] }).testAttemptIds;
        return { statuses: ids.map((testAttemptId) => ({ testAttemptId, status: null })) };
      }
      if (path === regenerate) {
        if (!(body as { forceRegenerate: boolean }).forceRegenerate) {
          throw new ApiError(409, 'CONFLICT', 'An AI analysis is already pending or processing');
        }
        return {
          testAttemptId: ada.attemptId,
          analysis: analysis('pending'),
          message: 'AI analysis queued for regeneration',
        };
      }
      throw new Error(`unexpected POST ${path}`);
    });
    const user = renderScreen(`?attempt=${ada.attemptId}`);
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await user.click(within(panel).getByRole('button', { name: 'Regenerate AI analysis' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'An analysis is already being written' });
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Force regenerate' }));
    expect(post).toHaveBeenCalledWith(regenerate, { forceRegenerate: true }, { silent: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AI analysis queued for regeneration'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(panel).findByText('Queued: the analysis starts shortly.')).toBeTruthy();
  });

  it('shows a failed AI analysis with the provider reason, and a retry when the attempt cannot load', async () => {
    get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
      if (path === `/admin/assessments/${profiler.id}`)
        return { assessment: { ...profiler, categories: [] } };
      if (path === resultsPath) return results(options?.params ?? {});
      if (path === `/admin/test-attempts/${alan.attemptId}/results`) {
        throw new ApiError(500, 'INTERNAL', 'Internal server error');
      }
      throw new Error(`unexpected GET ${path}`);
    });
    const user = renderScreen();
    fireEvent.click(await screen.findByTestId(`result-row-${alan.attemptId}`));
    const panel = await screen.findByRole('dialog', { name: 'Attempt' });
    expect((await within(panel).findByRole('alert')).textContent).toContain('Could not load this attempt.');

    get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
      if (path === resultsPath) return results(options?.params ?? {});
      if (path === `/admin/test-attempts/${alan.attemptId}/results`) {
        return { attempt: { ...adaDetail, id: alan.attemptId, user: alan.user } };
      }
      if (path === `/admin/test-attempts/${alan.attemptId}/ai-analysis`) {
        return {
          testAttemptId: alan.attemptId,
          analysis: analysis('failed', {
            error: 'OpenAI: quota exceeded',
            provider: 'openai',
            model: 'gpt-4o',
          }),
        };
      }
      throw new Error(`unexpected GET ${path}`);
    });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    const named = await screen.findByRole('dialog', { name: 'Alan Turing' });
    expect(await within(named).findByText('OpenAI: quota exceeded')).toBeTruthy();
    expect(within(named).getByText('The AI analysis failed')).toBeTruthy();
  });

  it("shows the profiler's score distributions under the results, with cohort sizes", async () => {
    renderScreen();
    const section = await screen.findByTestId('norms-distributions');
    expect(within(section).getByRole('heading', { name: 'Score distributions' })).toBeTruthy();
    const trait = await within(section).findByTestId('norms-trait');
    expect(within(trait).getByTestId('norms-summary').textContent).toBe(
      'Social: 3 people; the most common scores are 85–90.',
    );
    expect(within(within(trait).getByTestId('norms-cohorts')).getByText('Everyone')).toBeTruthy();
  });
});
