import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useArticleView } from './use-article-view';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const post = vi.mocked(api.post);
const first = { id: 'a1', slug: 'first', category: { id: 'c1', name: 'Careers', slug: 'careers' } };
const second = { id: 'a2', slug: 'second', category: null };

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('location', { ...window.location, hostname: 'pathwise.example' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('useArticleView', () => {
  it('counts an opening once under StrictMode and across re-renders, and the next article once more', async () => {
    post.mockResolvedValue(undefined);
    const { rerender } = renderHook(({ article }) => useArticleView(article), {
      // StrictMode runs a mount's effects twice: the first article is already there on mount.
      initialProps: { article: first as typeof first | typeof second },
      wrapper: StrictMode,
    });
    rerender({ article: { ...first } });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    rerender({ article: second });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/blog/articles/first/view',
      '/blog/articles/second/view',
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'blog_view', articleId: 'a1', slug: 'first', category: 'careers' },
      { event: 'blog_view', articleId: 'a2', slug: 'second', category: null },
    ]);
  });

  it('a failed count is swallowed: the reader sees nothing of it', async () => {
    post.mockRejectedValue(new Error('offline'));
    renderHook(() => useArticleView(first));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(window.dataLayer).toHaveLength(1);
  });
});
