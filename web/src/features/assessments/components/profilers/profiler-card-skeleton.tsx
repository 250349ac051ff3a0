import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a profiler card while the list loads. */
export function ProfilerCardSkeleton() {
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-8 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
      </div>
    </Card>
  );
}
