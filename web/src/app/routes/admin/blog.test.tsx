import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  ARTICLE_ID,
  buildArticle,
  buildArticleSummary,
  buildAuthor,
  buildCategory,
  buildInsights,
  buildTag,
  CATEGORY_ID,
  listOf,
  SECOND_ARTICLE_ID,
  TAG_A_ID,
  TAG_B_ID,
} from '@/features/blog/testing/blog-fixtures';
import { api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminBlogRoute } from './blog';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const patch = vi.mocked(api.patch);

const careers = buildTag();
const jobs = buildTag({ id: TAG_B_ID, name: 'Jobs', slug: 'jobs', articleCount: 2 });
const draft = buildArticleSummary();
const live = buildArticleSummary({
  id: SECOND_ARTICLE_ID,
  title: 'Ten questions before a job offer',
  slug: 'ten-questions',
  status: 'published',
  isPublished: true,
  isFeatured: true,
  publishedAt: '2026-11-01T09:00:00.000Z',
  viewCount: 1200,
  seoScore: 86,
});

let articles: (params: Record<string, unknown>) => unknown;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  articles = () => listOf([draft, live]);
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    const params = options?.params ?? {};
    switch (path) {
      case '/articles':
        return articles(params);
      case '/article-categories':
        return { items: [buildCategory()] };
      case '/article-subjects':
        return { items: [] };
      case '/article-authors':
        return { items: [buildAuthor()] };
      case '/article-tags':
        return { items: [careers, jobs], pagination: { page: 1, limit: 100, total: 2, hasMore: false } };
      case '/article-tags/popular':
        return { items: [careers] };
      case '/article-tags/merge-preview':
        return { source: careers, target: jobs, articlesMoved: 3, articlesAlreadyTagged: 1 };
      case '/seo-analysis/insights/overview':
        return buildInsights();
      default:
        throw new Error(`unexpected GET ${path}`);
    }
  });
});

function renderScreen(search = '') {
  const rendered = renderRoutes(
    [
      { path: paths.admin.blog.path, element: <AdminBlogRoute /> },
      { path: paths.admin.blogArticle.path, element: <p>editor page</p> },
    ],
    { path: `${paths.admin.blog.getHref()}${search}` },
  );
  return { ...rendered, user: userEvent.setup() };
}

const listCalls = () =>
  get.mock.calls
    .filter(([path]) => path === '/articles')
    .map(([, options]) => (options as { params: Record<string, unknown> }).params);

