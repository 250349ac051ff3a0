import { RATING_STARS } from '@pathwise/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type RatingStarsProps = { stars: number; className?: string };

/** Five stars, `stars` of them filled; read out as "4 out of 5 stars". */
export function RatingStars({ stars, className }: RatingStarsProps) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('ratings.outOfFive', { stars })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {RATING_STARS.map((position) => (
        <Star
          key={position}
          aria-hidden
          className={cn(
            'size-4',
            position <= stars ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
