import { FileX } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminBackLink, AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useAssessments } from '@/features/assessments/api/get-assessments';
import { useArticle } from '@/features/blog/api/articles';
import { ArticleEditor, EditorSkeleton } from '@/features/blog/components/editor/article-editor';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

const NEW = 'new';

/**
 * /admin/blog/articles/:id — one article in the editor; `new` starts an empty one. Its lazy chunk is
 * the only one that carries the rich-text editor (TipTap).
 */
export function AdminBlogArticleRoute() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  // The new article's own id, once its first save made it: the address changes, the editor stays.
  const created = useRef<Set<string>>(new Set());
  const editorKey = created.current.has(id) ? NEW : id;
  const articleId = id === NEW || created.current.has(id) ? null : id;
  const article = useArticle(articleId);
  const profilers = useAssessments({ status: 'active', limit: 100 });
  const profilerOptions = useMemo(
    () => (profilers.data?.assessments ?? []).map((item) => ({ id: item.id, title: item.title })),
    [profilers.data],
  );
  const title =
    article.data?.title || (id === NEW ? t('adminBlog.editor.newTitle') : t('adminBlog.editor.editTitle'));
  useDocumentTitle(title);

  const notFound = article.error instanceof ApiError && article.error.status === 404;
  return (
    <div>
      <AdminBackLink to={paths.admin.blog.getHref()} className="mb-4">
        {t('adminBlog.editor.back')}
      </AdminBackLink>
      <AdminPageHeader title={title} titlePending={articleId !== null && article.isPending} />
      {articleId !== null && article.isPending ? (
        <EditorSkeleton />
      ) : notFound ? (
        <EmptyState
          icon={FileX}
          title={t('adminBlog.editor.notFoundTitle')}
          description={t('adminBlog.editor.notFoundDescription')}
          action={
            <Button asChild>
              <Link to={paths.admin.blog.getHref()}>{t('adminBlog.editor.back')}</Link>
            </Button>
          }
        />
      ) : article.isError ? (
        <LoadError
          title={getErrorMessage(article.error, t('adminBlog.editor.loadFailed'))}
          onRetry={() => article.refetch()}
          retrying={article.isRefetching}
        />
      ) : (
        <ArticleEditor
          key={editorKey}
          article={article.data ?? null}
          profilers={profilerOptions}
          onCreated={(newId) => created.current.add(newId)}
        />
      )}
    </div>
  );
}
