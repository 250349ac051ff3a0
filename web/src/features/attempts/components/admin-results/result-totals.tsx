import { CircleCheck, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';
import { cn } from '@/lib/cn';
import { useAdminResultTotals } from '../../api/admin-get-results';

/** Three figures under the header: everyone who started, who finished and who is still going. */
export function ResultTotals({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const totals = useAdminResultTotals(assessmentId);
  const items = [
    { key: 'total', icon: Users, tone: 'bg-brand-50 text-brand-600', value: totals.data?.total },
    {
      key: 'completed',
      icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-600',
      value: totals.data?.completed,
    },
    { key: 'inProgress', icon: Clock, tone: 'bg-amber-50 text-amber-600', value: totals.data?.inProgress },
  ] as const;
  // A failure here is not worth an error of its own: the list below says what went wrong.
  if (totals.isError) return null;
  return (
    <StatList className="mb-6 grid-cols-3 gap-3 sm:gap-4" aria-busy={totals.isPending || undefined}>
      {items.map(({ key, icon: Icon, tone, value }) => (
        <Stat
          key={key}
          className="px-3 py-3 sm:pr-4 sm:pl-16"
          label={t(`adminResults.totals.${key}`)}
          labelClassName="truncate text-xs font-medium text-slate-500"
          icon={
            <span
              className={cn(
                'absolute top-1/2 left-4 hidden size-9 -translate-y-1/2 items-center justify-center rounded-lg sm:flex',
                tone,
              )}
            >
              <Icon className="size-4" aria-hidden />
            </span>
          }
          valueClassName="text-xl font-semibold text-slate-900 tabular-nums"
        >
          {value === undefined ? <Skeleton className="mt-1 h-6 w-10" /> : value}
        </Stat>
      ))}
    </StatList>
  );
}
