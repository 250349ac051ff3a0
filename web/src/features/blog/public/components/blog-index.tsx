import type { ArticleSummary } from '@pathwise/contract';
import { Newspaper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { EMPTY_BLOG_FILTERS, hasBlogFilters } from '../api/blog-filters';
import { useArticles } from '../api/get-articles';
import { useBlogTaxonomy } from '../api/get-taxonomy';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { ArticleFilters } from './article-filters';

/**
 * /blog: the title, the filters (kept in the address), then the articles — on the first unfiltered
 * page the featured ones first in larger cards, then the rest — and the pages.
 */
export function BlogIndex() {
  const { t } = useTranslation();
  const [filters, setFilters] = useBlogFilters();
  const articles = useArticles(filters);
  const taxonomy = useBlogTaxonomy();
  const filtered = hasBlogFilters(filters);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('publicBlog.list.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {t('publicBlog.list.title')}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
          {t('publicBlog.list.subtitle')}
        </p>
      </header>

      <ArticleFilters filters={filters} onChange={setFilters} taxonomy={taxonomy.data} />

      <div className="mt-8">
        {articles.isPending ? (
          <ListSkeleton label={t('publicBlog.list.loading')} />
        ) : articles.isError && !articles.data ? (
          <LoadError
            title={getErrorMessage(articles.error, t('publicBlog.list.loadFailed'))}
            onRetry={() => articles.refetch()}
            retrying={articles.isRefetching}
          />
        ) : articles.data.items.length === 0 ? (
          <Card>
            {filtered ? (
              <EmptyState
                icon={SearchX}
                title={t('publicBlog.list.noMatchTitle')}
                description={t('publicBlog.list.noMatchDescription')}
                action={
                  <Button variant="outline" onClick={() => setFilters(EMPTY_BLOG_FILTERS)}>
                    {t('publicBlog.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Newspaper}
                title={t('publicBlog.list.emptyTitle')}
                description={t('publicBlog.list.emptyDescription')}
              />
            )}
          </Card>
        ) : (
          <div
            className={cn('transition-opacity', articles.isPlaceholderData && 'opacity-60')}
            aria-busy={articles.isPlaceholderData || undefined}
          >
            <p className="mb-4 text-sm text-slate-500" aria-live="polite">
              {t('publicBlog.list.results', { count: articles.data.pagination.total })}
            </p>
            <ArticleSections items={articles.data.items} showFeatured={!filtered && filters.page === 1} />
            <Pager
              className="mt-10"
              label={t('publicBlog.list.pagination')}
              pagination={articles.data.pagination}
              busy={articles.isPlaceholderData}
              onPageChange={(page) => setFilters({ ...filters, page })}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * Featured articles first in larger cards (a lone one laid out sideways), then the rest. Only the
 * first unfiltered page has a featured section; elsewhere every article is an ordinary card.
 */
function ArticleSections({ items, showFeatured }: { items: ArticleSummary[]; showFeatured: boolean }) {
  const { t } = useTranslation();
  const featured = showFeatured ? items.filter((article) => article.isFeatured) : [];
  const rest = showFeatured ? items.filter((article) => !article.isFeatured) : items;
  return (
    <div className="space-y-12">
      {featured.length > 0 ? (
        <section aria-labelledby="blog-featured">
          <h2 id="blog-featured" className="mb-4 text-lg font-semibold text-slate-900">
            {t('publicBlog.list.featured')}
          </h2>
          <div className={cn('grid gap-6', featured.length > 1 && 'lg:grid-cols-2')}>
            {featured.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                variant={featured.length === 1 ? 'wide' : 'featured'}
              />
            ))}
          </div>
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section aria-labelledby="blog-latest">
          <h2
            id="blog-latest"
            className={cn('mb-4 text-lg font-semibold text-slate-900', featured.length === 0 && 'sr-only')}
          >
            {t('publicBlog.list.latest')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="mb-4 h-4" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ArticleCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
