import { MAX_REVIEW_LENGTH, RATING_STARS } from '@pathwise/contract';
import { Star } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useMyRating, useRateProfiler } from '../api/my-rating';

/**
 * "Rate this profiler" under a completed report: 1–5 stars as a radio group (arrow keys move, the
 * focused star is chosen) and an optional review. Rating again replaces the earlier rating.
 */
export function RateProfilerCard({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const mine = useMyRating(assessmentId);
  const rate = useRateProfiler(assessmentId);
  const [stars, setStars] = useState(0);
  const [review, setReview] = useState('');
  const [hovered, setHovered] = useState(0);

  useEffect(() => {
    if (mine.data) {
      setStars(mine.data.stars);
      setReview(mine.data.review ?? '');
    }
  }, [mine.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) return;
    rate.mutate(
      { stars, review },
      {
        onSuccess: () => toast.success(t('ratings.rate.saved')),
        onError: (error) => toast.error(getErrorMessage(error, t('ratings.rate.failed'))),
      },
    );
  };

  const shown = hovered || stars;
  return (
    <Card className="mb-6" aria-labelledby="rate-profiler-title">
      <CardHeader>
        <CardTitle id="rate-profiler-title">{t('ratings.rate.title')}</CardTitle>
        <CardDescription>{mine.data ? t('ratings.rate.editHint') : t('ratings.rate.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">
                {t('ratings.rate.starsLegend')}
              </legend>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: clears the hover preview only */}
              <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
                {RATING_STARS.map((value) => (
                  <label key={value} className="cursor-pointer" onMouseEnter={() => setHovered(value)}>
                    <input
                      type="radio"
                      name={`stars-${assessmentId}`}
                      value={value}
                      checked={stars === value}
                      onChange={() => setStars(value)}
                      className="peer sr-only"
                      aria-label={t('ratings.starsLabel', { count: value })}
                    />
                    <Star
                      aria-hidden
                      className={cn(
                        'size-8 rounded-md transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500',
                        value <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
                      )}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              label={t('ratings.rate.review')}
              hint={t('ratings.rate.reviewHint', { max: MAX_REVIEW_LENGTH })}
            >
              {(field) => (
                <Textarea
                  {...field}
                  value={review}
                  maxLength={MAX_REVIEW_LENGTH}
                  minRows={2}
                  maxRows={6}
                  onChange={(event) => setReview(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={stars === 0} loading={rate.isPending}>
              {mine.data ? t('ratings.rate.update') : t('ratings.rate.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
