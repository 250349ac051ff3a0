import type { Article } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { ARTICLE_CONTENT_CLASS } from '../shared/article-content';

/**
 * The saved article as a reader would see it. The body is what the server returned after saving: the
 * server sanitized it with its allow-list, so it is the only HTML this page ever renders (the
 * editor's own, unsanitized HTML never is).
 */
export function PreviewDialog({
  article,
  open,
  onOpenChange,
}: {
  article: Article;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminBlog.editor.preview.title')}
      description={t('adminBlog.editor.preview.description')}
      className="max-w-3xl"
    >
      <article className="space-y-4" data-testid="article-preview">
        {article.coverImageUrl ? (
          <img
            src={article.coverImageUrl}
            alt={article.coverImageAlt ?? ''}
            className="w-full rounded-xl object-cover"
          />
        ) : null}
        <header className="space-y-2">
          {article.category ? (
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {article.category.name}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{article.title}</h1>
          {article.excerpt ? <p className="text-lg text-slate-600">{article.excerpt}</p> : null}
          <p className="text-sm text-slate-500">
            {[
              article.author?.name,
              article.publishedAt ? formatDate(article.publishedAt) : null,
              t('adminBlog.editor.preview.readingTime', { count: article.readingMinutes }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized HTML (allow-list), never local editor HTML. */}
        <div className={ARTICLE_CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      </article>
    </Dialog>
  );
}
