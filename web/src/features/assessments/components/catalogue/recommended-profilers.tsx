import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCatalogueBrowse } from '../../api/get-catalogue';
import { CATALOGUE_CARD_ITEM, CatalogueCard, type PaidAccessGate } from './catalogue-card';
import { CatalogueGridSkeleton } from './catalogue-card-skeleton';

type RecommendedProfilersProps = {
  hrefFor: (assessmentId: string) => string;
  /** A finished attempt's report, for the cards' "View result". */
  resultHrefFor?: (attemptId: string) => string;
  /** Where people change the answers the picks come from. */
  profileHref: string;
  /** Tells each paid profiler's card whether it is owned (Buy, Pending or Start). */
  accessGate?: PaidAccessGate;
};

/**
 * The best matches for this person's profile screening (at most 6, from the first unfiltered page of
 * the catalogue: the same request as the full list). The server leaves out what they finished and
 * sends none when the picks would be every profiler still to take. Nothing at all when there are
 * none: the full list is right below. While loading, a placeholder of the section's size.
 */
export function RecommendedProfilers({
  hrefFor,
  resultHrefFor,
  profileHref,
  accessGate,
}: RecommendedProfilersProps) {
  const { t } = useTranslation();
  const { data, isPending } = useCatalogueBrowse({});
  if (isPending) return <RecommendedSkeleton />;
  const recommended = data?.pages[0]?.recommended ?? [];
  if (recommended.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2
            id="recommended-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Sparkles className="size-5 text-brand-600" aria-hidden />
            {t('catalogue.recommended.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{t('catalogue.recommended.description')}</p>
        </div>
        <Link
          to={profileHref}
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {t('catalogue.recommended.editProfile')}
        </Link>
      </div>
      {/* On phones the picks scroll sideways, so the rest of the dashboard stays close. `relative` keeps
          the cards' visually hidden texts inside the scroller instead of widening the page. */}
      <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {recommended.map((profiler) => (
          <li key={profiler.id} className={cn('w-[85%] shrink-0 snap-start sm:w-auto', CATALOGUE_CARD_ITEM)}>
            <CatalogueCard
              profiler={profiler}
              href={hrefFor(profiler.id)}
              resultHref={resultHrefFor}
              showReasons
              accessGate={accessGate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The section's heading and a row of cards, while the catalogue loads. */
export function RecommendedSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-6 w-56" />
      <Skeleton className="mt-2 mb-4 h-4 w-48" />
      <CatalogueGridSkeleton count={3} />
    </div>
  );
}
