import type { Tag } from '@pathwise/contract';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { useMergePreview, useTagMutations } from '../../api/tags';

type TagMergeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tags to choose from (the list's current page, or the search's). */
  tags: readonly Tag[];
  initialSourceId?: string;
};

/**
 * Merge one tag into another: choose both, read what would happen (GET /article-tags/merge-preview:
 * how many articles move, how many had both already), then confirm (POST /article-tags/merge).
 */
export function TagMergeDialog({ open, onOpenChange, tags, initialSourceId = '' }: TagMergeDialogProps) {
  const { t } = useTranslation();
  const ids = { source: useId(), target: useId() };
  const [sourceId, setSourceId] = useState(initialSourceId);
  const [targetId, setTargetId] = useState('');
  const preview = useMergePreview(sourceId, targetId);
  const { merge } = useTagMutations();
  const same = sourceId !== '' && sourceId === targetId;

  const confirm = async () => {
    try {
      const result = await merge.mutateAsync({ sourceTagId: sourceId, targetTagId: targetId });
      toast.success(
        t('adminBlog.tags.merge.done', {
          source: result.source.name,
          target: result.target.name,
          count: result.articlesMoved,
        }),
      );
      onOpenChange(false);
    } catch {
      // The api client has shown the server's message.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !merge.isPending && onOpenChange(next)}
      title={t('adminBlog.tags.merge.title')}
      description={t('adminBlog.tags.merge.description')}
      className="max-w-lg"
    >
      <div className="space-y-4">
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
          <div>
            <label htmlFor={ids.source} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminBlog.tags.merge.source')}
            </label>
            <Select id={ids.source} value={sourceId} onChange={(event) => setSourceId(event.target.value)}>
              <option value="">{t('adminBlog.tags.merge.choose')}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </Select>
          </div>
          <ArrowRight className="mb-3 hidden size-4 text-slate-400 sm:block" aria-hidden />
          <div>
            <label htmlFor={ids.target} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminBlog.tags.merge.target')}
            </label>
            <Select id={ids.target} value={targetId} onChange={(event) => setTargetId(event.target.value)}>
              <option value="">{t('adminBlog.tags.merge.choose')}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div aria-live="polite" data-testid="merge-preview">
          {same ? (
            <Alert tone="error" title={t('adminBlog.tags.merge.same')} />
          ) : sourceId === '' || targetId === '' ? (
            <p className="text-sm text-slate-500">{t('adminBlog.tags.merge.pick')}</p>
          ) : preview.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : preview.isError ? (
            <Alert
              tone="error"
              title={getErrorMessage(preview.error, t('adminBlog.tags.merge.previewFailed'))}
            />
          ) : (
            <Alert
              tone="info"
              title={t('adminBlog.tags.merge.previewTitle', {
                count: preview.data.articlesMoved,
                source: preview.data.source.name,
                target: preview.data.target.name,
              })}
            >
              {preview.data.articlesAlreadyTagged > 0
                ? t('adminBlog.tags.merge.previewBoth', { count: preview.data.articlesAlreadyTagged })
                : null}{' '}
              {t('adminBlog.tags.merge.previewGone', { source: preview.data.source.name })}
            </Alert>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={merge.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!preview.isSuccess || same}
            loading={merge.isPending}
            onClick={() => void confirm()}
          >
            {t('adminBlog.tags.merge.action')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
