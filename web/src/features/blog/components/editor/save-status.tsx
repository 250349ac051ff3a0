import { AlertTriangle, Check, CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import type { SaveStatus as Status } from './use-autosave';

const timeOf = (date: Date) =>
  new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en-US', { timeStyle: 'short' }).format(date);

/** "Saving…", "Saved at 10:42", "Couldn't save — Retry", announced politely as it changes. */
export function SaveStatus({
  status,
  needsTitle,
  onRetry,
}: {
  status: Status;
  /** Nothing can be saved yet: the article has no title. */
  needsTitle: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm" data-testid="save-status">
      <p aria-live="polite" className="flex items-center gap-1.5 text-slate-600">
        {status.kind === 'saving' ? (
          <>
            <Spinner className="size-4" />
            {t('adminBlog.editor.save.saving')}
          </>
        ) : status.kind === 'saved' ? (
          <>
            <Check className="size-4 text-emerald-600" aria-hidden />
            {t('adminBlog.editor.save.savedAt', { time: timeOf(status.at) })}
          </>
        ) : status.kind === 'error' ? (
          <span className="flex items-center gap-1.5 text-rose-700" role="alert">
            <AlertTriangle className="size-4" aria-hidden />
            {t('adminBlog.editor.save.failed', {
              message: getErrorMessage(status.error, t('adminBlog.editor.save.failedGeneric')),
            })}
          </span>
        ) : status.kind === 'pending' ? (
          <>
            <CloudUpload className="size-4 text-slate-400" aria-hidden />
            {t('adminBlog.editor.save.unsaved')}
          </>
        ) : needsTitle ? (
          t('adminBlog.editor.save.needsTitle')
        ) : (
          t('adminBlog.editor.save.upToDate')
        )}
      </p>
      {status.kind === 'error' ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('adminBlog.editor.save.retry')}
        </Button>
      ) : null}
    </div>
  );
}
