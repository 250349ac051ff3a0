import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorCode } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getArticleQueryOptions, useArticle } from '../api/get-article';
import { useArticleView } from '../hooks/use-article-view';
import { useMetaDescription } from '../hooks/use-meta-description';
import { ArticleSkeleton } from './article-skeleton';
import { ArticleView } from './article-view';

/**
 * /blog/:slug — one published article. An old slug was redirected by the server (301) to the
 * current one: the address is replaced by the current slug. Opening an article counts one view and
 * pushes the "blog view" funnel event.
 */
export function BlogArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useArticle(slug);
  const article = query.data?.article;

  useEffect(() => {
    if (!query.data || query.data.article.slug === slug) return;
    // Keep what was fetched under the current slug, so the replaced address does not load it again.
    queryClient.setQueryData(getArticleQueryOptions(query.data.article.slug).queryKey, query.data);
    void navigate(paths.blogArticle.getHref(query.data.article.slug), {
      replace: true,
      preventScrollReset: true,
    });
  }, [query.data, slug, navigate, queryClient]);

  const notFound = query.isError && getErrorCode(query.error) === 'NOT_FOUND';
  useDocumentTitle(
    article
      ? (article.metaTitle ?? article.title)
      : notFound
        ? t('publicBlog.article.notFoundTitle')
        : t('publicBlog.list.documentTitle'),
  );
  useMetaDescription(article ? (article.metaDescription ?? article.excerpt) : null);
  useArticleView(article);

  if (query.isPending) return <ArticleSkeleton label={t('publicBlog.article.loading')} />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <PageLoadError
          query={query}
          loadFailed={t('publicBlog.article.loadFailed')}
          notFound={{
            icon: FileQuestion,
            title: t('publicBlog.article.notFoundTitle'),
            description: t('publicBlog.article.notFoundDescription'),
            action: (
              <Button asChild>
                <Link to={paths.blog.getHref()}>
                  <ArrowLeft aria-hidden />
                  {t('publicBlog.article.backToBlog')}
                </Link>
              </Button>
            ),
          }}
        />
      </div>
    );
  }
  return <ArticleView data={query.data} />;
}
