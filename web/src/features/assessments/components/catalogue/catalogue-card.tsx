import type { CatalogueProfiler } from '@pathwise/contract';
import { ArrowRight, Clock, ListChecks, Lock, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { CataloguePrice } from './catalogue-price';
import { CatalogueRating } from './catalogue-rating';
import { MatchReasons } from './match-reasons';

type CatalogueCardProps = {
  profiler: CatalogueProfiler;
  /** Link to the profiler's page (/assessment/{id}). */
  href: string;
  /** Show why it was recommended. */
  showReasons?: boolean;
  /** The person has an unfinished attempt: the action reads "Resume". */
  inProgress?: boolean;
  /** Heading level inside the section that lists the cards. */
  headingLevel?: 'h3' | 'h4';
};

/** One profiler as people browse it: what it is, how long it takes, what it costs and how to begin. */
export function CatalogueCard({
  profiler,
  href,
  showReasons = false,
  inProgress = false,
  headingLevel: Heading = 'h3',
}: CatalogueCardProps) {
  const { t } = useTranslation();
  const titleId = `catalogue-${showReasons ? 'recommended' : 'all'}-${profiler.id}`;
  const isPaid = !profiler.isFree && profiler.price !== null;
  const onSale = isPaid && profiler.salePrice !== null;

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`catalogue-card-${profiler.id}`}
      className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) transition-shadow hover:shadow-md"
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        {profiler.category ? (
          <Badge className="max-w-full truncate">{profiler.category.title}</Badge>
        ) : (
          <span />
        )}
        {onSale ? (
          <Badge tone="warning">
            <Tag aria-hidden />
            {t('catalogue.price.onSale')}
            {profiler.saleLabel ? <span className="font-normal">· {profiler.saleLabel}</span> : null}
          </Badge>
        ) : null}
      </div>

      <Heading id={titleId} className="mt-3 text-base leading-snug font-semibold text-balance text-slate-900">
        {profiler.title}
      </Heading>
      {profiler.description ? (
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">{profiler.description}</p>
      ) : null}

      {showReasons && profiler.matchReasons.length > 0 ? (
        <div className="mt-3">
          <MatchReasons reasons={profiler.matchReasons} />
        </div>
      ) : null}

      <div className="mt-auto pt-4">
        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <li className="inline-flex items-center gap-1">
            <ListChecks className="size-3.5" aria-hidden />
            {t('catalogue.card.questions', { count: profiler.questionCount })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t('catalogue.card.minutes', { count: profiler.estimatedMinutes })}
          </li>
          {/* Average stars from the ratings module; nothing until someone has rated. */}
          <li className="empty:hidden">
            <CatalogueRating rating={profiler.rating} />
          </li>
        </ul>

        <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <CataloguePrice profiler={profiler} />
          <Link
            to={href}
            className={buttonClassName({
              size: 'sm',
              variant: isPaid ? 'outline' : inProgress ? 'secondary' : 'primary',
            })}
          >
            {isPaid
              ? t('catalogue.card.view')
              : inProgress
                ? t('catalogue.card.resume')
                : t('catalogue.card.start')}
            <span className="sr-only">: {profiler.title}</span>
            <ArrowRight aria-hidden />
          </Link>
        </div>
        {isPaid ? (
          // Paid profilers cannot be bought yet (payments come later): say so instead of offering Start.
          <p className="mt-3 flex items-start gap-1.5 text-xs text-slate-500">
            <Lock className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>
              <span className="font-medium text-slate-700">{t('catalogue.card.availableSoon')}</span>
              {' · '}
              <span>{t('catalogue.card.availableSoonHint')}</span>
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
