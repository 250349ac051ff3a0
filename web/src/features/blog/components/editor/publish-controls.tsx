import type { Article } from '@pathwise/contract';
import { ExternalLink, Eye, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { useFeatureArticle, usePublishArticle } from '../../api/articles';
import { ArticleStatusBadge } from '../shared/article-status-badge';
import { useReturnFocus } from '../shared/use-return-focus';

type Question = 'publish' | 'schedule' | 'unpublish' | 'feature' | 'unfeature';

/** A datetime-local value ("2026-12-01T09:30") from an ISO date, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type PublishControlsProps = {
  /** The saved article; null until the first save. */
  article: Article | null;
  /** Saves pending edits first; false when they could not be saved. */
  flush: () => Promise<boolean>;
  onArticle: (article: Article) => void;
  onPreview: () => void;
  previewing: boolean;
};

/**
 * Status, publish date, Publish / Schedule / Unpublish, Feature and Preview. Each change of what readers
 * see asks first; pending edits are saved before it.
 */
export function PublishControls({ article, flush, onArticle, onPreview, previewing }: PublishControlsProps) {
  const { t } = useTranslation();
  const dateId = useId();
  const publish = usePublishArticle();
  const feature = useFeatureArticle();
  const [when, setWhen] = useState(() =>
    toLocalInput(article?.status === 'scheduled' ? article.publishedAt : null),
  );
  const [question, setQuestion] = useState<Question | null>(null);
  const focus = useReturnFocus();
  const busy = publish.isPending || feature.isPending;
  const isLive = article !== null && article.status !== 'draft';
  const whenDate = when ? new Date(when) : null;
  const ahead = whenDate !== null && !Number.isNaN(whenDate.getTime()) && whenDate.getTime() > Date.now();

  const ask = (next: Question) => {
    focus.remember();
    setQuestion(next);
  };
  const close = () => {
    setQuestion(null);
    focus.restore();
  };
  const answer = async () => {
    if (!article || !question) return;
    if (!(await flush())) {
      close();
      toast.error(t('adminBlog.editor.publish.saveFirst'));
      return;
    }
    try {
      const result =
        question === 'feature' || question === 'unfeature'
          ? await feature.mutateAsync({ id: article.id, isFeatured: question === 'feature' })
          : await publish.mutateAsync({
              id: article.id,
              isPublished: question !== 'unpublish',
              publishedAt: question === 'schedule' && whenDate ? whenDate.toISOString() : null,
            });
      onArticle(result as Article);
      toast.success(t(`adminBlog.editor.publish.done.${question}`));
    } catch {
      // The api client has shown the server's message.
    } finally {
      close();
    }
  };

  const publicHref = article ? `/blog/${encodeURIComponent(article.slug)}` : '';

  return (
    <section aria-labelledby="publish-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="publish-heading" className="text-base font-semibold text-slate-900">
          {t('adminBlog.editor.publish.heading')}
        </h2>
        {article ? <ArticleStatusBadge status={article.status} publishedAt={article.publishedAt} /> : null}
      </div>
      <div>
        <label htmlFor={dateId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('adminBlog.editor.publish.date')}
        </label>
        <Input
          id={dateId}
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <p className="mt-1 text-xs text-slate-500">{t('adminBlog.editor.publish.dateHint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {isLive ? (
          <Button
            variant="danger-outline"
            size="sm"
            disabled={busy || !article}
            onClick={() => ask('unpublish')}
          >
            {t('adminBlog.editor.publish.unpublish')}
          </Button>
        ) : null}
        {!isLive || (ahead && article?.status === 'scheduled') ? (
          <Button
            size="sm"
            disabled={!article}
            loading={publish.isPending}
            onClick={() => ask(ahead ? 'schedule' : 'publish')}
          >
            {ahead ? t('adminBlog.editor.publish.schedule') : t('adminBlog.editor.publish.publish')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={!article || busy}
          aria-pressed={article?.isFeatured ?? false}
          onClick={() => ask(article?.isFeatured ? 'unfeature' : 'feature')}
        >
          <Star className={article?.isFeatured ? 'fill-amber-400 text-amber-500' : undefined} aria-hidden />
          {article?.isFeatured
            ? t('adminBlog.editor.publish.featured')
            : t('adminBlog.editor.publish.feature')}
        </Button>
        {article?.status === 'published' ? (
          <Button asChild variant="ghost" size="sm">
            <a href={publicHref} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('adminBlog.editor.publish.viewLive')}
              <span className="sr-only">{t('adminBlog.editor.publish.newTab')}</span>
            </a>
          </Button>
        ) : (
          <Button variant="ghost" size="sm" loading={previewing} onClick={onPreview}>
            {previewing ? null : <Eye aria-hidden />}
            {t('adminBlog.editor.publish.preview')}
          </Button>
        )}
      </div>
      {!article ? <p className="text-xs text-slate-500">{t('adminBlog.editor.publish.needsSave')}</p> : null}
      {question && article ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t(`adminBlog.editor.publish.confirm.${question}.title`, { title: article.title })}
          description={t(`adminBlog.editor.publish.confirm.${question}.description`, {
            date: whenDate ? formatDateTime(whenDate) : '',
          })}
          confirmLabel={t(`adminBlog.editor.publish.confirm.${question}.action`)}
          tone={question === 'unpublish' ? 'danger' : 'primary'}
          busy={busy}
          onConfirm={() => void answer()}
        />
      ) : null}
    </section>
  );
}
