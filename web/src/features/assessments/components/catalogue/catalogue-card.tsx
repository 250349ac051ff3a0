import type { CatalogueProfiler } from '@pathwise/contract';
import {
  ArrowRight,
  CircleCheck,
  Clock,
  FileText,
  Hourglass,
  ListChecks,
  RotateCcw,
  ShoppingCart,
  Tag,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { CataloguePrice } from './catalogue-price';
import { CatalogueRating } from './catalogue-rating';
import { MatchReasons } from './match-reasons';

/** A paid profiler as the person stands with it (the payments feature reads it; see PaidAccessGate). */
export type PaidAccessState = 'checking' | 'unknown' | 'free' | 'owned' | 'pending' | 'not_owned';

/** Reads the person's access to one profiler and renders `children` with it (given by the page). */
export type PaidAccessGate = ComponentType<{
  assessmentId: string;
  children: (access: PaidAccessState) => ReactNode;
}>;

type CatalogueCardProps = {
  profiler: CatalogueProfiler;
  /** Link to the profiler's page (/assessment/{id}). */
  href: string;
  /** Link to a finished attempt's report (/report/{attemptId}), for "View result". */
  resultHref?: (attemptId: string) => string;
  /** Show why it was recommended. */
  showReasons?: boolean;
  /** Heading level inside the section that lists the cards. */
  headingLevel?: 'h3' | 'h4';
  /** How a paid profiler's card learns whether it is owned (without it: the price and "View"). */
  accessGate?: PaidAccessGate;
};

/**
 * The list item around a card. From two columns up the card's four parts (badges, title and text,
 * figures, price and action) share rows with the cards beside it (CSS subgrid), so titles, figures
 * and prices line up along a row while the badge row is only as tall as a badge in that row needs.
 */
export const CATALOGUE_CARD_ITEM = 'min-w-0 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0';

/** One profiler as people browse it: what it is, how long it takes, what it costs and how to begin. */
export function CatalogueCard({
  profiler,
  href,
  resultHref,
  showReasons = false,
  headingLevel: Heading = 'h3',
  accessGate: AccessGate,
}: CatalogueCardProps) {
  const { t } = useTranslation();
  const titleId = `catalogue-${showReasons ? 'recommended' : 'all'}-${profiler.id}`;
  const isPaid = !profiler.isFree && profiler.price !== null;
  const onSale = isPaid && profiler.salePrice !== null;

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`catalogue-card-${profiler.id}`}
      className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) transition-shadow hover:shadow-md sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0"
    >
      {/* Badges only when there is one to show: no band is kept above the title of a profiler outside
          any category (beside a card with badges, the shared row keeps the titles level). */}
      <div>
        {profiler.category || onSale ? (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            {profiler.category ? (
              <Badge className="max-w-full truncate">{profiler.category.title}</Badge>
            ) : null}
            {onSale ? (
              <Badge tone="warning">
                <Tag aria-hidden />
                {t('catalogue.price.onSale')}
                {profiler.saleLabel ? <span className="font-normal">· {profiler.saleLabel}</span> : null}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>

      <div>
        <Heading id={titleId} className="text-base leading-snug font-semibold text-balance text-slate-900">
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
      </div>

      <ul className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-slate-500">
        <li className="inline-flex items-center gap-1">
          <ListChecks className="size-3.5" aria-hidden />
          {t('catalogue.card.questions', { count: profiler.questionCount })}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {t('time.aboutMinutes', { count: profiler.estimatedMinutes })}
        </li>
        {profiler.progress?.state === 'completed' ? (
          <li className="inline-flex items-center gap-1 font-medium text-emerald-700">
            <CircleCheck className="size-3.5" aria-hidden />
            {t('catalogue.card.completed')}
          </li>
        ) : null}
        {/* Average stars from the ratings module; nothing until someone has rated. */}
        <li className="empty:hidden">
          <CatalogueRating rating={profiler.rating} />
        </li>
      </ul>

      <div>
        {isPaid && AccessGate ? (
          <AccessGate assessmentId={profiler.id}>
            {(access) => (
              <CardFooter profiler={profiler} href={href} resultHref={resultHref} access={access} />
            )}
          </AccessGate>
        ) : (
          <CardFooter
            profiler={profiler}
            href={href}
            resultHref={resultHref}
            access={isPaid ? 'unknown' : 'free'}
          />
        )}
      </div>
    </article>
  );
}

/**
 * The price and the way in, from the person's state with the profiler (decision 015) and their access.
 * Finished: View result (the latest report) and, where the retake rule allows, Take again. Open:
 * Continue (n of m). Otherwise, free or owned: Start; paid and not owned: the price with Buy; pending:
 * a payment awaits confirmation; still checking or unknown: the price and View, so a card never
 * offers a Start the server would refuse.
 */
function CardFooter({
  profiler,
  href,
  resultHref,
  access,
}: {
  profiler: CatalogueProfiler;
  href: string;
  resultHref?: (attemptId: string) => string;
  access: PaidAccessState;
}) {
  const { t } = useTranslation();
  const progress = profiler.progress;
  const canStart = access === 'free' || access === 'owned';
  const finishedId = progress?.latestCompletedAttemptId;

  if (progress?.state === 'completed' && finishedId && resultHref) {
    return (
      <div className="mt-4 flex min-h-8 items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {/* The server's retake rule (free, or paid and owned), so the action does not wait for the access check. */}
        {progress.canRetake ? (
          <CardLink
            to={href}
            label={t('catalogue.card.takeAgain')}
            title={profiler.title}
            variant="outline"
            Icon={RotateCcw}
          />
        ) : (
          <CataloguePrice profiler={profiler} />
        )}
        <CardLink
          to={resultHref(finishedId)}
          label={t('catalogue.card.viewResult')}
          title={profiler.title}
          variant="primary"
          Icon={FileText}
        />
      </div>
    );
  }

  let label: string;
  let variant: 'primary' | 'secondary' | 'outline';
  let Icon = ArrowRight;
  let to = href;
  if (canStart) {
    const open = progress?.state === 'in_progress';
    label = open
      ? t('catalogue.card.continue', { answered: progress?.answered ?? 0, total: profiler.questionCount })
      : t('catalogue.card.start');
    variant = open ? 'secondary' : 'primary';
  } else if (access === 'not_owned') {
    label = t('catalogue.card.buy');
    variant = 'primary';
    Icon = ShoppingCart;
    // Straight to the intro page's checkout.
    to = `${href}#checkout`;
  } else {
    label = t('catalogue.card.view');
    variant = 'outline';
  }
  return (
    <div className="mt-4 flex min-h-8 items-center justify-between gap-3 border-t border-slate-100 pt-4">
      {access === 'owned' ? (
        <Badge tone="success">
          <CircleCheck aria-hidden />
          {t('catalogue.card.owned')}
        </Badge>
      ) : access === 'pending' ? (
        <Badge tone="warning">
          <Hourglass aria-hidden />
          {t('catalogue.card.pending')}
        </Badge>
      ) : (
        <CataloguePrice profiler={profiler} />
      )}
      <CardLink
        to={to}
        label={label}
        title={profiler.title}
        variant={variant}
        Icon={Icon}
        busy={access === 'checking'}
      />
    </div>
  );
}

/** A card's action: its visible label, then the profiler's title for screen readers ("Start: Big Five"). */
function CardLink({
  to,
  label,
  title,
  variant,
  Icon,
  busy = false,
}: {
  to: string;
  label: string;
  title: string;
  variant: 'primary' | 'secondary' | 'outline';
  Icon: typeof ArrowRight;
  busy?: boolean;
}) {
  return (
    <Link to={to} className={buttonClassName({ size: 'sm', variant })} aria-busy={busy || undefined}>
      {label}
      <span className="sr-only">: {title}</span>
      <Icon aria-hidden />
    </Link>
  );
}
