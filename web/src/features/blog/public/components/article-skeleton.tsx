import { Skeleton } from '@/components/ui/skeleton';

/** The article page's outline while it loads: breadcrumb, title, meta line, cover and paragraphs. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="mx-auto w-full max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12"
    >
      <Skeleton className="mb-8 h-4 w-40" />
      <Skeleton className="mb-3 h-4 w-24" />
      <Skeleton className="mb-2 h-10 w-full" />
      <Skeleton className="mb-6 h-10 w-2/3" />
      <div className="mb-8 flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-3.5 w-32" />
          <Skeleton className="h-3 w-44" />
        </div>
      </div>
      <Skeleton className="mb-10 aspect-[16/9] w-full rounded-(--radius-card)" />
      <div className="space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
