import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { buildArticleList, buildArticleSummary, buildTaxonomy } from '@/features/blog/public/blog-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-storage';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { BlogRoute } from './blog';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);

/** The list the API answers for each request, by its query; the taxonomy always. */
function answer(list: (params: Record<string, unknown>) => unknown) {
  get.mockImplementation(async (path, options) => {
    if (path === '/blog/taxonomy') return buildTaxonomy();
    if (path === '/blog/articles') return list((options?.params ?? {}) as Record<string, unknown>);
    throw new Error(`unexpected GET ${path}`);
  });
}

function listCalls() {
  return get.mock.calls.filter(([path]) => path === '/blog/articles').map(([, options]) => options?.params);
}

function renderBlog(path = paths.blog.getHref()) {
  return renderRoutes([{ path: paths.blog.path, element: <BlogRoute /> }], { path });
}

const regular = buildArticleSummary({ title: 'Regular article' });
const featured = buildArticleSummary({ title: 'Featured article', isFeatured: true });

beforeEach(() => {
  vi.clearAllMocks();
  clearAuth();
});

describe('/blog', () => {
  it('shows featured articles first in their own section, then the rest, for a guest', async () => {
    // The server orders featured first; the page does not rely on it.
    answer(() => buildArticleList([regular, featured]));
    renderBlog();

    const featuredSection = await screen.findByRole('region', { name: 'Featured' });
    const latestSection = screen.getByRole('region', { name: 'Latest articles' });
    expect(within(featuredSection).getByRole('link', { name: 'Featured article' })).toBeTruthy();
    expect(within(latestSection).getByRole('link', { name: 'Regular article' })).toBeTruthy();
    const cards = screen.getAllByTestId('article-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Featured article',
      'Regular article',
    ]);
    expect(
      featuredSection.compareDocumentPosition(latestSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // A card: cover with its alt text, excerpt, verified author, category link, date, reading time.
    const card = cards[1] as HTMLElement;
    expect(within(card).getByRole('img', { name: 'A signpost at a crossroads in a forest' })).toBeTruthy();
    expect(within(card).getByText(/three questions that narrow/i)).toBeTruthy();
    expect(within(card).getByText('Grace Hopper')).toBeTruthy();
    expect(within(card).getByText('Verified author')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe(
      '/blog?category=careers',
    );
    expect(within(card).getByText('March 4, 2026')).toBeTruthy();
    expect(within(card).getByText('6 min read')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Regular article' }).getAttribute('href')).toBe(
      '/blog/regular-article',
    );
    expect(screen.getByText('2 articles')).toBeTruthy();
    expect(document.title).toBe('Blog · Pathwise');
    // A guest is offered to sign in (header and footer); nothing asked them to.
    const signInLinks = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signInLinks.map((link) => link.getAttribute('href'))).toEqual([
      paths.login.getHref(),
      paths.login.getHref(),
    ]);
    expect(listCalls()[0]).toMatchObject({ page: 1, limit: 12 });
  });

  it('offers a signed-in person their dashboard instead', async () => {
    signIn();
    answer(() => buildArticleList([regular]));
    renderBlog();
    const links = await screen.findAllByRole('link', { name: 'Your dashboard' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.dashboard.getHref(),
      paths.dashboard.getHref(),
    ]);
  });

  it('reads the filters of a shared link and sends them to the API, with no featured section', async () => {
    answer(() => buildArticleList([featured, regular], { page: 2, total: 14 }));
    renderBlog('/blog?tag=interests&author=grace-hopper&search=career&page=2');
    await screen.findByRole('link', { name: 'Regular article' });
    expect(listCalls()[0]).toEqual({
      page: 2,
      limit: 12,
      search: 'career',
      category: undefined,
      subject: undefined,
      tag: 'interests',
      author: 'grace-hopper',
    });
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveProperty('value', 'career');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveProperty('value', 'interests'),
    );
  });

  it('a chosen filter goes into the address and the API query, back on page 1', async () => {
    answer(() => buildArticleList([regular], { total: 30, hasMore: true }));
    const { router } = renderBlog('/blog?page=2');
    await screen.findByRole('link', { name: 'Regular article' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveProperty('disabled', false));

    await userEvent.selectOptions(category, 'study');
    await waitFor(() => expect(router.state.location.search).toBe('?category=study'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 1, category: 'study' }));

    // Typing a search follows once typing pauses, keeping the other filters.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'values');
    await waitFor(() => expect(router.state.location.search).toBe('?search=values&category=study'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search: 'values', category: 'study' }));
  });

  it('pages through the articles in the address', async () => {
    answer((params) =>
      buildArticleList([buildArticleSummary({ title: `Page ${params.page}` })], {
        page: params.page as number,
        total: 30,
        hasMore: params.page !== 3,
      }),
    );
    const { router } = renderBlog();
    await screen.findByRole('link', { name: 'Page 1' });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByRole('link', { name: 'Page 2' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('says there are no articles yet', async () => {
    answer(() => buildArticleList([]));
    renderBlog();
    expect(await screen.findByText('No articles yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says nothing matches a filter, and clears the filters', async () => {
    answer((params) => buildArticleList(params.tag ? [] : [regular]));
    const { router } = renderBlog('/blog?tag=interests');
    expect(await screen.findByText('No articles match')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear.at(-1) as HTMLElement);
    await screen.findByRole('link', { name: 'Regular article' });
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s error with a retry', async () => {
    let fail = true;
    answer(() => {
      if (fail) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The blog is resting. Try again shortly.');
      return buildArticleList([regular]);
    });
    renderBlog();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The blog is resting. Try again shortly.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Regular article' })).toBeTruthy();
  });
});
