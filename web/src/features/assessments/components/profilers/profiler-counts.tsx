import type { AssessmentListResponse } from '@pathwise/contract';
import { BadgePercent, CircleCheck, FlaskConical, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

type ProfilerCountsProps = {
  counts: AssessmentListResponse['counts'] | undefined;
  /** Profilers matching the filters; shown as "filtered/total" while filtering. */
  shown: number | undefined;
  isFiltered: boolean;
};

/** The header figures: profilers, active ones and those on sale. */
export function ProfilerCounts({ counts, shown, isFiltered }: ProfilerCountsProps) {
  const { t } = useTranslation();
  const profilers =
    counts && isFiltered && shown !== undefined ? `${shown}/${counts.total}` : counts?.total.toString();
  const items: { key: string; label: string; value: string | undefined; icon: LucideIcon }[] = [
    { key: 'profilers', label: t('assessments.counts.profilers'), value: profilers, icon: FlaskConical },
    {
      key: 'active',
      label: t('assessments.counts.active'),
      value: counts?.active.toString(),
      icon: CircleCheck,
    },
    {
      key: 'onSale',
      label: t('assessments.counts.onSale'),
      value: counts?.onSale.toString(),
      icon: BadgePercent,
    },
  ];
  return (
    <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
      {items.map(({ key, label, value, icon: Icon }) => (
        <div
          key={key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-(--shadow-card) sm:px-4 sm:py-3"
        >
          <Icon className="hidden size-5 shrink-0 text-brand-600 sm:block" aria-hidden />
          <div className="min-w-0">
            <dt className="truncate text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid={`count-${key}`}>
              {value ?? <Skeleton className="mt-1 h-5 w-10" />}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
