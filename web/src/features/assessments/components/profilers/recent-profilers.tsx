import type { Assessment } from '@pathwise/contract';
import { ArrowRight, ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { ProfilerStatusBadges } from './profiler-status-badges';

/** Spec §9: the dashboard lists the 3 most recent profilers. */
export const RECENT_PROFILERS = 3;
const SKELETON_KEYS = Array.from({ length: RECENT_PROFILERS }, (_, index) => `recent-${index}`);

type RecentProfilersProps = {
  profilers: readonly Assessment[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  createHref: string;
};

/** The newest profilers, each with its figures and a Manage link; an invitation to create one when there are none. */
export function RecentProfilers({
  profilers,
  isPending,
  isError,
  isRetrying,
  onRetry,
  createHref,
}: RecentProfilersProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="recent-profilers-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle id="recent-profilers-title">{t('assessments.recent.title')}</CardTitle>
          <CardDescription>{t('assessments.recent.description')}</CardDescription>
        </div>
        <Button variant="ghost" size="sm" asChild>
          <Link to={paths.admin.assessments.getHref()}>
            {t('assessments.recent.viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <div className="px-5 pt-3 pb-5 sm:px-6">
        {isPending ? (
          <ul className="space-y-3" role="status" aria-busy aria-label={t('common.loading')}>
            {SKELETON_KEYS.map((key) => (
              <li key={key} className="space-y-2 rounded-xl border border-slate-100 p-4">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </li>
            ))}
          </ul>
        ) : isError || !profilers ? (
          <LoadError title={t('assessments.list.loadFailed')} onRetry={onRetry} retrying={isRetrying} />
        ) : profilers.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t('assessments.list.empty.title')}
            description={t('assessments.list.empty.description')}
            action={
              <Button asChild>
                <Link to={createHref}>
                  <Plus aria-hidden />
                  {t('assessments.list.createFirst')}
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="space-y-3">
            {profilers.slice(0, RECENT_PROFILERS).map((profiler) => (
              <li key={profiler.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words text-slate-900">{profiler.title}</p>
                  <ProfilerStatusBadges profiler={profiler} />
                </div>
                {profiler.description ? (
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{profiler.description}</p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-slate-500">
                    {[
                      t('assessments.card.categoryCount', { count: profiler.categoryCount }),
                      t('assessments.card.questionCount', { count: profiler.questionCount }),
                      t('assessments.card.created', { date: formatDate(profiler.createdAt) }),
                    ].join(' · ')}
                  </p>
                  <Button variant="outline" size="sm" asChild>
                    <Link
                      to={paths.admin.questions.getHref(profiler.id)}
                      aria-label={t('assessments.recent.manageLabel', { title: profiler.title })}
                    >
                      {t('assessments.actions.manage')}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
