import type { CatalogueProfiler } from '@pathwise/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "★ 4.3 (12)" once someone has rated the profiler; nothing before that or if it cannot be read. */
export function CatalogueRating({ rating }: { rating: CatalogueProfiler['rating'] }) {
  const { t, i18n } = useTranslation();
  const data = rating;
  if (data.average === null || data.count === 0) return null;
  const average = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(data.average);
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
      <span className="sr-only">{t('catalogue.card.ratingAccessible', { average, count: data.count })}</span>
      <span aria-hidden className="font-medium text-slate-700">
        {average}
      </span>
      <span aria-hidden>({data.count})</span>
    </span>
  );
}
