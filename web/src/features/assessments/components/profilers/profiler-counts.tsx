import type { AssessmentListResponse } from '@pathwise/contract';
import { BadgePercent, CircleCheck, FlaskConical, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';

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
    <StatList className="mb-6 grid-cols-3 gap-2 sm:gap-4">
      {items.map(({ key, label, value, icon: Icon }) => (
        <Stat
          key={key}
          className="px-3 py-2.5 sm:py-3 sm:pr-4 sm:pl-12"
          label={label}
          labelClassName="truncate text-xs text-slate-500"
          icon={
            <Icon
              className="absolute top-1/2 left-4 hidden size-5 -translate-y-1/2 text-brand-600 sm:block"
              aria-hidden
            />
          }
          valueClassName="text-lg font-semibold text-slate-900"
          valueTestId={`count-${key}`}
        >
          {value ?? <Skeleton className="mt-1 h-5 w-10" />}
        </Stat>
      ))}
    </StatList>
  );
}
