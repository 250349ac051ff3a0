import type { Article } from '@pathwise/contract';
import { useEffect, useRef } from 'react';
import { trackBlogView } from '@/lib/analytics';
import { recordArticleView } from '../api/record-article-view';

/**
 * One view per opening of an article: the server's count (POST …/view) and the "blog view" funnel
 * event (spec §9). The ref remembers the article already counted, so StrictMode's second run of the
 * effect and re-renders (a refetch, a language change) do not count again, while moving to another
 * article (a related one) does.
 */
export function useArticleView(article: Pick<Article, 'id' | 'slug' | 'category'> | undefined): void {
  const counted = useRef<string | null>(null);
  const id = article?.id;
  const slug = article?.slug;
  const category = article?.category?.slug ?? null;
  useEffect(() => {
    if (!id || !slug || counted.current === id) return;
    counted.current = id;
    void recordArticleView(slug);
    trackBlogView({ articleId: id, slug, category });
  }, [id, slug, category]);
}
