import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pageRange } from '../utils/careers-url';

type CareersPagerProps = {
  offset: number;
  shown: number;
  total: number;
  limit: number;
  onPrevious: () => void;
  onNext: () => void;
  /** The next page is loading: both buttons wait. */
  busy: boolean;
};

/** "Showing 21–40 of 143" between Previous and Next (announced when it changes). */
export function CareersPager({ offset, shown, total, limit, onPrevious, onNext, busy }: CareersPagerProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(offset, shown, total);
  const paged = total > limit;
  return (
    <nav
      aria-label={t('careers.pager.label')}
      className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:px-6"
    >
      {paged ? (
        <Button variant="outline" size="sm" disabled={busy || offset === 0} onClick={onPrevious}>
          <ChevronLeft aria-hidden />
          {t('careers.pager.previous')}
        </Button>
      ) : (
        <span />
      )}
      <p className="text-center text-sm text-slate-600" aria-live="polite">
        {t('careers.list.showing', { from, to, total })}
      </p>
      {paged ? (
        <Button variant="outline" size="sm" disabled={busy || to >= total} onClick={onNext}>
          {t('careers.pager.next')}
          <ChevronRight aria-hidden />
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
