import type { AdminRating } from '@pathwise/contract';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { RatingStars } from './rating-stars';

type RatingItemProps = {
  rating: AdminRating;
  onDelete: () => void;
  /** Shown above the author in the cross-profiler feed (the profiler's title, as a link or text). */
  context?: ReactNode;
  compact?: boolean;
};

/** One rating: stars, author, review and when it was written (and last edited). */
export function RatingItem({ rating, onDelete, context, compact = false }: RatingItemProps) {
  const { t } = useTranslation();
  const isEdited = rating.updatedAt !== rating.createdAt;
  return (
    <li className={compact ? 'px-5 py-3.5 sm:px-6' : 'px-5 py-4 sm:px-6'} data-testid={`rating-${rating.id}`}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {context ? <div className="mb-1 text-sm font-medium text-slate-900">{context}</div> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars stars={rating.stars} />
            <p className="min-w-0 text-sm break-words text-slate-600">
              <span className="font-medium text-slate-900">{rating.user.name}</span>
              <span className="text-slate-400"> · </span>
              <span className="break-all">{rating.user.email}</span>
            </p>
          </div>
          {rating.review ? (
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
              {rating.review}
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-400 italic">{t('ratings.item.noReview')}</p>
          )}
          <p className="mt-1.5 text-xs text-slate-500">
            <time dateTime={rating.createdAt}>{formatDate(rating.createdAt)}</time>
            {isEdited ? (
              <>
                <span className="text-slate-400"> · </span>
                {t('ratings.item.edited', { date: formatDate(rating.updatedAt) })}
              </>
            ) : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-slate-500 hover:bg-rose-50 hover:text-rose-700"
          onClick={onDelete}
          aria-label={t('ratings.item.deleteFor', { name: rating.user.name })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