describe('/admin/blog — articles', () => {
  it('lists articles with their status, featured mark, SEO score, views and update date', async () => {
    renderScreen();
    const row = await screen.findByTestId(`article-row-${SECOND_ARTICLE_ID}`);
    expect(within(row).getByRole('link', { name: 'Ten questions before a job offer' })).toBeTruthy();
    expect(within(row).getByTestId('article-status').textContent).toBe('Published November 1, 2026');
    expect(within(row).getByTestId('seo-score').getAttribute('aria-label')).toBe('SEO score 86 of 100: Good');
    expect(within(row).getByLabelText('Featured')).toBeTruthy();
    expect(within(row).getByText('1,200 views')).toBeTruthy();
    expect(within(row).getByText('Updated November 20, 2026')).toBeTruthy();
    const first = screen.getByTestId(`article-row-${ARTICLE_ID}`);
    expect(within(first).getByTestId('article-status').textContent).toBe('Draft');
    expect(within(first).getByTestId('seo-score').textContent).toBe('Not analysed');
    expect(screen.getByText('2 articles')).toBeTruthy();
  });

  it('sends the filters, the order and the debounced search to GET /articles, and keeps them in the address', async () => {
    const { user, router } = renderScreen();
    await screen.findByTestId(`article-row-${ARTICLE_ID}`);
    expect(listCalls()[0]).toEqual({ sort: 'newest', page: 1, limit: 20 });

    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'published', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Category'), CATEGORY_ID);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'views');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Featured' }), 'true');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        status: 'published',
        categoryId: CATEGORY_ID,
        featured: 'true',
        sort: 'views',
        page: 1,
        limit: 20,
      }),
    );

    const callsBefore = listCalls().length;
    await user.type(screen.getByLabelText('Search articles'), 'career');
    // One request once typing pauses, not one per key.
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search: 'career' }));
    expect(listCalls().length).toBe(callsBefore + 1);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('search')).toBe('career');
    expect(search.get('status')).toBe('published');
  });

  it('says when no article matches, and offers to clear the filters', async () => {
    articles = (params) => (params.status ? listOf([]) : listOf([draft]));
    const { user } = renderScreen('?status=scheduled');
    expect(await screen.findByText('No article matches these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId(`article-row-${ARTICLE_ID}`)).toBeTruthy();
  });

  it('asks before publishing, and publishes only once confirmed', async () => {
    patch.mockResolvedValue(buildArticle({ status: 'published', isPublished: true }));
    const { user } = renderScreen();
    const row = await screen.findByTestId(`article-row-${ARTICLE_ID}`);
    await user.click(within(row).getByRole('button', { name: 'Publish “How to choose a career”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “How to choose a career”?' });
    expect(dialog.textContent).toContain('in the sitemap and the RSS feed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patch).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Publish “How to choose a career”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/articles/${ARTICLE_ID}/publish`, {
        isPublished: true,
        publishedAt: undefined,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('“How to choose a career” is published');
  });

  it('asks before unfeaturing and deleting', async () => {
    patch.mockResolvedValue(buildArticle());
    vi.mocked(api.delete).mockResolvedValue({ message: 'Deleted' });
    const { user } = renderScreen();
    const row = await screen.findByTestId(`article-row-${SECOND_ARTICLE_ID}`);
    const star = within(row).getByRole('button', { name: 'Feature “Ten questions before a job offer”' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await user.click(star);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: /Stop featuring/ })).getByRole('button', {
        name: 'Stop featuring',
      }),
    );
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/articles/${SECOND_ARTICLE_ID}/feature`, { isFeatured: false }),
    );

    await user.click(within(row).getByRole('button', { name: 'Delete “Ten questions before a job offer”' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Ten questions before a job offer”?',
    });
    expect(dialog.textContent).toContain('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(`/articles/${SECOND_ARTICLE_ID}`));
  });
});

describe('/admin/blog — tags', () => {
  it('shows how many articles a merge moves before merging, and merges once confirmed', async () => {
    post.mockResolvedValue({ source: careers, target: jobs, articlesMoved: 3, articlesAlreadyTagged: 1 });
    const { user } = renderScreen('?tab=tags');
    expect(await screen.findByTestId(`tag-row-${TAG_A_ID}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Merge tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge tags' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect((merge as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(within(dialog).getByLabelText('Merge'), TAG_A_ID);
    await user.selectOptions(within(dialog).getByLabelText('Into'), TAG_B_ID);
    const preview = within(dialog).getByTestId('merge-preview');
    await waitFor(() => expect(preview.textContent).toContain('3 articles move from “Careers” to “Jobs”.'));
    expect(preview.textContent).toContain('1 article already has both and keeps one.');
    expect(get).toHaveBeenCalledWith('/article-tags/merge-preview', {
      params: { sourceTagId: TAG_A_ID, targetTagId: TAG_B_ID },
      signal: expect.any(AbortSignal),
      silent: true,
    });
    expect(post).not.toHaveBeenCalled();

    await user.click(merge);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/article-tags/merge', {
        sourceTagId: TAG_A_ID,
        targetTagId: TAG_B_ID,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('“Careers” merged into “Jobs”: 3 articles moved');
  });
});

describe('/admin/blog — categories', () => {
  it('explains that articles stay when their category is deleted', async () => {
    const { user } = renderScreen('?tab=categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Guides' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category “Guides”?' });
    expect(dialog.textContent).toContain(
      '2 articles are filed here. They stay as they are, with no category.',
    );
  });
});

describe('/admin/blog — SEO insights', () => {
  it('names the common problems in words and links the articles worth fixing to the editor', async () => {
    renderScreen('?tab=seo');
    const problems = await screen.findByTestId('seo-common-problems');
    expect(within(problems).getByText('Meta description length')).toBeTruthy();
    expect(within(problems).getByText('3 articles')).toBeTruthy();
    const fix = within(screen.getByTestId('seo-worth-fixing')).getByRole('link', {
      name: 'How to choose a career',
    });
    expect(fix.getAttribute('href')).toBe(paths.admin.blogArticle.getHref(ARTICLE_ID));
    expect(within(screen.getByTestId('seo-distribution')).getByText('Poor (under 50)')).toBeTruthy();
  });
});
