import type { Pagination } from '@pathwise/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type ResultsPagerProps = {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  /** The next page is loading. */
  busy?: boolean;
};

/** Previous / "Page X of Y" / Next; nothing when everything fits on one page. */
export function ResultsPager({ pagination, onPageChange, busy }: ResultsPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminResults.pagination.label')} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || pagination.page <= 1}
        onClick={() => onPageChange(pagination.page - 1)}
      >
        <ChevronLeft aria-hidden />
        {t('adminResults.pagination.previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('adminResults.pagination.page', { page: pagination.page, pages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || !pagination.hasMore}
        onClick={() => onPageChange(pagination.page + 1)}
      >
        {t('adminResults.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
