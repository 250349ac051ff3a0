import type { Pagination } from '@pathwise/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PagerProps = {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  /** The next page is loading: both buttons wait. */
  busy?: boolean;
  /** Names the navigation landmark (defaults to "Pages"); give one per list when a page has two pagers. */
  label?: string;
  className?: string;
};

/** Previous / "Page X of Y" / Next; nothing when everything fits on one page. */
export function Pager({ pagination, onPageChange, busy, label, className }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('common.pagination.label')}
      className={cn('flex items-center justify-between gap-3', className)}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={busy || pagination.page <= 1}
        onClick={() => onPageChange(pagination.page - 1)}
      >
        <ChevronLeft aria-hidden />
        {t('common.pagination.previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('common.pagination.page', { page: pagination.page, pages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || !pagination.hasMore}
        onClick={() => onPageChange(pagination.page + 1)}
      >
        {t('common.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
