import type { AdminRating, RecentRating } from '@pathwise/contract';
import { MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { getErrorMessage } from '@/lib/errors';
import { useDeleteRating } from '../api/delete-rating';
import { useRatingStats } from '../api/get-rating-stats';
import { useRecentRatings } from '../api/get-recent-ratings';
import { type ProfilerChoices, ProfilerPicker } from './profiler-picker';
import { ProfilerRatingsList } from './profiler-ratings-list';
import { RatingStatsPanel } from './rating-stats-panel';
import { RecentRatingsPanel } from './recent-ratings-panel';

type PendingDelete = { id: string; name: string; stars: number; profiler: string };

type RatingsManagerProps = {
  profilers: ProfilerChoices;
  /** The profiler shown, or null when there is none to show. */
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The ratings console: a profiler's summary and ratings, the recent feed, and deletion. */
export function RatingsManager({ profilers, selectedId, onSelect }: RatingsManagerProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  // Titles of profilers opened from the recent feed, for the picker when they are not among its choices.
  const [knownTitles, setKnownTitles] = useState<Record<string, string>>({});
  const remove = useDeleteRating();
  // The feed holds the newest ratings of every profiler: empty means nobody has rated anything yet.
  const recent = useRecentRatings();

  const titleOf = (id: string) =>
    profilers.items?.find((choice) => choice.id === id)?.title ?? knownTitles[id] ?? '';

  const askToDelete = (rating: AdminRating, profiler: string) =>
    setPending({ id: rating.id, name: rating.user.name, stars: rating.stars, profiler });

  const showProfiler = (rating: RecentRating) => {
    setKnownTitles((titles) => ({ ...titles, [rating.assessment.id]: rating.assessment.title }));
    onSelect(rating.assessment.id);
  };

  const confirmDelete = (target: PendingDelete) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('ratings.delete.success'));
        setPending(null);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('ratings.delete.failed')));
        setPending(null);
      },
    });

  const noProfilers = profilers.items?.length === 0 && !selectedId;

  if (recent.data?.length === 0) {
    return (
      <Card data-testid="ratings-empty">
        <EmptyState
          icon={Star}
          title={t('ratings.empty.title')}
          description={t('ratings.empty.description')}
        />
      </Card>
    );
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
      <div className="min-w-0 space-y-6">
        <Card>
          <CardContent>
            <ProfilerPicker
              choices={profilers}
              value={selectedId}
              valueTitle={selectedId ? knownTitles[selectedId] : undefined}
              onChange={onSelect}
            />
          </CardContent>
        </Card>
        {noProfilers ? (
          <Card>
            <EmptyState
              icon={Star}
              title={t('ratings.noProfilers.title')}
              description={t('ratings.noProfilers.description')}
            />
          </Card>
        ) : selectedId ? (
          <ProfilerRatings
            assessmentId={selectedId}
            onDelete={(rating) => askToDelete(rating, titleOf(selectedId))}
          />
        ) : null}
      </div>
      <aside className="min-w-0">
        <RecentRatingsPanel
          onDelete={(rating) => askToDelete(rating, rating.assessment.title)}
          onShowProfiler={showProfiler}
        />
      </aside>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('ratings.delete.title')}
        description={
          pending
            ? t('ratings.delete.description', {
                number: pending.stars,
                stars: t('ratings.starsLabel', { count: pending.stars }),
                name: pending.name,
                profiler: pending.profiler,
              })
            : ''
        }
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => pending && confirmDelete(pending)}
      />
    </div>
  );
}

/**
 * One profiler's summary and ratings; a profiler nobody has rated gets one empty state instead of
 * an empty summary above an empty list.
 */
function ProfilerRatings({
  assessmentId,
  onDelete,
}: {
  assessmentId: string;
  onDelete: (rating: AdminRating) => void;
}) {
  const { t } = useTranslation();
  const stats = useRatingStats(assessmentId);
  if (stats.data?.count === 0) {
    return (
      <Card data-testid="profiler-ratings-empty">
        <EmptyState
          icon={MessageSquareText}
          title={t('ratings.list.empty.title')}
          description={t('ratings.list.empty.description')}
        />
      </Card>
    );
  }
  return (
    <>
      <RatingStatsPanel assessmentId={assessmentId} />
      <ProfilerRatingsList assessmentId={assessmentId} onDelete={onDelete} />
    </>
  );
}
