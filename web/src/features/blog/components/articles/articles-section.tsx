import type { ArticleSummary } from '@pathwise/contract';
import { Eye, FileText, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import {
  articleListParams,
  type ArticleFilters as Filters,
  hasArticleFilters,
} from '../../api/article-filters';
import { useArticles, useDeleteArticle, useFeatureArticle, usePublishArticle } from '../../api/articles';
import { useAuthors } from '../../api/authors';
import { useTags } from '../../api/tags';
import { useTaxonomy } from '../../api/taxonomy';
import { ArticleStatusBadge } from '../shared/article-status-badge';
import { SeoScoreBadge } from '../shared/seo-score-badge';
import { useBusyIds } from '../shared/use-busy-ids';
import { useReturnFocus } from '../shared/use-return-focus';
import { ArticleFilters } from './article-filters';

type Question = {
  kind: 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'delete';
  article: ArticleSummary;
};

type ArticlesSectionProps = {
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  page: number;
  onPageChange: (page: number) => void;
};

/** Every article (drafts too) with search, filters, order and pages; publish, feature and delete ask first. */
export function ArticlesSection({ filters, onFiltersChange, page, onPageChange }: ArticlesSectionProps) {
  const { t } = useTranslation();
  const list = useArticles(articleListParams(filters, page));
  const categories = useTaxonomy('category');
  const subjects = useTaxonomy('subject');
  const tags = useTags(1, 100, '');
  const authors = useAuthors();
  const publish = usePublishArticle();
  const feature = useFeatureArticle();
  const remove = useDeleteArticle();
  const { busy, run } = useBusyIds();
  const [question, setQuestion] = useState<Question | null>(null);
  const focus = useReturnFocus();

  const ask = (kind: Question['kind'], article: ArticleSummary) => {
    focus.remember();
    setQuestion({ kind, article });
  };
  const close = () => {
    setQuestion(null);
    focus.restore();
  };

  const answer = async () => {
    if (!question) return;
    const { kind, article } = question;
    const title = article.title;
    close();
    try {
      await run(article.id, () => {
        if (kind === 'publish' || kind === 'unpublish') {
          return publish.mutateAsync({ id: article.id, isPublished: kind === 'publish' });
        }
        if (kind === 'feature' || kind === 'unfeature') {
          return feature.mutateAsync({ id: article.id, isFeatured: kind === 'feature' });
        }
        return remove.mutateAsync(article.id);
      });
      toast.success(t(`adminBlog.articles.done.${kind}`, { title }));
    } catch {
      // The api client has shown the server's message in a toast.
    }
  };

  const items = list.data?.items ?? [];
  const filtered = hasArticleFilters(filters);

  return (
    <div className="space-y-4">
      <Card className="p-5 sm:p-6">
        <ArticleFilters
          filters={filters}
          onChange={onFiltersChange}
          options={{
            categories: categories.data ?? [],
            subjects: subjects.data ?? [],
            tags: tags.data?.items ?? [],
            authors: authors.data ?? [],
          }}
        />
      </Card>
      <Card aria-labelledby="blog-articles-heading">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id="blog-articles-heading" className="text-base font-semibold text-slate-900">
            {t('adminBlog.articles.heading')}
            {list.data ? (
              <span className="ml-2 text-sm font-normal text-slate-500">
                {t('adminBlog.articles.count', { count: list.data.pagination.total })}
              </span>
            ) : null}
          </h2>
        </div>
        {list.isPending ? (
          <div className="space-y-3 p-6" role="status" aria-label={t('adminBlog.articles.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            className="m-5"
            title={getErrorMessage(list.error, t('adminBlog.articles.loadFailed'))}
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={FileText}
              title={t('adminBlog.articles.noMatchTitle')}
              description={t('adminBlog.articles.noMatchDescription')}
            />
          ) : (
            <EmptyState
              icon={FileText}
              title={t('adminBlog.articles.emptyTitle')}
              description={t('adminBlog.articles.emptyDescription')}
              action={
                <Button asChild>
                  <Link to={paths.admin.blogArticle.getHref('new')}>
                    <Plus aria-hidden />
                    {t('adminBlog.articles.new')}
                  </Link>
                </Button>
              }
            />
          )
        ) : (
          <ul
            className={`divide-y divide-slate-100 ${list.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
            aria-label={t('adminBlog.articles.heading')}
          >
            {items.map((article) => (
              <ArticleRow key={article.id} article={article} busy={busy.has(article.id)} onAsk={ask} />
            ))}
          </ul>
        )}
        {list.data ? (
          <Pager
            className="border-t border-slate-100 px-5 py-3 sm:px-6"
            pagination={list.data.pagination}
            onPageChange={onPageChange}
            busy={list.isPlaceholderData}
            label={t('adminBlog.articles.pages')}
          />
        ) : null}
      </Card>
      {question ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t(`adminBlog.articles.confirm.${question.kind}.title`, { title: question.article.title })}
          description={t(`adminBlog.articles.confirm.${question.kind}.description`)}
          confirmLabel={t(`adminBlog.articles.confirm.${question.kind}.action`)}
          tone={question.kind === 'delete' || question.kind === 'unpublish' ? 'danger' : 'primary'}
          onConfirm={() => void answer()}
        />
      ) : null}
    </div>
  );
}

function ArticleRow({
  article,
  busy,
  onAsk,
}: {
  article: ArticleSummary;
  busy: boolean;
  onAsk: (kind: Question['kind'], article: ArticleSummary) => void;
}) {
  const { t } = useTranslation();
  const isLive = article.status !== 'draft';
  return (
    <li
      className="grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
      data-testid={`article-row-${article.id}`}
      aria-busy={busy || undefined}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={paths.admin.blogArticle.getHref(article.id)}
            className="truncate font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {article.title}
          </Link>
          {article.isFeatured ? (
            <Star
              className="size-4 shrink-0 fill-amber-400 text-amber-500"
              role="img"
              aria-label={t('adminBlog.articles.featured')}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
          <ArticleStatusBadge status={article.status} publishedAt={article.publishedAt} />
          <SeoScoreBadge score={article.seoScore} />
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden />
            {t('adminBlog.articles.views', { count: article.viewCount })}
          </span>
          <span>{t('adminBlog.articles.updated', { date: formatDate(article.updatedAt) })}</span>
          {article.author ? <span>{article.author.name}</span> : null}
          {article.category ? <span>{article.category.name}</span> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={paths.admin.blogArticle.getHref(article.id)}
            aria-label={t('adminBlog.articles.editNamed', { title: article.title })}
          >
            <Pencil aria-hidden />
            {t('adminBlog.articles.edit')}
          </Link>
        </Button>
        <Button
          variant={isLive ? 'outline' : 'secondary'}
          size="sm"
          loading={busy}
          onClick={() => onAsk(isLive ? 'unpublish' : 'publish', article)}
          aria-label={t(isLive ? 'adminBlog.articles.unpublishNamed' : 'adminBlog.articles.publishNamed', {
            title: article.title,
          })}
        >
          {t(isLive ? 'adminBlog.articles.unpublish' : 'adminBlog.articles.publish')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-pressed={article.isFeatured}
          onClick={() => onAsk(article.isFeatured ? 'unfeature' : 'feature', article)}
          aria-label={t('adminBlog.articles.featureNamed', { title: article.title })}
        >
          <Star className={article.isFeatured ? 'fill-amber-400 text-amber-500' : undefined} aria-hidden />
          {t('adminBlog.articles.feature')}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={busy}
          onClick={() => onAsk('delete', article)}
          aria-label={t('adminBlog.articles.deleteNamed', { title: article.title })}
          className="text-rose-600 hover:bg-rose-50 hover:text-rose-700"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
