import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The form's shape while the questions and saved answers load. */
export function ProfileScreeningSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Card className="flex items-center gap-4 p-5 lg:order-2">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </Card>
      <Card className="divide-y divide-slate-100 lg:order-1">
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-3 px-5 py-6 sm:px-6">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-72 max-w-full" />
            <div className="grid gap-2 sm:grid-cols-2">
              <Skeleton className="h-12 rounded-xl" />
              <Skeleton className="h-12 rounded-xl" />
              <Skeleton className="h-12 rounded-xl" />
              <Skeleton className="h-12 rounded-xl" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
