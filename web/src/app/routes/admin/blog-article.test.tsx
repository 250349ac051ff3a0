import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  ARTICLE_ID,
  buildAnalysis,
  buildArticle,
  SECOND_ARTICLE_ID,
} from '@/features/blog/testing/blog-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminBlogArticleRoute } from './blog-article';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const patch = vi.mocked(api.patch);

let analysis: () => unknown;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  analysis = () => {
    throw new ApiError(404, 'NOT_FOUND', 'No analysis yet');
  };
  get.mockImplementation(async (path: string) => {
    if (path === `/articles/${ARTICLE_ID}`) return buildArticle();
    if (path === `/seo-analysis/${ARTICLE_ID}` || path === `/seo-analysis/${SECOND_ARTICLE_ID}`)
      return analysis();
    if (path === '/article-categories' || path === '/article-subjects' || path === '/article-authors') {
      return { items: [] };
    }
    if (path === '/admin/assessments') {
      return {
        assessments: [],
        pagination: { page: 1, limit: 100, total: 0, hasMore: false },
        counts: { total: 0, active: 0, onSale: 0 },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderEditor(id: string) {
  const rendered = renderRoutes(
    [
      { path: paths.admin.blogArticle.path, element: <AdminBlogArticleRoute /> },
      { path: paths.admin.blog.path, element: <p>blog console</p> },
    ],
    { path: paths.admin.blogArticle.getHref(id) },
  );
  return { ...rendered, user: userEvent.setup() };
}

/** Waits for the form and its lazily loaded writing area, then lets the test drive the clock. */
async function openWithFakeClock(id: string) {
  const rendered = renderEditor(id);
  // The first test of a run also loads TipTap's chunk.
  await screen.findByTestId('article-body-editor', {}, { timeout: 15_000 });
  vi.useFakeTimers();
  return rendered;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/admin/blog/articles/:id — autosave', () => {
  it('saves with PUT once edits pause for 2 seconds, then says when', async () => {
    put.mockImplementation(async (_path, body) => buildArticle({ title: (body as { title: string }).title }));
    await openWithFakeClock(ARTICLE_ID);
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'How to choose a career you love' } });
    await advance(1_000);
    fireEvent.change(title, { target: { value: 'How to choose a career you love today' } });
    await advance(1_900);
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByTestId('save-status').textContent).toContain('Unsaved changes');

    await advance(200);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(
      `/articles/${ARTICLE_ID}`,
      expect.objectContaining({
        title: 'How to choose a career you love today',
        bodyHtml: '<p>Start with what you enjoy.</p>',
        focusKeyword: 'choose a career',
      }),
      { silent: true },
    );
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Saved at \d{1,2}:\d{2}/);
  });

  it('says it could not save, and Retry saves again', async () => {
    put.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Another article already uses this slug'));
    put.mockResolvedValueOnce(buildArticle({ slug: 'choose-well' }));
    await openWithFakeClock(ARTICLE_ID);
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'choose-well' } });
    await advance(2_100);
    const status = screen.getByTestId('save-status');
    expect(status.textContent).toContain('Couldn’t save — Another article already uses this slug');
    fireEvent.click(within(status).getByRole('button', { name: 'Retry' }));
    await advance(10);
    expect(put).toHaveBeenCalledTimes(2);
    expect(status.textContent).toMatch(/Saved at/);
  });

  it('creates a new article with POST on its first save, then keeps editing it under its id', async () => {
    post.mockImplementation(async (path) => {
      if (path === '/articles')
        return buildArticle({ id: SECOND_ARTICLE_ID, title: 'Fresh start', slug: 'fresh-start' });
      throw new Error(`unexpected POST ${path}`);
    });
    put.mockImplementation(async () => buildArticle({ id: SECOND_ARTICLE_ID, title: 'Fresh start again' }));
    const { router } = await openWithFakeClock('new');
    const title = screen.getByLabelText('Title');
    expect(screen.getByTestId('save-status').textContent).toBe('Give the article a title to save the draft');
    fireEvent.change(title, { target: { value: 'Fresh start' } });
    // The slug follows the title until edited by hand.
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('fresh-start');
    await advance(2_100);
    expect(post).toHaveBeenCalledWith(
      '/articles',
      expect.objectContaining({ title: 'Fresh start', slug: 'fresh-start' }),
      { silent: true },
    );
    expect(router.state.location.pathname).toBe(paths.admin.blogArticle.getHref(SECOND_ARTICLE_ID));
    // Same editor, same fields: the next edit updates the article it created.
    expect(screen.getByLabelText('Title')).toBe(title);
    fireEvent.change(title, { target: { value: 'Fresh start again' } });
    await advance(2_100);
    expect(put).toHaveBeenCalledWith(
      `/articles/${SECOND_ARTICLE_ID}`,
      expect.objectContaining({ title: 'Fresh start again' }),
      { silent: true },
    );
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('analyses the article a few seconds after an autosave', async () => {
    put.mockResolvedValue(buildArticle());
    post.mockResolvedValue(buildAnalysis().latest);
    await openWithFakeClock(ARTICLE_ID);
    fireEvent.change(screen.getByLabelText('Focus keyword'), { target: { value: 'career choice' } });
    await advance(2_100);
    expect(put).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    await advance(4_100);
    expect(post).toHaveBeenCalledWith('/seo-analysis/analyze', { articleId: ARTICLE_ID }, { silent: true });
  });
});

