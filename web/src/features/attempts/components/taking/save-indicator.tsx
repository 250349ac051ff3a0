import { CircleCheck, CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { SyncSnapshot } from '../../utils/answer-sync';

type SaveIndicatorProps = { state: SyncSnapshot; onRetry: () => void };

/** A small, polite autosave status: Saving…, Saved, or Not saved with a retry. */
export function SaveIndicator({ state, onRetry }: SaveIndicatorProps) {
  const { t } = useTranslation();
  let content: React.ReactNode = null;
  if (state.status === 'saving') {
    content = (
      <span className="inline-flex items-center gap-1.5 text-slate-500">
        <Spinner className="size-3.5" />
        {t('taking.save.saving')}
      </span>
    );
  } else if (state.status === 'saved' && state.pending === 0) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-emerald-700">
        <CircleCheck className="size-3.5" aria-hidden />
        {t('taking.save.saved')}
      </span>
    );
  } else if (state.status === 'error' || state.status === 'offline') {
    content = (
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        title={t('taking.save.keptOnDevice', { count: state.pending })}
      >
        {state.status === 'offline' ? (
          <CloudOff className="size-3.5" aria-hidden />
        ) : (
          <RotateCw className="size-3.5" aria-hidden />
        )}
        {state.status === 'offline' ? t('taking.save.offline') : t('taking.save.failed')}
      </button>
    );
  }
  return (
    <div
      aria-live="polite"
      className="flex min-h-7 items-center text-xs sm:text-sm"
      data-testid="save-indicator"
    >
      {content}
    </div>
  );
}
