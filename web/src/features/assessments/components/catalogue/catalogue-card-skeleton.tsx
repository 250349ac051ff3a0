import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a catalogue card while the list loads. */
export function CatalogueCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-3 h-3.5 w-full" />
      <Skeleton className="mt-2 h-3.5 w-5/6" />
      <div className="mt-6 flex gap-3">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-3 w-14" />
      </div>
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-8 w-20 rounded-lg" />
      </div>
    </div>
  );
}

export function CatalogueGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index}>
          <CatalogueCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