describe('/admin/blog/articles/:id — SEO panel and publishing', () => {
  it('shows the score, the checks grouped with their verdicts in words, and the history', async () => {
    analysis = () => buildAnalysis();
    renderEditor(ARTICLE_ID);
    const score = await screen.findByTestId('seo-panel-score');
    expect(score.textContent).toContain('SEO score 62 of 100: Fair');
    expect(score.textContent).toContain('For “choose a career”');
    const basics = screen.getByTestId('seo-group-basics');
    expect(within(basics).getByText('Meta description length')).toBeTruthy();
    expect(within(basics).getByText('Problem:')).toBeTruthy();
    expect(within(basics).getByText('No meta description: write one of 120–156 characters.')).toBeTruthy();
    const readability = screen.getByTestId('seo-group-readability');
    expect(within(readability).getByText('Could improve:')).toBeTruthy();
    expect(within(screen.getByTestId('seo-group-keyword')).getByText('Good:')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Score history' })).toBeTruthy();
    expect(screen.getByTestId('seo-sparkline')).toBeTruthy();
  });

  it('runs an analysis on demand', async () => {
    post.mockResolvedValue(buildAnalysis().latest);
    const { user } = renderEditor(ARTICLE_ID);
    expect(await screen.findByText('Not analysed yet. Analyse to see what to improve.')).toBeTruthy();
    analysis = () => buildAnalysis();
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/seo-analysis/analyze', { articleId: ARTICLE_ID }, { silent: true }),
    );
    expect(await screen.findByTestId('seo-panel-score')).toBeTruthy();
  });

  it('asks before publishing from the editor', async () => {
    patch.mockResolvedValue(
      buildArticle({ status: 'published', isPublished: true, publishedAt: '2026-11-28T09:00:00.000Z' }),
    );
    const { user } = renderEditor(ARTICLE_ID);
    await screen.findByTestId('article-body-editor');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “How to choose a career”?' });
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/articles/${ARTICLE_ID}/publish`, {
        isPublished: true,
        publishedAt: null,
      }),
    );
    expect(await screen.findByRole('link', { name: /View live/ })).toBeTruthy();
  });

  it('has a formatting toolbar whose buttons are named and reachable with the arrow keys', async () => {
    const { user } = renderEditor(ARTICLE_ID);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Quote',
      'Code block',
      'Image',
      'Insert table',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons.at(-1));
  });

  it('refuses a javascript: link', async () => {
    const { user } = renderEditor(ARTICLE_ID);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('Address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(within(dialog).getByText(/Enter a web address starting with https:\/\//)).toBeTruthy();
  });
});
