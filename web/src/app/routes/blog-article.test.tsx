import type { PublicArticle } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildArticleSummary, buildPublicArticle, buildTaxonomy } from '@/features/blog/public/blog-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-storage';
import { renderRoutes } from '@/testing/test-utils';
import { BlogRoute } from './blog';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

/** Articles by the slug the API answers for (an old slug may answer the renamed article: a followed 301). */
function serve(articles: Record<string, PublicArticle>) {
  get.mockImplementation(async (path) => {
    if (path === '/blog/taxonomy') return buildTaxonomy();
    const slug = decodeURIComponent(path.replace('/blog/articles/', ''));
    const found = articles[slug];
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'Article not found');
    return found;
  });
  post.mockResolvedValue(undefined);
}

function articleCalls() {
  return get.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/blog/articles/'));
}

function viewCalls() {
  return post.mock.calls.map(([path]) => path);
}

function renderArticle(slug: string) {
  return renderRoutes([{ path: paths.blog.path, element: <BlogRoute /> }], {
    path: paths.blogArticle.getHref(slug),
  });
}

const related = buildArticleSummary({ title: 'Related one', coverImageAlt: 'Students at a careers fair' });
const guide = buildPublicArticle({ title: 'Choosing a career', slug: 'choosing-a-career' }, [related]);

beforeEach(() => {
  vi.clearAllMocks();
  clearAuth();
  // A real host name: on localhost the funnel events are not pushed (spec §9).
  vi.stubGlobal('location', { ...window.location, hostname: 'pathwise.example' });
  document.head.innerHTML =
    '<meta name="description" content="Pathwise — career and personality profiling" />';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('/blog/:slug', () => {
  it('shows the article: meta line, cover, the sanitized body, tags, author box, call to action and related', async () => {
    serve({ 'choosing-a-career': guide });
    renderArticle('choosing-a-career');

    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a career' })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/blog?author=grace-hopper',
    );
    expect(within(header).getByText('Verified author')).toBeTruthy();
    expect(within(header).getByText('March 4, 2026')).toBeTruthy();
    expect(within(header).getByText('6 min read')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A signpost at a crossroads in a forest' })).toBeTruthy();

    // The body's HTML, as the API gave it: headings, lists, quotes, tables.
    const body = screen.getByTestId('article-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'Start with interests' })).toBeTruthy();
    expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    expect(body.querySelector('blockquote')?.textContent).toBe('Choose a job you love.');
    expect(within(body).getByRole('table')).toBeTruthy();

    // Breadcrumb to the blog and the category.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe(
      '/blog?category=careers',
    );

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Interests' }).getAttribute('href')).toBe(
      '/blog?tag=interests',
    );

    // The author box: bio and links from the taxonomy, links that cannot reach back to this page.
    const authorBox = await screen.findByText(/Career counsellor for twenty years/);
    const box = authorBox.closest('section') as HTMLElement;
    const website = within(box).getByRole('link', { name: /Website/ });
    expect(website.getAttribute('href')).toBe('https://grace.example');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(website.getAttribute('target')).toBe('_blank');

    const cta = screen.getByRole('link', { name: 'Take the profiler' });
    expect(cta.getAttribute('href')).toBe(paths.assessment.getHref(guide.article.ctaAssessmentId as string));

    const relatedSection = screen.getByRole('region', { name: 'Related articles' });
    expect(within(relatedSection).getByRole('link', { name: 'Related one' }).getAttribute('href')).toBe(
      '/blog/related-one',
    );

    expect(document.title).toBe('Choosing a career · Pathwise');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      guide.article.metaDescription,
    );
  });

  it('without a chosen profiler, the call to action lists the profilers', async () => {
    serve({ plain: buildPublicArticle({ title: 'Plain', slug: 'plain', ctaAssessmentId: null }, []) });
    renderArticle('plain');
    const cta = await screen.findByRole('link', { name: 'Browse profilers' });
    expect(cta.getAttribute('href')).toBe(paths.dashboard.getHref());
    expect(screen.queryByRole('region', { name: 'Related articles' })).toBeNull();
  });

  it('counts one view and pushes one "blog view" funnel event per article opened', async () => {
    serve({
      'choosing-a-career': guide,
      'related-one': buildPublicArticle({ ...related, slug: 'related-one' }, []),
    });
    renderArticle('choosing-a-career');
    await screen.findByRole('heading', { level: 1, name: 'Choosing a career' });
    await waitFor(() => expect(viewCalls()).toEqual(['/blog/articles/choosing-a-career/view']));
    expect(post).toHaveBeenCalledWith('/blog/articles/choosing-a-career/view', undefined, { silent: true });
    expect(window.dataLayer).toEqual([
      { event: 'blog_view', articleId: guide.article.id, slug: 'choosing-a-career', category: 'careers' },
    ]);

    // A body link to another article is followed by the app, and that opening counts once more.
    await userEvent.click(screen.getByRole('link', { name: 'the next guide' }));
    await screen.findByRole('heading', { level: 1, name: 'Related one' });
    await waitFor(() =>
      expect(viewCalls()).toEqual([
        '/blog/articles/choosing-a-career/view',
        '/blog/articles/related-one/view',
      ]),
    );
    expect(window.dataLayer?.map((event) => event.slug)).toEqual(['choosing-a-career', 'related-one']);
  });

  it('replaces an old slug in the address with the current one, loading and counting it once', async () => {
    // The API followed the 301 from the old slug and answered the article under its new one.
    serve({ 'old-title': guide, 'choosing-a-career': guide });
    const { router } = renderArticle('old-title');
    await screen.findByRole('heading', { level: 1, name: 'Choosing a career' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/choosing-a-career'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(articleCalls()).toEqual(['/blog/articles/old-title']);
    expect(viewCalls()).toEqual(['/blog/articles/choosing-a-career/view']);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('shows a not-found page for an unknown or unpublished slug, and counts nothing', async () => {
    serve({});
    renderArticle('no-such-article');
    expect(await screen.findByText('Article not found')).toBeTruthy();
    expect(screen.getByText(/no longer published/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Article not found · Pathwise');
    expect(post).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('offers a retry when the server could not answer', async () => {
    serve({ 'choosing-a-career': guide });
    get.mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'));
    renderArticle('choosing-a-career');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again shortly.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a career' })).toBeTruthy();
  });
});
